import { randomUUID } from 'node:crypto';

/**
 * Every object key the platform writes is built here. A store's objects all live under
 * `clients/{clientId}/`, which is how ownership of a key is checked.
 */
export type UploadKind = 'models' | 'dresses' | 'logo';
export type ImageExtension = 'jpg' | 'png' | 'webp';

const storePrefix = (clientId: string) => `clients/${clientId}/`;

export const objectKeys = {
  storePrefix,
  upload: (clientId: string, kind: UploadKind, ext: ImageExtension) => `${storePrefix(clientId)}${kind}/${randomUUID()}.${ext}`,
  /** Uploads made before an account exists (a store's logo at registration); claimed at sign-up. */
  pendingUpload: (ext: ImageExtension) => `pending/${randomUUID()}.${ext}`,
  claimedLogo: (clientId: string, pendingKey: string) => `${storePrefix(clientId)}logo/${pendingKey.slice('pending/'.length)}`,
  generated: (clientId: string, taskId: string) => `${storePrefix(clientId)}generated/${taskId}.jpg`,
  thumbnail: (key: string) => key.replace(/\.[a-z]+$/, '.thumb.webp'),
  isPending: (key: string) => /^pending\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(key),
  isOwnedBy: (key: string, clientId: string) => key.startsWith(storePrefix(clientId)) && !key.includes('..'),
};

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Keys end in the extension of what they hold (see above), so the type follows from the key. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
