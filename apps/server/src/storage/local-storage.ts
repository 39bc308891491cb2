import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { urlWindow, type ObjectStorage } from './object-storage.ts';
import type { UrlSigner } from './url-signer.ts';

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
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
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
