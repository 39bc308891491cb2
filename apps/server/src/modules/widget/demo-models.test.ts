import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { models, personPhotos } from '../../db/schema.ts';
import { DEMO_EMAIL } from '../../demo/demo-data.ts';
import { drawModel } from '../../demo/demo-images.ts';
import { objectKeys } from '../../storage/keys.ts';
import { storeUploadedImage } from '../../storage/upload-slots.ts';
import { personRecordFor } from '../../tryon/photo-analysis.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';
import { seedCatalogue } from '../../../test/tryon/tryon-fixtures.ts';
import { ensureDemoWidget } from './demo-widget.ts';
import { expiredWidgetSessions } from './widget-sessions.sweep.ts';
import { finished, SHOP, storeWithWidget, widgetCall } from './widget-test-support.ts';

/**
 * The landing demo (issue 16.3): a visitor tries a demo garment on one of the demo store's models
 * instead of their own photo. Only the demo's widget offers models (decision 0111).
 */
let t: TestApp;
beforeAll(async () => {
  // The composite provider completes in milliseconds with any picture.
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(() => t?.close());

describe("the landing demo's models", () => {
  /** A model of the store as the demo seed makes it: a drawn figure, stored and analysed (ready), or with no record. */
  async function modelOf(clientId: string, name: string, analysed = true) {
    const imageKey = objectKeys.upload(clientId, 'models', 'jpg');
    const { body } = await storeUploadedImage(t.services.storage, imageKey, await drawModel('#c68642', '#1b1b1b', '#ffffff', '#dfe6e9'), 'image/jpeg');
    const analysis = analysed ? (await personRecordFor(null, body)).record : null;
    const [row] = await t.services.db.insert(models).values({ clientId, name, category: 'Women', imageKey, analysis }).returning();
    return row!;
  }
  // TryOwn's own page (the /demo page), as the browser sends a same-origin request.
  const OWN_SITE = 'http://tryown.test';
  const ownSite = { 'sec-fetch-site': 'same-origin', host: 'tryown.test' };

  it('offers the demo store’s ready models; a visitor tries a garment on one, and the copy goes with the session', async () => {
    const demo = await createClient(t.services, { email: DEMO_EMAIL });
    const { dress } = await seedCatalogue(t.services, demo.row.id);
    const asha = await modelOf(demo.row.id, 'Asha');
    const unchecked = await modelOf(demo.row.id, 'Unchecked', false);
    await ensureDemoWidget(t.services.db);
    // The landing's two reads (any visitor, every page load) read no analysis: its summary tells a ready model.
    const sent = vi.spyOn(t.services.database.changes, 'sent');
    const { key } = (await t.app.inject({ method: 'GET', url: '/api/v1/public/demo' })).json();
    const call = (method: 'GET' | 'POST', url: string, payload?: object, session?: string) => widgetCall(t, method, `${key}${url}`, { origin: OWN_SITE, headers: ownSite, session, payload });

    const config = (await call('GET', '/config')).json();
    expect(config.models).toEqual([{ id: asha.id, name: 'Asha', imageUrl: expect.any(String) }]);
    const catalogueReads = sent.mock.calls.map(([statement]) => statement).filter((statement) => /from "(models|dresses)"/.test(statement));
    sent.mockRestore();
    expect(catalogueReads).toHaveLength(2);
    expect(catalogueReads.filter((statement) => /"analysis"(?!_)/.test(statement))).toEqual([]);
    const session = (await call('POST', '/sessions')).json().token as string;
    const picked = await call('POST', '/photos/model', { modelId: asha.id }, session);
    expect(picked.statusCode).toBe(201);
    const { photoId } = picked.json();
    const [photo] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photoId));
    // A byte copy in the session's own folder, with the model's analysis (the try-on reads it).
    expect(photo!.widgetSessionId).not.toBeNull();
    expect(photo!.imageKey.startsWith(objectKeys.personPrefix(demo.row.id, { kind: 'widget', id: photo!.widgetSessionId! }))).toBe(true);
    expect((await t.services.storage.get(photo!.imageKey))!.equals((await t.services.storage.get(asha.imageKey))!)).toBe(true);
    expect(await t.services.storage.exists(photo!.thumbnailKey)).toBe(true);
    expect(photo!.analysis).toEqual(asha.analysis);

    const { taskId } = (await call('POST', '/tryons', { dressId: dress.id, photoId }, session)).json();
    expect(await finished((method, url) => call(method, url, undefined, session), taskId)).toMatchObject({ status: 'COMPLETED' });
    expect((await call('GET', `/tryons/${taskId}/image`, undefined, session)).statusCode).toBe(200);

    // Not offered: a model without a ready analysis, another store's, a malformed id.
    const elsewhere = await createClient(t.services);
    const foreign = await modelOf(elsewhere.row.id, 'Foreign');
    for (const modelId of [unchecked.id, foreign.id]) {
      const res = await call('POST', '/photos/model', { modelId }, session);
      expect([res.statusCode, res.json().message]).toEqual([404, 'This model is not available for try-on']);
    }
    expect((await call('POST', '/photos/model', { modelId: 'x' }, session)).statusCode).toBe(400);

    // The session's end takes the copy and the look, never the demo store's model.
    await expiredWidgetSessions.run(t.services, new Date(Date.now() + 25 * 3_600_000));
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photoId))).toEqual([]);
    expect(await t.services.storage.exists(photo!.imageKey)).toBe(false);
    expect(await t.services.storage.exists(asha.imageKey)).toBe(true);
    expect(await t.services.db.select().from(models).where(eq(models.id, asha.id))).toHaveLength(1);
  }, 60_000);

  it("offers no models on a store's own widget, even ready ones", async () => {
    const { store, key } = await storeWithWidget(t);
    const ready = await modelOf(store.row.id, 'Store model');
    expect((await widgetCall(t, 'GET', `${key}/config`, { origin: SHOP })).json().models).toEqual([]);
    const session = (await widgetCall(t, 'POST', `${key}/sessions`, { origin: SHOP })).json().token as string;
    const res = await widgetCall(t, 'POST', `${key}/photos/model`, { origin: SHOP, session, payload: { modelId: ready.id } });
    expect([res.statusCode, res.json().message]).toEqual([404, 'This model is not available for try-on']);
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.clientId, store.row.id))).toEqual([]);
  });
});
