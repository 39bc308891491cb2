import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientIdParamSchema, SaveTabsRequestSchema, TabsResponseSchema } from '@tryown/contracts';
import { allow, principalOf } from '../../auth/guard.ts';
import { getTabs, saveTabs } from './tabs.service.ts';

export default async function tabsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const tags = ['tabs'];

  // Staff for any store; a store (client) for its own id only, other ids answer 404.
  app.get(
    '/clienttabs/:clientId/tabs',
    { preHandler: allow('admin', 'superadmin', 'client'), schema: { tags, params: ClientIdParamSchema, response: { 200: TabsResponseSchema } } },
    async (request) => getTabs(db, principalOf(request), request.params.clientId),
  );

  // Staff only: the full list replaces the store's tabs.
  app.post(
    '/clienttabs/:clientId/tabs',
    { preHandler: allow('admin', 'superadmin'), schema: { tags, params: ClientIdParamSchema, body: SaveTabsRequestSchema, response: { 200: TabsResponseSchema } } },
    async (request) => saveTabs(db, principalOf(request), request.params.clientId, request.body.tabs),
  );
}
