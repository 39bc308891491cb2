import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { bearer, type TestApp } from '../../../test/helper.ts';
import { EVAL_PERSON, evalPhoto } from '../../../test/eval-photos.ts';

/** Shopper API calls as the web app makes them. */
export const shopperCall = (t: TestApp, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/user${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/**
 * The two upload steps: a slot from user/photos/upload-url, then one PUT of the bytes. By default a
 * real photo of a person (JPEG, from ../shared/eval), as the check at upload accepts; tests that add
 * a photo skip without it (`hasEvalPhotos`).
 */
export async function uploadPhotoBytes(t: TestApp, token: string, body?: Buffer, fileType = 'image/jpeg') {
  const slot = await t.app.inject({ method: 'GET', url: '/api/v1/user/photos/upload-url', query: { fileName: 'me.jpg', fileType }, headers: bearer(token) });
  if (slot.statusCode !== 200) throw new Error(`upload-url failed: ${slot.body}`);
  const { url, key } = slot.json() as { url: string; key: string };
  const put = await t.app.inject({ method: 'PUT', url, payload: body ?? (await evalPhoto(EVAL_PERSON)), headers: { 'content-type': fileType } });
  return { key, put };
}

/** Upload and add: the shopper's new photo as POST user/photos answers it. */
export async function addShopperPhoto(t: TestApp, token: string, body?: Buffer, fileType = 'image/jpeg') {
  const { key, put } = await uploadPhotoBytes(t, token, body, fileType);
  if (put.statusCode !== 200) throw new Error(`photo upload failed: ${put.body}`);
  const res = await shopperCall(t, token, 'POST', '/photos', { imageKey: key });
  if (res.statusCode !== 201) throw new Error(`add photo failed: ${res.body}`);
  return { key, photo: res.json().photo as { _id: string; imageUrl: string; thumbnailUrl: string; analysis: string } };
}

/** Every file the test app's local storage holds under a key prefix (names relative to it). */
export async function storedFilesUnder(t: TestApp, prefix: string) {
  const { storage } = t.services.config;
  if (storage.kind !== 'local') throw new Error('storedFilesUnder reads local storage only');
  const names = await readdir(path.join(storage.dir, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
  return names.filter((entry) => entry.isFile()).map((entry) => path.relative(path.join(storage.dir, prefix), path.join(entry.parentPath, entry.name)));
}
