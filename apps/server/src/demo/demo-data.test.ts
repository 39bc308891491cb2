import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { refuseInserts } from '../../test/faults.ts';
import { startTwiceAtOnce, startTwiceTitle } from '../../test/start-twice.ts';
import { clients, dresses, models, tabs } from '../db/schema.ts';
import { objectKeys } from '../storage/keys.ts';
import { runSweep } from '../sweeper/sweeper.ts';
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from '../sweeper/unattached-uploads.ts';
import { clothTypeOf } from '@tryown/contracts';
import { analysisStateOf } from '../tryon/photo-analysis.ts';
import { DEMO_EMAIL, ensureDemoStore } from './demo-data.ts';

afterEach(() => vi.restoreAllMocks());

const credentialsFile = (t: TestApp) => path.join(t.dataDir, 'demo-credentials.txt');
const readCredentialsText = (t: TestApp) => readFile(credentialsFile(t), 'utf8');
const passwordIn = (text: string) => /^password: (.+)$/m.exec(text)?.[1];
const demoStores = (t: TestApp) => t.services.db.select().from(clients).where(eq(clients.email, DEMO_EMAIL));

/** The demo store is whole: its catalogue, its tabs, and a file whose password signs it in. */
async function expectWholeDemoStore(t: TestApp) {
  const stores = await demoStores(t);
  expect(stores).toHaveLength(1);
  const store = stores[0]!;
  expect(await t.services.db.select().from(models).where(eq(models.clientId, store.id))).toHaveLength(3);
  expect(await t.services.db.select().from(dresses).where(eq(dresses.clientId, store.id))).toHaveLength(5);
  expect((await t.services.db.select().from(tabs).where(eq(tabs.clientId, store.id))).map((tab) => tab.name)).toContain('Models');
  const text = await readCredentialsText(t);
  expect(text).toContain(`email: ${DEMO_EMAIL}\n`);
  expect(text).toContain(`Client User ID: ${store.publicId}\n`);
  const login = await t.app.inject({ method: 'POST', url: '/api/v1/client/login', payload: { email: DEMO_EMAIL, password: passwordIn(text) } });
  expect(login.statusCode, login.body).toBe(200);
  return store;
}

/** Every stored file that no row holds (thumbnails count with their image). */
async function orphanFiles(t: TestApp) {
  const root = path.join(t.dataDir, 'files');
  const keys = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const held = new Set<string>();
  for (const table of [models, dresses]) for (const row of await t.services.db.select({ key: table.imageKey }).from(table)) held.add(row.key);
  return keys.filter((key) => !held.has(key) && !held.has(key.replace(/\.thumb\.webp$/, '.jpg')));
}

const logger = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('the demo store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is created once, with drawn images checked like uploads, default tabs and its credentials file', async () => {
    await ensureDemoStore(t.services, t.app.log);
    await ensureDemoStore(t.services, t.app.log);
    const store = await expectWholeDemoStore(t);
    const storeModels = await t.services.db.select().from(models).where(eq(models.clientId, store.id));
    const storeDresses = await t.services.db.select().from(dresses).where(eq(dresses.clientId, store.id));
    // Checked like uploads: each card shows ready or refused (with the reason), none "not checked".
    for (const row of storeModels) expect(analysisStateOf(row.analysis).state, row.name).not.toBe('needs_check');
    for (const row of storeDresses) expect(analysisStateOf(row.analysis, clothTypeOf(row)).state, row.name).not.toBe('needs_check');
    const image = await t.services.storage.get(storeModels[0]!.imageKey);
    expect((await sharp(image!).metadata()).width).toBe(768);
    expect(await t.services.storage.exists(objectKeys.thumbnail(storeModels[0]!.imageKey))).toBe(true);
  }, 120_000);

  it('a start cut off after the commit (file without its Client User ID) is finished by the next', async () => {
    const before = await readCredentialsText(t);
    await writeFile(credentialsFile(t), `email: ${DEMO_EMAIL}\npassword: ${passwordIn(before)}\n`);
    await ensureDemoStore(t.services, t.app.log);
    expect(await readCredentialsText(t)).toBe(before);
    await expectWholeDemoStore(t);
  });

  it('says so, and changes nothing, when the store is there but its credentials file is gone', async () => {
    await rm(credentialsFile(t));
    const log = logger();
    await ensureDemoStore(t.services, log);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('credentials file is gone'));
    expect(await demoStores(t)).toHaveLength(1);
  });
});

