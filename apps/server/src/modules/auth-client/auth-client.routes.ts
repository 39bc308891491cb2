import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClientGoogleLoginResponseSchema,
  ClientLoginResponseSchema,
  ClientProfileResponseSchema,
  ClientRegisterRequestSchema,
  GoogleLoginRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  UploadUrlQuerySchema,
  UploadUrlResponseSchema,
} from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { loginAddressLimit, loginRateLimit, publicWriteRateLimit } from '../../auth/rate-limits.ts';
import { objectKeys } from '../../storage/keys.ts';
import { EXTENSION_OF } from '../../storage/image-sanitizer.ts';
import { createUploadSlot } from '../../storage/upload-slots.ts';
import { clientProfile, googleLoginClient, loginClient, registerClient } from './auth-client.service.ts';

export default async function authClientRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['auth-client'];

  // Anyone, rate limited.
  app.post(
    '/client/login',
    { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: LoginRequestSchema, response: { 200: ClientLoginResponseSchema } } },
    async (request) => loginClient(services, request.body.email, request.body.password),
  );

  // Anyone, rate limited.
  app.post(
    '/client/register',
    { config: publicWriteRateLimit, schema: { tags, body: ClientRegisterRequestSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => reply.status(201).send(await registerClient(services, request.body)),
  );

  // Anyone, rate limited: the logo of a store that does not exist yet goes to a pending key,
  // claimed by client/register. The PUT itself is size-limited and checked (files.routes.ts).
  app.get(
    '/client/upload-url',
    { config: publicWriteRateLimit, schema: { tags, querystring: UploadUrlQuerySchema, response: { 200: UploadUrlResponseSchema } } },
    async (request) => createUploadSlot(services, { key: objectKeys.pendingUpload(EXTENSION_OF[request.query.fileType]), clientId: null }, request.query.fileType),
  );

  // Anyone, rate limited.
  app.post(
    '/client/google-login',
    { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: GoogleLoginRequestSchema, response: { 200: ClientGoogleLoginResponseSchema } } },
    async (request) => googleLoginClient(services, request.body.token),
  );

  app.get('/client/profile', { preHandler: allow('client'), schema: { tags, response: { 200: ClientProfileResponseSchema } } }, async (request) =>
    clientProfile(services, storeOf(request)),
  );
}
