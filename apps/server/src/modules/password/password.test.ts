import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema.ts';
import { bearer, buildTestApp, SUPERADMIN, type TestApp } from '../../../test/helper.ts';
import { createAdmin, createClient, createUser } from '../../../test/factories.ts';
import { resetTokenIn, startSmtpInbox } from '../../../test/smtp-inbox.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({ SMTP_URL: inbox.url, PUBLIC_URL: 'https://shop.tryown.test/' });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {} });
const getWith = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('forgot password and the reset link', () => {
  it('answers 202 alike for known and unknown e-mails, and mails a link only to the account', async () => {
    const store = await createClient(t.services);
    const unknown = await post('/client/forgot-password', { email: 'nobody@tryown.test' });
    const known = await post('/client/forgot-password', { email: store.row.email.toUpperCase() });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const mail = await inbox.mailTo(store.row.email);
    expect(mail.text).toContain('Subject: Reset your TryOwn password');
    expect(mail.text).toContain('https://shop.tryown.test/reset-password?token=');
    expect(inbox.mails.some((m) => m.to.includes('nobody@tryown.test'))).toBe(false);
    expect(await t.services.db.select().from(passwordResets).where(eq(passwordResets.accountId, store.row.id))).toHaveLength(1);
    // Only a digest of the token is stored.
    const [row] = await t.services.db.select().from(passwordResets).where(eq(passwordResets.accountId, store.row.id));
    expect(row!.tokenHash).not.toBe(resetTokenIn(mail));

    expect((await post('/client/forgot-password', { email: 'not-an-email' })).json()).toEqual({ success: false, message: 'email: Please enter a valid email address' });
  });

  it('resets once with the link, ends every older session, and refuses the link again', async () => {
    const store = await createClient(t.services);
    const user = await createUser(t.services, store.row.id);
    await post('/user/forgot-password', { email: user.row.email });
    const token = decodeURIComponent(resetTokenIn(await inbox.mailTo(user.row.email))!);

    expect((await getWith('/user/userprofile', user.token)).statusCode).toBe(200);
    const short = await post('/auth/reset-password', { token, password: '123' });
    expect(short.statusCode).toBe(400);
    const done = await post('/auth/reset-password', { token, password: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, role: 'user' });

    const ended = await getWith('/user/userprofile', user.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your session has ended. Please log in again.');
    expect((await post('/user/login', { email: user.row.email, password: user.password })).statusCode).toBe(401);
    const login = await post('/user/login', { email: user.row.email, password: 'brand-new-pass' });
    expect(login.statusCode).toBe(200);
    expect((await getWith('/user/userprofile', login.json().token)).statusCode).toBe(200);

    const again = await post('/auth/reset-password', { token, password: 'another-pass-1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid, expired or already used. Please ask for a new one.');
    expect((await post('/auth/reset-password', { token: 'made-up', password: 'another-pass-1' })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const admin = await createAdmin(t.services);
    await post('/admin/forgot-password', { email: admin.row.email });
    const token = decodeURIComponent(resetTokenIn(await inbox.mailTo(admin.row.email))!);
    await t.services.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.accountId, admin.row.id));
    expect((await post('/auth/reset-password', { token, password: 'brand-new-pass' })).statusCode).toBe(400);
    expect((await post('/admin/login', { email: admin.row.email, password: admin.password })).statusCode).toBe(200);
  });

  it('works for the super admin too', async () => {
    await post('/superadmin/forgot-password', { email: SUPERADMIN.email });
    const token = decodeURIComponent(resetTokenIn(await inbox.mailTo(SUPERADMIN.email))!);
    expect((await post('/auth/reset-password', { token, password: SUPERADMIN.password })).json().role).toBe('superadmin');
  });
});

describe('change password', () => {
  it('checks the current password, keeps this session with a new token and ends the others', async () => {
    const store = await createClient(t.services);
    const other = (await post('/client/login', { email: store.row.email, password: store.password })).json().token as string;
    const wrong = await post('/client/change-password', { currentPassword: 'nope', newPassword: 'next-pass-1' }, store.token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Current password is incorrect');
    expect((await post('/client/change-password', { currentPassword: store.password, newPassword: 'x' }, store.token)).statusCode).toBe(400);

    const changed = await post('/client/change-password', { currentPassword: store.password, newPassword: 'next-pass-1' }, store.token);
    expect(changed.statusCode).toBe(200);
    expect((await getWith('/client/profile', changed.json().token)).statusCode).toBe(200);
    expect((await getWith('/client/profile', other)).statusCode).toBe(401);
    expect((await getWith('/client/profile', store.token)).statusCode).toBe(401);
    expect((await post('/client/login', { email: store.row.email, password: 'next-pass-1' })).statusCode).toBe(200);
  });

  it('is for the account itself: not another role, not an impersonating admin', async () => {
    const store = await createClient(t.services);
    const admin = await createAdmin(t.services);
    expect((await post('/admin/change-password', { currentPassword: store.password, newPassword: 'next-pass-1' }, store.token)).statusCode).toBe(403);
    const window = await t.app.inject({ method: 'GET', url: `/api/v1/admin/get-client-token/${store.row.id}`, headers: bearer(admin.token) });
    const refused = await post('/client/change-password', { currentPassword: store.password, newPassword: 'next-pass-1' }, window.json().token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sign in as this account yourself to change its password');
    expect((await post('/client/change-password', { currentPassword: store.password, newPassword: 'next-pass-1' })).statusCode).toBe(401);
  });
});

describe('reset links sent by staff', () => {
  it('lets an admin send a store owner a link, and the super admin send one to an admin', async () => {
    const store = await createClient(t.services);
    const admin = await createAdmin(t.services);
    const sent = await post(`/admin/clients/${store.row.id}/password-reset`, {}, admin.token);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe(`Password reset link e-mailed to ${store.row.email}`);
    expect((await inbox.mailTo(store.row.email)).text).toContain('Your TryOwn administrator sent you this link');

    expect((await post(`/superadmin/admins/${admin.row.id}/password-reset`, {}, admin.token)).statusCode).toBe(403);
    const superToken = (await post('/superadmin/login', SUPERADMIN)).json().token as string;
    expect((await post(`/superadmin/admins/${admin.row.id}/password-reset`, {}, superToken)).statusCode).toBe(202);
    await inbox.mailTo(admin.row.email);
    expect((await post('/admin/clients/00000000-0000-4000-8000-000000000000/password-reset', {}, admin.token)).json()).toEqual({ success: false, message: 'Client not found' });
    expect((await post(`/admin/clients/${store.row.id}/password-reset`, {}, store.token)).statusCode).toBe(403);
  });

  it('sends at most three links to one account in 15 minutes', async () => {
    const store = await createClient(t.services);
    const admin = await createAdmin(t.services);
    for (let i = 0; i < 3; i++) expect((await post(`/admin/clients/${store.row.id}/password-reset`, {}, admin.token)).statusCode).toBe(202);
    const fourth = await post(`/admin/clients/${store.row.id}/password-reset`, {}, admin.token);
    expect(fourth.statusCode).toBe(429);
    await post('/client/forgot-password', { email: store.row.email });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.services.db.select().from(passwordResets).where(eq(passwordResets.accountId, store.row.id))).toHaveLength(3);
  });
});

it('rate limits forgot-password per address and e-mail', async () => {
  const statuses = [];
  for (let i = 0; i < 11; i++) statuses.push((await post('/admin/forgot-password', { email: 'flood@tryown.test' })).statusCode);
  expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
  expect(statuses[10]).toBe(429);
});
