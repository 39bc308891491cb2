import { randomUUID } from 'node:crypto';

/**
 * Every object key the platform writes is built here. A store's objects all live under
 * `clients/{clientId}/`, which is how ownership of a key is checked.
 */
export type UploadKind = 'models' | 'dresses' | 'logo';
export type ImageExtension = 'jpg' | 'png' | 'webp';

const storePrefix = (clientId: string) => `clients/${clientId}/`;

/**
 * Who owns a person photo and the looks made from it. Each owner has a folder under the store's
 * `people/`, so deleting the owner is one prefix, and no store or staff route signs a `people/` key.
 */
export type PersonOwner = { kind: 'user' | 'widget'; id: string };
const personPrefix = (clientId: string, owner: PersonOwner) => `${storePrefix(clientId)}people/${owner.kind}-${owner.id}/`;

export const objectKeys = {
  storePrefix,
  upload: (clientId: string, kind: UploadKind, ext: ImageExtension) => `${storePrefix(clientId)}${kind}/${randomUUID()}.${ext}`,
  /** Uploads made before an account exists (a store's logo at registration); claimed at sign-up. */
  pendingUpload: (ext: ImageExtension) => `pending/${randomUUID()}.${ext}`,
  claimedLogo: (clientId: string, pendingKey: string) => `${storePrefix(clientId)}logo/${pendingKey.slice('pending/'.length)}`,
  generated: (clientId: string, taskId: string) => `${storePrefix(clientId)}generated/${taskId}.jpg`,
  personPrefix,
  personPhoto: (clientId: string, owner: PersonOwner, ext: ImageExtension) => `${personPrefix(clientId, owner)}photos/${randomUUID()}.${ext}`,
  look: (clientId: string, owner: PersonOwner, taskId: string) => `${personPrefix(clientId, owner)}looks/${taskId}.jpg`,
  /** A person photo or look: private to its owner, whatever store or staff member asks. */
  isPersonKey: (key: string) => /^clients\/[^/]+\/people\//.test(key),
  thumbnail: (key: string) => key.replace(/\.[a-z]+$/, '.thumb.webp'),
  isPending: (key: string) => /^pending\/[0-9a-f-]{36}\.(jpg|png|webp)$/.test(key),
  isOwnedBy: (key: string, clientId: string) => key.startsWith(storePrefix(clientId)) && !key.includes('..'),
  /** Keys are relative paths of plain segments: no `..`, no leading slash, no backslash or NUL. */
  isWellFormed: (key: string) =>
    key.length > 0 && !key.startsWith('/') && !key.includes('\\') && !key.includes('\u0000') && !key.split('/').some((part) => part === '..' || part === '.' || part === ''),
};

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Keys end in the extension of what they hold (see above), so the type follows from the key. */
export const contentTypeOfKey = (key: string) => CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
