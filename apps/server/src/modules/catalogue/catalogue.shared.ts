import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses, models, tabs } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { analyseStoredUpload } from '../../tryon/photo-analysis.ts';
import { objectKeys, type UploadKind } from '../../storage/keys.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { EXTENSION_OF, type ImageContentType } from '../../storage/image-sanitizer.ts';
import { createUploadSlot, releaseImage } from '../../storage/upload-slots.ts';
import type { UrlSigner } from '../../storage/url-signer.ts';

/**
 * What the store catalogue (models, dresses, the store's logo) shares: upload slots, the image key
 * rule, signed image URLs, file clean-up and the tab category tree.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids that are not UUIDs cannot match a row; answering 404 early also keeps PostgreSQL from a cast error. */
export const isRowId = (id: string) => UUID.test(id);

export const uploadSlotFor = (deps: { db: Db; signer: UrlSigner }, clientId: string, kind: UploadKind, fileType: ImageContentType) =>
  createUploadSlot(deps, { key: objectKeys.upload(clientId, kind, EXTENSION_OF[fileType]), clientId }, fileType);

/** A record may only point at an image this store uploaded (and that was stored, so it passed the checks). */
export async function assertOwnImage(storage: ObjectStorage, clientId: string, key: string, kind: UploadKind) {
  const prefix = `${objectKeys.storePrefix(clientId)}${kind}/`;
  if (!objectKeys.isOwnedBy(key, clientId) || !key.startsWith(prefix) || key.endsWith('.thumb.webp')) {
    throw badRequest('imageKey: the image must be uploaded by this store first');
  }
  if (!(await storage.exists(key))) throw badRequest('imageKey: the image was not uploaded (or the upload failed)');
}

/** The full image and its ~400 px WebP thumbnail, signed for this response only. */
export async function signedImage(storage: ObjectStorage, key: string) {
  const [imageUrl, thumbnailUrl] = await Promise.all([storage.signedGetUrl(key), storage.signedGetUrl(objectKeys.thumbnail(key))]);
  return { imageUrl, thumbnailUrl };
}

/** Lets go of an image and its thumbnail unless another model or dress of the store still uses it (releaseImage). */
export async function deleteImageIfUnused(db: Db, storage: ObjectStorage, clientId: string, key: string) {
  const [inModels, inDresses] = await Promise.all([
    db.$count(models, and(eq(models.clientId, clientId), eq(models.imageKey, key))),
    db.$count(dresses, and(eq(dresses.clientId, clientId), eq(dresses.imageKey, key))),
  ]);
  if (inModels + inDresses > 0) return;
  await releaseImage(db, storage, key);
}

/**
 * Analyses a freshly uploaded image of the store (the check at upload). When the photo is refused,
 * the upload is deleted (unless a row of the store already uses it) and the 422 is passed on, so a
 * refusal leaves neither a row nor a file.
 */
export const analyseUpload = <T>(db: Db, storage: ObjectStorage, clientId: string, key: string, analyse: (image: Buffer) => Promise<T>): Promise<T> =>
  analyseStoredUpload(storage, key, analyse, () => deleteImageIfUnused(db, storage, clientId, key));

/** The category tree of one of the store's own tabs; another store's tab is 404. */
export async function tabCategories(db: Db, clientId: string, tabId: string) {
  const [tab] = await db
    .select({ categories: tabs.categories })
    .from(tabs)
    .where(and(eq(tabs.id, tabId), eq(tabs.clientId, clientId)))
    .limit(1);
  if (!tab) throw notFound('Tab not found');
  return tab.categories.map((c) => ({
    id: c.id,
    name: c.name,
    types: c.types ?? [],
    subcategories: (c.subcategories ?? []).map((s) => ({ id: s.id, name: s.name, types: s.types ?? [] })),
  }));
}

/** Page arithmetic shared by the two lists. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
