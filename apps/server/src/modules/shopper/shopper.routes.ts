import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreatePhotoRequestSchema,
  CreateShopperTryonRequestSchema,
  CreateTryonTaskResponseSchema,
  DeleteAccountRequestSchema,
  DressesQuerySchema,
  DressesResponseSchema,
  DressFiltersResponseSchema,
  IdParamSchema,
  LooksResponseSchema,
  MessageResponseSchema,
  PhotoResponseSchema,
  PhotosResponseSchema,
  TryonTaskSchema,
  UploadUrlQuerySchema,
  UploadUrlResponseSchema,
} from '@tryown/contracts';
import { allow } from '../../auth/guard.ts';
import { accountRateLimit } from '../../auth/rate-limits.ts';
import { shopperOf } from './shopper.ts';
import { deleteShopperAccount } from './shopper-account.service.ts';
import { listShopperDresses, shopperDressFilters } from './shopper-catalogue.service.ts';
import { listLooks, removeLook } from './shopper-looks.service.ts';
import { addPhoto, listPhotos, photoUploadSlot, removePhoto } from './shopper-photos.service.ts';
import { createShopperTryon, getShopperTryon } from './shopper-tryon.service.ts';

/**
 * The shopper's side (a `user` token): their store's catalogue, their own photos, try-ons on them
 * and the looks they keep. Everything is found by the token's shopper; anyone else's ids are 404.
 */
export default async function shopperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { services } = app;
  const tags = ['shopper'];
  const preHandler = allow('user');
  const tryonLimit = accountRateLimit(app, {
    max: services.config.tryon.shopperPerHour,
    timeWindow: '1 hour',
    message: 'You have made many try-ons in a short time. Please wait a while and try again.',
  });

  app.get('/user/dresses', { preHandler, schema: { tags, querystring: DressesQuerySchema, response: { 200: DressesResponseSchema } } }, async (request) =>
    listShopperDresses(services, shopperOf(request).clientId, request.query),
  );

  app.get('/user/dresses/filters', { preHandler, schema: { tags, response: { 200: DressFiltersResponseSchema } } }, async (request) =>
    shopperDressFilters(services, shopperOf(request).clientId),
  );

  app.get(
    '/user/photos/upload-url',
    { preHandler, schema: { tags, querystring: UploadUrlQuerySchema, response: { 200: UploadUrlResponseSchema } } },
    async (request) => photoUploadSlot(services, shopperOf(request), request.query.fileType),
  );

  app.post('/user/photos', { preHandler, schema: { tags, body: CreatePhotoRequestSchema, response: { 201: PhotoResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await addPhoto(services, shopperOf(request), request.body)),
  );

  app.get('/user/photos', { preHandler, schema: { tags, response: { 200: PhotosResponseSchema } } }, async (request) => listPhotos(services, shopperOf(request)));

  app.delete('/user/photos/:id', { preHandler, schema: { tags, params: IdParamSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    removePhoto(services, shopperOf(request), request.params.id),
  );

  app.post(
    '/user/tryon/tasks',
    { preHandler: [preHandler, tryonLimit], schema: { tags, body: CreateShopperTryonRequestSchema, response: { 200: CreateTryonTaskResponseSchema } } },
    async (request) => createShopperTryon(services, shopperOf(request), request.body),
  );

  app.get('/user/tryon/tasks/:id', { preHandler, schema: { tags, params: IdParamSchema, response: { 200: TryonTaskSchema } } }, async (request) =>
    getShopperTryon(services, shopperOf(request), request.params.id),
  );

  app.get('/user/looks', { preHandler, schema: { tags, response: { 200: LooksResponseSchema } } }, async (request) => listLooks(services, shopperOf(request)));

  app.delete('/user/looks/:id', { preHandler, schema: { tags, params: IdParamSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    removeLook(services, shopperOf(request), request.params.id),
  );

  app.delete('/user/account', { preHandler, schema: { tags, body: DeleteAccountRequestSchema, response: { 200: MessageResponseSchema } } }, async (request) =>
    deleteShopperAccount(services, shopperOf(request), request.body),
  );
}
