import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import { objectKeys } from '../../storage/keys.ts';
import { apiOperations, bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';
import { hasEvalPhotos } from '../../../test/eval-photos.ts';
import { addShopperPhoto, shopperCall, storedFilesUnder } from './shopper.test-support.ts';

/**
 * Shopper isolation, route by route. The shopper routes come from the app's own OpenAPI document
 * (tag 'shopper'), so a new one without a case here fails. Each case is run by another shopper of
 * the same store and by a shopper of another store against shopper A's photo, task and look.
 * Shopper A's photo must pass the check at upload: a real one from ../shared/eval.
 */
type Method = 'GET' | 'POST' | 'DELETE';
/** Shopper A's own password (the factory gives every other shopper the same default one). */
const A_PASSWORD = 'only-a-knows-this-1';
type Caller = { token: string; clientId: string };
type Own = { photoId: string; taskId: string; lookId: string; dressId: string; disabledDressId: string; photoKey: string };

describe.skipIf(!hasEvalPhotos)('shopper isolation on every shopper route', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof createUser>>;
  let sameStore: Caller;
  let otherStore: Caller;
  let store: Awaited<ReturnType<typeof createClient>>;
  const own: Own = { photoId: '', taskId: '', lookId: '', dressId: '', disabledDressId: '', photoKey: '' };

  const call = (method: Method, url: string, who: Caller, payload?: object) => shopperCall(t, who.token, method, url, payload);
  const expect404 = async (who: Caller, method: Method, url: string, payload?: object) => {
    const res = await call(method, url, who, payload);
    expect({ route: `${method} ${url}`, status: res.statusCode }).toEqual({ route: `${method} ${url}`, status: 404 });
  };

  beforeAll(async () => {
    t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
    store = await createClient(t.services);
    const elsewhere = await createClient(t.services);
    own.dressId = (await seedCatalogue(t.services, store.row.id)).dress.id;
    own.disabledDressId = (await seedCatalogue(t.services, store.row.id, { disabled: true })).dress.id;
    await seedCatalogue(t.services, elsewhere.row.id, { category: 'Men', type: 'Shirts' });
    a = await createUser(t.services, store.row.id, { passwordHash: await hashPassword(A_PASSWORD) });
    const b = await createUser(t.services, store.row.id);
    const c = await createUser(t.services, elsewhere.row.id);
    sameStore = { token: b.token, clientId: store.row.id };
    otherStore = { token: c.token, clientId: elsewhere.row.id };
    const { key, photo } = await addShopperPhoto(t, a.token);
    own.photoId = photo._id;
    own.photoKey = key;
    own.taskId = (await shopperCall(t, a.token, 'POST', '/tryon/tasks', { photoId: photo._id, dressId: own.dressId })).json().task_id;
    expect((await waitForTask(t.app, a.token, own.taskId, '/api/v1/user/tryon/tasks')).status).toBe('COMPLETED');
    own.lookId = (await shopperCall(t, a.token, 'GET', '/looks')).json().looks[0]._id;
  });
  afterAll(() => t.close());

  /** Everything shopper A has, minus the signed URLs. */
  async function snapshotOfA() {
    const unsigned = (rows: Record<string, unknown>[]) => rows.map(({ imageUrl: _i, thumbnailUrl: _t, photoUrl: _p, ...rest }) => rest);
    const asA: Caller = { token: a.token, clientId: store.row.id };
    return {
      photos: unsigned((await call('GET', '/photos', asA)).json().photos),
      looks: unsigned((await call('GET', '/looks', asA)).json().looks),
      task: (await call('GET', `/tryon/tasks/${own.taskId}`, asA)).json().status,
      files: await storedFilesUnder(t, objectKeys.personPrefix(store.row.id, { kind: 'user', id: a.row.id })),
    };
  }

  /** What another shopper gets when naming shopper A's things; `who` is of the same store or not. */
  const cases: Record<string, (who: Caller) => Promise<void>> = {
    'GET /user/dresses': async (who) => {
      const { dresses, total } = (await call('GET', '/dresses', who)).json();
      // Only the caller's own store's enabled dresses, never the other store's or a disabled one.
      expect(total).toBe(1);
      expect(dresses[0]._id === own.dressId).toBe(who.clientId === store.row.id);
    },
    'GET /user/dresses/filters': async (who) => {
      const { categories } = (await call('GET', '/dresses/filters', who)).json();
      expect(categories).toEqual(who.clientId === store.row.id ? [{ name: 'Women', types: ['Dress'] }] : [{ name: 'Men', types: ['Shirts'] }]);
    },
    'GET /user/photos/upload-url': async (who) => {
      const { key } = (await call('GET', '/photos/upload-url?fileName=a.png&fileType=image/png', who)).json();
      expect(key.startsWith(objectKeys.personPrefix(store.row.id, { kind: 'user', id: a.row.id }))).toBe(false);
    },
    'POST /user/photos': async (who) => {
      const res = await call('POST', '/photos', who, { imageKey: own.photoKey });
      expect(res.statusCode).toBe(400);
    },
    'GET /user/photos': async (who) => expect((await call('GET', '/photos', who)).json().photos).toEqual([]),
    'DELETE /user/photos/{id}': (who) => expect404(who, 'DELETE', `/photos/${own.photoId}`),
    'POST /user/tryon/tasks': async (who) => {
      await expect404(who, 'POST', '/tryon/tasks', { photoId: own.photoId, dressId: own.dressId });
      // A's photo stays A's even with a dress of the caller's own store.
    },
    'GET /user/tryon/tasks/{id}': (who) => expect404(who, 'GET', `/tryon/tasks/${own.taskId}`),
    'GET /user/looks': async (who) => expect((await call('GET', '/looks', who)).json().looks).toEqual([]),
    'DELETE /user/looks/{id}': (who) => expect404(who, 'DELETE', `/looks/${own.lookId}`),
    // Only ever the caller's own account: with A's password it is still refused (not A's account).
    'DELETE /user/account': async (who) => {
      const res = await call('DELETE', '/account', who, { password: A_PASSWORD });
      expect(res.statusCode).toBe(400);
    },
  };

  it('has a case for every shopper route the app serves', () => {
    const routes = apiOperations(t.app)
      .filter(({ op }) => (op.tags ?? []).includes('shopper'))
      .map(({ route }) => route);
    expect(Object.keys(cases).sort()).toEqual(routes.sort());
  });

  it("answers another shopper (same store or not) with 404 for A's things and changes nothing of A's", async () => {
    const before = await snapshotOfA();
    expect(before.photos).toHaveLength(1);
    expect(before.looks).toHaveLength(1);
    expect(before.files).toHaveLength(3);
    for (const who of [sameStore, otherStore]) for (const run of Object.values(cases)) await run(who);
    expect(await snapshotOfA()).toEqual(before);
  });

  it('refuses the store, an admin and the super admin on every shopper route (403), and signs them no shopper file', async () => {
    const admin = await createAdmin(t.services);
    const superToken = (await t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: { email: 'super@tryown.test', password: 'super-secret-1' } })).json().token;
    const shopperRoutes = apiOperations(t.app).filter(({ op }) => (op.tags ?? []).includes('shopper'));
    for (const token of [store.token, admin.token, superToken]) {
      for (const { method, path } of shopperRoutes) {
        const url = path.replace('{id}', own.photoId);
        const res = await t.app.inject({ method: method as Method, url, headers: bearer(token), ...(['POST', 'DELETE'].includes(method) ? { payload: {} } : {}) });
        expect({ route: `${method} ${path}`, status: res.statusCode }).toEqual({ route: `${method} ${path}`, status: 403 });
      }
      const signed = await t.app.inject({ method: 'GET', url: '/api/v1/s3/presigned-url', query: { key: own.photoKey }, headers: bearer(token) });
      expect(signed.statusCode).toBe(404);
    }
  });

  it("never shows the store the shopper's try-on through the store's own routes (same store, so the task id is the only key)", async () => {
    const asStore = (method: Method, url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(store.token), ...(payload ? { payload } : {}) });
    const task = await asStore('GET', `/tryon/tasks/${own.taskId}`);
    expect([task.statusCode, task.json().download_signed_url]).toEqual([404, undefined]);
    const saved = await asStore('POST', '/client/generated-images/save', { taskId: own.taskId, modelId: own.photoId, dressId: own.dressId });
    expect(saved.statusCode).toBe(404);
    expect((await asStore('GET', '/client/generated-images')).json().generatedImages).toEqual([]);
  });
});
