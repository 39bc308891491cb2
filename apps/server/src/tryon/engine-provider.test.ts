import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYSIS_REVISION, GARMENT_LENGTHS } from '@tryown/engine';
import { DRESS_LENGTHS } from '@tryown/contracts';
import { dresses, models, personPhotos } from '../db/schema.ts';
import { drawGarment, drawModel } from '../demo/demo-images.ts';
import { objectKeys } from '../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient, createUser } from '../../test/factories.ts';
import { addShopperPhoto, shopperCall } from '../modules/shopper/shopper.test-support.ts';
import { seedCatalogue, waitForTask } from '../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(); // TRYON_PROVIDER defaults to local: the embedded engine
});
afterAll(async () => {
  await t?.close();
});

/** Stores a photo as the store's upload and returns its key. */
async function storedImage(clientId: string, kind: 'models' | 'dresses', image: Buffer) {
  const key = objectKeys.upload(clientId, kind, 'jpg');
  await t.services.storage.put(key, image, 'image/jpeg');
  return key;
}
const sha256 = (image: Buffer) => createHash('sha256').update(image).digest('hex');
const createTask = (token: string, modelId: string, dressId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(token), payload: { modelId, dressId } });

describe('local provider (embedded engine)', () => {
  it("offers stores exactly the engine's lengths, kind by kind (a length the engine does not take for that kind would fail every try-on of it)", () => {
    expect(DRESS_LENGTHS).toEqual(GARMENT_LENGTHS);
  });

  it('runs the whole lifecycle on a standing figure: COMPLETED, the image stored and listed, analyses cached per image', async () => {
    const store = await createClient(t.services);
    const modelImage = await drawModel('#f1c27d', '#3b2314', '#ffffff', '#fde2e4');
    const dressImage = await drawGarment('top', '#273c75', '#74b9ff');
    const modelKey = objectKeys.upload(store.row.id, 'models', 'jpg');
    const dressKey = objectKeys.upload(store.row.id, 'dresses', 'jpg');
    await t.services.storage.put(modelKey, modelImage, 'image/jpeg');
    await t.services.storage.put(dressKey, dressImage, 'image/jpeg');
    const [model] = await t.services.db.insert(models).values({ clientId: store.row.id, name: 'Mei', category: 'Women', imageKey: modelKey }).returning();
    const [dress] = await t.services.db.insert(dresses).values({ clientId: store.row.id, name: 'Indigo Tee', category: 'Men', type: 'T-Shirts', imageKey: dressKey }).returning();

    const created = await createTask(store.token, model!.id, dress!.id);
    expect(created.json()).toMatchObject({ success: true, status: 'CREATED' });
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    expect(task).toMatchObject({ status: 'COMPLETED', progress: 100 });

    // The engine keeps the model photo's frame; the result is ours (a JPEG in our storage).
    const image = await t.app.inject({ method: 'GET', url: task.download_signed_url! });
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(store.token) });
    expect(list.json().generatedImages).toHaveLength(1);

    // Each analysis is kept with the hash of the image it was made from (and the garment's cloth type).
    const readAnalyses = async () => {
      const [m] = await t.services.db.select({ analysis: models.analysis }).from(models).where(eq(models.id, model!.id));
      const [d] = await t.services.db.select({ analysis: dresses.analysis }).from(dresses).where(eq(dresses.id, dress!.id));
      return { model: m?.analysis, dress: d?.analysis };
    };
    /** Rewrites both stored analyses, then runs one more try-on of the pair and reads them back. */
    const rewriteAndRunAgain = async (rewrite: (analysis: unknown) => object) => {
      const before = await readAnalyses();
      await t.services.db.update(models).set({ analysis: rewrite(before.model) }).where(eq(models.id, model!.id));
      await t.services.db.update(dresses).set({ analysis: rewrite(before.dress) }).where(eq(dresses.id, dress!.id));
      const again = await createTask(store.token, model!.id, dress!.id);
      expect(await waitForTask(t.app, store.token, again.json().task_id)).toMatchObject({ status: 'COMPLETED' });
      return readAnalyses();
    };
    const first = await readAnalyses();
    expect(first.model).toMatchObject({ sha256: sha256(modelImage), revision: ANALYSIS_REVISION, analysis: { version: 1, width: 768, height: 1024 } });
    // The dress's record keeps the garment prepared for generation (the engine's pack, base64).
    expect(first.dress).toMatchObject({ sha256: sha256(dressImage), clothType: 'upper', analysis: { version: 1, category: 'upper' }, prepared: expect.stringMatching(/^VE9HUA/) });

    // A second try-on of the same pair reads them back instead of analysing again: a marker put
    // beside each cached analysis survives (a fresh analysis would overwrite the whole value).
    const cached = await rewriteAndRunAgain((analysis) => ({ ...(analysis as object), marker: 'cached' }));
    expect(cached.model).toMatchObject({ marker: 'cached' });
    expect(cached.dress).toMatchObject({ marker: 'cached' });

    // Records made before they kept the person's layers and the prepared garment are made again, with them.
    expect(first.model).toMatchObject({ analysis: { layers: { hands: { rle: expect.any(String) } } } });
    const older = await rewriteAndRunAgain((record) => {
      const { analysis, ...rest } = record as { analysis: object; prepared?: string };
      return { ...rest, analysis: { ...analysis, layers: undefined }, prepared: undefined, marker: 'older' };
    });
    for (const record of [older.model, older.dress]) expect(record).not.toHaveProperty('marker');
    expect(older.model).toMatchObject({ analysis: (first.model as { analysis: object }).analysis });
    expect(older.dress).toMatchObject({ prepared: (first.dress as { prepared: string }).prepared });

    // An analysis made by an older engine revision is made again (the engine's masks and landmarks
    // improved since), and stored with the current revision.
    const redone = await rewriteAndRunAgain((analysis) => ({ ...(analysis as object), revision: ANALYSIS_REVISION - 1 }));
    for (const analysis of [redone.model, redone.dress]) {
      expect(analysis).toMatchObject({ revision: ANALYSIS_REVISION });
      expect(analysis).not.toHaveProperty('marker');
    }
  }, 180_000);

  it('runs a combo: the bottom, then the top over it, with one person analysis', async () => {
    const store = await createClient(t.services);
    const put = (kind: 'models' | 'dresses', image: Buffer) => storedImage(store.row.id, kind, image);
    const modelImage = await drawModel('#e0ac69', '#2d1b10', '#f5f6fa', '#dfe6e9');
    const [model] = await t.services.db.insert(models).values({ clientId: store.row.id, name: 'Asha', category: 'Women', imageKey: await put('models', modelImage) }).returning();
    const [top] = await t.services.db.insert(dresses).values({ clientId: store.row.id, category: 'Women', type: 'Tops', imageKey: await put('dresses', await drawGarment('top', '#f39c12', '#c0392b')) }).returning();
    const [bottom] = await t.services.db.insert(dresses).values({ clientId: store.row.id, category: 'Men', type: 'Trousers', imageKey: await put('dresses', await drawGarment('trousers', '#b2a48c', '#8c7b62')) }).returning();
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model!.id, dressId: top!.id, lowerDressId: bottom!.id } });
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    expect(task).toMatchObject({ status: 'COMPLETED' });
    const result = await t.app.inject({ method: 'GET', url: task.download_signed_url! });
    const { data, info } = await sharp(result.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([768, 1024]);
    // Both garments show: the top's orange on the chest, the trousers' beige below the knees (the drawn figure wears white and dark grey).
    const share = (hex: string, rows: [number, number]) => {
      const target = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let hits = 0;
      for (let y = rows[0]; y < rows[1]; y++)
        for (let x = 0; x < info.width; x++) if (target.every((v, c) => Math.abs(data[(y * info.width + x) * 3 + c]! - v) < 40)) hits++;
      return hits / ((rows[1] - rows[0]) * info.width);
    };
    expect(share('#f39c12', [300, 450])).toBeGreaterThan(0.1);
    expect(share('#b2a48c', [880, 960])).toBeGreaterThan(0.02);
    const [lowerRow] = await t.services.db.select({ analysis: dresses.analysis }).from(dresses).where(eq(dresses.id, bottom!.id));
    expect(lowerRow?.analysis).toMatchObject({ clothType: 'lower', analysis: { category: 'lower', shape: 'trousers' } });
  }, 180_000);

  it("ends a top where its store states its length: stated cropped, well above where it ends stated long", async () => {
    const store = await createClient(t.services);
    const put = (kind: 'models' | 'dresses', image: Buffer) => storedImage(store.row.id, kind, image);
    const [model] = await t.services.db.insert(models).values({ clientId: store.row.id, name: 'Asha', category: 'Women', imageKey: await put('models', await drawModel('#e0ac69', '#2d1b10', '#f5f6fa', '#dfe6e9')) }).returning();
    const topKey = await put('dresses', await drawGarment('top', '#f39c12', '#c0392b'));
    /** The lowest row of the result whose middle (the body's centre line) is the top's orange. */
    const hemOf = async (length: 'crop' | 'long') => {
      const [top] = await t.services.db.insert(dresses).values({ clientId: store.row.id, category: 'Women', type: 'Tops', length, imageKey: topKey }).returning();
      const created = await createTask(store.token, model!.id, top!.id);
      const task = await waitForTask(t.app, store.token, created.json().task_id);
      expect(task).toMatchObject({ status: 'COMPLETED' });
      const { data, info } = await sharp((await t.app.inject({ method: 'GET', url: task.download_signed_url! })).rawPayload).raw().toBuffer({ resolveWithObject: true });
      const orange = (x: number, y: number) => [0xf3, 0x9c, 0x12].every((v, c) => Math.abs(data[(y * info.width + x) * 3 + c]! - v) < 40);
      let hem = -1;
      for (let y = 0; y < info.height; y++) if (orange(info.width / 2 - 20, y) || orange(info.width / 2 + 20, y)) hem = y;
      return hem;
    };
    const [crop, long] = [await hemOf('crop'), await hemOf('long')];
    expect(crop).toBeGreaterThan(250);
    expect(long - crop).toBeGreaterThan(100);
  }, 180_000);

  it('ends the task of an unchecked row whose photo shows no person FAILED with the reason, and keeps the refusal for its card', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const created = await createTask(store.token, model.id, dress.id);
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    const reason = 'No person was found in the photo. Use a photo of one person on their own, facing the camera, from the head to at least the hips.';
    expect(task).toMatchObject({ status: 'FAILED', error: `The model photo cannot be used for a try-on: ${reason}` });
    const [row] = await t.services.db.select({ analysis: models.analysis }).from(models).where(eq(models.id, model.id));
    expect(row?.analysis).toMatchObject({ revision: ANALYSIS_REVISION, refusal: { reason: 'no_person', message: reason } });
    // The next try-on with this model is refused at once, without queueing work that cannot succeed.
    const again = await createTask(store.token, model.id, dress.id);
    expect(again.statusCode).toBe(422);
  }, 120_000);

  it("keeps a shopper photo's person analysis from the upload in person_photos.analysis, and the result as the shopper's look", async () => {
    const store = await createClient(t.services);
    const shopper = await createUser(t.services, store.row.id);
    const dressKey = objectKeys.upload(store.row.id, 'dresses', 'jpg');
    await t.services.storage.put(dressKey, await drawGarment('top', '#273c75', '#74b9ff'), 'image/jpeg');
    const [dress] = await t.services.db.insert(dresses).values({ clientId: store.row.id, name: 'Indigo Tee', category: 'Men', type: 'T-Shirts', imageKey: dressKey }).returning();
    const { photo } = await addShopperPhoto(t, shopper.token, await drawModel('#c68642', '#1b1b1b', '#ffffff', '#dfe6e9'), 'image/jpeg');
    const analysedAtUpload = (await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photo._id)))[0]!.analysis;
    expect(analysedAtUpload).toMatchObject({ revision: ANALYSIS_REVISION, analysis: { version: 1 } });

    const created = await shopperCall(t, shopper.token, 'POST', '/tryon/tasks', { photoId: photo._id, dressId: dress!.id });
    const task = await waitForTask(t.app, shopper.token, created.json().task_id, '/api/v1/user/tryon/tasks');
    expect(task).toMatchObject({ status: 'COMPLETED', progress: 100 });

    const [row] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photo._id));
    const stored = (await t.services.storage.get(row!.imageKey))!;
    expect(row!.analysis).toMatchObject({ sha256: sha256(stored), revision: ANALYSIS_REVISION, analysis: { version: 1 } });
    // The record made at upload is the one kept (the try-on read it; it found nothing to change).
    expect(row!.analysis).toEqual(analysedAtUpload);
    expect((await shopperCall(t, shopper.token, 'GET', '/looks')).json().looks).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(store.token) })).json().generatedImages).toEqual([]);
  }, 180_000);
});
