import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { useStaffTestApp } from '../admin/staff-test-app.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { defaultTabs } from './default-tabs.ts';
import { tabs } from '../../db/schema.ts';

describe('client tabs API', () => {
  const ctx = useStaffTestApp();

  const url = (clientId: string) => `/api/v1/clienttabs/${clientId}/tabs`;
  const getTabs = (clientId: string, token: string) => ctx.t.app.inject({ method: 'GET', url: url(clientId), headers: bearer(token) });
  const saveTabs = (clientId: string, token: string, list: unknown) => ctx.t.app.inject({ method: 'POST', url: url(clientId), headers: bearer(token), payload: { tabs: list } });

  async function storeWithDefaults() {
    const store = await createClient(ctx.t.services);
    await ctx.t.services.db.insert(tabs).values(defaultTabs().map((tab) => ({ ...tab, clientId: store.row.id })));
    return store;
  }

  it('lets an admin, the super admin and the store itself read the tabs, sorted by order', async () => {
    const store = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    for (const token of [admin.token, ctx.superToken, store.token]) {
      const res = await getTabs(store.row.id, token);
      expect(res.statusCode).toBe(200);
      const names = res.json().tabs.map((tab: { name: string }) => tab.name);
      expect(names).toEqual(['Overview', 'Business Profile', 'Users', 'Models', 'Store', 'Playground', 'AI Outfits', 'Try-on']);
    }
  });

  it('replaces the whole list in one save and returns it sorted', async () => {
    const store = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    const list = [
      { id: 'b-tab', name: 'Second', description: 'two', icon: 'fa-cube', order: 2, enabled: false, categories: [] },
      {
        id: 'a-tab',
        name: 'First',
        order: 1,
        categories: [{ id: 'c1', name: 'Women', subcategories: [{ id: 's1', name: 'Ethnic', types: [{ id: 't1', name: 'Sarees' }] }], types: [{ id: 't2', name: 'Tops' }] }],
      },
    ];
    const res = await saveTabs(store.row.id, admin.token, list);
    expect(res.statusCode).toBe(200);
    expect(res.json().tabs).toEqual([
      { id: 'a-tab', name: 'First', description: '', icon: '', order: 1, enabled: true, categories: list[1]!.categories },
      list[0],
    ]);
    expect((await getTabs(store.row.id, store.token)).json().tabs).toEqual(res.json().tabs);

    const emptied = await saveTabs(store.row.id, ctx.superToken, []);
    expect(emptied.json().tabs).toEqual([]);
  });

  it('rejects an invalid list and changes nothing', async () => {
    const store = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    const before = (await getTabs(store.row.id, admin.token)).json().tabs;

    const noName = await saveTabs(store.row.id, admin.token, [{ id: 'x', name: '  ', order: 0 }]);
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('tabs.0.name: Tab name is required');
    const negative = await saveTabs(store.row.id, admin.token, [{ id: 'x', name: 'A', order: -1 }]);
    expect(negative.json().message).toBe('tabs.0.order: Order must be a positive number');
    const dup = await saveTabs(store.row.id, admin.token, [
      { id: 'same', name: 'A' },
      { id: 'same', name: 'B' },
    ]);
    expect(dup.statusCode).toBe(400);

    // A tab id of another store cannot be taken over.
    const other = await storeWithDefaults();
    const foreignId = (await getTabs(other.row.id, admin.token)).json().tabs[0].id;
    const stolen = await saveTabs(store.row.id, admin.token, [{ id: foreignId, name: 'Mine' }]);
    expect(stolen.statusCode).toBe(400);
    expect((await getTabs(other.row.id, admin.token)).json().tabs[0].name).toBe('Overview');

    expect((await getTabs(store.row.id, admin.token)).json().tabs).toEqual(before);
  });

  it('keeps stores apart: another store answers 404, shoppers and stores cannot save', async () => {
    const store = await storeWithDefaults();
    const other = await storeWithDefaults();
    const user = await createUser(ctx.t.services, store.row.id);

    const peek = await getTabs(other.row.id, store.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ success: false, message: 'Client not found' });

    for (const token of [store.token, user.token, 'garbage']) {
      const res = await saveTabs(store.row.id, token, []);
      expect([401, 403]).toContain(res.statusCode);
    }
    expect([401, 403]).toContain((await getTabs(store.row.id, user.token)).statusCode);
    const anonymous = await ctx.t.app.inject({ method: 'GET', url: url(store.row.id) });
    expect(anonymous.statusCode).toBe(401);
    expect((await getTabs(store.row.id, store.token)).json().tabs).toHaveLength(defaultTabs().length);

    const admin = await createAdmin(ctx.t.services);
    expect((await getTabs('00000000-0000-4000-8000-000000000000', admin.token)).statusCode).toBe(404);
    expect((await saveTabs('not-a-uuid', admin.token, [])).statusCode).toBe(404);
  });
});
