import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminListResponseSchema,
  AdminSchema,
  ClientListResponseSchema,
  ClientSchema,
  IdParamSchema,
  LoginAsRequestSchema,
  LoginAsResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  RegisterAdminRequestSchema,
  SuperadminLoginResponseSchema,
  SuperadminRegisterClientRequestSchema,
  SystemInfoResponseSchema,
} from '@tryown/contracts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { allow, principalOf } from '../../auth/guard.ts';
import { loginAddressLimit, loginRateLimit } from '../../auth/rate-limits.ts';
import { toAdmin, toClient } from '../accounts/account.mappers.ts';
import { listAdmins, listClients } from '../accounts/account.repository.ts';
import { deleteAdminAccount, deleteClientAsStaff } from '../admin/admin.service.ts';
import { systemInfo } from '../system/system-info.ts';
import { loginAsAccount, loginSuperadmin, registerAdminBySuperadmin, registerClientBySuperadmin } from './superadmin.service.ts';

const SuccessMessage = MessageResponseSchema.extend({ success: z.literal(true) });

export default async function superadminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, tokens, storage } = app.services;
  const tags = ['superadmin'];

  // Anyone, rate limited.
  app.post(
    '/superadmin/login',
    { config: loginRateLimit, preHandler: loginAddressLimit(app), schema: { tags, body: LoginRequestSchema, response: { 200: SuperadminLoginResponseSchema } } },
    async (request) => loginSuperadmin(db, tokens, request.body.email, request.body.password),
  );

  // Super admin only (the original served these lists to anyone).
  app.get('/superadmin/system-info', { preHandler: allow('superadmin'), schema: { tags, response: { 200: SystemInfoResponseSchema } } }, async () =>
    systemInfo(app.services.config),
  );

  app.get('/superadmin/getadmins', { preHandler: allow('superadmin'), serializerCompiler: compiledSerializer, schema: { tags, response: { 200: AdminListResponseSchema } } }, async () => {
    const rows = await listAdmins(db);
    return { success: true as const, data: rows.map(toAdmin), count: rows.length };
  });

  app.get('/superadmin/getclients', { preHandler: allow('superadmin'), serializerCompiler: compiledSerializer, schema: { tags, response: { 200: ClientListResponseSchema } } }, async () => {
    const rows = await listClients(db);
    return { success: true as const, data: rows.map(toClient), count: rows.length };
  });

  // Super admin only: account management.
  app.post(
    '/superadmin/registeradmin',
    { preHandler: allow('superadmin'), schema: { tags, body: RegisterAdminRequestSchema, response: { 201: SuccessMessage.extend({ data: AdminSchema }) } } },
    async (request, reply) => reply.status(201).send(await registerAdminBySuperadmin(db, principalOf(request), request.body)),
  );

  app.delete('/superadmin/deleteadmin/:id', { preHandler: allow('superadmin'), schema: { tags, params: IdParamSchema, response: { 200: SuccessMessage } } }, async (request) =>
    deleteAdminAccount(db, principalOf(request), request.params.id),
  );

  app.post(
    '/superadmin/registerclient',
    { preHandler: allow('superadmin'), schema: { tags, body: SuperadminRegisterClientRequestSchema, response: { 201: SuccessMessage.extend({ data: ClientSchema }) } } },
    async (request, reply) => reply.status(201).send(await registerClientBySuperadmin(db, storage, principalOf(request), request.body)),
  );

  app.delete('/superadmin/deleteclient/:id', { preHandler: allow('superadmin'), schema: { tags, params: IdParamSchema, response: { 200: SuccessMessage } } }, async (request) =>
    deleteClientAsStaff(app.services, principalOf(request), request.params.id),
  );

  // Super admin only, and their own password again: a short-lived token for another account.
  app.post(
    '/superadmin/login-as',
    { preHandler: [allow('superadmin'), loginAddressLimit(app)], config: loginRateLimit, schema: { tags, body: LoginAsRequestSchema, response: { 200: LoginAsResponseSchema } } },
    async (request) => loginAsAccount(db, tokens, principalOf(request), request.body),
  );
}
