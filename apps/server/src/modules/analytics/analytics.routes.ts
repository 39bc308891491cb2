import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, ClientAnalyticsResponseSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { storeAnalytics } from './analytics.service.ts';

export default async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A store, for its own figures only (the store id comes from the token).
  app.get(
    '/client/analytics',
    { preHandler: allow('client'), schema: { tags: ['analytics'], querystring: AnalyticsQuerySchema, response: { 200: ClientAnalyticsResponseSchema } } },
    async (request) => storeAnalytics(app.services.db, storeOf(request), request.query.days),
  );
}
