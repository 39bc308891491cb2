import pg from 'pg';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

// PostgreSQL only: PGlite lives in the process and has no connections to lose.
it.skipIf(process.env.TEST_DB !== 'postgres')('keeps serving when PostgreSQL ends its idle connections (a restart, an administrator)', async () => {
  const t = await buildTestApp();
  try {
    const login = () => t.app.inject({ method: 'POST', url: '/api/v1/client/login', payload: { email: 'nobody@tryown.test', password: 'wrong-pass' } });
    expect((await login()).statusCode).toBe(401);
    const database = new URL(t.services.config.database.kind === 'postgres' ? t.services.config.database.url : '').pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    // Without the pool's error listener the lost idle connection is an uncaught exception (this file fails).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await login()).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
