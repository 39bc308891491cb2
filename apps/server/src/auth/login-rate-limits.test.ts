import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, SUPERADMIN, type TestApp } from '../../test/helper.ts';
import { loadConfig } from '../config.ts';
import { LOGIN_ADDRESS_MAX } from './rate-limits.ts';

/** Every route that checks a credential, with a body it refuses. */
const loginRoutes: { url: string; payload: object; superadmin?: boolean }[] = [
  { url: '/api/v1/superadmin/login', payload: { email: 'brute@tryown.test', password: 'guess-guess' } },
  { url: '/api/v1/admin/login', payload: { email: 'brute@tryown.test', password: 'guess-guess' } },
  { url: '/api/v1/client/login', payload: { email: 'brute@tryown.test', password: 'guess-guess' } },
  { url: '/api/v1/user/login', payload: { email: 'brute@tryown.test', password: 'guess-guess' } },
  { url: '/api/v1/client/google-login', payload: { token: 'not-a-google-token' } },
  { url: '/api/v1/clients/TRY-NOPE00/mobile/user/google-login', payload: { token: 'not-a-google-token' } },
  { url: '/api/v1/superadmin/login-as', payload: { role: 'client', id: '00000000-0000-4000-8000-000000000000', password: 'guess-guess' }, superadmin: true },
];

describe('login rate limits', () => {
  let t: TestApp;
  let superToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: SUPERADMIN, remoteAddress: '192.0.2.250' });
    superToken = res.json().token;
  });
  afterAll(() => t.close());

  // Each route from its own addresses, so the counts of one route never spill into the next.
  const cases = loginRoutes.map((route, i) => ({ ...route, address: `192.0.2.${10 + 2 * i}`, otherAddress: `192.0.2.${11 + 2 * i}` }));

  it.each(cases)('$url answers 429 after 10 attempts a minute', async ({ url, payload, superadmin, address, otherAddress }) => {
    const headers = superadmin ? bearer(superToken) : {};
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: address })).statusCode);
    expect(codes.slice(0, 10)).not.toContain(429);
    expect(codes[10]).toBe(429);
    // Another address is not locked out by this one.
    const other = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: otherAddress });
    expect(other.statusCode).not.toBe(429);
  });

  // One address trying many e-mails (credential stuffing): the per-address limit, on every login route.
  const emailRoutes = loginRoutes.filter((route) => 'email' in route.payload).map((route, i) => ({ ...route, address: `198.18.0.${10 + i}` }));
  it.each(emailRoutes)('$url answers 429 to one address after 30 different e-mails a minute', async ({ url, payload, address }) => {
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_ADDRESS_MAX; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload: { ...payload, email: `stuffing-${i}@tryown.test` }, remoteAddress: address });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LOGIN_ADDRESS_MAX)).not.toContain(429);
    expect(codes[LOGIN_ADDRESS_MAX]).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy is in front', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/client/login',
        payload: { email: 'spoof@tryown.test', password: 'guess-guess' },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        remoteAddress: '192.0.2.3',
      });
      codes.push(res.statusCode);
    }
    expect(codes[10]).toBe(429);
  });

  it('reads TRUST_PROXY as off, on or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });
});
