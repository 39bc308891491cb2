import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_REVISION } from '@tryown/engine';
import { analyticsEvents, looks, personPhotos, tryonTasks, widgetSessions } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { EVAL_PERSON, EVAL_TOP, evalPhoto, hasEvalPhotos } from '../../../test/eval-photos.ts';
import { seedCatalogue } from '../../../test/tryon/tryon-fixtures.ts';
import { drawImage } from '../catalogue/catalogue.test-support.ts';
import { storedFilesUnder } from '../shopper/shopper.test-support.ts';
import { expiredWidgetSessions } from './widget-sessions.sweep.ts';
import { CAP_REACHED } from './widget-tryon.service.ts';
import { finished, SHOP, storeWithWidget, widgetCall } from './widget-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  // The composite provider completes in milliseconds with any picture.
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(() => t?.close());

/** Tests that upload a visitor's photo need one the check at upload accepts: a real one from ../shared/eval. */
const withPhoto = it.skipIf(!hasEvalPhotos);

async function visitor(settings: { monthlyCap?: number } = {}) {
  const { store, key } = await storeWithWidget(t, settings);
  const { dress } = await seedCatalogue(t.services, store.row.id);
  const session = (await widgetCall(t, 'POST', `${key}/sessions`, { origin: SHOP })).json().token as string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = session) => widgetCall(t, method, `${key}${url}`, { origin: SHOP, session: token, payload });
  /** Posts photo bytes as the widget does (by default a real photo of a person, JPEG). */
  const upload = async (token = session, body?: Buffer, contentType = 'image/jpeg') =>
    t.app.inject({ method: 'POST', url: `/api/v1/widget/${key}/photos`, headers: { origin: SHOP, 'x-tryown-session': token, 'content-type': contentType }, payload: body ?? (await evalPhoto(EVAL_PERSON)) });
  return { store, key, dress, session, call, upload };
}

/** A visitor posts `body`; it is refused with the reason, and the session keeps nothing of it. */
async function expectRefused(body: Buffer, contentType: string) {
  const v = await visitor();
  const res = await v.upload(v.session, body, contentType);
  expect([res.statusCode, res.json()]).toEqual([
    422,
    { success: false, message: 'No person was found in the photo. Use a photo of one person on their own, facing the camera, from the head to at least the hips.' },
  ]);
  // The shop's page may read the reason (CORS answered), to show it to the visitor.
  expect(res.headers['access-control-allow-origin']).toBe(SHOP);
  expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.clientId, v.store.row.id))).toEqual([]);
  expect(await storedFilesUnder(t, `${objectKeys.storePrefix(v.store.row.id)}people/`)).toEqual([]);
  expect(await t.services.db.select().from(analyticsEvents).where(eq(analyticsEvents.clientId, v.store.row.id))).toEqual([]);
}

