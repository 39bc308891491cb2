import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYSIS_REVISION } from '@tryown/engine';
import { analyticsEvents, clients, looks, personPhotos, shopperTryonUsage, tryonTasks, users } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import { imageHash } from '../../tryon/photo-analysis.ts';
import { EVAL_TOP, evalPhoto, hasEvalPhotos } from '../../../test/eval-photos.ts';
import { drawImage } from '../catalogue/catalogue.test-support.ts';
import { deleteClientAccount } from '../clients/client.service.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { eventually } from '../../../test/eventually.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';
import { addShopperPhoto, shopperCall, storedFilesUnder, uploadPhotoBytes } from './shopper.test-support.ts';
import { DAILY_CAP_REACHED } from './shopper-tryon.service.ts';

let t: TestApp;
beforeAll(async () => {
  // The composite provider completes with drawn pictures; the per-shopper limit is low to test it.
  t = await buildTestApp({ TRYON_PROVIDER: 'composite', SHOPPER_TRYONS_PER_HOUR: '3' });
});
afterAll(async () => {
  await t?.close();
});

/** A store with one enabled dress and a shopper of it. */
async function shopperOfNewStore() {
  const store = await createClient(t.services);
  const { dress } = await seedCatalogue(t.services, store.row.id);
  const shopper = await createUser(t.services, store.row.id);
  return { store, dress, shopper, call: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => shopperCall(t, shopper.token, method, url, payload) };
}

const filesUnder = (prefix: string) => storedFilesUnder(t, prefix);
/** Tests that add a shopper photo need one the check at upload accepts: a real one from ../shared/eval. */
const withPhoto = it.skipIf(!hasEvalPhotos);

async function tryOn(call: Awaited<ReturnType<typeof shopperOfNewStore>>['call'], token: string, photoId: string, dressId: string) {
  const created = await call('POST', '/tryon/tasks', { photoId, dressId });
  expect(created.statusCode, created.body).toBe(200);
  return waitForTask(t.app, token, created.json().task_id, '/api/v1/user/tryon/tasks');
}

describe("the store's catalogue for its shoppers", () => {
  it('lists enabled dresses only, new arrivals first, with filters and paging', async () => {
    const { store, dress: older, call } = await shopperOfNewStore();
    const { dress: arrival } = await seedCatalogue(t.services, store.row.id, { isNewArrival: true, type: 'Kurta', price: 900, originalPrice: 1200 });
    const { dress: newest } = await seedCatalogue(t.services, store.row.id, { category: 'Men', type: 'Shirts' });
    await seedCatalogue(t.services, store.row.id, { disabled: true });
    const ids = (res: { json: () => { dresses: { _id: string }[] } }) => res.json().dresses.map((d) => d._id);
    const all = await call('GET', '/dresses');
    expect(ids(all)).toEqual([arrival.id, newest.id, older.id]);
    expect(all.json()).toMatchObject({ total: 3, page: 1 });
    expect(all.json().dresses[0]).toMatchObject({ price: 900, originalPrice: 1200, isNewArrival: true });
    expect(ids(await call('GET', '/dresses?category=Women&type=Kurta'))).toEqual([arrival.id]);
    const second = await call('GET', '/dresses?limit=2&page=2');
    expect([ids(second), second.json().total]).toEqual([[older.id], 3]);
    expect((await call('GET', '/dresses/filters')).json().categories).toEqual([
      { name: 'Men', types: ['Shirts'] },
      { name: 'Women', types: ['Dress', 'Kurta'] },
    ]);
    expect((await call('GET', '/dresses?limit=0')).statusCode).toBe(400);
  });
});

