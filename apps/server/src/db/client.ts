import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, statementWatcher, type ChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

/** The one database type every repository takes: identical for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConfig = { kind: 'pglite'; dir: string | null } | { kind: 'postgres'; url: string };

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** The raw driver, for pg-boss which brings its own SQL. */
  pglite: PGlite | null;
  pool: pg.Pool | null;
  /** Committed changes announced by the database (migration 0013), for what processes keep in memory. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the configured database and applies the committed migrations (the same files for both engines). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection that PostgreSQL ends (a restart, a failover, an administrator) is reported
    // here; without a listener it is an uncaught exception that stops the process. The pool drops
    // that connection and opens a new one for the next query.
    pool.on('error', (error) => console.error(`database connection lost (the pool reconnects): ${error.message}`));
    const watcher = statementWatcher();
    const db = drizzlePg(pool, { schema, logger: watcher.logger });
    await migratePg(db, { migrationsFolder });
    const changes = watcher.attach(await postgresChangeFeed(config.url));
    const close = async () => {
      await changes.close();
      await pool.end();
    };
    return { kind: 'postgres', db: db as unknown as Db, pglite: null, pool, changes, close };
  }
  const client = config.dir ? new PGlite(config.dir) : new PGlite();
  const watcher = statementWatcher();
  const db = drizzlePglite(client, { schema, logger: watcher.logger });
  await migratePglite(db, { migrationsFolder });
  const changes = watcher.attach(await pgliteChangeFeed(client));
  const close = async () => {
    await changes.close();
    await client.close();
  };
  return { kind: 'pglite', db: db as unknown as Db, pglite: client, pool: null, changes, close };
}
