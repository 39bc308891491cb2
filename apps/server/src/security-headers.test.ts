import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations, bearer, buildTestApp, type TestApp } from '../test/helper.ts';
import { createClient, createUser } from '../test/factories.ts';
import { uploadImage } from './modules/catalogue/catalogue.test-support.ts';
import { loadConfig } from './config.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let t: TestApp;
let storeToken: string;
let shopperToken: string;
let store: Awaited<ReturnType<typeof createClient>>;
beforeAll(async () => {
  t = await buildTestApp({ GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' });
  store = await createClient(t.services);
  storeToken = store.token;
  shopperToken = (await createUser(t.services, store.row.id)).token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('are on every kind of answer: API, error, docs, files and pages', async () => {
    const { key } = await uploadImage(t, storeToken, 'models');
    const model = await get('/api/v1/models', bearer(storeToken));
    const signed = (await get(`/api/v1/s3/presigned-url?key=${encodeURIComponent(key)}`, bearer(storeToken))).json().url;
    const answers = {
      health: await get('/api/v1/health'),
      authenticated: model,
      error: await get('/api/v1/models'),
      missing: await get('/api/v1/nothing-here'),
      docs: await get('/api/docs/'),
      file: await get(signed),
      page: await get('/auth'),
    };
    for (const [what, res] of Object.entries(answers)) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp, what).toContain("default-src 'self'");
      expect(csp, what).toContain("script-src 'self' https://accounts.google.com/gsi/client");
      expect(csp, what).toContain("frame-ancestors 'none'");
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).toMatch(/script-src [^;]*;/);
      expect(/script-src [^;]*/.exec(csp)![0], what).not.toContain('unsafe');
      expect(res.headers['x-frame-options'], what).toBe('DENY');
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
      expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      // The storefront widget loads our script and images from stores' own sites.
      expect(res.headers['cross-origin-resource-policy'], what).toBe('cross-origin');
      expect(res.headers['cross-origin-embedder-policy'], what).toBeUndefined();
    }
    expect(answers.authenticated.headers['cache-control']).toBe('private, no-cache');
    expect(answers.error.headers['cache-control']).toBe('no-store');
    expect(answers.file.statusCode).toBe(200);
    expect(answers.file.headers['cache-control']).toBe('private, max-age=600');
  });

  /** The tagged lists of a store's own catalogue (decision 0080): the browser keeps them and revalidates. */
  const REVALIDATED_LISTS = new Set(['GET /dress', 'GET /models', 'GET /client/generated-images']);

  it('lets the browser keep only the tagged catalogue lists, revalidating each time; every other signed-in answer is no-store', async () => {
    // Every GET the app serves without path parameters, by a store and by a shopper (each route
    // answers one of them; the other gets 403, which must not be stored either).
    const routes = apiOperations(t.app).filter((o) => o.method === 'GET' && !o.path.includes('{') && !o.path.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(20);
    let kept = 0;
    for (const { route, path } of routes) {
      for (const token of [storeToken, shopperToken]) {
        const res = await get(path, bearer(token));
        expect(res.statusCode, route).toBeLessThan(500);
        if (res.statusCode === 200 && REVALIDATED_LISTS.has(route)) {
          kept++;
          expect(res.headers['cache-control'], route).toBe('private, no-cache');
          expect(res.headers.etag, route).toMatch(/^W\/"/);
          expect(res.headers.vary, route).toMatch(/Authorization/);
          const unchanged = await get(path, { ...bearer(token), 'if-none-match': String(res.headers.etag) });
          expect([unchanged.statusCode, unchanged.headers['cache-control']], route).toEqual([304, 'private, no-cache']);
        } else {
          expect(res.headers['cache-control'], `${route} answered ${res.statusCode}`).toBe('no-store');
        }
      }
    }
    expect(kept).toBe(REVALIDATED_LISTS.size);
  });

  it('never lets a token or a signed-in answer be stored, even where a route asked for caching', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/client/login', payload: { email: store.row.email, password: store.password } });
    expect(login.json().token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    // A signed file download keeps its own caching for the signed URL, but not for a signed-in request.
    const { key } = await uploadImage(t, storeToken, 'models');
    const signed = (await get(`/api/v1/s3/presigned-url?key=${encodeURIComponent(key)}`, bearer(storeToken))).json().url;
    expect((await get(signed)).headers['cache-control']).toBe('private, max-age=600');
    expect((await get(signed, bearer(storeToken))).headers['cache-control']).toBe('no-store');
  });

  it('allows Google sign-in only when GOOGLE_CLIENT_ID is set, and presigned S3 images when S3 is used', () => {
    const without = contentSecurityPolicy(loadConfig({}));
    expect(without.scriptSrc).toEqual(["'self'"]);
    expect(without.frameSrc).toEqual(["'none'"]);
    const google = contentSecurityPolicy(loadConfig({ GOOGLE_CLIENT_ID: 'x' }));
    expect(google.frameSrc).toEqual(['https://accounts.google.com/gsi/']);
    expect(google.connectSrc).toContain('https://accounts.google.com/gsi/');
    expect(google.styleSrc).toContain('https://accounts.google.com/gsi/style');
    const s3 = contentSecurityPolicy(loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'http://127.0.0.1:9000/' }));
    expect(s3.imgSrc).toContain('http://127.0.0.1:9000');
    expect(s3.connectSrc).toContain('http://127.0.0.1:9000');
  });
});
