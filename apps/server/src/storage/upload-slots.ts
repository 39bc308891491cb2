import type { UploadUrlResponse } from '@tryown/contracts';
import type { Db } from '../db/client.ts';
import { objectKeys } from './keys.ts';
import type { ObjectStorage } from './object-storage.ts';
import { sanitizeImage, type ImageContentType } from './image-sanitizer.ts';
import { recordUploadSlot } from './upload-slots.repository.ts';
import { expiryIn, type UrlSigner } from './url-signer.ts';

const UPLOAD_SLOT_SECONDS = 10 * 60;

/**
 * The spec's two-step upload: an upload URL, then one PUT of the bytes. The URL always points at
 * our own server (whatever the storage), so every upload is checked and re-encoded before it is kept.
 * Each slot is recorded: its link takes one upload, and the sweeper removes what no record took.
 */
export async function createUploadSlot(
  { db, signer }: { db: Db; signer: UrlSigner },
  slot: { key: string; clientId: string | null },
  contentType: ImageContentType,
): Promise<UploadUrlResponse> {
  await recordUploadSlot(db, slot.key, slot.clientId);
  const expires = expiryIn(UPLOAD_SLOT_SECONDS);
  const signature = signer.sign('put', slot.key, expires, contentType);
  const url = `/api/v1/uploads/${slot.key.split('/').map(encodeURIComponent).join('/')}?contentType=${encodeURIComponent(contentType)}&expires=${expires}&signature=${signature}`;
  return { success: true, url, key: slot.key, message: 'Upload URL created' };
}

/** Stores a sanitised image and its thumbnail; nothing is kept when the bytes are refused. */
export async function storeUploadedImage(storage: ObjectStorage, key: string, bytes: Buffer, contentType: ImageContentType) {
  const image = await sanitizeImage(bytes, contentType);
  await storage.put(key, image.body, image.contentType);
  await storage.put(objectKeys.thumbnail(key), image.thumbnail, 'image/webp');
  return image;
}

/** Deletes a refused upload and its thumbnail at once (no record ever held it; its slot row lets the sweeper retry). */
export const deleteUploadedImage = (storage: ObjectStorage, key: string) => Promise.all([storage.delete(key), storage.delete(objectKeys.thumbnail(key))]);

/**
 * Lets go of an image (and its thumbnail) that no record holds any more: removed now when storage
 * answers, and first recorded as an upload no record holds, so that when storage fails (or the
 * process stops here) the sweeper removes it a day later. Never fails a request whose rows have
 * already changed.
 */
export async function releaseImage(db: Db, storage: ObjectStorage, key: string) {
  await recordUploadSlot(db, key, null);
  await deleteUploadedImage(storage, key).catch(() => {});
}
