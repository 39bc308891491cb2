import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { refuseInserts } from '../test/faults.ts';
import { startTwiceAtOnce, startTwiceTitle } from '../test/start-twice.ts';
import { ensureSuperadmin } from './bootstrap.ts';
import { superadmins } from './db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  // No SUPERADMIN_EMAIL/PASSWORD: the super admin is generated (buildTestApp runs ensureSuperadmin).
  t = await buildTestApp({ SUPERADMIN_EMAIL: '', SUPERADMIN_PASSWORD: '' });
});
afterAll(() => t.close());

const file = () => path.join(t.dataDir, 'superadmin-credentials.txt');
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: { email, password } });
const fieldsOf = (text: string): Record<string, string> => Object.fromEntries(text.trim().split('\n').map((line) => line.split(': ') as [string, string]));
const fields = async () => fieldsOf(await readFile(file(), 'utf8'));

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

it(startTwiceTitle('two processes starting at once on one database: one creates the super admin, and only its password is printed and filed'), async () => {
  await t.services.db.delete(superadmins);
  await writeFile(file(), '');
  const { notices, files } = await startTwiceAtOnce(t, (services) => ensureSuperadmin(services, t.app.log), { notice: 'Super admin created', file: 'superadmin-credentials.txt' });
  expect(notices).toHaveLength(1);
  expect(await t.services.db.select().from(superadmins)).toHaveLength(1);
  // Every credentials file written holds the account's password (the loser writes none).
  const filed = files.map(fieldsOf).filter((written) => written.password);
  expect(filed).toHaveLength(1);
  expect(notices[0]).toContain(filed[0]!.password);
  expect((await login(filed[0]!.email!, filed[0]!.password!)).statusCode).toBe(200);
});
