import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRESS_SIZES } from '@tryown/contracts';
import { eq } from 'drizzle-orm';
import { dresses } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { drawImage, drawnGarment, giveDefaultTabs, uploadImage } from '../catalogue/catalogue.test-support.ts';

describe('store dresses', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createClient>>;
  let other: Awaited<ReturnType<typeof createClient>>;
  beforeAll(async () => {
    t = await buildTestApp();
    store = await createClient(t.services);
    other = await createClient(t.services);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const addDress = async (token: string, fields: object = {}) => {
    const { key } = await uploadImage(t, token, 'dress');
    const res = await call('POST', '/dress/add', token, { category: 'Women', type: 'Dresses', imageKey: key, ...fields });
    expect(res.statusCode).toBe(201);
    return res.json().dress as { _id: string; imageKey: string };
  };

  it('adds a dress from a real upload with every field, default sizes and signed URLs', async () => {
    const { key } = await uploadImage(t, store.token, 'dress', await sharp(await drawnGarment()).webp().toBuffer(), 'image/webp');
    const res = await call('POST', '/dress/add', store.token, {
      category: 'Women',
      subcategory: 'Ethnic',
      type: 'Sarees',
      price: '1499',
      originalPrice: 1999,
      brand: 'Kala',
      description: 'Silk',
      stockStatus: 'In stock',
      imageKey: key,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Dress added successfully!' });
    const [dress] = (await call('GET', '/dress', store.token)).json().dresses;
    expect(dress).toMatchObject({
      category: 'Women',
      subcategory: 'Ethnic',
      type: 'Sarees',
      price: 1499,
      originalPrice: 1999,
      brand: 'Kala',
      stockStatus: 'In stock',
      disabled: false,
      isNewArrival: false,
      sizes: DRESS_SIZES.map((size) => ({ size, selected: true })),
      // Analysed at upload for what a saree covers.
      clothType: 'full',
      analysis: { state: 'ready', message: 'Ready for try-on.' },
    });
    expect((await t.app.inject({ method: 'GET', url: dress.thumbnailUrl })).headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: dress.imageUrl })).statusCode).toBe(200);
  });

  it('refuses a photo in which no garment can be cut out with a 422 saying what photo works, and keeps neither row nor file', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'dress', await drawImage());
    const res = await call('POST', '/dress/add', s.token, { category: 'Women', type: 'Tops', imageKey: key });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'No garment was found in the photo. Use a photo of the garment on its own (laid flat, on a hanger or a ghost mannequin) on a plain background.',
    });
    expect((await call('GET', '/dress', s.token)).json().total).toBe(0);
    expect(await t.services.storage.exists(key)).toBe(false);
    expect(await t.services.storage.exists(objectKeys.thumbnail(key))).toBe(false);
  });

  it('analyses again when a new type changes what the garment covers', async () => {
    const created = await addDress(store.token, { type: 'Dresses' });
    const res = await call('PUT', `/dress/${created._id}`, store.token, { category: 'Women', type: 'Tops' });
    expect(res.json().dress).toMatchObject({ clothType: 'upper', analysis: { state: 'ready' } });
    const [row] = await t.services.db.select({ analysis: dresses.analysis }).from(dresses).where(eq(dresses.id, created._id));
    expect(row!.analysis).toMatchObject({ clothType: 'upper', analysis: { category: 'upper' } });
  });

  it('keeps the length the store states for what the garment covers, refuses one that does not fit it, and drops a kept one when the type changes', async () => {
    const created = await addDress(store.token, { type: 'Dresses', length: 'midi' });
    const put = (fields: object) => call('PUT', `/dress/${created._id}`, store.token, { category: 'Women', ...fields });
    expect((await call('GET', '/dress', store.token)).json().dresses.find((d: { _id: string }) => d._id === created._id)).toMatchObject({ clothType: 'full', length: 'midi' });
    // Absent on PUT: kept.
    expect((await put({ type: 'Dresses', name: 'Renamed' })).json().dress).toMatchObject({ name: 'Renamed', length: 'midi' });
    const wrong = await put({ type: 'Dresses', length: 'crop' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: 'Length "crop" does not fit a dress: choose mini, knee, midi, maxi' });
    const unknown = await put({ type: 'Dresses', length: 'floor' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Length must be one of crop, waist, hip, long, mini, knee, midi, ankle or maxi');
    expect((await put({ type: 'Dresses' })).json().dress.length).toBe('midi');
    // A new type that makes it a top: the dress's midi no longer fits, and is dropped.
    expect((await put({ type: 'Tops' })).json().dress).toMatchObject({ clothType: 'upper', length: null });
    expect((await put({ type: 'Tops', length: 'crop' })).json().dress.length).toBe('crop');
    expect((await put({ type: 'Tops', length: null })).json().dress.length).toBeNull();
    const refused = await call('POST', '/dress/add', store.token, { category: 'Women', type: 'Jeans', imageKey: created.imageKey, length: 'maxi' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Length "maxi" does not fit a bottom: choose mini, knee, midi, ankle');
  });

  it('previews the garment cut out of its photo: a PNG, transparent around the garment, opaque on it', async () => {
    const created = await addDress(store.token, { type: 'Tops' });
    const res = await call('GET', `/dress/${created._id}/cutout`, store.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    const alphaAt = (x: number, y: number) => data[(Math.round(y) * info.width + Math.round(x)) * 4 + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width / 2, info.height / 2)).toBe(255);
    // Cropped to the garment: smaller than the 768x1024 photo.
    expect(info.width).toBeLessThan(768);
    expect((await call('GET', `/dress/${created._id}/cutout`, other.token)).statusCode).toBe(404);
  });

  it('accepts sizes as objects and as legacy plain strings', async () => {
    const a = await addDress(store.token, { sizes: [{ size: 'S', selected: false }, { size: 'M', selected: true }] });
    const b = await addDress(store.token, { sizes: ['L', 'XL'] });
    const list = (await call('GET', '/dress', store.token)).json().dresses as { _id: string; sizes: unknown }[];
    expect(list.find((d) => d._id === a._id)!.sizes).toEqual([{ size: 'S', selected: false }, { size: 'M', selected: true }]);
    expect(list.find((d) => d._id === b._id)!.sizes).toEqual([{ size: 'L', selected: true }, { size: 'XL', selected: true }]);
  });

  it('reads legacy plain-string sizes stored in old rows', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'dress');
    await t.services.db.insert(dresses).values({ clientId: s.row.id, category: 'Men', type: 'Shirts', imageKey: key, sizes: ['M', 'L'] as never });
    expect((await call('GET', '/dress', s.token)).json().dresses[0].sizes).toEqual([{ size: 'M', selected: true }, { size: 'L', selected: true }]);
  });

  it('names the bad field and stores nothing on invalid input', async () => {
    const { key } = await uploadImage(t, store.token, 'dress');
    const cases: [object, string][] = [
      [{ type: 'Dresses', imageKey: key }, 'category: Category is required'],
      [{ category: 'Women', imageKey: key }, 'type: Type is required'],
      [{ category: 'Women', type: 'Dresses' }, 'imageKey: Image is required'],
      [{ category: 'Women', type: 'Dresses', imageKey: key, price: -1 }, 'price: Price must be 0 or more'],
      [{ category: 'Women', type: 'Dresses', imageKey: key, originalPrice: 'lots' }, 'originalPrice: Original price must be a number'],
    ];
    const before = (await call('GET', '/dress', store.token)).json().total;
    for (const [payload, message] of cases) {
      const res = await call('POST', '/dress/add', store.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    const foreign = await uploadImage(t, other.token, 'dress');
    const modelImage = await uploadImage(t, store.token, 'models');
    for (const imageKey of [foreign.key, modelImage.key, objectKeys.upload(store.row.id, 'dresses', 'png')]) {
      expect((await call('POST', '/dress/add', store.token, { category: 'Women', type: 'Dresses', imageKey })).statusCode).toBe(400);
    }
    expect((await call('GET', '/dress', store.token)).json().total).toBe(before);
  });

  it('filters by category, subcategory and type on the server and pages with a total', async () => {
    const s = await createClient(t.services);
    await addDress(s.token, { category: 'Women', subcategory: 'Ethnic', type: 'Sarees' });
    await addDress(s.token, { category: 'Women', subcategory: 'Western', type: 'Jeans' });
    await addDress(s.token, { category: 'Men', subcategory: 'Western', type: 'Jeans' });
    const types = async (query: string) => ((await call('GET', `/dress${query}`, s.token)).json().dresses as { type: string; category: string }[]).map((d) => `${d.category}/${d.type}`);
    expect(await types('')).toEqual(['Men/Jeans', 'Women/Jeans', 'Women/Sarees']);
    expect(await types('?category=Women')).toEqual(['Women/Jeans', 'Women/Sarees']);
    expect(await types('?category=Women&subcategory=Western')).toEqual(['Women/Jeans']);
    expect(await types('?type=Jeans')).toEqual(['Men/Jeans', 'Women/Jeans']);
    const page = (await call('GET', '/dress?page=2&limit=2', s.token)).json();
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page.dresses).toHaveLength(1);
  });

  it('serves one page of 2,000 dresses with the total, filtered in SQL', async () => {
    const s = await createClient(t.services);
    const { key } = await uploadImage(t, s.token, 'dress');
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      clientId: s.row.id,
      category: i % 2 ? 'Men' : 'Women',
      type: 'Shirts',
      imageKey: key,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.services.db.insert(dresses).values(rows.slice(i, i + 500));
    const first = (await call('GET', '/dress', s.token)).json();
    expect(first).toMatchObject({ total: 2000, page: 1, limit: 60 });
    expect(first.dresses).toHaveLength(60);
    const women = (await call('GET', '/dress?category=Women&page=10&limit=100', s.token)).json();
    expect(women).toMatchObject({ total: 1000 });
    expect(women.dresses).toHaveLength(100);
    expect((await call('GET', '/dress?limit=201', s.token)).statusCode).toBe(400);
  });

  it('disables, enables, marks and unmarks a new arrival with the spec messages', async () => {
    const d = await addDress(store.token);
    const steps: ['PUT' | 'PATCH', string, string, object][] = [
      ['PUT', 'disable', 'Dress disabled successfully', { disabled: true }],
      ['PUT', 'enable', 'Dress enabled successfully', { disabled: false }],
      ['PATCH', 'new-arrival', 'Marked as new arrival', { isNewArrival: true }],
      ['PATCH', 'new-arrival/unmark', 'Unmarked new arrival', { isNewArrival: false }],
    ];
    for (const [method, path, message, state] of steps) {
      const res = await call(method, `/dress/${d._id}/${path}`, store.token);
      expect(res.json()).toMatchObject({ success: true, message, dress: state });
    }
  });

  it('edits a dress (image kept or replaced) and deletes it with its files', async () => {
    const d = await addDress(store.token, { price: 100 });
    const kept = await call('PUT', `/dress/${d._id}`, store.token, { category: 'Men', type: 'Shirts', price: 80, originalPrice: 100, sizes: ['M'] });
    expect(kept.json()).toMatchObject({ success: true, message: 'Dress updated successfully!', dress: { category: 'Men', type: 'Shirts', subcategory: '', price: 80, imageKey: d.imageKey, sizes: [{ size: 'M', selected: true }] } });
    expect((await call('PUT', `/dress/${d._id}`, store.token, { category: 'Men', type: '' })).json()).toEqual({ success: false, message: 'type: Type is required' });
    const { key } = await uploadImage(t, store.token, 'dress');
    expect((await call('PUT', `/dress/${d._id}`, store.token, { category: 'Men', type: 'Shirts', imageKey: key })).json().dress.imageKey).toBe(key);
    expect(await t.services.storage.exists(d.imageKey)).toBe(false);
    expect((await call('DELETE', `/dress/${d._id}`, store.token)).json()).toEqual({ success: true, message: 'Dress deleted successfully' });
    expect(await t.services.storage.exists(key)).toBe(false);
  });

  it("answers the store's own Store tab category tree; another store's tab is 404", async () => {
    const mine = await giveDefaultTabs(t, store.row.id);
    const theirs = await giveDefaultTabs(t, other.row.id);
    const res = (await call('GET', `/dress/${mine.store.id}/categories`, store.token)).json();
    const women = res.categories.find((c: { name: string }) => c.name === 'Women');
    expect(women.types.map((x: { name: string }) => x.name)).toEqual(['Dresses', 'Tops']);
    expect(women.subcategories.map((x: { name: string }) => x.name)).toEqual(['Ethnic', 'Western']);
    expect((await call('GET', `/dress/${theirs.store.id}/categories`, store.token)).statusCode).toBe(404);
  });

  it("isolates stores: another store's dress is 404 on every route and nothing changes", async () => {
    const d = await addDress(store.token, { brand: 'Mine' });
    const calls: ['PUT' | 'PATCH' | 'DELETE', string, object?][] = [
      ['PUT', `/dress/${d._id}`, { category: 'Men', type: 'Shirts' }],
      ['PUT', `/dress/${d._id}/disable`],
      ['PUT', `/dress/${d._id}/enable`],
      ['PATCH', `/dress/${d._id}/new-arrival`],
      ['PATCH', `/dress/${d._id}/new-arrival/unmark`],
      ['DELETE', `/dress/${d._id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, other.token, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Dress not found' });
    }
    expect((await call('GET', '/dress', other.token)).json().dresses.some((x: { _id: string }) => x._id === d._id)).toBe(false);
    const mine = (await call('GET', '/dress', store.token)).json().dresses.find((x: { _id: string }) => x._id === d._id);
    expect(mine).toMatchObject({ brand: 'Mine', category: 'Women', disabled: false, isNewArrival: false, imageKey: d.imageKey });
    expect(await t.services.storage.exists(d.imageKey)).toBe(true);
  });

  it('needs a store token and enforces upload limits', async () => {
    const shopper = await createUser(t.services, store.row.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dress' })).statusCode).toBe(401);
    expect((await call('GET', '/dress', shopper.token)).statusCode).toBe(403);
    expect((await call('GET', '/dress/upload-url?fileName=a.png&fileType=image/png', shopper.token)).statusCode).toBe(403);
    const big = await uploadImage(t, store.token, 'dress', Buffer.concat([await drawImage('png'), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.put.statusCode).toBe(413);
    const text = await uploadImage(t, store.token, 'dress', Buffer.from('GIF89a not really'));
    expect(text.put.statusCode).toBe(400);
    for (const { key } of [big, text]) expect(await t.services.storage.exists(key)).toBe(false);
  });
});
