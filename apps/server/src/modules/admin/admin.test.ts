import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_CODE, bearer } from '../../../test/helper.ts';
import { useStaffTestApp } from './staff-test-app.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { auditLog, clients, dresses, generatedImages, models, tabs, users } from '../../db/schema.ts';
import { eventually } from '../../../test/eventually.ts';
import { objectKeys } from '../../storage/keys.ts';
import { adminCodeMatches } from './admin.service.ts';

describe('admin portal API', () => {
  const ctx = useStaffTestApp();

  const post = (url: string, payload: object, headers = {}) => ctx.t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
  const get = (url: string, headers = {}) => ctx.t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const del = (url: string, headers = {}) => ctx.t.app.inject({ method: 'DELETE', url: `/api/v1/${url}`, headers });

  it('registers an admin with the right code and logs them in', async () => {
    const reg = await post('admin/register', { name: 'Ravi Admin', email: 'Ravi@TryOwn.test', password: 'secret1', admincode: ADMIN_CODE });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ success: true, message: 'Admin registration successful! You can now log in.' });

    const login = await post('admin/login', { email: 'ravi@tryown.test', password: 'secret1' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, admin: { name: 'Ravi Admin', email: 'ravi@tryown.test' } });
    expect(await ctx.t.services.tokens.verify(login.json().token)).toMatchObject({ role: 'admin', clientId: null });
  });

  it('refuses a wrong code, a duplicate e-mail and a short password', async () => {
    const wrong = await post('admin/register', { name: 'Mallory', email: 'mallory@tryown.test', password: 'secret1', admincode: `${ADMIN_CODE}x` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid admin registration code' });
    expect((await post('admin/login', { email: 'mallory@tryown.test', password: 'secret1' })).statusCode).toBe(401);

    const first = await post('admin/register', { name: 'Dup', email: 'dup@tryown.test', password: 'secret1', admincode: ADMIN_CODE });
    expect(first.statusCode).toBe(201);
    const dup = await post('admin/register', { name: 'Dup', email: 'dup@tryown.test', password: 'secret1', admincode: ADMIN_CODE });
    expect(dup.statusCode).toBe(409);

    const short = await post('admin/register', { name: 'Short', email: 'short@tryown.test', password: '12345', admincode: ADMIN_CODE });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('password: Password must be at least 6 characters');
  });

  it('compares the admin code exactly', () => {
    expect(adminCodeMatches('abc', 'abc')).toBe(true);
    expect(adminCodeMatches('abd', 'abc')).toBe(false);
    expect(adminCodeMatches('abcd', 'abc')).toBe(false);
    expect(adminCodeMatches('', 'abc')).toBe(false);
  });

  it('gives one generic answer for a wrong admin password and an unknown e-mail', async () => {
    const admin = await createAdmin(ctx.t.services);
    const wrong = await post('admin/login', { email: admin.row.email, password: 'wrong-pass' });
    const unknown = await post('admin/login', { email: 'nobody@tryown.test', password: 'wrong-pass' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('lists clients and real stats to admins and the super admin', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);
    await ctx.t.services.db.insert(generatedImages).values({ clientId: store.row.id, imageKey: objectKeys.generated(store.row.id, 'x') });
    for (const token of [admin.token, ctx.superToken]) {
      const list = await get('admin/getclients', bearer(token));
      expect(list.statusCode).toBe(200);
      expect(list.json().count).toBe(list.json().data.length);
      expect(list.json().data.map((c: { _id: string }) => c._id)).toContain(store.row.id);
      expect(list.json().data[0]).not.toHaveProperty('passwordHash');
    }
    const stats = (await get('admin/stats', bearer(admin.token))).json();
    const [clientRows, imageRows] = [await ctx.t.services.db.select().from(clients), await ctx.t.services.db.select().from(generatedImages)];
    expect(stats).toMatchObject({ success: true, totalClients: clientRows.length, aiInteractions: imageRows.length });
    expect(stats.aiInteractions).toBeGreaterThan(0);
  });

  it('issues a one-hour client token for impersonation and audits it', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);
    const res = await get(`admin/get-client-token/${store.row.id}`, bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { role: 'client', userType: 'client', clientId: store.row.id, email: store.row.email } });
    const principal = await ctx.t.services.tokens.verify(body.token);
    expect(principal).toMatchObject({ role: 'client', id: store.row.id, clientId: store.row.id, impersonatedBy: { role: 'admin', id: admin.row.id } });
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(3600);

    const audit = await ctx.t.services.db.select().from(auditLog).where(eq(auditLog.targetId, store.row.id));
    expect(audit).toEqual([expect.objectContaining({ actorRole: 'admin', actorId: admin.row.id, action: 'impersonate', targetType: 'client' })]);
    expect(audit[0]!.createdAt).toBeInstanceOf(Date);

    expect((await get(`admin/get-client-token/00000000-0000-4000-8000-000000000000`, bearer(admin.token))).statusCode).toBe(404);
    expect((await get(`admin/get-client-token/not-a-uuid`, bearer(admin.token))).statusCode).toBe(400);
  });

  it('deletes a client with everything it owns, and its tokens stop working', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);
    const other = await createClient(ctx.t.services);
    await createUser(ctx.t.services, store.row.id);
    const { db, storage } = ctx.t.services;
    const imageKey = objectKeys.upload(store.row.id, 'models', 'jpg');
    const otherKey = objectKeys.upload(other.row.id, 'models', 'jpg');
    await storage.put(imageKey, Buffer.from('x'), 'image/jpeg');
    await storage.put(otherKey, Buffer.from('y'), 'image/jpeg');
    await db.insert(models).values({ clientId: store.row.id, name: 'M', category: 'Women', imageKey });
    await db.insert(dresses).values({ clientId: store.row.id, category: 'Women', type: 'Dresses', imageKey });
    await db.insert(tabs).values({ id: `tab-${store.row.id}`, clientId: store.row.id, name: 'Store' });
    const impersonation = (await get(`admin/get-client-token/${store.row.id}`, bearer(admin.token))).json().token;

    const res = await del(`admin/deleteclient/${store.row.id}`, bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Client deleted successfully' });

    for (const table of [users, models, dresses, tabs]) {
      expect(await db.select().from(table).where(eq(table.clientId, store.row.id))).toEqual([]);
    }
    // The files go in a job queued with the delete.
    await eventually(async () => !(await storage.exists(imageKey)), 10_000, "the deleted store's files to go");
    expect(await storage.exists(otherKey)).toBe(true);
    for (const token of [store.token, impersonation]) {
      const after = await get(`clienttabs/${store.row.id}/tabs`, bearer(token));
      expect(after.statusCode).toBe(401);
    }
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'delete_client'));
    expect(audit.map((row) => row.targetId)).toContain(store.row.id);

    expect((await del(`admin/deleteclient/${store.row.id}`, bearer(admin.token))).statusCode).toBe(404);
  });

  it('ends the store windows an admin opened once that admin is deleted', async () => {
    const admin = await createAdmin(ctx.t.services);
    const store = await createClient(ctx.t.services);
    const impersonation = (await get(`admin/get-client-token/${store.row.id}`, bearer(admin.token))).json().token;
    expect((await get(`clienttabs/${store.row.id}/tabs`, bearer(impersonation))).statusCode).toBe(200);

    expect((await del(`superadmin/deleteadmin/${admin.row.id}`, bearer(ctx.superToken))).statusCode).toBe(200);
    const after = await get(`clienttabs/${store.row.id}/tabs`, bearer(impersonation));
    expect(after.statusCode).toBe(401);
    expect((await get(`clienttabs/${store.row.id}/tabs`, bearer(store.token))).statusCode).toBe(200);
  });

  it('refuses every guarded admin route to anonymous, user, client and the wrong admin role', async () => {
    const store = await createClient(ctx.t.services);
    const user = await createUser(ctx.t.services, store.row.id);
    const routes: Array<{ method: 'GET' | 'DELETE'; url: string; superadminToo: boolean }> = [
      { method: 'GET', url: 'admin/getclients', superadminToo: true },
      { method: 'GET', url: 'admin/stats', superadminToo: true },
      { method: 'DELETE', url: `admin/deleteclient/${store.row.id}`, superadminToo: false },
      { method: 'GET', url: `admin/get-client-token/${store.row.id}`, superadminToo: false },
    ];
    for (const route of routes) {
      const callers = [{}, bearer(user.token), bearer(store.token), bearer('garbage'), ...(route.superadminToo ? [] : [bearer(ctx.superToken)])];
      for (const headers of callers) {
        const res = await ctx.t.app.inject({ method: route.method, url: `/api/v1/${route.url}`, headers });
        expect([401, 403], `${route.method} ${route.url}`).toContain(res.statusCode);
        expect(res.json().success).toBe(false);
      }
    }
    expect(await ctx.t.services.db.select().from(clients).where(eq(clients.id, store.row.id))).toHaveLength(1);
  });
});
