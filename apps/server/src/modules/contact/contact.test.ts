import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser, tokenFor } from '../../../test/factories.ts';

describe('contact form and enquiry lists', () => {
  let t: TestApp;
  let superToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ CONTACT_ADDRESS: '7 Test Lane, Pune', CONTACT_PHONE: '+91 20 1111 2222', CONTACT_EMAIL: 'hi@tryown.test' });
    const [superadmin] = await t.services.db.query.superadmins.findMany({ limit: 1 });
    superToken = await tokenFor(t.services, { role: 'superadmin', id: superadmin!.id, clientId: null });
  });
  afterAll(() => t.close());

  // Each call comes from its own address so the rate limit only bites where a test wants it to.
  let address = 0;
  const send = (payload: object, remoteAddress = `10.0.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress });
  const list = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('stores an enquiry and thanks the sender', async () => {
    const res = await send({ name: '  Priya Shah ', email: 'Priya@Store.test', message: 'We run three stores. Can we book a demo?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you! We will get back to you soon.' });
    const body = (await list('/api/v1/superadmin/enquiries', bearer(superToken))).json();
    expect(body.data[0]).toMatchObject({ name: 'Priya Shah', email: 'priya@store.test', message: 'We run three stores. Can we book a demo?' });
    expect(Date.parse(body.data[0].createdAt)).not.toBeNaN();
  });

  it.each([
    [{ email: 'a@b.test', message: 'Hi' }, 'name: Please enter your name'],
    [{ name: '   ', email: 'a@b.test', message: 'Hi' }, 'name: Please enter your name'],
    [{ name: 'x'.repeat(101), email: 'a@b.test', message: 'Hi' }, 'name: Name must be at most 100 characters'],
    [{ name: 'Ravi', email: 'not-an-email', message: 'Hi' }, 'email: Please enter a valid email address'],
    [{ name: 'Ravi', email: '', message: 'Hi' }, 'email: Please enter your email address'],
    [{ name: 'Ravi', email: 'a@b.test', message: ' ' }, 'message: Please enter a message'],
    [{ name: 'Ravi', email: 'a@b.test', message: 'y'.repeat(5001) }, 'message: Message must be at most 5000 characters'],
  ])('refuses %j naming the field', async (payload, message) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('accepts the longest allowed name and message', async () => {
    const res = await send({ name: 'n'.repeat(100), email: 'long@store.test', message: 'm'.repeat(5000) });
    expect(res.statusCode).toBe(200);
  });

  it('limits one address to 5 enquiries a minute with 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await send({ name: 'Spam', email: 'spam@bot.test', message: `#${i}` }, '10.9.9.9')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await send({ name: 'Spam', email: 'spam@bot.test', message: 'again' }, '10.9.9.9');
    expect(limited.json()).toEqual({ success: false, message: 'Too many attempts. Please wait a minute and try again.' });
    // Another address is not affected.
    expect((await send({ name: 'Real', email: 'real@store.test', message: 'Hello' }, '10.9.9.10')).statusCode).toBe(200);
  });

  it('lists enquiries newest first to admins and the super admin only', async () => {
    await send({ name: 'First', email: 'first@store.test', message: 'one' });
    await send({ name: 'Second', email: 'second@store.test', message: 'two' });
    const admin = await createAdmin(t.services);
    for (const [url, token] of [
      ['/api/v1/admin/enquiries', admin.token],
      ['/api/v1/admin/enquiries', superToken],
      ['/api/v1/superadmin/enquiries', superToken],
    ] as const) {
      const res = await list(url, bearer(token));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.count).toBe(body.data.length);
      expect(body.data.slice(0, 2).map((e: { name: string }) => e.name)).toEqual(['Second', 'First']);
      const times = body.data.map((e: { createdAt: string }) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(Object.keys(body.data[0]).sort()).toEqual(['_id', 'createdAt', 'email', 'message', 'name']);
    }
  });

  it('refuses the lists to anyone else', async () => {
    const store = await createClient(t.services);
    const user = await createUser(t.services, store.row.id);
    const admin = await createAdmin(t.services);
    const cases: [string, Record<string, string>, number][] = [
      ['/api/v1/admin/enquiries', {}, 401],
      ['/api/v1/admin/enquiries', bearer('garbage'), 401],
      ['/api/v1/admin/enquiries', bearer(store.token), 403],
      ['/api/v1/admin/enquiries', bearer(user.token), 403],
      ['/api/v1/superadmin/enquiries', {}, 401],
      ['/api/v1/superadmin/enquiries', bearer(admin.token), 403],
      ['/api/v1/superadmin/enquiries', bearer(store.token), 403],
      ['/api/v1/superadmin/enquiries', bearer(user.token), 403],
    ];
    for (const [url, headers, status] of cases) {
      const res = await list(url, headers);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().success).toBe(false);
    }
  });

  it('serves the configured contact details to anyone', async () => {
    const res = await list('/api/v1/public/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, contact: { address: '7 Test Lane, Pune', phone: '+91 20 1111 2222', email: 'hi@tryown.test' } });
  });
});
