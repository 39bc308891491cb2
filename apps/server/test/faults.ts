import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/**
 * Makes the database refuse every insert into `table` (a real error, raised by a real trigger), as a
 * crash at that write would leave things; the returned function lifts it. PGlite and PostgreSQL alike.
 */
export async function refuseInserts(db: Db, table: string) {
  const name = `refuse_insert_${table}`;
  await db.execute(sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'injected failure: insert into ${table}'; end $$`));
  await db.execute(sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
  };
}
