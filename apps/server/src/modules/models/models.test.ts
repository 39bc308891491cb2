import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { objectKeys } from '../../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { drawImage, giveDefaultTabs, uploadImage } from '../catalogue/catalogue.test-support.ts';
import { EVAL_PERSON, evalPhoto, hasEvalPhotos } from '../../../test/eval-photos.ts';
import { dresses, models } from '../../db/schema.ts';
import { ANALYSIS_REVISION } from '@tryown/engine';

/** Tests that add a model need a photo the engine accepts: a real one from ../shared/eval. */
const withPhoto = it.skipIf(!hasEvalPhotos);

describe('store models', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createClient>>;
  let other: Awaited<ReturnType<typeof createClient>>;
  beforeAll(async () => {
    t = await buildTestApp();
    store = await createClient(t.services);
    other = await createClient(t.services);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const addModel = async (token: string, fields: object = {}) => {
    const { key } = await uploadImage(t, token, 'models');
    return call('POST', '/models/add', token, { name: 'Asha', category: 'Women', imageKey: key, ...fields });
  };

  withPhoto('adds a model from a real upload and lists it with signed image and thumbnail URLs', async () => {
    const { key, put } = await uploadImage(t, store.token, 'models', await evalPhoto(EVAL_PERSON), 'image/jpeg');
    expect(put.statusCode).toBe(200);
    expect(objectKeys.isOwnedBy(key, store.row.id)).toBe(true);
    const res = await call('POST', '/models/add', store.token, {
      name: ' Asha ',
      category: 'Women',
      description: 'Studio shot',
      age: '27',
      bodyMeasurements: { height: 168, chest: '86', waist: '' },
      imageKey: key,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Model added successfully!' });

    const list = (await call('GET', '/models', store.token)).json();
    expect(list).toMatchObject({ success: true, total: 1, page: 1 });
    const [model] = list.models;
    expect(model).toMatchObject({ name: 'Asha', category: 'Women', description: 'Studio shot', age: 27, bodyMeasurements: { height: 168, chest: 86, waist: null }, imageKey: key });
    // Analysed at upload: the store sees it is ready, and the analysis is kept for generation.
    expect(model.analysis).toEqual({ state: 'ready', message: 'Ready for try-on.' });
    const full = await t.app.inject({ method: 'GET', url: model.imageUrl });
    const thumb = await t.app.inject({ method: 'GET', url: model.thumbnailUrl });
    expect(full.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(400);
  });

  it('refuses a photo without a person at upload with a 422 saying what photo works, and keeps neither row nor file', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'models', await drawImage('jpeg', 600, 900), 'image/jpeg');
    expect(await t.services.storage.exists(key)).toBe(true);
    const res = await call('POST', '/models/add', s.token, { name: 'Nobody', category: 'Women', imageKey: key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'No person was found in the photo. Use a photo of one person on their own, facing the camera, from the head to at least the hips.',
    });
    expect((await call('GET', '/models', s.token)).json().total).toBe(0);
    expect(await t.services.storage.exists(key)).toBe(false);
    expect(await t.services.storage.exists(objectKeys.thumbnail(key))).toBe(false);
  });

  withPhoto('refuses a new photo on edit: the model keeps its photo and state, the refused file is gone', async () => {
    const created = (await addModel(store.token, { name: 'Keep me' })).json().model;
    const { key } = await uploadImage(t, store.token, 'models', await drawImage());
    const res = await call('PUT', `/models/${created._id}`, store.token, { name: 'Changed', category: 'Men', imageKey: key });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^No person was found in the photo/);
    const mine = (await call('GET', '/models', store.token)).json().models.find((m: { _id: string }) => m._id === created._id);
    expect(mine).toMatchObject({ name: 'Keep me', imageKey: created.imageKey, analysis: { state: 'ready' } });
    expect(await t.services.storage.exists(key)).toBe(false);
    expect(await t.services.storage.exists(created.imageKey)).toBe(true);
  });

  it('shows older rows as not checked, and checks them on demand: a refusal is kept with its reason', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'models', await drawImage());
    const [row] = await t.services.db.insert(models).values({ clientId: s.row.id, name: 'Legacy', category: 'Women', imageKey: key }).returning();
    const listed = (await call('GET', '/models', s.token)).json().models[0];
    expect(listed.analysis).toEqual({ state: 'needs_check', message: 'Not checked yet.' });
    const checked = await call('POST', `/models/${row!.id}/analysis`, s.token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().model.analysis).toMatchObject({ state: 'refused', message: expect.stringMatching(/^No person was found in the photo/) });
    expect((await call('GET', '/models', s.token)).json().models[0].analysis.state).toBe('refused');
    // A refused model cannot be sent to try-on: the store hears why at once.
    const [dress] = await t.services.db.insert(dresses).values({ clientId: s.row.id, category: 'Women', type: 'Tops', imageKey: key }).returning();
    const task = await call('POST', '/tryon/tasks', s.token, { modelId: row!.id, dressId: dress!.id });
    expect(task.statusCode).toBe(422);
    expect(task.json().message).toMatch(/^The model photo cannot be used for a try-on: No person was found/);
  });

  it('refuses at once a bottom or dress on a model photo that takes tops only, saying why; a top goes on', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'models', await drawImage());
    const limit = 'The person is seated: trousers, skirts and dresses need a photo of the person standing and facing the camera.';
    const analysis = { sha256: 'a'.repeat(64), revision: ANALYSIS_REVISION, supports: ['upper'], limit, analysis: { version: 1 } };
    const [row] = await t.services.db.insert(models).values({ clientId: s.row.id, name: 'Seated', category: 'Men', imageKey: key, analysis }).returning();
    expect((await call('GET', '/models', s.token)).json().models[0].analysis).toEqual({ state: 'ready', message: `Tops only with the built-in try-on engine. ${limit}` });
    const [dress, top] = await t.services.db
      .insert(dresses)
      .values([
        { clientId: s.row.id, category: 'Women', type: 'Dresses', imageKey: key },
        { clientId: s.row.id, category: 'Men', type: 'Tops', imageKey: key },
      ])
      .returning();
    const refused = await call('POST', '/tryon/tasks', s.token, { modelId: row!.id, dressId: dress!.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`The model photo cannot be used for this garment: ${limit}`);
    expect((await call('POST', '/tryon/tasks', s.token, { modelId: row!.id, dressId: top!.id })).statusCode).toBe(200);
  });

  withPhoto('lists newest first, filters by category and pages with a total', async () => {
    const s = await createClient(t.services);
    for (const [name, category] of [['A', 'Men'], ['B', 'Women'], ['C', 'Men']]) expect((await addModel(s.token, { name, category })).statusCode).toBe(201);
    const all = (await call('GET', '/models', s.token)).json();
    expect(all.models.map((m: { name: string }) => m.name)).toEqual(['C', 'B', 'A']);
    const men = (await call('GET', '/models?category=Men', s.token)).json();
    expect(men.models.map((m: { name: string }) => m.name)).toEqual(['C', 'A']);
    const page2 = (await call('GET', '/models?page=2&limit=2', s.token)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.models.map((m: { name: string }) => m.name)).toEqual(['A']);
    expect((await call('GET', '/models?limit=0', s.token)).statusCode).toBe(400);
  });

  it('names the bad field and stores nothing on invalid input', async () => {
    const { key } = await uploadImage(t, store.token, 'models');
    const cases: [object, string][] = [
      [{ category: 'Women', imageKey: key }, 'name: Name is required'],
      [{ name: '  ', category: 'Women', imageKey: key }, 'name: Name is required'],
      [{ name: 'X', imageKey: key }, 'category: Category is required'],
      [{ name: 'X', category: 'Women' }, 'imageKey: Image is required'],
      [{ name: 'X', category: 'Women', imageKey: key, age: -1 }, 'age: Age must be 0 or more'],
      [{ name: 'X', category: 'Women', imageKey: key, age: 'old' }, 'age: Age must be a number'],
      [{ name: 'X', category: 'Women', imageKey: key, bodyMeasurements: { waist: -3 } }, 'bodyMeasurements.waist: Waist must be 0 or more'],
    ];
    const before = (await call('GET', '/models', store.token)).json().total;
    for (const [payload, message] of cases) {
      const res = await call('POST', '/models/add', store.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect((await call('GET', '/models', store.token)).json().total).toBe(before);
  });

  it("refuses an image key that was never uploaded or belongs to another store", async () => {
    const foreign = await uploadImage(t, other.token, 'models');
    const never = objectKeys.upload(store.row.id, 'models', 'png');
    for (const imageKey of [foreign.key, never, 'pending/x.png', `${objectKeys.storePrefix(store.row.id)}dresses/../models/a.png`]) {
      const res = await call('POST', '/models/add', store.token, { name: 'X', category: 'Men', imageKey });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^imageKey: /);
    }
  });

  withPhoto('edits a model, keeps the image when none is sent, and replaces (and deletes) it when one is', async () => {
    const created = (await addModel(store.token, { name: 'Edit me' })).json().model;
    const kept = await call('PUT', `/models/${created._id}`, store.token, { name: 'Edited', category: 'Men', age: 30 });
    expect(kept.json()).toMatchObject({ success: true, message: 'Model updated successfully!', model: { name: 'Edited', category: 'Men', age: 30, imageKey: created.imageKey } });
    expect((await call('PUT', `/models/${created._id}`, store.token, { name: '', category: 'Men' })).json()).toEqual({ success: false, message: 'name: Name is required' });

    const { key } = await uploadImage(t, store.token, 'models');
    const replaced = await call('PUT', `/models/${created._id}`, store.token, { name: 'Edited', category: 'Men', imageKey: key });
    expect(replaced.json().model.imageKey).toBe(key);
    expect(await t.services.storage.exists(created.imageKey)).toBe(false);
    expect(await t.services.storage.exists(objectKeys.thumbnail(created.imageKey))).toBe(false);
  });

  withPhoto('deletes a model with its files', async () => {
    const created = (await addModel(store.token, { name: 'Delete me' })).json().model;
    const res = await call('DELETE', `/models/${created._id}`, store.token);
    expect(res.json()).toEqual({ success: true, message: 'Model deleted successfully!' });
    expect(await t.services.storage.exists(created.imageKey)).toBe(false);
    expect((await call('DELETE', `/models/${created._id}`, store.token)).statusCode).toBe(404);
  });

  it("answers the store's own Models tab categories; another store's tab is 404", async () => {
    const mine = await giveDefaultTabs(t, store.row.id);
    const theirs = await giveDefaultTabs(t, other.row.id);
    const res = await call('GET', `/models/${mine.models.id}/categories`, store.token);
    expect(res.json()).toMatchObject({ success: true, categories: [{ name: 'Men' }, { name: 'Women' }, { name: 'Kids' }] });
    expect((await call('GET', `/models/${theirs.models.id}/categories`, store.token)).statusCode).toBe(404);
  });

  withPhoto("isolates stores: another store's model is 404 on every route and nothing changes", async () => {
    const created = (await addModel(store.token, { name: 'Mine only' })).json().model;
    const { key } = await uploadImage(t, other.token, 'models');
    const put = await call('PUT', `/models/${created._id}`, other.token, { name: 'Stolen', category: 'Men', imageKey: key });
    const del = await call('DELETE', `/models/${created._id}`, other.token);
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(put.json()).toEqual({ success: false, message: 'Model not found' });
    const theirList = (await call('GET', '/models', other.token)).json();
    expect(theirList.models.find((m: { _id: string }) => m._id === created._id)).toBeUndefined();
    const mine = (await call('GET', '/models', store.token)).json().models.find((m: { _id: string }) => m._id === created._id);
    expect(mine).toMatchObject({ name: 'Mine only', imageKey: created.imageKey });
    expect(await t.services.storage.exists(created.imageKey)).toBe(true);
    expect((await call('PUT', '/models/not-a-uuid', store.token, { name: 'X', category: 'Y' })).statusCode).toBe(400);
  });

  it('needs a store token', async () => {
    const shopper = await createUser(t.services, store.row.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/models' })).json()).toEqual({ success: false, message: 'No authentication token found' });
    for (const [method, url] of [['GET', '/models'], ['GET', '/models/upload-url?fileName=a.png&fileType=image/png'], ['POST', '/models/add'], ['DELETE', `/models/${crypto.randomUUID()}`]] as const) {
      expect((await call(method, url, shopper.token, method === 'POST' ? { name: 'X', category: 'Men', imageKey: 'k' } : undefined)).statusCode).toBe(403);
    }
  });

  it('enforces upload limits: over 5 MB is 413, a non-image is 400, a wrong type is 400; nothing is stored', async () => {
    const badType = await t.app.inject({ method: 'GET', url: '/api/v1/models/upload-url', query: { fileName: 'a.gif', fileType: 'image/gif' }, headers: bearer(store.token) });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('fileType: Only JPEG, PNG or WebP images are accepted');

    const big = await uploadImage(t, store.token, 'models', Buffer.concat([await drawImage('png'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.put.statusCode).toBe(413);
    expect(big.put.json()).toMatchObject({ success: false });
    const text = await uploadImage(t, store.token, 'models', Buffer.from('this is not an image at all'));
    expect(text.put.statusCode).toBe(400);
    expect(text.put.json()).toEqual({ success: false, message: 'The file is not a JPEG, PNG or WebP image' });
    const mislabelled = await uploadImage(t, store.token, 'models', await drawImage('jpeg'), 'image/png');
    expect(mislabelled.put.statusCode).toBe(400);
    for (const { key } of [big, text, mislabelled]) {
      expect(await t.services.storage.exists(key)).toBe(false);
      expect(await t.services.storage.exists(objectKeys.thumbnail(key))).toBe(false);
      expect((await call('POST', '/models/add', store.token, { name: 'X', category: 'Men', imageKey: key })).statusCode).toBe(400);
    }
  });
});
