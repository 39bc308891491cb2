import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs `work` in a transaction that holds a PostgreSQL advisory lock named `name` until it ends, so
 * processes starting at once on one database (several web and worker processes) take turns at a
 * check-then-create step instead of each finding nothing and creating its own. PGlite has the same
 * lock (and one connection, so its transactions take turns anyway).
 */
export async function inStartupTurn<T>(db: Db, name: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tryown:${name}`}))`);
    return work(tx as unknown as Db);
  });
}
