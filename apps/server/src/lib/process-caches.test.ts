import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, dresses } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { objectKeys } from '../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';

/** A change made as another process would make it: straight in the database, not through this app. */
const elsewhere = (db: Db, change: (tx: Db) => Promise<unknown>) => db.transaction(async (tx) => void (await change(tx as unknown as Db)));

/** The same change with the database's change notices switched off for it (triggers do not fire). */
const unannounced = (db: Db, change: (tx: Db) => Promise<unknown>) =>
  elsewhere(db, async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });

/** Lets the set-up's own notices arrive (PostgreSQL sends them at commit, on another connection). */
const noticesDelivered = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('what a process keeps (decision 0081): list pages and account states, forgotten on the database notices', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createClient>>;
  let dressId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    store = await createClient(t.services);
    const [row] = await t.services.db
      .insert(dresses)
      .values({ clientId: store.row.id, name: 'First name', category: 'Women', type: 'Dresses', imageKey: objectKeys.upload(store.row.id, 'dresses', 'jpg') })
      .returning();
    dressId = row!.id;
    await noticesDelivered();
  });
  afterAll(() => t.close());

  const names = async (token = store.token) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dress', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json().dresses as { name: string }[]).map((d) => d.name);
  };
  const rename = (name: string) => (tx: Db) => tx.update(dresses).set({ name, updatedAt: new Date() }).where(eq(dresses.id, dressId));

  it('serves a listed page again without reading it: a change the database does not announce is not seen', async () => {
    expect(await names()).toEqual(['First name']);
    await unannounced(t.services.db, rename('Silent name'));
    expect(await names()).toEqual(['First name']);
  });

  it("forgets the store's pages when another process changes a dress (the trigger's notice), so the next read is fresh", async () => {
    await elsewhere(t.services.db, rename('Announced name'));
    await vi.waitFor(async () => expect(await names()).toEqual(['Announced name']), { timeout: 3_000, interval: 20 });
  });

  it("any change request answered here forgets the caller's pages before the answer leaves (it reads its own writes without waiting for the notice)", async () => {
    expect(await names()).toEqual(['Announced name']);
    await unannounced(t.services.db, rename('Written here'));
    // A request that changes nothing listed, so no notice can be what makes the next read fresh.
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/dress/00000000-0000-4000-8000-000000000000', headers: bearer(store.token) });
    expect(res.statusCode).toBe(404);
    expect(await names()).toEqual(['Written here']);
  });

  it('ends a session as soon as another process ends the account sessions (a password reset there)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dress', headers: bearer(store.token) })).statusCode).toBe(200);
    await elsewhere(t.services.db, (tx) => tx.update(clients).set({ sessionsValidFrom: new Date(Date.now() + 1_000) }).where(eq(clients.id, store.row.id)));
    await vi.waitFor(async () => expect((await t.app.inject({ method: 'GET', url: '/api/v1/dress', headers: bearer(store.token) })).statusCode).toBe(401), {
      timeout: 3_000,
      interval: 20,
    });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('keeps nothing while the notices cannot be heard, and keeps again once they can', async () => {
    const other = await createClient(t.services);
    await t.services.db.insert(dresses).values({ clientId: other.row.id, name: 'Before', category: 'Women', type: 'Dresses', imageKey: objectKeys.upload(other.row.id, 'dresses', 'jpg') });
    await noticesDelivered();
    const otherNames = () => names(other.token);
    expect(await otherNames()).toEqual(['Before']);
    // The listening connection is ended by the server (a restart, an administrator).
    await t.services.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN tryown_changes'`);
    await vi.waitFor(() => expect(t.services.database.changes.live).toBe(false), { timeout: 3_000, interval: 10 });
    await unannounced(t.services.db, (tx) => tx.update(dresses).set({ name: 'While deaf' }).where(eq(dresses.clientId, other.row.id)));
    expect(await otherNames()).toEqual(['While deaf']);
    await unannounced(t.services.db, (tx) => tx.update(dresses).set({ name: 'Still deaf' }).where(eq(dresses.clientId, other.row.id)));
    expect(await otherNames()).toEqual(['Still deaf']);
    await vi.waitFor(() => expect(t.services.database.changes.live).toBe(true), { timeout: 5_000, interval: 50 });
    expect(await otherNames()).toEqual(['Still deaf']);
    await unannounced(t.services.db, (tx) => tx.update(dresses).set({ name: 'Kept again' }).where(eq(dresses.clientId, other.row.id)));
    expect(await otherNames()).toEqual(['Still deaf']);
  });
});
