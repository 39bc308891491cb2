import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsEvents } from '../../db/schema.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { seedCatalogue } from '../../../test/tryon/tryon-fixtures.ts';
import { DEMO_EMAIL } from '../../demo/demo-data.ts';
import { createClient } from '../../../test/factories.ts';
import { ensureDemoWidget } from './demo-widget.ts';
import { SHOP, storeWithWidget, widgetCall } from './widget-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('widget access: key and origin', () => {
  it('answers an allowed origin with CORS for that origin only', async () => {
    const { store, key } = await storeWithWidget(t);
    const res = await widgetCall(t, 'GET', `${key}/config`, { origin: SHOP });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ store: store.row.businessName, retentionHours: 24, models: [] });
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
    expect(res.headers.vary).toMatch(/Origin/);

    const preflight = await widgetCall(t, 'OPTIONS', `${key}/sessions`, { origin: SHOP, headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({ 'access-control-allow-origin': SHOP, 'access-control-allow-methods': 'GET, POST' });
    expect(preflight.headers['access-control-allow-headers']).toContain('x-tryown-session');
  });

  it('refuses a wrong origin, no origin, a wrong key and a switched-off widget with 403', async () => {
    const { key } = await storeWithWidget(t);
    const cases = [
      { url: `${key}/config`, origin: 'https://evil.example', message: 'The origin https://evil.example is not allowed to use this TryOwn widget key' },
      { url: `${key}/config`, origin: 'http://shop.example', message: 'The origin http://shop.example is not allowed to use this TryOwn widget key' },
      { url: `${key}/config`, origin: undefined, message: 'The origin (unknown) is not allowed to use this TryOwn widget key' },
      { url: 'pk_wrong/config', origin: SHOP, message: 'This TryOwn widget key is not valid' },
    ];
    for (const { url, origin, message } of cases) {
      for (const method of ['GET', 'OPTIONS'] as const) {
        const res = await widgetCall(t, method, url, { origin });
        expect(res.statusCode, `${method} ${url} from ${origin}`).toBe(403);
        expect(res.json()).toEqual({ success: false, message });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    const off = await storeWithWidget(t, { enabled: false });
    const res = await widgetCall(t, 'GET', `${off.key}/config`, { origin: SHOP });
    expect(res.statusCode).toBe(403);
    // The page may read this one (its origin is allowed), so the widget can say why.
    expect(res.json().message).toBe('Try-on is switched off for this shop');
    expect(res.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('stops the old key at once when the store rotates it', async () => {
    const { store, key } = await storeWithWidget(t);
    expect((await widgetCall(t, 'GET', `${key}/config`, { origin: SHOP })).statusCode).toBe(200);
    const rotated = (await t.app.inject({ method: 'POST', url: '/api/v1/client/widget/rotate', headers: bearer(store.token) })).json().key;
    expect((await widgetCall(t, 'GET', `${key}/config`, { origin: SHOP })).statusCode).toBe(403);
    expect((await widgetCall(t, 'GET', `${rotated}/config`, { origin: SHOP })).statusCode).toBe(200);
  });

  it("serves only the store's enabled dresses", async () => {
    const { store, key } = await storeWithWidget(t);
    const other = await storeWithWidget(t);
    const { dress } = await seedCatalogue(t.services, store.row.id);
    const disabled = (await seedCatalogue(t.services, store.row.id, { disabled: true })).dress;
    const foreign = (await seedCatalogue(t.services, other.store.row.id)).dress;
    const ok = await widgetCall(t, 'GET', `${key}/dresses/${dress.id}`, { origin: SHOP });
    expect(ok.json()).toEqual({ id: dress.id, name: 'Red dress', imageUrl: expect.stringMatching(/^\/api\/v1\/files\//) });
    for (const id of [disabled.id, foreign.id, 'not-a-uuid']) {
      const res = await widgetCall(t, 'GET', `${key}/dresses/${id}`, { origin: SHOP });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This dress is not available for try-on');
    }
  });

  it('records opens and add-to-cart with the session, for dresses of the store', async () => {
    const { store, key } = await storeWithWidget(t);
    const { dress } = await seedCatalogue(t.services, store.row.id);
    const other = await storeWithWidget(t);
    const foreign = (await seedCatalogue(t.services, other.store.row.id)).dress;
    const session = await widgetCall(t, 'POST', `${key}/sessions`, { origin: SHOP });
    expect(session.statusCode).toBe(201);
    const token = session.json().token as string;
    expect(Date.parse(session.json().expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await widgetCall(t, 'POST', `${key}/events`, { origin: SHOP, session: token, payload: { kind: 'widget_opened', dressId: dress.id } })).statusCode).toBe(202);
    expect((await widgetCall(t, 'POST', `${key}/events`, { origin: SHOP, payload: { kind: 'add_to_cart', dressId: dress.id } })).statusCode).toBe(202);
    expect((await widgetCall(t, 'POST', `${key}/events`, { origin: SHOP, payload: { kind: 'add_to_cart', dressId: foreign.id } })).statusCode).toBe(404);
    const bad = await widgetCall(t, 'POST', `${key}/events`, { origin: SHOP, payload: { kind: 'tryon_completed', dressId: dress.id } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("kind must be 'widget_opened', 'result_downloaded' or 'add_to_cart'");

    const rows = await t.services.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.clientId, store.row.id), eq(analyticsEvents.source, 'widget')));
    expect(rows.map((row) => [row.kind, row.actor?.startsWith('widget:') ?? null]).sort()).toEqual([
      ['add_to_cart', null],
      ['widget_opened', true],
    ]);
    const figures = (await t.app.inject({ method: 'GET', url: '/api/v1/client/analytics', headers: bearer(store.token) })).json();
    expect(figures.totals).toMatchObject({ widgetOpens: 1, addToCart: 1, shoppers: 1 });
  });

  it("serves the landing demo: the demo store's garments and key, usable on TryOwn's own pages only for it", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/demo' })).json()).toEqual({ key: null, dresses: [] });
    const demo = await createClient(t.services, { email: DEMO_EMAIL });
    const { dress } = await seedCatalogue(t.services, demo.row.id);
    await seedCatalogue(t.services, demo.row.id, { disabled: true });
    // Its widget still off: nothing to show, so no dress is read.
    const sent = vi.spyOn(t.services.database.changes, 'sent');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/demo' })).json()).toEqual({ key: null, dresses: [] });
    const dressReads = sent.mock.calls.filter(([statement]) => /from "dresses"/.test(statement));
    sent.mockRestore();
    expect(dressReads).toEqual([]);
    await ensureDemoWidget(t.services.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/demo' });
    expect(res.json()).toEqual({ key: expect.stringMatching(/^pk_/), dresses: [{ id: dress.id, name: 'Red dress', imageUrl: expect.any(String) }] });
    const ownSite = { 'sec-fetch-site': 'same-origin', host: 'tryown.test' };
    expect((await widgetCall(t, 'GET', `${res.json().key}/config`, { headers: ownSite })).statusCode).toBe(200);
    expect((await widgetCall(t, 'GET', `${res.json().key}/config`, { origin: 'http://tryown.test', headers: ownSite })).statusCode).toBe(200);
    // Another store's key is not usable on TryOwn's pages, nor the demo's on another site.
    const { key } = await storeWithWidget(t);
    expect((await widgetCall(t, 'GET', `${key}/config`, { headers: ownSite })).statusCode).toBe(403);
    expect((await widgetCall(t, 'GET', `${res.json().key}/config`, { origin: SHOP })).statusCode).toBe(403);
  });

  it('rate limits sessions per address', async () => {
    const { key } = await storeWithWidget(t);
    // 20 a minute from one address (this file's earlier tests used some of them).
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await widgetCall(t, 'POST', `${key}/sessions`, { origin: SHOP })).statusCode);
    expect(statuses[0]).toBe(201);
    expect(statuses.at(-1)).toBe(429);
    const limited = await widgetCall(t, 'POST', `${key}/sessions`, { origin: SHOP });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['access-control-allow-origin']).toBe(SHOP);
    expect(limited.json().message).toBe('Too many try-on requests right now. Please wait a minute and try again.');
  });
});
