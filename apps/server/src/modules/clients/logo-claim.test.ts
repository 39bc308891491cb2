import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { clients } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { drawImage } from '../catalogue/catalogue.test-support.ts';
import { runSweep } from '../../sweeper/sweeper.ts';
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '../../sweeper/unattached-uploads.ts';

/**
 * Registration claims the logo uploaded before the store existed: a copy under the store, the store
 * row, then the pending files go (client.service.ts). Storage fails at each of those steps in turn,
 * once (an outage) or for good from there on (as if the process died there: no clean-up reaches
 * storage). Whatever the step, the store either has its whole logo or does not exist and its owner
 * can register again with the same upload, and after the sweeper nothing is left that no store holds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const STORAGE_CALLS = ['exists', 'get', 'put', 'delete'] as const;
let address = 0;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: `10.8.${Math.floor(++address / 250)}.${address % 250}` });
const registration = (email: string, businessLogoKey: string) => ({
  name: 'Logo Owner',
  email,
  password: 'logo-pass-1',
  businessName: 'Logo Boutique',
  gstNo: 'GST',
  panNo: 'PAN',
  mobileNo: '9876543210',
  address: '1 Logo Lane',
  city: 'Pune',
  pincode: '411001',
  businessLogoKey,
});

/** A logo uploaded anonymously, as the registration form does; with its bytes and its thumbnail's. */
async function pendingLogo() {
  const slot = (await t.app.inject({ method: 'GET', url: '/api/v1/client/upload-url', query: { fileName: 'logo.png', fileType: 'image/png' }, remoteAddress: `10.7.0.${++address % 250}` })).json();
  const put = await t.app.inject({ method: 'PUT', url: slot.url, payload: await drawImage('png', 48, 48), headers: { 'content-type': 'image/png' } });
  expect(put.statusCode).toBe(200);
  const key = slot.key as string;
  return { key, bytes: await t.services.storage.get(key), thumbnail: await t.services.storage.get(objectKeys.thumbnail(key)) };
}

/** Counts storage calls; from call `failAt` on (once, or every call after it too) each throws. */
function watchStorage(storage: ObjectStorage, failAt = 0, mode: 'once' | 'for good' = 'once') {
  let calls = 0;
  for (const name of STORAGE_CALLS) {
    const original = storage[name].bind(storage) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(storage, name).mockImplementation((async (...args: unknown[]) => {
      calls++;
      if (calls === failAt || (mode === 'for good' && failAt > 0 && calls > failAt)) throw new Error(`storage is down (call ${calls}: ${name})`);
      return original(...args);
    }) as never);
  }
  return { calls: () => calls };
}

/** Every logo file (and thumbnail) in storage: under a store's logo/ folder or still pending. */
async function logoFiles() {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key.startsWith('pending/') || /^clients\/[^/]+\/logo\//.test(key));
}

const storeWithEmail = async (email: string) => (await t.services.db.select().from(clients).where(eq(clients.email, email)))[0] ?? null;

/** The store has its whole logo: the file and its thumbnail, the bytes that were uploaded. */
async function expectWholeLogo(email: string, logo: Awaited<ReturnType<typeof pendingLogo>>) {
  const store = await storeWithEmail(email);
  expect(store?.businessLogoKey).toEqual(expect.stringMatching(/^clients\/.+\/logo\//));
  expect(await t.services.storage.get(store!.businessLogoKey!)).toEqual(logo.bytes);
  expect(await t.services.storage.get(objectKeys.thumbnail(store!.businessLogoKey!))).toEqual(logo.thumbnail);
  return store!;
}

describe('claiming the registration logo', () => {
  it('storage failing at any step (once, or for good): the store has its whole logo or can register again; nothing is left over', async () => {
    // How many storage calls a registration with a logo makes when nothing fails.
    const probe = await pendingLogo();
    const watch = watchStorage(t.services.storage);
    expect((await post('/client/register', registration('probe@tryown.test', probe.key))).statusCode).toBe(201);
    vi.restoreAllMocks();
    const calls = watch.calls();
    expect(calls).toBeGreaterThanOrEqual(6);

    for (let step = 1; step <= calls; step++) {
      for (const mode of ['once', 'for good'] as const) {
        const email = `logo-${step}-${mode.replace(' ', '-')}@tryown.test`;
        const logo = await pendingLogo();
        watchStorage(t.services.storage, step, mode);
        const first = await post('/client/register', registration(email, logo.key));
        vi.restoreAllMocks();

        expect([201, 500], `${email}: ${first.body}`).toContain(first.statusCode);
        if (first.statusCode === 201) {
          await expectWholeLogo(email, logo);
        } else {
          expect(first.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
          expect(await storeWithEmail(email)).toBeNull();
          // The upload is untouched, so the owner can press Register again with it.
          expect(await t.services.storage.get(logo.key), email).toEqual(logo.bytes);
          expect(await t.services.storage.get(objectKeys.thumbnail(logo.key)), email).toEqual(logo.thumbnail);
          const again = await post('/client/register', registration(email, logo.key));
          expect(again.statusCode, `${email}: ${again.body}`).toBe(201);
          await expectWholeLogo(email, logo);
        }

        // A day on, the sweeper leaves exactly the logos that stores hold (no copy, no pending file).
        await runSweep(t.services, t.app.log, new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS + 60_000));
        const held = (await t.services.db.select({ key: clients.businessLogoKey }).from(clients)).flatMap((row) => (row.key ? [row.key, objectKeys.thumbnail(row.key)] : []));
        expect((await logoFiles()).sort(), email).toEqual(held.sort());
        await expectWholeLogo(email, logo);
      }
    }
  }, 180_000);

  it('refuses a pending logo whose thumbnail never got written (an upload cut off half-way), storing nothing', async () => {
    const logo = await pendingLogo();
    await t.services.storage.delete(objectKeys.thumbnail(logo.key));
    const res = await post('/client/register', registration('half-upload@tryown.test', logo.key));
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: 'The business logo upload was not found. Please upload the logo again.' }]);
    expect(await storeWithEmail('half-upload@tryown.test')).toBeNull();
  });

  it('a taken e-mail (the transaction fails after the copy) keeps the upload for the next try and leaves no copy', async () => {
    const logo = await pendingLogo();
    expect((await post('/client/register', registration('taken-logo@tryown.test', (await pendingLogo()).key))).statusCode).toBe(201);
    const before = await logoFiles();
    const taken = await post('/client/register', registration('taken-logo@tryown.test', logo.key));
    expect(taken.statusCode).toBe(409);
    expect(await logoFiles()).toEqual(before);
    expect((await post('/client/register', registration('other-logo@tryown.test', logo.key))).statusCode).toBe(201);
    await expectWholeLogo('other-logo@tryown.test', logo);
  });
});
