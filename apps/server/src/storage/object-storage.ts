/** Where bytes live: local disk by default, any S3-compatible store when S3_* is set. */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a deleted store's files). */
  deletePrefix(prefix: string): Promise<void>;
  /** A URL the browser can GET for a limited time. */
  signedGetUrl(key: string, ttlSeconds?: number): Promise<string>;
}

export const DEFAULT_URL_TTL_SECONDS = 15 * 60;

/**
 * Download links are signed per window of this many seconds: every answer in one window carries the
 * same URL for a file, so an unchanged list page keeps its ETag and browsers keep the images they
 * cached; each link stays valid for at least its TTL.
 */
export const URL_WINDOW_SECONDS = 300;

/** The window `nowMs` falls in: when its links count as signed, and when a link with `ttlSeconds` expires. */
export function urlWindow(ttlSeconds = DEFAULT_URL_TTL_SECONDS, nowMs = Date.now()) {
  const signedAt = Math.floor(nowMs / 1000 / URL_WINDOW_SECONDS) * URL_WINDOW_SECONDS;
  return { signedAt, expiresAt: signedAt + URL_WINDOW_SECONDS + ttlSeconds };
}
