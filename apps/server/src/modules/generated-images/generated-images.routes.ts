import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GeneratedImagesQuerySchema, GeneratedImagesResponseSchema, SaveGeneratedImageRequestSchema, SaveGeneratedImageResponseSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { compiledSerializer } from '../../lib/compiled-serializer.ts';
import { sendTagged } from '../../lib/list-etag.ts';
import { listStoreGeneratedImages, saveGeneratedImage } from './generated-images.service.ts';

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
    { preHandler: allow('client'), schema: { tags, body: SaveGeneratedImageRequestSchema, response: { 200: SaveGeneratedImageResponseSchema } } },
    async (request) => saveGeneratedImage(app.services, storeOf(request), request.body),
  );
}
