import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesResponseSchema,
  CreateDressRequestSchema,
  DressesQuerySchema,
  DressesResponseSchema,
  DressMutationResponseSchema,
  IdParamSchema,
  MessageResponseSchema,
  TabIdParamSchema,
  UpdateDressRequestSchema,
  UploadUrlQuerySchema,
  UploadUrlResponseSchema,
} from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { sendTagged } from '../../lib/list-etag.ts';
import { tabCategories, uploadSlotFor } from '../catalogue/catalogue.shared.ts';
import { addDress, dressCutout, editDress, listStoreDresses, recheckDress, removeDress, setDressFlag, type DressFlagChange } from './dresses.service.ts';

/** The store's dresses: every route is the calling store's own (client token), other stores' ids are 404. */
export default async function dressesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.services;
  const tags = ['dresses'];
  const preHandler = allow('client');

  app.get(
    '/dress',
    { preHandler, serializerCompiler: compiledSerializer, schema: { tags, querystring: DressesQuerySchema, response: { 200: DressesResponseSchema } } },
    async (request, reply) => sendTagged(reply, await listStoreDresses(deps, storeOf(request), request.query, request.headers['if-none-match'])),
  );

  app.get('/dress/upload-url', { preHandler, schema: { tags, querystring: UploadUrlQuerySchema, response: { 200: UploadUrlResponseSchema } } }, async (request) =>
    uploadSlotFor(deps, storeOf(request), 'dresses', request.query.fileType),
  );

  app.get(
    '/dress/:tabId/categories',
    { preHandler, schema: { tags, params: TabIdParamSchema, response: { 200: CategoriesResponseSchema } } },
    async (request) => ({ success: true as const, categories: await tabCategories(deps.db, storeOf(request), request.params.tabId) }),
  );

  app.post('/dress/add', { preHandler, schema: { tags, body: CreateDressRequestSchema, response: { 201: DressMutationResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await addDress(deps, storeOf(request), request.body)),
  );

  app.put(
    '/dress/:id',
    { preHandler, schema: { tags, params: IdParamSchema, body: UpdateDressRequestSchema, response: { 200: DressMutationResponseSchema } } },
    async (request) => editDress(deps, storeOf(request), request.params.id, request.body),
  );

  app.delete('/dress/:id', { preHandler, schema: { tags, params: IdParamSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    removeDress(deps, storeOf(request), request.params.id),
  );

  app.post(
    '/dress/:id/analysis',
    {
      preHandler,
      schema: { tags, params: IdParamSchema, response: { 200: DressMutationResponseSchema }, description: "Checks the dress's photo with the current try-on engine now (its state is on the dress)" },
    },
    async (request) => recheckDress(deps, storeOf(request), request.params.id),
  );

  app.get(
    '/dress/:id/cutout',
    { preHandler, schema: { tags, params: IdParamSchema, description: 'The garment cut out of its photo: a PNG with transparency' } },
    async (request, reply) =>
      reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, no-store')
        .send(await dressCutout(deps, storeOf(request), request.params.id)),
  );

  const flagRoutes: [method: 'PUT' | 'PATCH', path: string, change: DressFlagChange][] = [
    ['PUT', '/dress/:id/disable', 'disable'],
    ['PUT', '/dress/:id/enable', 'enable'],
    ['PATCH', '/dress/:id/new-arrival', 'markNew'],
    ['PATCH', '/dress/:id/new-arrival/unmark', 'unmarkNew'],
  ];
  for (const [method, url, change] of flagRoutes) {
    app.route({
      method,
      url,
      preHandler,
      schema: { tags, params: IdParamSchema, response: { 200: DressMutationResponseSchema } },
      handler: async (request) => setDressFlag(deps, storeOf(request), request.params.id, change),
    });
  }
}
