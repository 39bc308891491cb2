import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient } from '../../../test/factories.ts';
import { objectKeys } from '../../storage/keys.ts';
import { createUploadSlot } from '../../storage/upload-slots.ts';

/** A small photo with EXIF/GPS metadata, drawn here. */
const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();

describe('uploads and signed files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const slotFor = (key: string, type: 'image/jpeg' | 'image/png' | 'image/webp' = 'image/jpeg') => createUploadSlot(t.services, { key, clientId: null }, type);
  const put = (url: string, body: Buffer, contentType = 'image/jpeg') => t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  it('stores a re-encoded image without metadata, plus a thumbnail', async () => {
    const key = objectKeys.upload('0b7e2a52-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await put((await slotFor(key)).url, original);
    expect(res.statusCode).toBe(200);
    const stored = await t.services.storage.get(key);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored!).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    expect((await sharp((await t.services.storage.get(objectKeys.thumbnail(key)))!).metadata()).format).toBe('webp');
  });

  it('refuses bytes that are not the announced image type and keeps nothing', async () => {
    const key = objectKeys.upload('0b7e2a52-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const res = await put((await slotFor(key)).url, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The file is not a JPEG, PNG or WebP image' });
    expect(await t.services.storage.exists(key)).toBe(false);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    const mismatch = await put((await slotFor(key)).url, png);
    expect(mismatch.statusCode).toBe(400);
    expect(await t.services.storage.exists(key)).toBe(false);
  });

  it('takes one upload per link: a second PUT cannot replace the stored image; a refused one may be retried', async () => {
    const key = objectKeys.upload('0b7e2a52-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const { url } = await slotFor(key);
    expect((await put(url, Buffer.from('not an image'))).statusCode).toBe(400);
    expect((await put(url, await photoWithGps())).statusCode).toBe(200);
    const stored = await t.services.storage.get(key);
    const other = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#00ff00' } }).jpeg().toBuffer();
    const again = await put(url, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This upload link has already been used. Please choose the image again.' });
    expect(await t.services.storage.get(key)).toEqual(stored);
  });

  it('refuses files over 5 MB with 413', async () => {
    const key = objectKeys.upload('0b7e2a52-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const res = await put((await slotFor(key)).url, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The file is too large: images must be at most 5 MB' });
    expect(await t.services.storage.exists(key)).toBe(false);
  });

  it('refuses a tampered or expired upload link', async () => {
    const key = objectKeys.upload('0b7e2a52-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const other = objectKeys.upload('11111111-58d4-4b0d-9a4e-6f9d6a1d2c11', 'models', 'jpg');
    const tampered = (await slotFor(key)).url.replace(encodeURIComponent(key.split('/')[1]!), other.split('/')[1]!);
    expect((await put(tampered, await photoWithGps())).statusCode).toBe(403);
    const expired = (await slotFor(key)).url.replace(/expires=\d+/, 'expires=1000');
    expect((await put(expired, await photoWithGps())).statusCode).toBe(403);
  });

  it('signs download links only for the owning store', async () => {
    const owner = await createClient(t.services);
    const stranger = await createClient(t.services);
    const admin = await createAdmin(t.services);
    const key = objectKeys.upload(owner.row.id, 'dresses', 'jpg');
    await put((await slotFor(key)).url, await photoWithGps());

    const url = `/api/v1/s3/presigned-url?key=${encodeURIComponent(key)}`;
    const mine = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(mine.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: mine.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin.token) })).statusCode).toBe(200);

    const forged = mine.json().url.replace(/signature=[^&]+/, 'signature=abc');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });
});
