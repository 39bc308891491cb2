import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, SUPERADMIN } from '../../../test/helper.ts';
import { useStaffTestApp } from '../admin/staff-test-app.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { admins, auditLog, clients, tabs } from '../../db/schema.ts';
import { defaultTabs } from '../tabs/default-tabs.ts';
import { refuseInserts } from '../../../test/faults.ts';

describe('super admin account management and login-as', () => {
  const ctx = useStaffTestApp();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.t.app.inject({ method, url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  const newClient = {
    name: 'Neha',
    email: 'neha@store.test',
    password: 'secret1',
    businessName: 'Neha Styles',
    websiteUrl: '',
    city: 'Pune',
    pincode: '411001',
    gstNo: '27ABCDE1234F1Z5',
    panNo: 'ABCDE1234F',
    aadharNo: '123412341234',
  };

  it('creates and deletes an admin; the deleted admin token stops working', async () => {
    const created = await call('POST', 'superadmin/registeradmin', ctx.superToken, { name: 'New Admin', email: 'new-admin@tryown.test', password: 'secret1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Admin created successfully', data: { email: 'new-admin@tryown.test' } });
    const id = created.json().data._id;
    const login = await call('POST', 'admin/login', undefined, { email: 'new-admin@tryown.test', password: 'secret1' });
    const adminToken = login.json().token;
    expect((await call('GET', 'admin/getclients', adminToken)).statusCode).toBe(200);

    const dup = await call('POST', 'superadmin/registeradmin', ctx.superToken, { name: 'Again', email: 'new-admin@tryown.test', password: 'secret1' });
    expect(dup.statusCode).toBe(409);

    const deleted = await call('DELETE', `superadmin/deleteadmin/${id}`, ctx.superToken);
    expect(deleted.json()).toEqual({ success: true, message: 'Admin deleted successfully' });
    expect(await ctx.t.services.db.select().from(admins).where(eq(admins.id, id))).toEqual([]);
    expect((await call('GET', 'admin/getclients', adminToken)).statusCode).toBe(401);
    expect((await call('DELETE', `superadmin/deleteadmin/${id}`, ctx.superToken)).statusCode).toBe(404);
    const audit = await ctx.t.services.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action).sort()).toEqual(['create_admin', 'delete_admin']);
  });

  it('creates a client with default tabs (aadharNo required) and deletes it', async () => {
    const missing = await call('POST', 'superadmin/registerclient', ctx.superToken, { ...newClient, aadharNo: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('aadharNo: Aadhar number is required');
    const badUrl = await call('POST', 'superadmin/registerclient', ctx.superToken, { ...newClient, websiteUrl: 'not a url' });
    expect(badUrl.statusCode).toBe(400);

    const created = await call('POST', 'superadmin/registerclient', ctx.superToken, newClient);
    expect(created.statusCode).toBe(201);
    const client = created.json().data;
    expect(client).toMatchObject({ email: 'neha@store.test', aadharNo: '123412341234', websiteUrl: null });
    expect(client.userId).toMatch(/\S+/);
    expect(await ctx.t.services.db.select().from(tabs).where(eq(tabs.clientId, client._id))).toHaveLength(defaultTabs().length);

    const deleted = await call('DELETE', `superadmin/deleteclient/${client._id}`, ctx.superToken);
    expect(deleted.json()).toEqual({ success: true, message: 'Client deleted successfully' });
    expect(await ctx.t.services.db.select().from(clients).where(eq(clients.id, client._id))).toEqual([]);
    expect(await ctx.t.services.db.select().from(tabs).where(eq(tabs.clientId, client._id))).toEqual([]);
    expect((await call('DELETE', `superadmin/deleteclient/${client._id}`, ctx.superToken)).statusCode).toBe(404);
  });

  it('logs in as an admin or a client only with the super admin own password, and audits it', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);

    const wrong = await call('POST', 'superadmin/login-as', ctx.superToken, { role: 'admin', id: admin.row.id, password: 'not-mine' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, message: 'Incorrect password' });

    const asAdmin = await call('POST', 'superadmin/login-as', ctx.superToken, { role: 'admin', id: admin.row.id, password: SUPERADMIN.password });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({ success: true, data: { role: 'admin', userType: 'admin', name: admin.row.name, email: admin.row.email } });
    expect(await ctx.t.services.tokens.verify(asAdmin.json().token)).toMatchObject({ role: 'admin', id: admin.row.id, impersonatedBy: { role: 'superadmin' } });

    const asClient = await call('POST', 'superadmin/login-as', ctx.superToken, { role: 'client', id: store.row.id, password: SUPERADMIN.password });
    expect(asClient.json()).toMatchObject({ data: { role: 'client', clientId: store.row.id } });
    const clientToken = asClient.json().token;
    expect((await call('GET', `clienttabs/${store.row.id}/tabs`, clientToken)).statusCode).toBe(200);

    const audit = await ctx.t.services.db.select().from(auditLog).where(eq(auditLog.action, 'impersonate'));
    expect(audit.filter((row) => row.actorRole === 'superadmin').map((row) => row.targetId)).toEqual(expect.arrayContaining([admin.row.id, store.row.id]));
    expect(audit.some((row) => row.targetId === admin.row.id && row.actorRole === 'superadmin')).toBe(true);

    const ghost = await call('POST', 'superadmin/login-as', ctx.superToken, { role: 'client', id: '00000000-0000-4000-8000-000000000000', password: SUPERADMIN.password });
    expect(ghost.statusCode).toBe(404);
  });

  it('refuses every super admin route to anonymous, user, client and admin tokens', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);
    const user = await createUser(ctx.t.services, store.row.id);
    const routes: Array<[ 'GET' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', 'superadmin/getadmins'],
      ['GET', 'superadmin/getclients'],
      ['POST', 'superadmin/registeradmin', { name: 'X', email: 'x-admin@tryown.test', password: 'secret1' }],
      ['DELETE', `superadmin/deleteadmin/${admin.row.id}`],
      ['POST', 'superadmin/registerclient', { ...newClient, email: 'x-client@tryown.test' }],
      ['DELETE', `superadmin/deleteclient/${store.row.id}`],
      ['POST', 'superadmin/login-as', { role: 'client', id: store.row.id, password: SUPERADMIN.password }],
    ];
    for (const [method, url, payload] of routes) {
      for (const token of [undefined, user.token, store.token, admin.token, 'garbage']) {
        const res = await call(method, url, token, payload);
        expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
        expect(res.json().success).toBe(false);
      }
    }
    expect(await ctx.t.services.db.select().from(admins).where(eq(admins.id, admin.row.id))).toHaveLength(1);
    expect(await ctx.t.services.db.select().from(clients).where(eq(clients.id, store.row.id))).toHaveLength(1);
    expect(await ctx.t.services.db.select().from(admins).where(eq(admins.email, 'x-admin@tryown.test'))).toEqual([]);
  });

  it('writes each account change and its audit row together: when the audit row cannot be written, nothing changes', async () => {
    const admin = await createAdmin(ctx.t.services);
    const lift = await refuseInserts(ctx.t.services.db, 'audit_log');
    const store = await call('POST', 'superadmin/registerclient', ctx.superToken, { ...newClient, email: 'unaudited@store.test' });
    const newAdmin = await call('POST', 'superadmin/registeradmin', ctx.superToken, { name: 'Unaudited', email: 'unaudited@tryown.test', password: 'secret1' });
    const deleted = await call('DELETE', `superadmin/deleteadmin/${admin.row.id}`, ctx.superToken);
    await lift();
    expect([store.statusCode, newAdmin.statusCode, deleted.statusCode]).toEqual([500, 500, 500]);
    expect(await ctx.t.services.db.select().from(clients).where(eq(clients.email, 'unaudited@store.test'))).toEqual([]);
    expect(await ctx.t.services.db.select().from(admins).where(eq(admins.email, 'unaudited@tryown.test'))).toEqual([]);
    expect(await ctx.t.services.db.select().from(admins).where(eq(admins.id, admin.row.id))).toHaveLength(1);
  });
});