describe('a shopper tries a dress on their own photo', () => {
  withPhoto('uploads a photo, runs the try-on, keeps the look, and deletes the look', async () => {
    const { dress, shopper, call } = await shopperOfNewStore();
    const { key, photo } = await addShopperPhoto(t, shopper.token);
    expect(key.startsWith(objectKeys.personPrefix(shopper.row.clientId, { kind: 'user', id: shopper.row.id }))).toBe(true);
    // Analysed at upload: the record is kept with the row, so the try-on reads it instead of analysing again.
    expect(photo.analysis).toBe('ready');
    const [row] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photo._id));
    expect(row!.analysis).toMatchObject({ sha256: imageHash((await t.services.storage.get(key))!), revision: ANALYSIS_REVISION, analysis: { version: 1 } });
    expect((await t.app.inject({ method: 'GET', url: photo.thumbnailUrl })).statusCode).toBe(200);
    expect((await call('GET', '/photos')).json().photos.map((p: { _id: string }) => p._id)).toEqual([photo._id]);

    const task = await tryOn(call, shopper.token, photo._id, dress.id);
    expect(task).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const image = await t.app.inject({ method: 'GET', url: task.download_signed_url! });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(768);

    const [look] = (await call('GET', '/looks')).json().looks;
    expect(look).toMatchObject({ photoId: photo._id, taskId: task.task_id, dress: { _id: dress.id, name: 'Red dress' } });
    expect((await t.app.inject({ method: 'GET', url: look.imageUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: look.photoUrl })).statusCode).toBe(200);
    // The result is the shopper's, not the store's: nothing in the store's generated images.
    const lookKey = objectKeys.look(shopper.row.clientId, { kind: 'user', id: shopper.row.id }, task.task_id);
    expect(await t.services.storage.exists(lookKey)).toBe(true);

    expect((await call('DELETE', `/looks/${look._id}`)).statusCode).toBe(200);
    expect((await call('GET', '/looks')).json().looks).toEqual([]);
    // The try-on no longer signs a URL to the deleted file: it says the image was deleted.
    expect((await call('GET', `/tryon/tasks/${task.task_id}`)).json()).toEqual({ task_id: task.task_id, status: 'COMPLETED', progress: 100, error: 'The image of this try-on was deleted' });
    await eventually(async () => !(await t.services.storage.exists(lookKey)), 15_000, "the look's file to go");
    expect((await call('DELETE', `/looks/${look._id}`)).statusCode).toBe(404);
  });

  withPhoto('refuses photo keys that are not the shopper’s own upload', async () => {
    const { store, shopper, call } = await shopperOfNewStore();
    const other = await createUser(t.services, store.row.id);
    const { key: othersKey } = await addShopperPhoto(t, other.token);
    const cases = [
      [othersKey, 400],
      [objectKeys.personPhoto(store.row.id, { kind: 'user', id: shopper.row.id }, 'png'), 400], // never uploaded
      [objectKeys.upload(store.row.id, 'models', 'png'), 400],
      ['../../etc/passwd', 400],
    ] as const;
    for (const [imageKey, status] of cases) {
      const res = await call('POST', '/photos', { imageKey });
      expect({ imageKey, status: res.statusCode }).toEqual({ imageKey, status });
      expect(res.json().message).toMatch(/^imageKey: /);
    }
    const { key } = await addShopperPhoto(t, shopper.token);
    const again = await call('POST', '/photos', { imageKey: key });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This photo was already added']);
    expect((await call('POST', '/photos', {})).statusCode).toBe(400);
  });

  withPhoto('sends a dress on a photo of the shopper seated to a provider that takes it (not the built-in engine)', async () => {
    // This suite's provider is `composite`; with the built-in engine (`local`) the same call is a 422
    // saying the person is seated (photo-analysis.test.ts, models.test.ts), and no daily count is taken.
    const { shopper, dress, call } = await shopperOfNewStore();
    const { photo } = await addShopperPhoto(t, shopper.token, await evalPhoto('people/fashn-model.webp'), 'image/webp');
    const [row] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, photo._id));
    expect(row!.analysis).toMatchObject({ supports: ['upper'], limit: expect.stringMatching(/^The person is seated/) });
    expect((await call('POST', '/tryon/tasks', { photoId: photo._id, dressId: dress.id })).statusCode).toBe(200);
  });

  withPhoto('refuses a disabled dress, another store’s dress and a missing photo with 404', async () => {
    const { store, shopper, call } = await shopperOfNewStore();
    const { dress: disabled } = await seedCatalogue(t.services, store.row.id, { disabled: true });
    const elsewhere = await createClient(t.services);
    const { dress: foreign } = await seedCatalogue(t.services, elsewhere.row.id);
    const { photo } = await addShopperPhoto(t, shopper.token);
    for (const dressId of [disabled.id, foreign.id]) {
      const res = await call('POST', '/tryon/tasks', { photoId: photo._id, dressId });
      expect([res.statusCode, res.json().message]).toEqual([404, 'Dress not found']);
    }
    const missing = await call('POST', '/tryon/tasks', { photoId: disabled.id, dressId: disabled.id });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Photo not found']);
    const bad = await call('POST', '/tryon/tasks', { photoId: 'x', dressId: disabled.id });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'photoId: not a valid id']);
  });
});

