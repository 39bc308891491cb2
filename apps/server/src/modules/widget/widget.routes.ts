import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WIDGET_SESSION_HEADER,
  WidgetConfigResponseSchema,
  WidgetDressSchema,
  WidgetEventRequestSchema,
  WidgetIdParamSchema,
  WidgetKeyParamSchema,
  WidgetSessionResponseSchema,
  WidgetPhotoResponseSchema,
  WidgetModelPhotoRequestSchema,
  WidgetTryonRequestSchema,
  WidgetTryonSchema,
  ImageContentTypeSchema,
  MAX_UPLOAD_BYTES,
} from '@tryown/contracts';
import { badRequest } from '../../lib/http-error.ts';
import type { ImageContentType } from '../../storage/image-sanitizer.ts';
import { addModelPhoto, addWidgetPhoto, startWidgetTryon, widgetTryon, widgetTryonImage } from './widget-tryon.service.ts';
import { offeredModels } from './demo-widget.ts';
import { findClientById } from '../admin/admin.repository.ts';
import { checkWidgetAccess, WIDGET_REQUEST_HEADERS, widgetOf } from './widget-access.ts';
import { widgetLimit } from './widget-limits.ts';
import { recordWidgetEvent, sessionOf, startSession, widgetDress } from './widget.service.ts';

const Accepted = z.object({ success: z.literal(true) });

/**
 * The storefront widget's API. Anyone may call it, but only with a valid publishable key from an
 * origin on that key's list (checked before anything else, CORS answered for that origin only).
 */
export default async function widgetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const services = app.services;
  const tags = ['widget'];
  app.decorateRequest('widget', null);
  app.addHook('onRequest', async (request, reply) => {
    await checkWidgetAccess(services.db, request, reply, (request.params as { key?: string }).key);
  });
  const sessionToken = (headers: Record<string, string | string[] | undefined>) => {
    const value = headers[WIDGET_SESSION_HEADER];
    return typeof value === 'string' ? value : undefined;
  };

  // The browser's preflight for JSON bodies and the session header: answered only for allowed origins.
  app.options('/widget/:key/*', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', WIDGET_REQUEST_HEADERS)
      .header('access-control-max-age', '600')
      .status(204)
      .send(),
  );

  app.get('/widget/:key/config', { schema: { tags, params: WidgetKeyParamSchema, response: { 200: WidgetConfigResponseSchema } } }, async (request) => {
    const widget = widgetOf(request);
    const store = await findClientById(services.db, widget.clientId);
    return { store: store?.businessName ?? '', retentionHours: services.config.widget.retentionHours, models: await offeredModels(services.db, services.storage, widget) };
  });

  app.get('/widget/:key/dresses/:id', { schema: { tags, params: WidgetIdParamSchema, response: { 200: WidgetDressSchema } } }, async (request) =>
    widgetDress(services, widgetOf(request), request.params.id),
  );

  app.post(
    '/widget/:key/sessions',
    { preHandler: widgetLimit(app, 'sessions', 20, 600), schema: { tags, params: WidgetKeyParamSchema, response: { 201: WidgetSessionResponseSchema } } },
    async (request, reply) => reply.status(201).send(await startSession(services, widgetOf(request))),
  );

  app.post(
    '/widget/:key/events',
    { preHandler: widgetLimit(app, 'events', 60, 3000), schema: { tags, params: WidgetKeyParamSchema, body: WidgetEventRequestSchema, response: { 202: Accepted } } },
    async (request, reply) => {
      await recordWidgetEvent(services, widgetOf(request), sessionToken(request.headers), request.body);
      return reply.status(202).send({ success: true as const });
    },
  );

  // Raw photo bytes from the widget (the browser posts the file itself); over 5 MB is refused unread.
  app.addContentTypeParser(['image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));

  app.post(
    '/widget/:key/photos',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      preHandler: widgetLimit(app, 'photos', 10, 600),
      schema: { tags, params: WidgetKeyParamSchema, headers: z.object({ 'content-type': ImageContentTypeSchema }).passthrough(), response: { 201: WidgetPhotoResponseSchema } },
    },
    async (request, reply) => {
      const session = await sessionOf(services, widgetOf(request), sessionToken(request.headers));
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest('Send the photo bytes as the request body');
      const contentType = request.headers['content-type'] as ImageContentType;
      return reply.status(201).send(await addWidgetPhoto(services, session, request.body, contentType));
    },
  );

  // One of the offered models (the landing demo's) instead of the visitor's own photo.
  app.post(
    '/widget/:key/photos/model',
    {
      preHandler: widgetLimit(app, 'photos', 10, 600),
      schema: { tags, params: WidgetKeyParamSchema, body: WidgetModelPhotoRequestSchema, response: { 201: WidgetPhotoResponseSchema } },
    },
    async (request, reply) => {
      const widget = widgetOf(request);
      const session = await sessionOf(services, widget, sessionToken(request.headers));
      return reply.status(201).send(await addModelPhoto(services, widget, session, request.body.modelId));
    },
  );

  app.post(
    '/widget/:key/tryons',
    { preHandler: widgetLimit(app, 'tryons', 10, 600), schema: { tags, params: WidgetKeyParamSchema, body: WidgetTryonRequestSchema, response: { 201: z.object({ taskId: z.string() }) } } },
    async (request, reply) => {
      const widget = widgetOf(request);
      const session = await sessionOf(services, widget, sessionToken(request.headers));
      return reply.status(201).send(await startWidgetTryon(services, widget, session, request.body));
    },
  );

  app.get('/widget/:key/tryons/:id', { schema: { tags, params: WidgetIdParamSchema, response: { 200: WidgetTryonSchema } } }, async (request) =>
    widgetTryon(services, await sessionOf(services, widgetOf(request), sessionToken(request.headers)), request.params.id),
  );

  app.get('/widget/:key/tryons/:id/image', { schema: { tags, params: WidgetIdParamSchema } }, async (request, reply) => {
    const image = await widgetTryonImage(services, await sessionOf(services, widgetOf(request), sessionToken(request.headers)), request.params.id);
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, no-store').send(image);
  });
}
