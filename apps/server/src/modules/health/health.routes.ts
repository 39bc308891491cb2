import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthResponseSchema } from '@tryown/contracts';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Anyone: load balancers and the e2e harness poll it.
  app.get('/health', { schema: { tags: ['system'], response: { 200: HealthResponseSchema } } }, async () => {
    await app.services.db.execute(sql`select 1`);
    return { status: 'ok' as const, db: app.services.database.kind, storage: app.services.storage.kind };
  });
}
