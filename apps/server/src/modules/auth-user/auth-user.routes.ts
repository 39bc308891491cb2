import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BasicProfileRequestSchema,
  ClientUserIdParamsSchema,
  GoogleLoginRequestSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  StylePreferencesRequestSchema,
  UserGoogleLoginResponseSchema,
  UserLoginResponseSchema,
  UserProfileResponseSchema,
  UserRegisterRequestSchema,
} from '@tryown/contracts';
import { allow, principalOf } from '../../auth/guard.ts';
import { loginAddressLimit, loginRateLimit, publicWriteRateLimit } from '../../auth/rate-limits.ts';
import { googleLoginUser, loginUser, registerUser, saveBasicProfile, saveStylePreferences, userProfile } from './auth-user.service.ts';

export default async function authUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['auth-user'];

  // Anyone, rate limited.
  app.post(
    '/user/login',
    { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: LoginRequestSchema, response: { 200: UserLoginResponseSchema } } },
    async (request) => loginUser(services, request.body.email, request.body.password),
  );

  // Anyone, rate limited.
  app.post(
    '/user/register',
    { config: publicWriteRateLimit, schema: { tags, body: UserRegisterRequestSchema, response: { 201: MessageResponseSchema } } },
    async (request, reply) => reply.status(201).send(await registerUser(services, request.body)),
  );

  // Anyone, rate limited: the store is the one whose public Client User ID is in the path.
  app.post(
    '/clients/:clientUserId/mobile/user/google-login',
    {
      config: loginRateLimit,
      preHandler: loginAddressLimit(app),
      schema: { tags, params: ClientUserIdParamsSchema, body: GoogleLoginRequestSchema, response: { 200: UserGoogleLoginResponseSchema } },
    },
    async (request) => googleLoginUser(services, request.params.clientUserId, request.body.token),
  );

  app.get('/user/userprofile', { preHandler: allow('user'), schema: { tags, response: { 200: UserProfileResponseSchema } } }, async (request) =>
    userProfile(services, principalOf(request).id),
  );

  app.put(
    '/user/profile/basic',
    { preHandler: allow('user'), schema: { tags, body: BasicProfileRequestSchema, response: { 200: UserProfileResponseSchema } } },
    async (request) => saveBasicProfile(services, principalOf(request).id, request.body),
  );

  app.put(
    '/user/profile/style',
    { preHandler: allow('user'), schema: { tags, body: StylePreferencesRequestSchema, response: { 200: UserProfileResponseSchema } } },
    async (request) => saveStylePreferences(services, principalOf(request).id, request.body),
  );
}
