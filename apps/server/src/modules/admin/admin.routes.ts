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
  ShopperLimitsResponseSchema,
  ShopperLimitsSchema,
} from '@tryown/contracts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { allow, principalOf } from '../../auth/guard.ts';
import { loginAddressLimit, loginRateLimit, publicWriteRateLimit } from '../../auth/rate-limits.ts';
import { toClient } from '../accounts/account.mappers.ts';
import { listClients } from '../accounts/account.repository.ts';
import { platformStats } from '../analytics/analytics.service.ts';
import { deleteClientAsStaff, impersonate, loginAdmin, registerAdmin, setShopperLimits } from './admin.service.ts';

const SuccessMessage = MessageResponseSchema.extend({ success: z.literal(true) });

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, secrets } = app.services;
  const tags = ['admin'];

  // Anyone, rate limited.
  app.post('/admin/login', { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: LoginRequestSchema, response: { 200: AdminLoginResponseSchema } } }, async (request) =>
    loginAdmin(db, tokens, request.body.email, request.body.password),
  );

  // Anyone holding the admin registration code, rate limited (the code is the secret).
  app.post(
    '/admin/register',
    { config: publicWriteRateLimit, schema: { tags, body: AdminRegisterRequestSchema, response: { 201: SuccessMessage } } },
    async (request, reply) => reply.status(201).send(await registerAdmin(db, secrets.adminRegistrationCode, request.body)),
  );

  // Admins and the super admin (the original served this list to anyone).
  app.get('/admin/getclients', { preHandler: allow('admin', 'superadmin'), serializerCompiler: compiledSerializer, schema: { tags, response: { 200: ClientListResponseSchema } } }, async () => {
    const rows = await listClients(db);
    return { success: true as const, data: rows.map(toClient), count: rows.length };
  });

  app.get('/admin/stats', { preHandler: allow('admin', 'superadmin'), schema: { tags, response: { 200: AdminStatsResponseSchema } } }, async () => ({
    success: true as const,
    ...(await platformStats(db)),
  }));

  app.put(
    '/admin/clients/:clientId/shopper-limits',
    { preHandler: allow('admin', 'superadmin'), schema: { tags, params: ClientIdParamSchema, body: ShopperLimitsSchema, response: { 200: ShopperLimitsResponseSchema } } },
    async (request) => setShopperLimits(db, request.params.clientId, request.body),
  );

  // Admins only.
  app.delete(
    '/admin/deleteclient/:clientId',
    { preHandler: allow('admin'), schema: { tags, params: ClientIdParamSchema, response: { 200: SuccessMessage } } },
    async (request) => deleteClientAsStaff(app.services, principalOf(request), request.params.clientId),
  );

  app.get(
    '/admin/get-client-token/:clientId',
    { preHandler: allow('admin'), schema: { tags, params: ClientIdParamSchema, response: { 200: ClientTokenResponseSchema } } },
    async (request) => impersonate(db, tokens, principalOf(request), { role: 'client', id: request.params.clientId }),
  );
}
