import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

type Operation = { security?: unknown[]; description?: string };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes?: Record<string, unknown> } };

/** The routes anyone may call. A new route is either guarded with `allow(...)` or added here on purpose. */
const ANONYMOUS = [
  'GET /api/v1/health',
  'GET /api/v1/auth/config',
  'GET /api/v1/public/site',
  'POST /api/v1/contact',
  'POST /api/v1/superadmin/login',
  'POST /api/v1/admin/login',
  'POST /api/v1/admin/register',
  'POST /api/v1/client/login',
  'POST /api/v1/client/register',
  'GET /api/v1/client/upload-url',
  'POST /api/v1/client/google-login',
  'POST /api/v1/user/login',
  'POST /api/v1/user/register',
  'POST /api/v1/clients/{clientUserId}/mobile/user/google-login',
  // Account recovery: always 202 for forgot-password; the reset link's token is the permission.
  'POST /api/v1/superadmin/forgot-password',
  'POST /api/v1/admin/forgot-password',
  'POST /api/v1/client/forgot-password',
  'POST /api/v1/user/forgot-password',
  'POST /api/v1/auth/reset-password',
  // Signed URLs: the HMAC signature in the query is the permission.
  'GET /api/v1/files/{*}',
  'PUT /api/v1/uploads/{*}',
  // The storefront widget: a publishable key from an allowed origin is the permission (widget-access.ts).
  'GET /api/v1/widget/{key}/config',
  'GET /api/v1/widget/{key}/dresses/{id}',
  'POST /api/v1/widget/{key}/sessions',
  'POST /api/v1/widget/{key}/events',
  'GET /api/v1/public/demo',
  'POST /api/v1/widget/{key}/photos',
  'POST /api/v1/widget/{key}/photos/model',
  'POST /api/v1/widget/{key}/tryons',
  'GET /api/v1/widget/{key}/tryons/{id}',
  'GET /api/v1/widget/{key}/tryons/{id}/image',
].sort();

describe('route guards', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })));

  it('leaves only the intended routes open to anonymous callers', () => {
    expect(operations().filter(({ op }) => !op.security).map(({ key }) => key).sort()).toEqual(ANONYMOUS);
  });

  it('answers every guarded route without a token with 401 before looking at the input', async () => {
    const guarded = operations().filter(({ op }) => op.security);
    expect(guarded.length).toBeGreaterThan(30);
    for (const { key, path, method } of guarded) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const hasBody = ['post', 'put', 'patch'].includes(method);
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, ...(hasBody ? { payload: {} } : {}) });
      expect({ key, status: res.statusCode, body: res.json() }).toEqual({ key, status: 401, body: { success: false, message: 'No authentication token found' } });
    }
  });

  it('documents the bearer token and who may call each guarded route', () => {
    expect(doc.components.securitySchemes).toEqual({ bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
    const getadmins = doc.paths['/api/v1/superadmin/getadmins']!.get!;
    expect(getadmins.security).toEqual([{ bearerAuth: [] }]);
    expect(getadmins.description).toBe('Bearer token of: superadmin.');
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
  });
});
