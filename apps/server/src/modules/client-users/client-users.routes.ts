import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientUsersParamSchema, ClientUsersResponseSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { listStoreUsers } from './client-users.service.ts';

export default async function clientUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;

  // Store only: its own shoppers. `userId` is the store's public Client User ID (or its _id).
  app.get(
    '/client/:userId/users',
    { preHandler: allow('client'), schema: { tags: ['client-users'], params: ClientUsersParamSchema, response: { 200: ClientUsersResponseSchema } } },
    async (request) => listStoreUsers(db, storeOf(request), request.params.userId),
  );
}
