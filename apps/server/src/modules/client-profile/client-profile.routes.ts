import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientProfileResponseSchema, UpdateClientProfileRequestSchema, UploadUrlQuerySchema, UploadUrlResponseSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { uploadSlotFor } from '../catalogue/catalogue.shared.ts';
import { updateClientProfile } from './client-profile.service.ts';

/** The store's own profile edits (GET client/profile lives with the store sign-in, auth-client/). */
export default async function clientProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['client-profile'];
  const preHandler = allow('client');

  app.put('/client/profile', { preHandler, schema: { tags, body: UpdateClientProfileRequestSchema, response: { 200: ClientProfileResponseSchema } } }, async (request) =>
    updateClientProfile(services, storeOf(request), request.body),
  );

  // A signed-in store's new logo goes straight under the store (client/upload-url is for registration).
  app.get('/client/profile/logo/upload-url', { preHandler, schema: { tags, querystring: UploadUrlQuerySchema, response: { 200: UploadUrlResponseSchema } } }, async (request) =>
    uploadSlotFor(services, storeOf(request), 'logo', request.query.fileType),
  );
}
