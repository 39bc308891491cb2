import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { uploadImage } from '../catalogue/catalogue.test-support.ts';

describe("a store's users and profile edits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const put = (payload: object, token: string) => t.app.inject({ method: 'PUT', url: '/api/v1/client/profile', headers: bearer(token), payload });

  it('lists only its own shoppers, by public Client User ID or own id; any other id is 404', async () => {
    const store = await createClient(t.services);
    const other = await createClient(t.services);
    const shopper = await createUser(t.services, store.row.id, { name: 'Meera' });
    await createUser(t.services, other.row.id, { name: 'Not mine' });
    for (const id of [store.row.publicId, store.row.id]) {
      const res = await get(`/client/${id}/users`, store.token);
      expect(res.json()).toEqual({ success: true, users: [{ _id: shopper.row.id, name: 'Meera', email: shopper.row.email, createdAt: shopper.row.createdAt.toISOString() }] });
    }
    for (const id of [other.row.publicId, other.row.id, 'nobody']) {
      const res = await get(`/client/${id}/users`, store.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const empty = await createClient(t.services);
    expect((await get(`/client/${empty.row.publicId}/users`, empty.token)).json()).toEqual({ success: true, users: [] });
    expect((await get(`/client/${store.row.publicId}/users`)).statusCode).toBe(401);
    expect((await get(`/client/${store.row.publicId}/users`, shopper.token)).statusCode).toBe(403);
    expect((await get(`/client/${store.row.publicId}/users`, (await createAdmin(t.services)).token)).statusCode).toBe(403);
  });

  const valid = {
    businessName: 'New Name Boutique',
    gstNo: '29ABCDE1234F1Z5',
    panNo: 'ABCDE1234F',
    mobileNo: '9876501234',
    address: '2 Silk Road',
    city: 'Mysuru',
    pincode: '570001',
    websiteUrl: 'https://new.example',
  };

  it('edits the business fields with validation and changes only its own row', async () => {
    const store = await createClient(t.services);
    const other = await createClient(t.services);
    const res = await put(valid, store.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile updated successfully', data: { ...valid, userId: store.row.publicId, email: store.row.email } });
    expect((await get('/client/profile', store.token)).json().data).toMatchObject(valid);
    expect((await get('/client/profile', other.token)).json().data.businessName).toBe('Cara Couture');

    const cleared = await put({ ...valid, websiteUrl: '' }, store.token);
    expect(cleared.json().data.websiteUrl).toBeNull();
    const bad = await put({ ...valid, businessName: ' ' }, store.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'businessName: Business name is required' });
    expect((await put({ ...valid, websiteUrl: 'not a url' }, store.token)).statusCode).toBe(400);
    expect((await put(valid, (await createUser(t.services, store.row.id)).token)).statusCode).toBe(403);
  });

  it('changes the logo to its own upload only, and removes the old one', async () => {
    const store = await createClient(t.services);
    const other = await createClient(t.services);
    const first = await uploadImage(t, store.token, 'client/profile/logo');
    const ok = await put({ ...valid, businessLogoKey: first.key }, store.token);
    expect(ok.json().data.businessLogoUrl).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: ok.json().data.businessLogoUrl })).statusCode).toBe(200);
    const second = await uploadImage(t, store.token, 'client/profile/logo');
    await put({ ...valid, businessLogoKey: second.key }, store.token);
    expect(await t.services.storage.exists(first.key)).toBe(false);

    const foreign = await uploadImage(t, other.token, 'client/profile/logo');
    const modelImage = await uploadImage(t, store.token, 'models');
    for (const key of [foreign.key, modelImage.key]) {
      const res = await put({ ...valid, businessLogoKey: key }, store.token);
      expect(res.statusCode).toBe(400);
    }
    expect(await t.services.storage.exists(second.key)).toBe(true);
  });
});
