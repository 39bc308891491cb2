import { describe, expect, it } from 'vitest';
import type { Role } from '@tryown/contracts';
import { apiOperations, bearer, SUPERADMIN } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { useStaffTestApp } from './staff-test-app.ts';

/**
 * Every admin, super admin and clienttabs route, read from the running app (its OpenAPI document),
 * against every kind of caller. A new staff route that is missing from ACCESS fails the first test,
 * so the refusal matrix cannot silently fall behind the routes.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Ctx = { storeId: string; otherStoreId: string; missingId: string };
type Access = { allowed: Role[]; payload?: (c: Ctx) => object; url?: (c: Ctx) => string };

const PUBLIC = new Set(['POST /admin/login', 'POST /admin/register', 'POST /superadmin/login', 'POST /admin/forgot-password', 'POST /superadmin/forgot-password']);
const MISSING = '00000000-0000-4000-8000-000000000000';
const staff: Role[] = ['admin', 'superadmin'];

const ACCESS: Record<string, Access> = {
  'GET /admin/getclients': { allowed: staff },
  'GET /admin/stats': { allowed: staff },
  'GET /admin/enquiries': { allowed: staff },
  'DELETE /admin/deleteclient/{clientId}': { allowed: ['admin'] },
  'PUT /admin/clients/{clientId}/shopper-limits': { allowed: staff, url: (c) => `/admin/clients/${c.storeId}/shopper-limits`, payload: () => ({ shopperTryonDailyCap: 50 }) },
  'GET /admin/get-client-token/{clientId}': { allowed: ['admin'] },
  // A too-short new password: the allowed caller gets 400 and nothing changes.
  'POST /admin/change-password': { allowed: ['admin'], payload: () => ({ currentPassword: 'wrong', newPassword: 'x' }) },
  'POST /admin/clients/{clientId}/password-reset': { allowed: staff },
  'GET /superadmin/getadmins': { allowed: ['superadmin'] },
  'GET /superadmin/system-info': { allowed: ['superadmin'] },
  'GET /superadmin/getclients': { allowed: ['superadmin'] },
  'GET /superadmin/enquiries': { allowed: ['superadmin'] },
  'POST /superadmin/registeradmin': { allowed: ['superadmin'], payload: () => ({ name: 'X', email: `x-${Math.random().toString(36).slice(2)}@tryown.test`, password: 'secret1' }) },
  'DELETE /superadmin/deleteadmin/{id}': { allowed: ['superadmin'] },
  'POST /superadmin/change-password': { allowed: ['superadmin'], payload: () => ({ currentPassword: 'wrong', newPassword: 'x' }) },
  'POST /superadmin/admins/{id}/password-reset': { allowed: ['superadmin'] },
  'POST /superadmin/registerclient': {
    allowed: ['superadmin'],
    payload: () => ({
      name: 'X',
      email: `x-${Math.random().toString(36).slice(2)}@store.test`,
      password: 'secret1',
      businessName: 'X Store',
      city: 'Pune',
      pincode: '411001',
      gstNo: '27ABCDE1234F1Z5',
      panNo: 'ABCDE1234F',
      aadharNo: '123412341234',
    }),
  },
  'DELETE /superadmin/deleteclient/{id}': { allowed: ['superadmin'] },
  'POST /superadmin/login-as': { allowed: ['superadmin'], payload: (c) => ({ role: 'client', id: c.missingId, password: SUPERADMIN.password }) },
  // A store may read its own tabs only: the URL names another store, which the client is refused (404).
  'GET /clienttabs/{clientId}/tabs': { allowed: staff, url: (c) => `/clienttabs/${c.otherStoreId}/tabs` },
  'POST /clienttabs/{clientId}/tabs': { allowed: staff, url: (c) => `/clienttabs/${c.otherStoreId}/tabs`, payload: () => ({ tabs: [] }) },
};

describe('staff route guards', () => {
  const ctx = useStaffTestApp();

  function staffRoutes(): string[] {
    return apiOperations(ctx.t.app)
      .map(({ route }) => route)
      .filter((route) => /^\w+ \/(admin|superadmin|clienttabs)\//.test(route) && !PUBLIC.has(route))
      .sort();
  }

  it('has an access rule for every admin, super admin and clienttabs route the app serves', () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toEqual(Object.keys(ACCESS).sort());
  });

  it('refuses anonymous, garbage, user, client and the wrong staff role on every one of them', async () => {
    const store = await createClient(ctx.t.services);
    const other = await createClient(ctx.t.services);
    const user = await createUser(ctx.t.services, store.row.id);
    const admin = await createAdmin(ctx.t.services);
    const c: Ctx = { storeId: store.row.id, otherStoreId: other.row.id, missingId: MISSING };
    const callers: Array<{ who: string; role: Role | null; headers: Record<string, string> }> = [
      { who: 'anonymous', role: null, headers: {} },
      { who: 'garbage token', role: null, headers: bearer('garbage') },
      { who: 'user', role: 'user', headers: bearer(user.token) },
      { who: 'client', role: 'client', headers: bearer(store.token) },
      { who: 'admin', role: 'admin', headers: bearer(admin.token) },
      { who: 'superadmin', role: 'superadmin', headers: bearer(ctx.superToken) },
    ];

    for (const [route, access] of Object.entries(ACCESS)) {
      const [method, template] = route.split(' ') as [Method, string];
      const url = access.url?.(c) ?? template.replace(/\{\w+\}/g, MISSING);
      for (const caller of callers) {
        const res = await ctx.t.app.inject({ method, url: `/api/v1${url}`, headers: caller.headers, ...(access.payload ? { payload: access.payload(c) } : {}) });
        const label = `${route} as ${caller.who}`;
        // A 5xx is never an answer, allowed or not: it would hide both a refusal and a grant.
        expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
        if (caller.role && access.allowed.includes(caller.role)) {
          expect([401, 403], label).not.toContain(res.statusCode);
        } else if (caller.role === 'client' && route === 'GET /clienttabs/{clientId}/tabs') {
          expect(res.statusCode, label).toBe(404);
        } else {
          expect([401, 403], label).toContain(res.statusCode);
          expect(res.json().success, label).toBe(false);
        }
      }
    }
  });
});
