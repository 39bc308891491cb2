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
