import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import type { Services } from '../src/services.ts';
import type { TestApp } from './helper.ts';

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
  const second = { ...t.services, db: otherDatabase?.db ?? t.services.db, config: { ...t.services.config, dataDir: otherDir } };
  const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await Promise.all([start(t.services), start(second)]);
    const notices = printed.mock.calls.map(([text]) => String(text)).filter((text) => text.includes(notice));
    const files = await Promise.all([t.dataDir, otherDir].map((dir) => readFile(path.join(dir, file), 'utf8').catch(() => '')));
    return { notices, files };
  } finally {
    printed.mockRestore();
    await otherDatabase?.close();
    await rm(otherDir, { recursive: true, force: true });
  }
}
