import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { urlWindow, type ObjectStorage } from './object-storage.ts';
import type { UrlSigner } from './url-signer.ts';

/**
 * Missing, or a name no file can have. Anything else (refused, a broken link or disk) is an error,
 * never "missing": callers delete, refuse or re-create on a missing answer.
 */
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'].includes(String((error as NodeJS.ErrnoException).code));

/** Files under DATA_DIR/files, downloaded through signed, expiring URLs that our server answers. */
export function createLocalStorage(root: string, signer: UrlSigner): ObjectStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid object key: ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a temporary name of its own per write,
      // so two writes of one key at once cannot rename each other's file away.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    async signedGetUrl(key, ttlSeconds) {
      const expires = urlWindow(ttlSeconds).expiresAt;
      const signature = signer.sign('get', key, expires);
      return `/api/v1/files/${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&signature=${signature}`;
    },
  };
}
