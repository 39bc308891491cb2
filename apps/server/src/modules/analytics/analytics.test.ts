import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, analyticsEvents, clients, dresses, users } from '../../db/schema.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';
import { failTask, insertTask } from '../tryon/tryon.repository.ts';
import type { NewAnalyticsEvent } from './analytics.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const analytics = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/client/analytics${query}`, headers: bearer(token) });
const events = (values: Array<NewAnalyticsEvent & { createdAt?: Date }>) => t.services.db.insert(analyticsEvents).values(values);

describe('GET /client/analytics', () => {
  it("counts shoppers' and widget visitors' events of the window, day by day, and the most tried dresses", async () => {
    const store = await createClient(t.services);
    const { dress: red } = await seedCatalogue(t.services, store.row.id);
    const { dress: blue } = await seedCatalogue(t.services, store.row.id, { name: '', brand: 'Kala' });
    const { dress: gone } = await seedCatalogue(t.services, store.row.id, { name: 'Gone' });
    const clientId = store.row.id;
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    const old = new Date(Date.now() - 40 * DAY);
    await events([
      { clientId, kind: 'widget_opened', source: 'widget', actor: 'widget:a', dressId: red.id },
      { clientId, kind: 'widget_opened', source: 'widget', actor: 'widget:b', dressId: red.id },
      { clientId, kind: 'tryon_completed', source: 'widget', actor: 'widget:a', dressId: red.id },
      { clientId, kind: 'tryon_completed', source: 'widget', actor: 'widget:a', dressId: red.id, createdAt: twoDaysAgo },
      { clientId, kind: 'tryon_completed', source: 'shopper', actor: 'user:u1', dressId: blue.id },
      { clientId, kind: 'tryon_completed', source: 'widget', actor: 'widget:c', dressId: gone.id },
      { clientId, kind: 'tryon_failed', source: 'widget', actor: 'widget:b', dressId: red.id },
      { clientId, kind: 'add_to_cart', source: 'widget', actor: 'widget:a', dressId: red.id },
      // The store's own Playground work and anything older than the window are not counted.
      { clientId, kind: 'tryon_completed', source: 'store', dressId: blue.id },
      { clientId, kind: 'tryon_completed', source: 'widget', actor: 'widget:z', dressId: blue.id, createdAt: old },
      { clientId, kind: 'widget_opened', source: 'widget', actor: 'widget:z', createdAt: old },
    ]);
    await t.services.db.delete(dresses).where(eq(dresses.id, gone.id));

    const res = await analytics(store.token, '?days=30');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['days', 'topDresses', 'totals']);
    expect(body.totals).toEqual({ tryOns: 4, shoppers: 4, widgetOpens: 2, addToCart: 1 });
    expect(body.days).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.days.at(-1)).toEqual({ date: today, tryOns: 3 });
    expect(body.days.at(-3)).toEqual({ date: twoDaysAgo.toISOString().slice(0, 10), tryOns: 1 });
    expect(body.days.reduce((sum: number, day: { tryOns: number }) => sum + day.tryOns, 0)).toBe(4);
    expect(body.topDresses).toEqual([
      { dressId: red.id, name: 'Red dress', tryOns: 2 },
      ...[
        { dressId: blue.id, name: 'Kala', tryOns: 1 },
        { dressId: gone.id, name: 'Deleted dress', tryOns: 1 },
      ].sort((a, b) => a.dressId.localeCompare(b.dressId)),
    ]);

    const week = (await analytics(store.token, '?days=1')).json();
    expect(week.days).toEqual([{ date: today, tryOns: 3 }]);
    expect(week.totals.tryOns).toBe(3);
    expect((await analytics(store.token)).json().days).toHaveLength(30);
  });

  it('refuses a window that is not 1 to 365 whole days', async () => {
    const store = await createClient(t.services);
    for (const [query, message] of [
      ['?days=0', 'days must be at least 1'],
      ['?days=366', 'days must be at most 365'],
      ['?days=abc', 'days must be a number'],
      ['?days=1.5', 'days must be a whole number'],
    ] as const) {
      const res = await analytics(store.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    }
  });

  it("shows a store only its own figures and refuses everyone but a store", async () => {
    const a = await createClient(t.services);
    const b = await createClient(t.services);
    await events([{ clientId: a.row.id, kind: 'tryon_completed', source: 'widget', actor: 'widget:x' }]);
    expect((await analytics(b.token)).json().totals).toEqual({ tryOns: 0, shoppers: 0, widgetOpens: 0, addToCart: 0 });
    expect((await analytics(a.token)).json().totals.tryOns).toBe(1);
    const user = await createUser(t.services, a.row.id);
    const admin = await createAdmin(t.services);
    expect((await analytics(user.token)).statusCode).toBe(403);
    expect((await analytics(admin.token)).statusCode).toBe(403);
  });
});

describe('try-on events', () => {
  it("records a store try-on's request and outcome with the request's source, once", async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
    const taskId = created.json().task_id as string;
    expect(await waitForTask(t.app, store.token, taskId)).toMatchObject({ status: 'COMPLETED' });
    const widgetTask = await insertTask(t.services.db, { clientId: store.row.id, modelId: model.id, dressId: dress.id, provider: 'composite' }, { source: 'widget', actor: 'widget:s1' });
    await failTask(t.services.db, widgetTask.id, 'No person found');
    await failTask(t.services.db, widgetTask.id, 'No person found');

    const rows = await t.services.db.select().from(analyticsEvents).where(eq(analyticsEvents.clientId, store.row.id));
    const summary = rows.map((row) => `${row.kind} ${row.source} ${row.actor} ${row.taskId === taskId ? 'store-task' : 'widget-task'} ${row.dressId === dress.id}`).sort();
    expect(summary).toEqual([
      'tryon_completed store null store-task true',
      'tryon_failed widget widget:s1 widget-task true',
      'tryon_requested store null store-task true',
      'tryon_requested widget widget:s1 widget-task true',
    ]);
  });
});

describe('GET /admin/stats', () => {
  it('reports the platform figures of this month and the month before, nothing invented', async () => {
    const admin = await createAdmin(t.services);
    const store = await createClient(t.services);
    await createUser(t.services, store.row.id);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: bearer(admin.token) })).json();
    const clientId = store.row.id;
    await events([
      { clientId, kind: 'tryon_completed', source: 'store' },
      { clientId, kind: 'tryon_completed', source: 'widget', actor: 'widget:q' },
      { clientId, kind: 'tryon_failed', source: 'shopper', actor: 'user:q' },
      { clientId, kind: 'tryon_completed', source: 'store', createdAt: lastMonth },
      { clientId, kind: 'tryon_failed', source: 'store', createdAt: lastMonth },
      { clientId, kind: 'tryon_completed', source: 'store', createdAt: twoMonthsAgo },
    ]);
    await createClient(t.services, { createdAt: lastMonth });

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.tryOns).toEqual({ thisMonth: before.tryOns.thisMonth + 2, lastMonth: before.tryOns.lastMonth + 1 });
    expect(stats.failedGenerations).toEqual({ thisMonth: before.failedGenerations.thisMonth + 1, lastMonth: before.failedGenerations.lastMonth + 1 });
    const count = async (table: typeof clients | typeof admins | typeof users) => (await t.services.db.select().from(table)).length;
    expect(stats).toMatchObject({ totalClients: await count(clients), totalAdmins: await count(admins), shoppers: await count(users) });
    expect(stats.newClientsThisMonth).toBe(before.newClientsThisMonth);
    expect(stats.totalClients).toBe(before.totalClients + 1);
  });
});
