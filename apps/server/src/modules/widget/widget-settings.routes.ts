import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DemoCatalogueResponseSchema, RotateWidgetKeyResponseSchema, UpdateWidgetSettingsRequestSchema, WidgetSettingsSchema } from '@tryown/contracts';
import { allow, storeOf } from '../../auth/guard.ts';
import { demoCatalogue } from './demo-widget.ts';
import type { Db } from '../../db/client.ts';
import { rotateKey, settingsOfStore, updateSettings, type WidgetSettingsRow } from './widget-settings.repository.ts';
import { widgetTryonsThisMonth } from '../analytics/analytics.service.ts';

/** The settings with this month's use of the cap (counted at each answer, like the cap itself). */
const toApi = async (db: Db, row: WidgetSettingsRow) => ({
  key: row.publicKey,
  origins: row.origins,
  enabled: row.enabled,
  monthlyCap: row.monthlyCap,
  usedThisMonth: await widgetTryonsThisMonth(db, row.clientId),
});

export default async function widgetSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.services;
  const tags = ['widget-settings'];

  // A store, for its own widget only (the store id comes from the token).
  app.get('/client/widget', { preHandler: allow('client'), schema: { tags, response: { 200: WidgetSettingsSchema } } }, async (request) =>
    toApi(db, await settingsOfStore(db, storeOf(request))),
  );

  app.put(
    '/client/widget',
    { preHandler: allow('client'), schema: { tags, body: UpdateWidgetSettingsRequestSchema, response: { 200: WidgetSettingsSchema } } },
    async (request) => toApi(db, await updateSettings(db, storeOf(request), request.body)),
  );

  // Anyone: the landing's demo (the demo store's garments and its widget key, public by design).
  app.get('/public/demo', { schema: { tags: ['widget'], response: { 200: DemoCatalogueResponseSchema } } }, async () => {
    const demo = await demoCatalogue(db);
    if (!demo) return { key: null, dresses: [] };
    const dresses = await Promise.all(
      demo.dresses.map(async (dress) => ({ id: dress.id, name: dress.name || dress.brand || 'Demo dress', imageUrl: await app.services.storage.signedGetUrl(dress.imageKey) })),
    );
    return { key: demo.key, dresses };
  });

  // The old key stops working at once: every widget request looks its key up.
  app.post('/client/widget/rotate', { preHandler: allow('client'), schema: { tags, response: { 200: RotateWidgetKeyResponseSchema } } }, async (request) => ({
    key: (await rotateKey(db, storeOf(request))).publicKey,
  }));
}
