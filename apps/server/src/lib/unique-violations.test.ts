import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CODE, bearer, buildTestApp, SUPERADMIN, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';

/**
 * Registrations racing for one e-mail: the services insert without checking first, so the unique
 * constraint decides and lib/unique-violations.ts answers 409 with the spec's message, never 500.
 * Runs on PGlite and, in the server-pg project, on PostgreSQL (where the inserts really overlap).
 */
let t: TestApp;
let superToken: string;
let storeUserId: string;
beforeAll(async () => {
  t = await buildTestApp();
  superToken = (await t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: SUPERADMIN })).json().token;
  storeUserId = (await createClient(t.services)).row.publicId;
});
afterAll(() => t.close());

const RACERS = 6;
let address = 0;
/** Each racer from its own address, so the per-address write limits never answer first. */
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}` });

const storeFields = { name: 'Race Owner', password: 'race-pass-1', businessName: 'Race Boutique', gstNo: 'GST', panNo: 'PAN', city: 'Pune', pincode: '411001', mobileNo: '9876543210', address: '1 Race Road' };

async function rowsWithEmail(table: 'clients' | 'users' | 'admins', email: string) {
  const result = (await t.services.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where email = ${email}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Exactly one racer won, every other one was told the e-mail is taken, and one row exists. */
async function expectOneWinner(answers: Awaited<ReturnType<typeof post>>[], message: string, table: 'clients' | 'users' | 'admins', email: string) {
  const statuses = answers.map((res) => res.statusCode).sort();
  expect(statuses).toEqual([201, ...Array<number>(answers.length - 1).fill(409)]);
  for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual({ success: false, message });
  expect(await rowsWithEmail(table, email)).toBe(1);
}

describe('simultaneous registrations of one e-mail', () => {
  it('stores: self-registration and the super admin racing, one 201 and the rest 409', async () => {
    const email = 'race-store@tryown.test';
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        i % 2 === 0
          ? post('/client/register', { ...storeFields, email: i === 0 ? email : ` ${email.toUpperCase()} ` })
          : post('/superadmin/registerclient', { ...storeFields, email, aadharNo: '1234' }, bearer(superToken)),
      ),
    );
    await expectOneWinner(answers, 'A business account with this email already exists', 'clients', email);
  });

  it('shoppers of one store, one 201 and the rest 409', async () => {
    const email = 'race-shopper@tryown.test';
    const answers = await Promise.all(Array.from({ length: RACERS }, () => post('/user/register', { name: 'Racer', email, password: 'race-pass-1', userId: storeUserId })));
    await expectOneWinner(answers, 'An account with this email already exists', 'users', email);
  });

  it('admins, one 201 and the rest 409', async () => {
    const email = 'race-admin@tryown.test';
    const answers = await Promise.all(Array.from({ length: RACERS }, () => post('/admin/register', { name: 'Racer', email, password: 'race-pass-1', admincode: ADMIN_CODE })));
    await expectOneWinner(answers, 'An admin with this email already exists', 'admins', email);
  });
});
