import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ANALYSIS_REVISION } from '@tryown/engine';
import { dresses, models } from '../db/schema.ts';
import { drawGarment, drawModel } from '../demo/demo-images.ts';
import { objectKeys } from '../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';
import { seedCatalogue, waitForTask } from '../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(); // TRYON_PROVIDER defaults to local: the embedded engine
});
afterAll(async () => {
  await t?.close();
});

const sha256 = (image: Buffer) => createHash('sha256').update(image).digest('hex');
const createTask = (token: string, modelId: string, dressId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(token), payload: { modelId, dressId } });

describe('local provider (embedded engine)', () => {
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
    expect(first.dress).toMatchObject({ sha256: sha256(dressImage), clothType: 'upper', analysis: { version: 1, category: 'upper' } });

    // A second try-on of the same pair reads them back instead of analysing again: a marker put
    // beside each cached analysis survives (a fresh analysis would overwrite the whole value).
    const cached = await rewriteAndRunAgain((analysis) => ({ ...(analysis as object), marker: 'cached' }));
    expect(cached.model).toMatchObject({ marker: 'cached' });
    expect(cached.dress).toMatchObject({ marker: 'cached' });

    // An analysis made by an older engine revision is made again (the engine's masks and landmarks
    // improved since), and stored with the current revision.
    const redone = await rewriteAndRunAgain((analysis) => ({ ...(analysis as object), revision: ANALYSIS_REVISION - 1 }));
    for (const analysis of [redone.model, redone.dress]) {
      expect(analysis).toMatchObject({ revision: ANALYSIS_REVISION });
      expect(analysis).not.toHaveProperty('marker');
    }
  }, 180_000);

  it("ends a task FAILED with the engine's reason when the photo shows no person, caching nothing", async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const created = await createTask(store.token, model.id, dress.id);
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    expect(task).toMatchObject({ status: 'FAILED', error: 'No person was found in the photo.' });
    const [row] = await t.services.db.select({ analysis: models.analysis }).from(models).where(eq(models.id, model.id));
    expect(row?.analysis).toBeNull();
  }, 120_000);
});
