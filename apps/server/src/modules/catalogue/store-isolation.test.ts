import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models, tryonTasks } from '../../db/schema.ts';
import { recordGeneratedImage } from '../generated-images/generated-images.repository.ts';
import { objectKeys } from '../../storage/keys.ts';
import { recordEvent } from '../analytics/analytics.repository.ts';
import { apiOperations, bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { giveDefaultTabs, uploadImage } from './catalogue.test-support.ts';

/**
 * Tenant isolation, route by route. The list of store routes comes from the app's own OpenAPI
 * document, so a new catalogue, profile, users or tabs route without a case here fails this test.
 */
const STORE_TAGS = new Set(['models', 'dresses', 'client-profile', 'client-users', 'tabs', 'generated-images']);
const ALSO_STORE_ROUTES = ['GET /client/profile', 'GET /s3/presigned-url', 'GET /client/analytics', 'GET /client/widget', 'PUT /client/widget', 'POST /client/widget/rotate'];

type Store = Awaited<ReturnType<typeof createClient>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('store isolation on every store route', () => {
  let t: TestApp;
  let a: Store;
  let b: Store;
  const own = { modelId: '', dressId: '', modelKey: '', dressKey: '', logoKey: '', modelsTab: '', storeTab: '', taskId: '', imageId: '', generatedKey: '' };

  const call = (method: Method, url: string, store: Store, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(store.token), ...(payload ? { payload } : {}) });

  const profileBody = { businessName: 'Other Shop', gstNo: '29ABCDE1234F1Z5', panNo: 'ABCDE1234F', mobileNo: '9876501234', address: '1 Road', city: 'Pune', pincode: '411001' };

  beforeAll(async () => {
    t = await buildTestApp();
    a = await createClient(t.services);
    b = await createClient(t.services);
    const tabsOfA = await giveDefaultTabs(t, a.row.id);
    await giveDefaultTabs(t, b.row.id);
    own.modelsTab = tabsOfA.models.id;
    own.storeTab = tabsOfA.store.id;
    own.modelKey = (await uploadImage(t, a.token, 'models')).key;
    own.dressKey = (await uploadImage(t, a.token, 'dress')).key;
    own.logoKey = (await uploadImage(t, a.token, 'client/profile/logo')).key;
    // The model row straight in (adding one through the API needs a real photo, see models.test.ts).
    own.modelId = (await t.services.db.insert(models).values({ clientId: a.row.id, name: 'Asha', category: 'Women', imageKey: own.modelKey }).returning())[0]!.id;
    own.dressId = (await call('POST', '/dress/add', a, { category: 'Women', type: 'Tops', brand: 'Kala', imageKey: own.dressKey })).json().dress._id;
    expect((await call('PUT', '/client/profile', a, { ...profileBody, businessName: 'A Shop', businessLogoKey: own.logoKey })).statusCode).toBe(200);
    await createUser(t.services, a.row.id, { name: 'Meera' });
    // A finished try-on of A's and its AI Outfits picture, rows and file straight in (the try-on itself is tryon.test.ts's).
    own.taskId = (await t.services.db.insert(tryonTasks).values({ clientId: a.row.id, modelId: own.modelId, dressId: own.dressId, provider: 'composite', status: 'COMPLETED' }).returning())[0]!.id;
    own.generatedKey = objectKeys.generated(a.row.id, own.taskId);
    await t.services.storage.put(own.generatedKey, await t.services.storage.get(own.modelKey).then((b) => b!), 'image/jpeg');
    own.imageId = (await recordGeneratedImage(t.services.db, { clientId: a.row.id, taskId: own.taskId, modelId: own.modelId, dressId: own.dressId, imageKey: own.generatedKey })).id;
  });
  afterAll(() => t.close());

  /** Everything store A has, minus the signed URLs (their signatures change with time). */
  async function snapshotOfA() {
    const unsigned = (rows: Record<string, unknown>[]) => rows.map(({ imageUrl: _i, thumbnailUrl: _t, businessLogoUrl: _l, ...rest }) => rest);
    const profile = (await call('GET', '/client/profile', a)).json().data;
    return {
      models: unsigned((await call('GET', '/models', a)).json().models),
      dresses: unsigned((await call('GET', '/dress', a)).json().dresses),
      profile: unsigned([profile]),
      users: (await call('GET', `/client/${a.row.publicId}/users`, a)).json().users,
      tabs: (await call('GET', `/clienttabs/${a.row.id}/tabs`, a)).json().tabs,
      generatedImages: (await call('GET', '/client/generated-images', a)).json().generatedImages.map(({ url: _u, ...rest }: Record<string, unknown>) => rest),
      files: await Promise.all(
        [own.modelKey, own.dressKey, own.logoKey].flatMap((key) => [key, objectKeys.thumbnail(key)]).concat(own.generatedKey).map((key) => t.services.storage.exists(key)),
      ),
    };
  }

  const expectStatus = async (method: Method, url: string, status: number, payload?: object) => {
    const res = await call(method, url, b, payload);
    expect(res.statusCode, `${method} ${url}`).toBe(status);
    expect(res.json().success).toBe(false);
  };
  const expectOwnKey = async (url: string) => {
    const res = await call('GET', url, b);
    expect(res.json().key.startsWith(objectKeys.storePrefix(b.row.id))).toBe(true);
  };

  /** What store B gets when it names store A's rows, tabs and files. */
  const cases: Record<string, () => Promise<void>> = {
    'GET /models': async () => expect((await call('GET', '/models', b)).json()).toMatchObject({ total: 0, models: [] }),
    'GET /models/upload-url': () => expectOwnKey('/models/upload-url?fileName=a.png&fileType=image/png'),
    'GET /models/{tabId}/categories': () => expectStatus('GET', `/models/${own.modelsTab}/categories`, 404),
    'POST /models/add': () => expectStatus('POST', '/models/add', 400, { name: 'Copy', category: 'Women', imageKey: own.modelKey }),
    'PUT /models/{id}': () => expectStatus('PUT', `/models/${own.modelId}`, 404, { name: 'Stolen', category: 'Men' }),
    'DELETE /models/{id}': () => expectStatus('DELETE', `/models/${own.modelId}`, 404),
    'POST /models/{id}/analysis': () => expectStatus('POST', `/models/${own.modelId}/analysis`, 404),
    'GET /dress': async () => expect((await call('GET', '/dress', b)).json()).toMatchObject({ total: 0, dresses: [] }),
    'GET /dress/upload-url': () => expectOwnKey('/dress/upload-url?fileName=a.png&fileType=image/png'),
    'GET /dress/{tabId}/categories': () => expectStatus('GET', `/dress/${own.storeTab}/categories`, 404),
    'POST /dress/add': () => expectStatus('POST', '/dress/add', 400, { category: 'Women', type: 'Tops', imageKey: own.dressKey }),
    'PUT /dress/{id}': () => expectStatus('PUT', `/dress/${own.dressId}`, 404, { category: 'Men', type: 'Shirts' }),
    'DELETE /dress/{id}': () => expectStatus('DELETE', `/dress/${own.dressId}`, 404),
    'POST /dress/{id}/analysis': () => expectStatus('POST', `/dress/${own.dressId}/analysis`, 404),
    'GET /dress/{id}/cutout': () => expectStatus('GET', `/dress/${own.dressId}/cutout`, 404),
    'PUT /dress/{id}/disable': () => expectStatus('PUT', `/dress/${own.dressId}/disable`, 404),
    'PUT /dress/{id}/enable': () => expectStatus('PUT', `/dress/${own.dressId}/enable`, 404),
    'PATCH /dress/{id}/new-arrival': () => expectStatus('PATCH', `/dress/${own.dressId}/new-arrival`, 404),
    'PATCH /dress/{id}/new-arrival/unmark': () => expectStatus('PATCH', `/dress/${own.dressId}/new-arrival/unmark`, 404),
    'GET /client/profile': async () => expect((await call('GET', '/client/profile', b)).json().data).toMatchObject({ userId: b.row.publicId, email: b.row.email }),
    'PUT /client/profile': () => expectStatus('PUT', '/client/profile', 400, { ...profileBody, businessLogoKey: own.logoKey }),
    'GET /client/profile/logo/upload-url': () => expectOwnKey('/client/profile/logo/upload-url?fileName=a.png&fileType=image/png'),
    'GET /client/{userId}/users': async () => {
      await expectStatus('GET', `/client/${a.row.publicId}/users`, 404);
      await expectStatus('GET', `/client/${a.row.id}/users`, 404);
    },
    'GET /clienttabs/{clientId}/tabs': () => expectStatus('GET', `/clienttabs/${a.row.id}/tabs`, 404),
    'POST /clienttabs/{clientId}/tabs': () => expectStatus('POST', `/clienttabs/${a.row.id}/tabs`, 403, { tabs: [] }),
    'GET /client/analytics': async () => {
      await recordEvent(t.services.db, { clientId: a.row.id, kind: 'tryon_completed', source: 'widget', actor: 'widget:a', dressId: own.dressId });
      expect((await call('GET', '/client/analytics', b)).json()).toMatchObject({ totals: { tryOns: 0, shoppers: 0 }, topDresses: [] });
    },
    // A store's widget is found by its token only: B reads, saves and rotates its own, never A's.
    'GET /client/widget': async () => expect((await call('GET', '/client/widget', b)).json().key).not.toBe((await call('GET', '/client/widget', a)).json().key),
    'PUT /client/widget': async () => {
      await call('PUT', '/client/widget', b, { origins: ['https://b.example'], enabled: true, monthlyCap: 1 });
      expect((await call('GET', '/client/widget', a)).json()).toMatchObject({ origins: [], enabled: false });
    },
    'POST /client/widget/rotate': async () => {
      const keyOfA = (await call('GET', '/client/widget', a)).json().key;
      await call('POST', '/client/widget/rotate', b);
      expect((await call('GET', '/client/widget', a)).json().key).toBe(keyOfA);
    },
    'GET /client/generated-images': async () => expect((await call('GET', '/client/generated-images', b)).json()).toMatchObject({ total: 0, generatedImages: [] }),
    'POST /client/generated-images/save': () => expectStatus('POST', '/client/generated-images/save', 404, { taskId: own.taskId, modelId: own.modelId, dressId: own.dressId }),
    'DELETE /client/generated-images/{id}': () => expectStatus('DELETE', `/client/generated-images/${own.imageId}`, 404),
    'GET /s3/presigned-url': async () => {
      for (const key of [own.modelKey, own.dressKey, own.logoKey, objectKeys.thumbnail(own.dressKey)]) {
        await expectStatus('GET', `/s3/presigned-url?key=${encodeURIComponent(key)}`, 404);
      }
    },
  };

  it('has a case for every store route the app serves', () => {
    const routes = apiOperations(t.app)
      .filter(({ route, op }) => (op.tags ?? []).some((tag) => STORE_TAGS.has(tag)) || ALSO_STORE_ROUTES.includes(route))
      .map(({ route }) => route);
    expect(Object.keys(cases).sort()).toEqual(routes.sort());
  });

  it("answers another store's ids with 404 (or refuses its keys) and changes nothing of it", async () => {
    const before = await snapshotOfA();
    expect(before.files.every(Boolean)).toBe(true);
    expect(before.models).toHaveLength(1);
    expect(before.dresses).toHaveLength(1);
    expect(before.generatedImages).toHaveLength(1);
    for (const run of Object.values(cases)) await run();
    expect(await snapshotOfA()).toEqual(before);
    // Store B gained nothing from store A's images either.
    expect((await call('GET', '/models', b)).json().total).toBe(0);
    expect((await call('GET', '/dress', b)).json().total).toBe(0);
  });
});
