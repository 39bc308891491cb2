import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthConfigResponseSchema } from '@tryown/contracts';

export default async function authConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.services;

  // Anyone: the Google client id is public (it is embedded in every Google sign-in page).
  app.get('/auth/config', { schema: { tags: ['auth'], response: { 200: AuthConfigResponseSchema } } }, async () => ({
    success: true as const,
    googleClientId: config.googleClientId ?? null,
  }));
}
