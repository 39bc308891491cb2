import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  GeneratedImagesQuerySchema,
  IdParamSchema,
  MessageResponseSchema,
  GeneratedImagesResponseSchema,
  SaveGeneratedImageErrorResponses,
  SaveGeneratedImageRequestSchema,
  SaveGeneratedImageResponseSchema,
} from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { sendTagged } from '../../lib/list-etag.ts';
import { listStoreGeneratedImages, removeGeneratedImage, saveGeneratedImage } from './generated-images.service.ts';

/** The store's AI Outfits: every route is the calling store's own (client token), other stores' ids are 404. */
export default async function generatedImagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['generated-images'];

  app.get(
    '/client/generated-images',
    {
      preHandler: allow('client'),
      serializerCompiler: compiledSerializer,
      schema: { tags, querystring: GeneratedImagesQuerySchema, response: { 200: GeneratedImagesResponseSchema } },
    },
    async (request, reply) => sendTagged(reply, await listStoreGeneratedImages(app.services, storeOf(request), request.query, request.headers['if-none-match'])),
  );

  app.post(
    '/client/generated-images/save',
    { preHandler: allow('client'), schema: { tags, body: SaveGeneratedImageRequestSchema, response: { 200: SaveGeneratedImageResponseSchema, ...SaveGeneratedImageErrorResponses } } },
    async (request) => saveGeneratedImage(app.services, storeOf(request), request.body),
  );

  app.delete(
    '/client/generated-images/:id',
    { preHandler: allow('client'), schema: { tags, params: IdParamSchema, response: { 200: MessageResponseSchema }, description: 'Deletes one of the store\'s generated images (its file goes by a queued job)' } },
    async (request) => removeGeneratedImage(app.services, storeOf(request), request.params.id),
  );
}
