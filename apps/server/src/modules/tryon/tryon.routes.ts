import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreateTryonTaskRequestSchema, CreateTryonTaskResponseSchema, IdParamSchema, TryonTaskSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { createTryonTask, getTryonTask } from './tryon.service.ts';

export default async function tryonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['tryon'];
  app.post(
    '/tryon/tasks',
    { preHandler: allow('client'), schema: { tags, body: CreateTryonTaskRequestSchema, response: { 200: CreateTryonTaskResponseSchema } } },
    async (request) => createTryonTask(app.services, storeOf(request), request.body),
  );

  app.get(
    '/tryon/tasks/:id',
    { preHandler: allow('client'), schema: { tags, params: IdParamSchema, response: { 200: TryonTaskSchema } } },
    async (request) => getTryonTask(app.services, storeOf(request), request.params.id),
  );
}
