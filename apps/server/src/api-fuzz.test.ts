import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@tryown/contracts';
import { apiOperations, buildTestApp, bearer, type TestApp } from '../test/helper.ts';
import { createApiWorld, rolesOf, type ApiWorld, type Operation } from '../test/fuzz/api-world.ts';
import { probesOf, requestOf, type Probe } from '../test/fuzz/probes.ts';
import { forbidden } from './lib/http-error.ts';

/**
 * Every route of the app's own OpenAPI document, walked without a list here (a route added later is
 * covered at once): malformed input must never get a 5xx, and no caller may get in where the route's
 * `allow(...)` does not name it, nor store B (or its shopper) reach store A's rows by their ids.
 * A failure names the route, the caller and the input.
 */
const ROLE_PREFERENCE: Role[] = ['client', 'user', 'admin', 'superadmin'];
const GUARD_FORBIDDEN = forbidden().message;

let t: TestApp;
let world: ApiWorld;
beforeAll(async () => {
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
  world = await createApiWorld(t);
});
afterAll(() => t.close());

let addresses = 0;
/** Each request from its own address, so the rate limits never stand between a probe and its route. */
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

function send(method: string, probe: Probe, headers: Record<string, string>) {
  const hasBody = probe.rawBody !== undefined || probe.body !== undefined;
  return t.app.inject({
    method: method as 'GET',
    url: probe.url,
    headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(probe.rawBody !== undefined ? { payload: probe.rawBody } : probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
    remoteAddress: nextAddress(),
  });
}

const guarded = () => apiOperations(t.app).filter(({ op }) => rolesOf(op as Operation).length > 0);
const answer = (res: { statusCode: number; body: string }) => `${res.statusCode} ${res.body.slice(0, 160)}`;

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers at least 1,000 malformed requests without a single 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const operation of apiOperations(t.app)) {
      const role = ROLE_PREFERENCE.find((r) => rolesOf(operation.op as Operation).includes(r));
      const headers = role ? bearer(world.tokenOf[role]) : {};
      for (const probe of probesOf(operation, world.ownedByA)) {
        const res = await send(operation.method, probe, headers);
        sent++;
        const label = `${operation.route} as ${role ?? 'anyone'}, ${probe.where}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${answer(res)}`);
        else if (res.statusCode >= 400 && res.json().success !== false) failures.push(`${label}: no {success:false,message}: ${answer(res)}`);
      }
    }
    expect(failures, `${failures.length} of ${sent} malformed requests failed`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
  });

  it('refuses signed links to keys outside the storage (path tricks) with a 4xx', async () => {
    const { signer } = t.services;
    const expires = Math.floor(Date.now() / 1000) + 600;
    const failures: string[] = [];
    for (const key of ['../secrets.json', '..', 'a/../../secrets.json', '/etc/passwd', 'clients/./x.jpg', 'clients//x.jpg', 'a\\..\\b']) {
      const encoded = key.split('/').map(encodeURIComponent).join('/');
      const get = await t.app.inject({ method: 'GET', url: `/api/v1/files/${encoded}?expires=${expires}&signature=${signer.sign('get', key, expires)}` });
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/uploads/${encoded}?contentType=image%2Fpng&expires=${expires}&signature=${signer.sign('put', key, expires, 'image/png')}`,
        headers: { 'content-type': 'image/png' },
        payload: Buffer.from('png'),
      });
      for (const [what, res] of [['GET', get], ['PUT', put]] as const) {
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${what} ${key}: ${answer(res)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('access matrix of every guarded route', () => {
  it('lets in only the roles its guard names: never anonymous, garbage, expired, tampered or foreign tokens', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const routes = guarded();
    expect(routes.length).toBeGreaterThan(30);
    for (const operation of routes) {
      const roles = rolesOf(operation.op as Operation);
      // Ids that name nothing: a destructive route the caller may use destroys nothing here.
      const { urlWith, body } = requestOf(operation, world.ownedByA, true);
      const probe: Probe = { where: 'a valid request', url: urlWith(), body: ['POST', 'PUT', 'PATCH'].includes(operation.method) ? (body ?? {}) : undefined };
      for (const caller of world.callers) {
        const res = await send(operation.method, probe, caller.headers);
        const label = `${operation.route} as ${caller.who}`;
        if (res.statusCode >= 500) failures.push(`${label}: ${answer(res)}`);
        else if (caller.role && roles.includes(caller.role)) {
          // The guard's refusals; a 403 of the route's own rule (a wrong password to confirm) is not one.
          if (res.statusCode === 401 || (res.statusCode === 403 && res.json().message === GUARD_FORBIDDEN)) failures.push(`${label} (allowed): refused ${answer(res)}`);
        } else if (![401, 403].includes(res.statusCode) || res.json().success !== false) failures.push(`${label} (not allowed): ${answer(res)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives store B and its shopper nothing of store A's, whatever id of A they put in a path", { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const foreignIds = Object.entries(world.ownedByA).filter(([kind]) => kind !== 'key');
    const intruders: Array<{ who: string; role: Role; token: string }> = [
      { who: 'store B', role: 'client', token: world.otherStore.token },
      { who: "store B's shopper", role: 'user', token: world.otherShopper.token },
    ];
    let sent = 0;
    for (const operation of guarded()) {
      const roles = rolesOf(operation.op as Operation);
      const { pathParams, urlWith, body } = requestOf(operation, world.ownedByA);
      for (const intruder of intruders.filter((i) => roles.includes(i.role))) {
        for (const param of pathParams) {
          for (const [kind, id] of foreignIds) {
            const probe: Probe = { where: `{${param.name}} = A's ${kind}`, url: urlWith({ [param.name]: encodeURIComponent(id) }), body: ['POST', 'PUT', 'PATCH'].includes(operation.method) ? body : undefined };
            const res = await send(operation.method, probe, bearer(intruder.token));
            sent++;
            if (res.statusCode < 300 || res.statusCode >= 500) failures.push(`${operation.route} as ${intruder.who}, ${probe.where}: ${answer(res)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  });
});
