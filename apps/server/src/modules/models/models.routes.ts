import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CategoriesResponseSchema,
  CreateModelRequestSchema,
  IdParamSchema,
  MessageResponseSchema,
  ModelMutationResponseSchema,
  ModelsQuerySchema,
  ModelsResponseSchema,
  TabIdParamSchema,
  UpdateModelRequestSchema,
  UploadUrlQuerySchema,
  UploadUrlResponseSchema,
} from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { sendTagged } from '../../lib/list-etag.ts';
import { tabCategories, uploadSlotFor } from '../catalogue/catalogue.shared.ts';
import { addModel, editModel, listStoreModels, recheckModel, removeModel } from './models.service.ts';

/** The store's models: every route is the calling store's own (client token), other stores' ids are 404. */
export default async function modelsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.services;
  const tags = ['models'];
  const preHandler = allow('client');

  app.get(
    '/models',
    { preHandler, serializerCompiler: compiledSerializer, schema: { tags, querystring: ModelsQuerySchema, response: { 200: ModelsResponseSchema } } },
    async (request, reply) => sendTagged(reply, await listStoreModels(deps, storeOf(request), request.query, request.headers['if-none-match'])),
  );

  app.get('/models/upload-url', { preHandler, schema: { tags, querystring: UploadUrlQuerySchema, response: { 200: UploadUrlResponseSchema } } }, async (request) =>
    uploadSlotFor(deps, storeOf(request), 'models', request.query.fileType),
  );

  app.get(
    '/models/:tabId/categories',
    { preHandler, schema: { tags, params: TabIdParamSchema, response: { 200: CategoriesResponseSchema } } },
    async (request) => ({ success: true as const, categories: await tabCategories(deps.db, storeOf(request), request.params.tabId) }),
  );

  app.post('/models/add', { preHandler, schema: { tags, body: CreateModelRequestSchema, response: { 201: ModelMutationResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await addModel(deps, storeOf(request), request.body)),
  );

  app.put(
    '/models/:id',
    { preHandler, schema: { tags, params: IdParamSchema, body: UpdateModelRequestSchema, response: { 200: ModelMutationResponseSchema } } },
    async (request) => editModel(deps, storeOf(request), request.params.id, request.body),
  );

  app.post(
    '/models/:id/analysis',
    {
      preHandler,
      schema: { tags, params: IdParamSchema, response: { 200: ModelMutationResponseSchema }, description: "Checks the model's photo with the current try-on engine now (its state is on the model)" },
    },
    async (request) => recheckModel(deps, storeOf(request), request.params.id),
  );

  app.delete('/models/:id', { preHandler, schema: { tags, params: IdParamSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    removeModel(deps, storeOf(request), request.params.id),
  );
}
