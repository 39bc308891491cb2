import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminListResponseSchema, ClientListResponseSchema, LoginRequestSchema, SuperadminLoginResponseSchema } from '@tryown/contracts';
import { allow } from '../../auth/guard.ts';
import { loginRateLimit } from '../../auth/rate-limits.ts';
import { toAdmin, toClient } from '../accounts/account.mappers.ts';
import { listAdmins, listClients } from '../accounts/account.repository.ts';
import { loginSuperadmin } from './superadmin.service.ts';

export default async function superadminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens } = app.services;
  const tags = ['superadmin'];

  // Anyone, rate limited.
  app.post(
    '/superadmin/login',
    { config: loginRateLimit, schema: { tags, body: LoginRequestSchema, response: { 200: SuperadminLoginResponseSchema } } },
    async (request) => loginSuperadmin(db, tokens, request.body.email, request.body.password),
  );

  // Super admin only (the original served these lists to anyone).
  app.get('/superadmin/getadmins', { preHandler: allow('superadmin'), schema: { tags, response: { 200: AdminListResponseSchema } } }, async () => {
    const rows = await listAdmins(db);
    return { success: true as const, data: rows.map(toAdmin), count: rows.length };
  });

  app.get('/superadmin/getclients', { preHandler: allow('superadmin'), schema: { tags, response: { 200: ClientListResponseSchema } } }, async () => {
    const rows = await listClients(db);
    return { success: true as const, data: rows.map(toClient), count: rows.length };
  });
}
