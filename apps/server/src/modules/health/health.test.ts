import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('reports the database and storage in use', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', storage: 'local' });
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ success: false, message: 'No route GET /api/v1/nothing-here' });
});

it('publishes the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toContain('/api/v1/superadmin/login');
});
