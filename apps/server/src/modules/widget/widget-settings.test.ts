import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/client/widget${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('client/widget settings', () => {
  it('starts switched off with a key and no origins, saves the whole setting and normalises origins', async () => {
    const store = await createClient(t.services);
    const first = (await call('GET', '', store.token)).json();
    expect(first).toEqual({ key: expect.stringMatching(/^pk_[\w-]{24}$/), origins: [], enabled: false, monthlyCap: 500, usedThisMonth: 0 });
    expect((await call('GET', '', store.token)).json().key).toBe(first.key);

    const saved = await call('PUT', '', store.token, { origins: ['https://Shop.Example', 'http://localhost:5173', 'https://shop.example:443'], enabled: true, monthlyCap: 50 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: first.key, origins: ['https://shop.example', 'http://localhost:5173'], enabled: true, monthlyCap: 50, usedThisMonth: 0 });
    expect((await call('GET', '', store.token)).json()).toEqual(saved.json());
  });

  it('refuses origins with a path, other schemes, bad caps and missing fields, and keeps the old setting', async () => {
    const store = await createClient(t.services);
    await call('PUT', '', store.token, { origins: ['https://a.example'], enabled: true, monthlyCap: 10 });
    for (const [body, message] of [
      [{ origins: ['https://shop.example/products'], enabled: true, monthlyCap: 1 }, 'https://shop.example/products is not a web origin'],
      [{ origins: ['ftp://shop.example'], enabled: true, monthlyCap: 1 }, 'ftp://shop.example is not a web origin'],
      [{ origins: ['shop.example'], enabled: true, monthlyCap: 1 }, 'shop.example is not a web origin'],
      [{ origins: [], enabled: true, monthlyCap: -1 }, 'monthlyCap cannot be negative'],
      [{ origins: [], enabled: true, monthlyCap: 2.5 }, 'monthlyCap must be a whole number'],
      [{ origins: [], monthlyCap: 1 }, 'enabled must be true or false'],
      [{ origins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example`), enabled: true, monthlyCap: 1 }, 'At most 20 origins'],
    ] as const) {
      const res = await call('PUT', '', store.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    }
    expect((await call('GET', '', store.token)).json()).toMatchObject({ origins: ['https://a.example'], enabled: true, monthlyCap: 10 });
  });

  it('rotates the key and keeps the rest; each store has its own key', async () => {
    const a = await createClient(t.services);
    const b = await createClient(t.services);
    await call('PUT', '', a.token, { origins: ['https://a.example'], enabled: true, monthlyCap: 10 });
    const before = (await call('GET', '', a.token)).json();
    const rotated = await call('POST', '/rotate', a.token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toEqual({ key: expect.stringMatching(/^pk_/) });
    expect(rotated.json().key).not.toBe(before.key);
    expect((await call('GET', '', a.token)).json()).toEqual({ ...before, key: rotated.json().key });
    expect((await call('GET', '', b.token)).json()).toMatchObject({ origins: [], enabled: false });
    expect((await call('GET', '', b.token)).json().key).not.toBe(rotated.json().key);
  });

  it("counts this month's widget try-ons of the store against its cap, and nothing else", async () => {
    const store = await createClient(t.services);
    const other = await createClient(t.services);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000);
    const event = (clientId: string, values: Partial<typeof analyticsEvents.$inferInsert> = {}) => ({ clientId, kind: 'tryon_requested' as const, source: 'widget' as const, actor: 'widget:v', ...values });
    await t.services.db.insert(analyticsEvents).values([
      event(store.row.id),
      event(store.row.id),
      event(store.row.id, { createdAt: lastMonth }),
      event(store.row.id, { source: 'shopper', actor: 'user:u' }),
      event(store.row.id, { kind: 'tryon_completed' }),
      event(other.row.id),
    ]);
    await call('PUT', '', store.token, { origins: [], enabled: true, monthlyCap: 40 });
    expect((await call('GET', '', store.token)).json()).toMatchObject({ monthlyCap: 40, usedThisMonth: 2 });
    expect((await call('GET', '', other.token)).json().usedThisMonth).toBe(1);
  });

  it('answers only stores', async () => {
    const store = await createClient(t.services);
    const user = await createUser(t.services, store.row.id);
    expect((await call('GET', '', user.token)).statusCode).toBe(403);
    expect((await call('POST', '/rotate', user.token)).statusCode).toBe(403);
  });
});
