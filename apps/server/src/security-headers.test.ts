import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/helper.ts';
import { createClient } from '../test/factories.ts';
import { uploadImage } from './modules/catalogue/catalogue.test-support.ts';
import { loadConfig } from './config.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let t: TestApp;
let storeToken: string;
beforeAll(async () => {
  t = await buildTestApp({ GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com' });
  storeToken = (await createClient(t.services)).token;
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
    expect(answers.authenticated.headers['cache-control']).toBe('no-store');
    expect(answers.error.headers['cache-control']).toBe('no-store');
    expect(answers.file.statusCode).toBe(200);
    expect(answers.file.headers['cache-control']).toBe('private, max-age=600');
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
