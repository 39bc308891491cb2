import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dresses, models } from '../../db/schema.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';
import { eventually } from '../../../test/eventually.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // The composite provider completes with drawn pictures (the engine needs a real person).
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(() => t?.close());

type Store = Awaited<ReturnType<typeof createClient>>;
const call = (store: Store, method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(store.token), ...headers } });

/** A store with one finished try-on of Mira in the Red dress. */
async function storeWithImage() {
  const store = await createClient(t.services);
  const { model, dress } = await seedCatalogue(t.services, store.row.id);
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
  const task = await waitForTask(t.app, store.token, created.json().task_id);
  expect(task.status).toBe('COMPLETED');
  const list = await call(store, 'GET', '/client/generated-images');
  const [image] = list.json().generatedImages;
  return { store, model, dress, image, taskId: task.task_id, etag: String(list.headers.etag), fileUrl: task.download_signed_url! };
}

describe('AI Outfits: names and deletion', () => {
  it("lists each picture with its model's and dress's current names", async () => {
    const { store, model, dress, image, etag } = await storeWithImage();
    expect(image).toMatchObject({ modelName: 'Mira', dressName: 'Red dress' });
    expect(Number.isNaN(Date.parse(image.createdAt))).toBe(false);

    // A rename shows at once: the list's ETag follows the catalogue's names.
    await t.services.db.update(dresses).set({ name: 'Ruby gown', updatedAt: new Date() }).where(eq(dresses.id, dress.id));
    const renamed = await call(store, 'GET', '/client/generated-images', { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().generatedImages[0]).toMatchObject({ modelName: 'Mira', dressName: 'Ruby gown' });

    // A dress with no name is shown by its brand; a deleted model or dress is null.
    await t.services.db.update(dresses).set({ name: '', brand: 'Kala', updatedAt: new Date() }).where(eq(dresses.id, dress.id));
    expect((await call(store, 'GET', '/client/generated-images')).json().generatedImages[0].dressName).toBe('Kala');
    await t.services.db.delete(models).where(eq(models.id, model.id));
    await t.services.db.delete(dresses).where(eq(dresses.id, dress.id));
    expect((await call(store, 'GET', '/client/generated-images')).json().generatedImages[0]).toMatchObject({ modelName: null, dressName: null });
  });

  it('deletes a picture: the row at once, the file by the queued job; another store gets 404', async () => {
    const { store, image, fileUrl } = await storeWithImage();
    const other = await createClient(t.services);
    expect((await call(other, 'DELETE', `/client/generated-images/${image._id}`)).statusCode).toBe(404);
    expect((await call(store, 'DELETE', '/client/generated-images/not-an-id')).statusCode).toBe(400);
    expect((await call(store, 'GET', '/client/generated-images')).json().total).toBe(1);

    const deleted = await call(store, 'DELETE', `/client/generated-images/${image._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'Image deleted' });
    expect((await call(store, 'GET', '/client/generated-images')).json()).toMatchObject({ total: 0, generatedImages: [] });
    await eventually(async () => (await t.app.inject({ method: 'GET', url: fileUrl })).statusCode === 404, 15_000, "the picture's file to go");
    expect((await call(store, 'DELETE', `/client/generated-images/${image._id}`)).statusCode).toBe(404);
  });

  it("a deleted picture's try-on says its image was deleted, and saving it again is 410 with no row made", async () => {
    const { store, model, dress, image, taskId } = await storeWithImage();
    const save = () => t.app.inject({ method: 'POST', url: '/api/v1/client/generated-images/save', headers: bearer(store.token), payload: { taskId, modelId: model.id, dressId: dress.id } });
    // Before: saving confirms the same picture.
    expect((await save()).json().generatedImage._id).toBe(image._id);

    expect((await call(store, 'DELETE', `/client/generated-images/${image._id}`)).statusCode).toBe(200);
    const task = await call(store, 'GET', `/tryon/tasks/${taskId}`);
    expect(task.json()).toEqual({ task_id: taskId, status: 'COMPLETED', progress: 100, error: 'The image of this try-on was deleted' });
    const again = await save();
    expect([again.statusCode, again.json()]).toEqual([410, { success: false, message: 'The image of this try-on was deleted' }]);
    expect((await call(store, 'GET', '/client/generated-images')).json()).toMatchObject({ total: 0, generatedImages: [] });
    // The API's description says so.
    const described = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json().paths['/api/v1/client/generated-images/save'].post.responses;
    expect(Object.keys(described)).toEqual(expect.arrayContaining(['200', '400', '404', '410']));
  });
});
