import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { refuseInserts } from '../test/faults.ts';
import { ensureSuperadmin } from './bootstrap.ts';
import { openDatabase } from './db/client.ts';
import { superadmins } from './db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  // No SUPERADMIN_EMAIL/PASSWORD: the super admin is generated (buildTestApp runs ensureSuperadmin).
  t = await buildTestApp({ SUPERADMIN_EMAIL: '', SUPERADMIN_PASSWORD: '' });
});
afterAll(() => t.close());

const file = () => path.join(t.dataDir, 'superadmin-credentials.txt');
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: { email, password } });
const fields = async (at = file()) => Object.fromEntries((await readFile(at, 'utf8')).trim().split('\n').map((line) => line.split(': ') as [string, string]));

it('a generated super admin signs in with the password in its file', async () => {
  const { email, password } = await fields();
  expect((await login(email!, password!)).statusCode).toBe(200);
});

it('a first start cut off between the credentials file and the account row: the next start creates it with that password', async () => {
  await t.services.db.delete(superadmins);
  await writeFile(file(), '');
  const lift = await refuseInserts(t.services.db, 'superadmins');
  await expect(ensureSuperadmin(t.services, t.app.log)).rejects.toThrow();
  await lift();
  const written = await fields();
  expect(written.password).toEqual(expect.any(String));
  expect(await t.services.db.select().from(superadmins)).toHaveLength(0);

  await ensureSuperadmin(t.services, t.app.log);
  expect(await fields()).toEqual(written);
  expect((await login(written.email!, written.password!)).statusCode).toBe(200);
});

it('two processes starting at once on one database: one creates the super admin, and only its password is printed and filed', async () => {
  await t.services.db.delete(superadmins);
  await writeFile(file(), '');
  // The second process has its own DATA_DIR and, on PostgreSQL, its own connections (PGlite is one
  // connection in one process: both share it, as two starts in one process would).
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'tryown-second-'));
  const { database: config } = t.services.config;
  const otherDatabase = config.kind === 'postgres' ? await openDatabase(config) : null;
  const second = { ...t.services, db: otherDatabase?.db ?? t.services.db, config: { ...t.services.config, dataDir: otherDir } };
  const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await Promise.all([ensureSuperadmin(t.services, t.app.log), ensureSuperadmin(second, t.app.log)]);
    const notices = printed.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('Super admin created'));
    printed.mockRestore();
    expect(notices).toHaveLength(1);
    expect(await t.services.db.select().from(superadmins)).toHaveLength(1);
    // Every credentials file written holds the account's password (the loser writes none).
    const files = [];
    for (const at of [file(), path.join(otherDir, 'superadmin-credentials.txt')]) {
      const written = await fields(at).catch(() => ({}) as Record<string, string>);
      if (written.password) files.push(written);
    }
    expect(files).toHaveLength(1);
    expect(notices[0]).toContain(files[0]!.password);
    expect((await login(files[0]!.email!, files[0]!.password!)).statusCode).toBe(200);
  } finally {
    printed.mockRestore();
    await otherDatabase?.close();
    await rm(otherDir, { recursive: true, force: true });
  }
});
