import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminLoginResponseSchema,
  AdminRegisterRequestSchema,
  AdminStatsResponseSchema,
  ClientIdParamSchema,
  ClientListResponseSchema,
  ClientTokenResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
} from '@tryown/contracts';
import { allow, principalOf } from '../../auth/guard.ts';
import { loginRateLimit, publicWriteRateLimit } from '../../auth/rate-limits.ts';
import { toClient } from '../accounts/account.mappers.ts';
import { listClients } from '../accounts/account.repository.ts';
import { countStats } from './admin.repository.ts';
import { deleteClientAsStaff, impersonate, loginAdmin, registerAdmin } from './admin.service.ts';

const SuccessMessage = MessageResponseSchema.extend({ success: z.literal(true) });

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, storage, secrets } = app.services;
  const tags = ['admin'];

  // Anyone, rate limited.
  app.post('/admin/login', { config: loginRateLimit, schema: { tags, body: LoginRequestSchema, response: { 200: AdminLoginResponseSchema } } }, async (request) =>
    loginAdmin(db, tokens, request.body.email, request.body.password),
  );

  // Anyone holding the admin registration code, rate limited (the code is the secret).
  app.post(
    '/admin/register',
    { config: publicWriteRateLimit, schema: { tags, body: AdminRegisterRequestSchema, response: { 201: SuccessMessage } } },
    async (request, reply) => reply.status(201).send(await registerAdmin(db, secrets.adminRegistrationCode, request.body)),
  );

  // Admins and the super admin (the original served this list to anyone).
  app.get('/admin/getclients', { preHandler: allow('admin', 'superadmin'), schema: { tags, response: { 200: ClientListResponseSchema } } }, async () => {
    const rows = await listClients(db);
    return { success: true as const, data: rows.map(toClient), count: rows.length };
  });

  app.get('/admin/stats', { preHandler: allow('admin', 'superadmin'), schema: { tags, response: { 200: AdminStatsResponseSchema } } }, async () => ({
    success: true as const,
    ...(await countStats(db)),
  }));

  // Admins only.
  app.delete(
    '/admin/deleteclient/:clientId',
    { preHandler: allow('admin'), schema: { tags, params: ClientIdParamSchema, response: { 200: SuccessMessage } } },
    async (request) => deleteClientAsStaff(db, storage, principalOf(request), request.params.clientId),
  );

  app.get(
    '/admin/get-client-token/:clientId',
    { preHandler: allow('admin'), schema: { tags, params: ClientIdParamSchema, response: { 200: ClientTokenResponseSchema } } },
    async (request) => impersonate(db, tokens, principalOf(request), { role: 'client', id: request.params.clientId }),
  );
}