describe('widget try-on', () => {
  withPhoto("takes the visitor's photo, runs the try-on and gives the image to that session only", async () => {
    const v = await visitor();
    const photo = await v.upload();
    expect(photo.statusCode).toBe(201);
    expect(photo.headers['access-control-allow-origin']).toBe(SHOP);
    const { photoId } = photo.json();
    // Analysed at upload: the try-on reads the kept record instead of analysing again.
    const [row] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photoId));
    expect(row!.analysis).toMatchObject({ revision: ANALYSIS_REVISION, analysis: { version: 1 } });
    const started = await v.call('POST', '/tryons', { dressId: v.dress.id, photoId });
    expect(started.statusCode).toBe(201);
    const { taskId } = started.json();
    expect(await finished(v.call, taskId)).toMatchObject({ taskId, status: 'COMPLETED', progress: 100 });
    const image = await v.call('GET', `/tryons/${taskId}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['access-control-allow-origin']).toBe(SHOP);

    // Another visitor of the same shop, or none, gets nothing of it.
    const other = (await widgetCall(t, 'POST', `${v.key}/sessions`, { origin: SHOP })).json().token as string;
    expect((await v.call('GET', `/tryons/${taskId}`, undefined, other)).statusCode).toBe(404);
    expect((await v.call('GET', `/tryons/${taskId}/image`, undefined, other)).statusCode).toBe(404);
    expect((await v.call('POST', '/tryons', { dressId: v.dress.id, photoId }, other)).statusCode).toBe(404);
    expect((await widgetCall(t, 'GET', `${v.key}/tryons/${taskId}`, { origin: SHOP })).statusCode).toBe(401);
    const figures = (await t.app.inject({ method: 'GET', url: '/api/v1/client/analytics', headers: bearer(v.store.token) })).json();
    expect(figures.totals).toMatchObject({ tryOns: 1, shoppers: 1 });
  });

  withPhoto('refuses what is not a picture, and dresses that are disabled or of another shop', async () => {
    const v = await visitor();
    const text = await t.app.inject({ method: 'POST', url: `/api/v1/widget/${v.key}/photos`, headers: { origin: SHOP, 'x-tryown-session': v.session, 'content-type': 'image/png' }, payload: Buffer.from('not an image') });
    expect(text.statusCode).toBe(400);
    expect(text.json().success).toBe(false);
    const { photoId } = (await v.upload()).json();
    const disabled = (await seedCatalogue(t.services, v.store.row.id, { disabled: true })).dress;
    expect((await v.call('POST', '/tryons', { dressId: disabled.id, photoId })).statusCode).toBe(404);
    const other = await visitor();
    expect((await v.call('POST', '/tryons', { dressId: other.dress.id, photoId })).statusCode).toBe(404);
  });

  it('refuses a blank image with the reason (422) and keeps no row, no file and no event', async () => {
    await expectRefused(await drawImage('png', 600, 900), 'image/png');
  });

  withPhoto('refuses a photo of a garment with the reason (422) and keeps no row, no file and no event', async () => {
    await expectRefused(await evalPhoto(EVAL_TOP), 'image/jpeg');
  });

  withPhoto('stops at the monthly cap with a clear message', async () => {
    const v = await visitor({ monthlyCap: 1 });
    const { photoId } = (await v.upload()).json();
    expect((await v.call('POST', '/tryons', { dressId: v.dress.id, photoId })).statusCode).toBe(201);
    const capped = await v.call('POST', '/tryons', { dressId: v.dress.id, photoId });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ success: false, message: CAP_REACHED });
    expect(capped.headers['access-control-allow-origin']).toBe(SHOP);
  });

  withPhoto('deletes an ended session with its photos, try-ons and files, and keeps the figures', async () => {
    const v = await visitor();
    const { photoId } = (await v.upload()).json();
    const { taskId } = (await v.call('POST', '/tryons', { dressId: v.dress.id, photoId })).json();
    await finished(v.call, taskId);
    const fresh = await visitor();
    const freshPhoto = (await fresh.upload()).json().photoId as string;
    const [photo] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photoId));
    const [task] = await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.id, taskId));
    const files = [photo!.imageKey, photo!.thumbnailKey, task!.resultKey!];
    for (const key of files) expect(await t.services.storage.exists(key), key).toBe(true);

    // Nothing has ended yet.
    expect(await expiredWidgetSessions.run(t.services, new Date())).toBe(0);
    // A day later (WIDGET_RETENTION_HOURS=24) both sessions have ended.
    expect(await expiredWidgetSessions.run(t.services, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(2);
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photoId))).toEqual([]);
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, freshPhoto))).toEqual([]);
    expect(await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.id, taskId))).toEqual([]);
    expect(await t.services.db.select().from(looks).where(eq(looks.taskId, taskId))).toEqual([]);
    expect(await t.services.db.select().from(widgetSessions).where(eq(widgetSessions.clientId, v.store.row.id))).toEqual([]);
    for (const key of files) expect(await t.services.storage.exists(key), key).toBe(false);
    expect(files.every((key) => key.startsWith(objectKeys.storePrefix(v.store.row.id)))).toBe(true);
    expect((await v.call('GET', `/tryons/${taskId}`)).statusCode).toBe(401);
    const figures = (await t.app.inject({ method: 'GET', url: '/api/v1/client/analytics', headers: bearer(v.store.token) })).json();
    expect(figures.totals.tryOns).toBe(1);
  });
});
