import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../src/db/client.ts';

/**
 * The database a test file runs on: in-memory PGlite by default; a fresh PostgreSQL database
 * (made here, dropped after) in the `server-pg` project, which needs TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { config: { kind: 'pglite', dir: null }, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `tryown_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