describe('the check at upload', () => {
  const NO_PERSON = 'No person was found in the photo. Use a photo of one person on their own, facing the camera, from the head to at least the hips.';

  /** Uploads `body`, asks to add it, and expects the refusal with its reason and nothing kept. */
  async function expectRefused(body: Buffer, fileType: string) {
    const { store, shopper, call } = await shopperOfNewStore();
    const { key, put } = await uploadPhotoBytes(t, shopper.token, body, fileType);
    expect(put.statusCode).toBe(200);
    expect(await t.services.storage.exists(key)).toBe(true);
    const res = await call('POST', '/photos', { imageKey: key });
    expect([res.statusCode, res.json()]).toEqual([422, { success: false, message: NO_PERSON }]);
    // No row, no file (neither the upload nor its thumbnail), and no "photo uploaded" in the figures.
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.userId, shopper.row.id))).toEqual([]);
    expect(await filesUnder(objectKeys.personPrefix(store.row.id, { kind: 'user', id: shopper.row.id }))).toEqual([]);
    expect(await t.services.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.clientId, store.row.id), eq(analyticsEvents.kind, 'photo_uploaded')))).toEqual([]);
    expect((await call('GET', '/photos')).json().photos).toEqual([]);
  }

  it('refuses a blank image with the reason (422) and keeps no row and no file', async () => {
    await expectRefused(await drawImage('png', 600, 900), 'image/png');
  });

  withPhoto('refuses a photo of a garment with the reason (422) and keeps no row and no file', async () => {
    await expectRefused(await evalPhoto(EVAL_TOP), 'image/jpeg');
  });

  it('asks storage for the uploaded photo once (reading it is the check that it was uploaded)', async () => {
    const { shopper, call } = await shopperOfNewStore();
    const { key } = await uploadPhotoBytes(t, shopper.token, await drawImage('png', 600, 900), 'image/png');
    const exists = vi.spyOn(t.services.storage, 'exists');
    const get = vi.spyOn(t.services.storage, 'get');
    try {
      expect((await call('POST', '/photos', { imageKey: key })).statusCode).toBe(422);
      const reads = [...exists.mock.calls, ...get.mock.calls].filter(([asked]) => asked === key);
      expect(reads).toHaveLength(1);
    } finally {
      exists.mockRestore();
      get.mockRestore();
    }
    // A key in the shopper's folder that was never uploaded: the one read says so.
    const never = `${key.slice(0, key.lastIndexOf('/'))}/00000000-0000-4000-8000-000000000000.png`;
    const missing = await call('POST', '/photos', { imageKey: never });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'imageKey: the image was not uploaded (or the upload failed)']);
  });
});

