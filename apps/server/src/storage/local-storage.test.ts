import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createUrlSigner } from './url-signer.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'tryown-local-storage-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const storage = () => createLocalStorage(root, createUrlSigner('local-storage-test-secret-of-32-chars'));

it('takes simultaneous writes of one key: each succeeds, one whole body is kept, no temporary file is left', async () => {
  const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, i));
  await Promise.all(bodies.map((body) => storage().put('clients/a/models/x.jpg', body, 'image/jpeg')));
  const kept = await storage().get('clients/a/models/x.jpg');
  expect(bodies.some((body) => body.equals(kept!))).toBe(true);
  expect(await readdir(path.join(root, 'clients/a/models'))).toEqual(['x.jpg']);
});

it('says "missing" only for what is missing; any other failure is an error', async () => {
  await storage().put('clients/a/logo/l.png', Buffer.from('png'), 'image/png');
  expect(await storage().exists('clients/a/logo/l.png')).toBe(true);
  expect(await storage().exists('clients/a/logo/none.png')).toBe(false);
  // A path through a file, or a name no file can have, is missing too.
  expect(await storage().exists('clients/a/logo/l.png/inside.png')).toBe(false);
  expect(await storage().exists(`clients/a/${'n'.repeat(300)}.png`)).toBe(false);
  expect(await storage().get(`clients/a/${'n'.repeat(300)}.png`)).toBeNull();
  // A broken disk is not "missing" (callers delete or re-create on false): here, a loop of links.
  await symlink(path.join(root, 'clients/a/loop-b.png'), path.join(root, 'clients/a/loop-a.png'));
  await symlink(path.join(root, 'clients/a/loop-a.png'), path.join(root, 'clients/a/loop-b.png'));
  await expect(storage().exists('clients/a/loop-a.png')).rejects.toThrow(/ELOOP/);
  await expect(storage().get('clients/a/loop-a.png')).rejects.toThrow(/ELOOP/);
});
