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
      const names = res.json().tabs.map((tab: { name: string; screen: string }) => `${tab.name}:${tab.screen}`);
      expect(names).toEqual(['Overview:overview', 'Business Profile:business-profile', 'Users:users', 'Models:models', 'Store:dresses', 'Playground:playground', 'AI Outfits:ai-outfits', 'Try-on:tryon', 'Integrations:integrations']);
    }
  });

  it('replaces the whole list in one save and returns it sorted', async () => {
    const store = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    const list = [
      { id: 'b-tab', name: 'Second', screen: 'integrations', description: 'two', icon: 'fa-cube', order: 2, enabled: false, categories: [] },
      {
        id: 'a-tab',
        name: 'First',
        order: 1,
        categories: [{ id: 'c1', name: 'Women', subcategories: [{ id: 's1', name: 'Ethnic', types: [{ id: 't1', name: 'Sarees' }] }], types: [{ id: 't2', name: 'Tops' }] }],
      },
    ];
    const res = await saveTabs(store.row.id, admin.token, list);
    expect(res.statusCode).toBe(200);
    // New tabs get ids from the server; the rest is saved as sent.
    const saved = res.json().tabs as { id: string }[];
    const { id: _id, ...second } = list[0]!;
    expect(saved.map(({ id: _ignored, ...tab }) => tab)).toEqual([{ name: 'First', screen: 'custom', description: '', icon: '', order: 1, enabled: true, categories: list[1]!.categories }, second]);
    for (const tab of saved) expect(tab.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await getTabs(store.row.id, store.token)).json().tabs).toEqual(saved);
    // Saving the returned list again keeps every id.
    expect((await saveTabs(store.row.id, admin.token, saved)).json().tabs.map((tab: { id: string }) => tab.id)).toEqual(saved.map((tab) => tab.id));

    const emptied = await saveTabs(store.row.id, ctx.superToken, []);
    expect(emptied.json().tabs).toEqual([]);
  });

  it('keeps what a tab opens when it is renamed; its screen cannot change', async () => {
    const store = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    const before = (await getTabs(store.row.id, admin.token)).json().tabs as { id: string; name: string; screen: string }[];
    const renamed = before.map((tab) => (tab.screen === 'dresses' ? { ...tab, name: 'Catalogue' } : tab));
    const saved = await saveTabs(store.row.id, admin.token, renamed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tabs.find((tab: { name: string }) => tab.name === 'Catalogue').screen).toBe('dresses');

    const moved = renamed.map((tab) => (tab.screen === 'models' ? { ...tab, screen: 'help' } : tab));
    const refused = await saveTabs(store.row.id, admin.token, moved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('tabs.3.screen: a tab keeps the screen it was created with; add a new tab for another screen');
    const unknown = await saveTabs(store.row.id, admin.token, [{ id: 'n', name: 'N', screen: 'store' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^tabs\.0\.screen: /);
    expect((await getTabs(store.row.id, admin.token)).json().tabs).toEqual(saved.json().tabs);
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

    expect((await getTabs(store.row.id, admin.token)).json().tabs).toEqual(before);
  });

  it("never takes a tab id from the caller: another store's id becomes a new tab of this store", async () => {
    const store = await storeWithDefaults();
    const other = await storeWithDefaults();
    const admin = await createAdmin(ctx.t.services);
    const foreign = (await getTabs(other.row.id, admin.token)).json().tabs[0];
    const saved = await saveTabs(store.row.id, admin.token, [{ id: foreign.id, name: 'Mine' }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().tabs).toHaveLength(1);
    expect(saved.json().tabs[0]).toMatchObject({ name: 'Mine' });
    expect(saved.json().tabs[0].id).not.toBe(foreign.id);
    expect((await getTabs(other.row.id, admin.token)).json().tabs[0]).toEqual(foreign);
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
    expect((await saveTabs('not-a-uuid', admin.token, [])).json()).toEqual({ success: false, message: 'clientId: clientId is not a valid id' });
  });
});
