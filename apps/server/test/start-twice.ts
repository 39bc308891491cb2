import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { openDatabase, type Db } from '../src/db/client.ts';
import type { Services } from '../src/services.ts';
import type { TestApp } from './helper.ts';

/**
 * Whether two starts really race: on PostgreSQL each has its own connections; on PGlite both share
 * its one connection, whose transactions take turns by themselves, so a start-twice test there
 * passes even without inStartupTurn's lock. vitest.pg.config.ts runs the same tests on PostgreSQL,
 * where they go red without it.
 */
export const STARTS_RACE = process.env.TEST_DB === 'postgres';

/** A start-twice test's title, saying on PGlite that it cannot show the lock is needed. */
export const startTwiceTitle = (title: string) => (STARTS_RACE ? title : `${title} (PGlite: one shared connection, so this passes without the lock; PostgreSQL shows it is needed)`);

/**
 * Runs a start-up step in two processes starting at once on one database: this app's and a second
 * with its own DATA_DIR and, on PostgreSQL, its own connections (PGlite is one connection in one
 * process: both share it, as two starts in one process would). Gives the start-up notices printed
 * that contain `notice`, and each data directory's `file` ('' where none was written).
 */
export async function startTwiceAtOnce(t: TestApp, start: (services: Services) => Promise<unknown>, { notice, file }: { notice: string; file: string }) {
  const otherDir = await mkdtemp(path.join(os.tmpdir(), 'tryown-second-'));
  const { database: config } = t.services.config;
  const otherDatabase = config.kind === 'postgres' ? await openDatabase(config) : null;
  const meet = meeting(2);
  const first = { ...t.services, db: meet.at(t.services.db) };
  const second = { ...t.services, db: meet.at(otherDatabase?.db ?? t.services.db), config: { ...t.services.config, dataDir: otherDir } };
  const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await Promise.all([start(first).finally(meet.arrive), start(second).finally(meet.arrive)]);
    const notices = printed.mock.calls.map(([text]) => String(text)).filter((text) => text.includes(notice));
    const files = await Promise.all([t.dataDir, otherDir].map((dir) => readFile(path.join(dir, file), 'utf8').catch(() => '')));
    return { notices, files };
  } finally {
    printed.mockRestore();
    await otherDatabase?.close();
    await rm(otherDir, { recursive: true, force: true });
  }
}

/**
 * Each start's first transaction (its turn) begins only once every start has come to its own (or
 * ended without one), so the turns meet however long each took before (the demo's pictures are
 * drawn first, which alone would part them by seconds and hide a missing lock).
 */
function meeting(starts: number) {
  let arrived = 0;
  let release = () => {};
  const met = new Promise<void>((resolve) => (release = resolve));
  const arrive = () => {
    if (++arrived === starts) release();
  };
  const at = (db: Db): Db => {
    let waited = false;
    const transaction: Db['transaction'] = async (...args) => {
      if (!waited) {
        waited = true;
        arrive();
        await met;
      }
      return db.transaction(...args);
    };
    return new Proxy(db, { get: (target, key) => (key === 'transaction' ? transaction : Reflect.get(target, key, target)) });
  };
  return { at, arrive };
}
