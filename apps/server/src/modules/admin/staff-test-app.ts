import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, SUPERADMIN, type TestApp } from '../../../test/helper.ts';

/** Test support for the staff portals: one app per file plus a signed-in super admin token. */
export function useStaffTestApp() {
  const ctx = {} as { t: TestApp; superToken: string };
  beforeAll(async () => {
    ctx.t = await buildTestApp();
    ctx.superToken = (await ctx.t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: SUPERADMIN })).json().token;
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