/** Each crash starts from an empty installation of its own. */
async function onFreshInstall(run: (t: TestApp) => Promise<void>) {
  const t = await buildTestApp();
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('a first start cut off while seeding the demo store', () => {
  it('storage dying half-way: nothing filed yet, the next start seeds the store whole; the first pictures are swept', () =>
    onFreshInstall(async (t) => {
      const storage = t.services.storage;
      const put = storage.put.bind(storage);
      let puts = 0;
      // Dead from the 5th write on (two pictures and their thumbnails made it), as if the process had died there.
      vi.spyOn(storage, 'put').mockImplementation(async (...args) => {
        if (++puts > 4) throw new Error('storage is down');
        return put(...args);
      });
      await expect(ensureDemoStore(t.services, t.app.log)).rejects.toThrow('storage is down');
      vi.restoreAllMocks();

      // Nothing a person could half-use: no store, and no password filed (it is filed in the start-up
      // turn, just before the rows).
      expect(await demoStores(t)).toHaveLength(0);
      expect(await readCredentialsText(t).catch(() => null)).toBeNull();
      expect(await orphanFiles(t)).toHaveLength(4);

      await ensureDemoStore(t.services, t.app.log);
      await expectWholeDemoStore(t);
      // The first start's pictures were recorded as uploads no record holds: a day on they are gone.
      await runSweep(t.services, t.app.log, new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS + 60_000));
      expect(await orphanFiles(t)).toEqual([]);
      await expectWholeDemoStore(t);
    }), 180_000);

  it('inside its transaction: no store, no models and no tabs are left behind, and the next start seeds it whole', () =>
    onFreshInstall(async (t) => {
      // The database refuses the last rows the seeding writes (the dresses), after the store, its tabs and models.
      const lift = await refuseInserts(t.services.db, 'dresses');
      await expect(ensureDemoStore(t.services, t.app.log)).rejects.toThrow();
      await lift();
      const written = passwordIn(await readCredentialsText(t));
      expect(written).toEqual(expect.any(String));

      expect(await demoStores(t)).toHaveLength(0);
      expect(await t.services.db.select().from(models)).toHaveLength(0);
      expect(await t.services.db.select().from(tabs)).toHaveLength(0);

      // The password filed before the rows is the one the next start seeds the store with.
      await ensureDemoStore(t.services, t.app.log);
      await expectWholeDemoStore(t);
      expect(passwordIn(await readCredentialsText(t))).toBe(written);
    }), 180_000);
});

describe('two processes starting at once on one database', () => {
  it(startTwiceTitle('one seeds the demo store, and only its password is printed and filed'), () =>
    onFreshInstall(async (t) => {
      const { notices, files } = await startTwiceAtOnce(t, (services) => ensureDemoStore(services, logger()), { notice: 'Demo store created', file: 'demo-credentials.txt' });
      expect(notices).toHaveLength(1);
      const [store] = await demoStores(t);
      // Every credentials file with a password holds the store's (the loser files none).
      const filed = files.filter((text) => passwordIn(text));
      expect(filed).toHaveLength(1);
      expect(filed[0]).toContain(`Client User ID: ${store!.publicId}\n`);
      expect(notices[0]).toContain(passwordIn(filed[0]!));
      const login = await t.app.inject({ method: 'POST', url: '/api/v1/client/login', payload: { email: DEMO_EMAIL, password: passwordIn(filed[0]!) } });
      expect(login.statusCode, login.body).toBe(200);
    }), 180_000);
});