describe('limits', () => {
  it('lets an admin set a store’s daily cap, refusing values that are not a count', async () => {
    const { store } = await shopperOfNewStore();
    const admin = await createAdmin(t.services);
    const put = (payload: object, clientId = store.row.id) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/admin/clients/${clientId}/shopper-limits`, headers: bearer(admin.token), payload });
    expect(store.row.shopperTryonDailyCap).toBe(200);
    for (const bad of [{ shopperTryonDailyCap: -1 }, { shopperTryonDailyCap: 1.5 }, { shopperTryonDailyCap: 'lots' }, {}]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^shopperTryonDailyCap: /);
    }
    expect((await put({ shopperTryonDailyCap: 5 }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put({ shopperTryonDailyCap: 5 })).json()).toMatchObject({ success: true, shopperTryonDailyCap: 5 });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/getclients', headers: bearer(admin.token) });
    expect(list.json().data.find((c: { _id: string }) => c._id === store.row.id).shopperTryonDailyCap).toBe(5);
  });

  withPhoto('stops a store’s shoppers at the daily cap the admin set, with a clear message', async () => {
    const { store, dress, shopper, call } = await shopperOfNewStore();
    await t.services.db.update(clients).set({ shopperTryonDailyCap: 1 }).where(eq(clients.id, store.row.id));
    const { photo } = await addShopperPhoto(t, shopper.token);
    expect((await call('POST', '/tryon/tasks', { photoId: photo._id, dressId: dress.id })).statusCode).toBe(200);
    // Another shopper of the same store shares the store's cap.
    const second = await createUser(t.services, store.row.id);
    const { photo: theirs } = await addShopperPhoto(t, second.token);
    const refused = await shopperCall(t, second.token, 'POST', '/tryon/tasks', { photoId: theirs._id, dressId: dress.id });
    expect([refused.statusCode, refused.json()]).toEqual([429, { success: false, message: DAILY_CAP_REACHED }]);
    // Deleting the photo (and so its task) does not give the day's try-on back.
    await call('DELETE', `/photos/${photo._id}`);
    expect((await shopperCall(t, second.token, 'POST', '/tryon/tasks', { photoId: theirs._id, dressId: dress.id })).statusCode).toBe(429);
    const [usage] = await t.services.db.select().from(shopperTryonUsage).where(eq(shopperTryonUsage.clientId, store.row.id));
    expect(usage!.tryons).toBe(1);
  });

  withPhoto('limits one shopper’s try-ons per hour without touching another shopper', async () => {
    const { store, dress, shopper, call } = await shopperOfNewStore();
    const { photo } = await addShopperPhoto(t, shopper.token);
    for (let i = 0; i < 3; i++) expect((await call('POST', '/tryon/tasks', { photoId: photo._id, dressId: dress.id })).statusCode).toBe(200);
    const refused = await call('POST', '/tryon/tasks', { photoId: photo._id, dressId: dress.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/many try-ons/);
    const other = await createUser(t.services, store.row.id);
    const { photo: theirs } = await addShopperPhoto(t, other.token);
    expect((await shopperCall(t, other.token, 'POST', '/tryon/tasks', { photoId: theirs._id, dressId: dress.id })).statusCode).toBe(200);
  });
});

describe('deletion leaves nothing behind', () => {
  /** A shopper with a photo, a finished look and a second photo. */
  async function shopperWithLooks() {
    const ctx = await shopperOfNewStore();
    const { photo } = await addShopperPhoto(t, ctx.shopper.token);
    const { photo: spare } = await addShopperPhoto(t, ctx.shopper.token);
    const task = await tryOn(ctx.call, ctx.shopper.token, photo._id, ctx.dress.id);
    expect(task.status).toBe('COMPLETED');
    const folder = objectKeys.personPrefix(ctx.store.row.id, { kind: 'user', id: ctx.shopper.row.id });
    return { ...ctx, photo, spare, task, folder };
  }

  const rowsOf = async (userId: string) => {
    const photos = await t.services.db.select().from(personPhotos).where(eq(personPhotos.userId, userId));
    const ids = photos.map((p) => p.id);
    const tasks = (await t.services.db.select().from(tryonTasks)).filter((task) => task.photoId && ids.includes(task.photoId));
    const lookRows = (await t.services.db.select().from(looks)).filter((look) => ids.includes(look.photoId));
    return { photos: photos.length, tasks: tasks.length, looks: lookRows.length };
  };

  withPhoto('deleting a photo removes its analysis, files, try-ons and every look made from it', async () => {
    const { shopper, call, photo, spare, folder } = await shopperWithLooks();
    expect(await rowsOf(shopper.row.id)).toEqual({ photos: 2, tasks: 1, looks: 1 });
    expect(await filesUnder(folder)).toHaveLength(5); // two photos with thumbnails, one look

    expect((await call('DELETE', `/photos/${photo._id}`)).statusCode).toBe(200);
    expect(await rowsOf(shopper.row.id)).toEqual({ photos: 1, tasks: 0, looks: 0 });
    await eventually(async () => (await filesUnder(folder)).length === 2, 15_000, "the photo's files to go");
    // The spare photo and its thumbnail are all that is left.
    const [spareRow] = await t.services.db.select().from(personPhotos).where(eq(personPhotos.id, spare._id));
    expect((await filesUnder(folder)).map((name) => `${folder}${name}`).sort()).toEqual([spareRow!.imageKey, spareRow!.thumbnailKey].sort());
    expect((await call('GET', '/looks')).json().looks).toEqual([]);
    expect((await call('GET', '/photos')).json().photos.map((p: { _id: string }) => p._id)).toEqual([spare._id]);
    expect((await call('DELETE', `/photos/${photo._id}`)).statusCode).toBe(404);
  });

  withPhoto('deleting the account needs the password, then removes every row and file of the shopper', async () => {
    const { shopper, call, folder } = await shopperWithLooks();
    const wrong = await call('DELETE', '/account', { password: 'not-it' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'password: that is not your password']);
    expect((await call('DELETE', '/account', {})).statusCode).toBe(400);

    expect((await call('DELETE', '/account', { password: shopper.password })).statusCode).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.id, shopper.row.id))).toEqual([]);
    expect(await rowsOf(shopper.row.id)).toEqual({ photos: 0, tasks: 0, looks: 0 });
    await eventually(async () => (await filesUnder(folder)).length === 0, 15_000, "the shopper's files to go");
    expect((await call('GET', '/photos')).statusCode).toBe(401);
  });

  it('a Google-only shopper confirms with their e-mail address', async () => {
    const store = await createClient(t.services);
    const shopper = await createUser(t.services, store.row.id, { passwordHash: null, googleSub: `g-${Date.now()}` });
    const res = await shopperCall(t, shopper.token, 'DELETE', '/account', { password: shopper.row.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  withPhoto("deleting the store removes its shoppers' photos, try-ons, looks and files", async () => {
    const { store, shopper, folder } = await shopperWithLooks();
    await deleteClientAccount(t.services, store.row.id);
    expect(await rowsOf(shopper.row.id)).toEqual({ photos: 0, tasks: 0, looks: 0 });
    expect(await t.services.db.select().from(personPhotos).where(eq(personPhotos.clientId, store.row.id))).toEqual([]);
    await eventually(async () => (await filesUnder(folder)).length === 0, 15_000, "the store's files to go");
  });
});
