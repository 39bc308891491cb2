import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app.ts';

const SCRIPT = `console.log(${JSON.stringify('TryOwn '.repeat(500))});`;

describe('the built web app', () => {
  const app = Fastify();
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'tryown-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
    await writeFile(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers deep links with index.html (history fallback)', async () => {
    for (const url of ['/', '/superadmin/dashboard', '/services/virtual-try-on?x=1', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type: 'text/html; charset=utf-8' });
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the built files, cached for good (their names carry a hash)', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed copy to a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers a missing file with 404, not the page', async () => {
    for (const url of ['/assets/index-old.js', '/assets/index-old.css', '/favicon.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toEqual({ success: false, message: `No route GET ${url}` });
    }
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
