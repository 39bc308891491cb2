import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, SUPERADMIN, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';

describe('super admin login and lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/superadmin/login', payload: body as object });

  it('signs in the bootstrapped super admin', async () => {
    const res = await login(SUPERADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, superadmin: { email: SUPERADMIN.email, name: 'Super Admin' } });
    expect(await t.services.tokens.verify(body.token)).toMatchObject({ role: 'superadmin' });
  });

  it('gives one generic answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: SUPERADMIN.email, password: 'nope-nope' });
    const unknown = await login({ email: 'ghost@tryown.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names the bad field', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'email: Please enter a valid email address' });
  });

  it('returns live counts of admins and clients to a super admin only', async () => {
    await createAdmin(t.services);
    const store = await createClient(t.services);
    const { token } = (await login(SUPERADMIN)).json();
    const admins = await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/getadmins', headers: bearer(token) });
    const clients = await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/getclients', headers: bearer(token) });
    expect(admins.json()).toMatchObject({ success: true, count: 1 });
    expect(admins.json().data[0]).not.toHaveProperty('passwordHash');
    expect(clients.json()).toMatchObject({ success: true, count: 1, data: [{ _id: store.row.id, userId: store.row.publicId }] });

    const user = await createUser(t.services, store.row.id);
    const admin = await createAdmin(t.services);
    for (const headers of [{}, bearer(store.token), bearer(user.token), bearer(admin.token), bearer('garbage')]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/superadmin/getadmins', headers });
      expect([401, 403]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
  });

  it('limits repeated login attempts with 429', async () => {
    const attempt = () => login({ email: 'brute@tryown.test', password: 'guess-guess' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await attempt()).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: 'Too many attempts. Please wait a minute and try again.' });
  });
});
