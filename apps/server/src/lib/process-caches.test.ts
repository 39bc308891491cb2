import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dresses, models } from '../db/schema.ts';
import type { Database, Db } from '../db/client.ts';
import { setDressAnalysis, updateDress } from '../modules/dresses/dresses.repository.ts';
import { setModelAnalysis } from '../modules/models/models.repository.ts';
import { objectKeys } from '../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';

/**
 * SQL sent as another process would send it: on PostgreSQL over a connection of its own, on PGlite
 * (one process) straight to the driver; never through this process's drizzle, which tells the
 * caches of its own writes. `announced: false` switches the database's change notices off for it.
 */
async function elsewhere(database: Database, statement: string, { announced = true } = {}) {
  const script = `begin; ${announced ? '' : 'set local session_replication_role = replica;'} ${statement}; commit;`;
  if (database.pglite) return void (await database.pglite.exec(script));
  const client = new pg.Client({ connectionString: (database.pool!.options as { connectionString: string }).connectionString });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}

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

  const list = (token = store.token) => t.app.inject({ method: 'GET', url: '/api/v1/dress', headers: bearer(token) });
  const names = async (token = store.token) => {
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    return (res.json().dresses as { name: string }[]).map((d) => d.name);
  };
  const rename = (name: string) => `update dresses set name = '${name}', updated_at = now() where id = '${dressId}'`;

  it('serves a listed page again without reading it: a change the database does not announce is not seen', async () => {
    expect(await names()).toEqual(['First name']);
    await elsewhere(t.services.database, rename('Silent name'), { announced: false });
    expect(await names()).toEqual(['First name']);
  });

  it("forgets the store's pages when another process changes a dress (the trigger's notice), so the next read is fresh", async () => {
    await elsewhere(t.services.database, rename('Announced name'));
    await vi.waitFor(async () => expect(await names()).toEqual(['Announced name']), { timeout: 3_000, interval: 20 });
  });

  it("forgets as this process sends a write of an announced table: it reads its own writes at once, with no notice to wait for", async () => {
    expect(await names()).toEqual(['Announced name']);
    await t.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await (tx as unknown as Db).update(dresses).set({ name: 'Written here' }).where(eq(dresses.id, dressId));
    });
    expect(await names()).toEqual(['Written here']);
  });

  it("a write this process sends for one store (an analysis kept too) forgets that store's pages only; one whose store its statement does not name forgets every store's", async () => {
    const other = await createClient(t.services);
    const [theirs] = await t.services.db
      .insert(dresses)
      .values({ clientId: other.row.id, name: 'Theirs', category: 'Women', type: 'Dresses', imageKey: objectKeys.upload(other.row.id, 'dresses', 'jpg') })
      .returning();
    await noticesDelivered();
    expect(await names(other.token)).toEqual(['Theirs']);
    // The other store's dress changes unannounced: its kept page shows the old name until it is forgotten.
    await elsewhere(t.services.database, `update dresses set name = 'Theirs, unseen' where id = '${theirs!.id}'`, { announced: false });
    // This store's writes, with the notices off: only the statements themselves tell the caches.
    const unannounced = (write: (tx: Db) => Promise<unknown>) =>
      t.services.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await write(tx as unknown as Db);
      });

    await unannounced((tx) => updateDress(tx, store.row.id, dressId, { name: 'Scoped write' }));
    expect(await names()).toEqual(['Scoped write']);
    expect(await names(other.token)).toEqual(['Theirs']);

    // A try-on or a recheck keeping a dress's or a model's analysis names its store too.
    const [model] = await t.services.db
      .insert(models)
      .values({ clientId: store.row.id, name: 'Model', category: 'Women', imageKey: objectKeys.upload(store.row.id, 'models', 'jpg') })
      .returning();
    await noticesDelivered();
    expect(await names(other.token)).toEqual(['Theirs']);
    await unannounced((tx) => setDressAnalysis(tx, store.row.id, dressId, { kept: 'dress' }));
    await unannounced((tx) => setModelAnalysis(tx, store.row.id, model!.id, { kept: 'model' }));
    expect(await names(other.token)).toEqual(['Theirs']);

    await unannounced((tx) => tx.update(dresses).set({ name: 'Unscoped write' }).where(eq(dresses.id, dressId)));
    expect(await names()).toEqual(['Unscoped write']);
    expect(await names(other.token)).toEqual(['Theirs, unseen']);
  });

  it('ends a session as soon as another process ends the account sessions (a password reset there)', async () => {
    expect((await list()).statusCode).toBe(200);
    await elsewhere(t.services.database, `update clients set sessions_valid_from = now() + interval '1 second' where id = '${store.row.id}'`);
    await vi.waitFor(async () => expect((await list()).statusCode).toBe(401), { timeout: 3_000, interval: 20 });
  });

  it.runIf(process.env.TEST_DB === 'postgres')('keeps nothing while the notices cannot be heard, and keeps again once they can', async () => {
    const other = await createClient(t.services);
    await t.services.db.insert(dresses).values({ clientId: other.row.id, name: 'Before', category: 'Women', type: 'Dresses', imageKey: objectKeys.upload(other.row.id, 'dresses', 'jpg') });
    await noticesDelivered();
    const otherNames = () => names(other.token);
    const renameOthers = (name: string) => elsewhere(t.services.database, `update dresses set name = '${name}' where client_id = '${other.row.id}'`, { announced: false });
    expect(await otherNames()).toEqual(['Before']);
    // The listening connection is ended by the server (a restart, an administrator).
    await t.services.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN tryown_changes'`);
    await vi.waitFor(() => expect(t.services.database.changes.live).toBe(false), { timeout: 3_000, interval: 10 });
    await renameOthers('While deaf');
    expect(await otherNames()).toEqual(['While deaf']);
    await renameOthers('Still deaf');
    expect(await otherNames()).toEqual(['Still deaf']);
    await vi.waitFor(() => expect(t.services.database.changes.live).toBe(true), { timeout: 5_000, interval: 50 });
    expect(await otherNames()).toEqual(['Still deaf']);
    await renameOthers('Kept again');
    expect(await otherNames()).toEqual(['Still deaf']);
  });
});
