import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';

describe('shopper sign-in, registration and profile', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createClient>>;
  beforeAll(async () => {
    t = await buildTestApp();
    store = await createClient(t.services, { businessName: 'Cara Couture' });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = {}, ip = '10.1.0.1') =>
    t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress: ip });
  const getProfile = (headers = {}) => t.app.inject({ method: 'GET', url: '/api/v1/user/userprofile', headers });

  it('registers a shopper with the store Client User ID and signs in with the spec fields', async () => {
    const reg = await send('POST', '/user/register', { name: 'Uma', email: 'Uma@Example.test', password: 'uma-pass', userId: ` ${store.row.publicId.toLowerCase()} ` });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ success: true, message: 'User registration successful' });

    const login = await send('POST', '/user/login', { email: 'uma@example.test', password: 'uma-pass' });
    expect(login.statusCode).toBe(200);
    const json = login.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { name: 'Uma', email: 'uma@example.test', userId: store.row.publicId, clientId: store.row.id, mobileNo: '', address: '' },
    });
    expect(Object.keys(json.user).sort()).toEqual(['_id', 'address', 'clientId', 'email', 'mobileNo', 'name', 'userId']);
    expect(await t.services.tokens.verify(json.token)).toMatchObject({ role: 'user', id: json.user._id, clientId: store.row.id });
  });

  it('refuses an unknown Client User ID and a taken e-mail', async () => {
    const unknown = await send('POST', '/user/register', { name: 'Ned', email: 'ned@example.test', password: 'ned-pass', userId: 'TRY-NOPE99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No store found with this Client User ID' });

    const existing = await createUser(t.services, store.row.id);
    const taken = await send('POST', '/user/register', { name: 'Dup', email: existing.row.email.toUpperCase(), password: 'dup-pass', userId: store.row.publicId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: 'An account with this email already exists' });
  });

  it.each([
    [{ userId: '' }, 'userId: Client User ID is required'],
    [{ name: '' }, 'name: Name is required'],
    [{ email: 'x@' }, 'email: Please enter a valid email address'],
    [{ password: 'abc' }, 'password: Password must be at least 6 characters'],
  ])('names the bad registration field %j', async (overrides, message) => {
    const res = await send('POST', '/user/register', { name: 'Val', email: 'val@example.test', password: 'val-pass', userId: store.row.publicId, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('gives one generic answer for a wrong password, an unknown e-mail and a store account', async () => {
    const shopper = await createUser(t.services, store.row.id);
    const wrong = await send('POST', '/user/login', { email: shopper.row.email, password: 'wrong-pass' }, {}, '10.1.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect((await send('POST', '/user/login', { email: 'ghost@tryown.test', password: 'x' }, {}, '10.1.0.2')).json()).toEqual(wrong.json());
    expect((await send('POST', '/user/login', { email: store.row.email, password: store.password }, {}, '10.1.0.2')).statusCode).toBe(401);
    const missing = await send('POST', '/user/login', { email: shopper.row.email }, {}, '10.1.0.2');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^password: /);
  });

  it('answers 429 after repeated failed logins', async () => {
    const shopper = await createUser(t.services, store.row.id);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await send('POST', '/user/login', { email: shopper.row.email, password: 'guess-guess' }, {}, '10.1.0.3')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('answers 429 when one address tries many different e-mails', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await send('POST', '/user/login', { email: `guess-${i}@example.test`, password: 'guess-guess' }, {}, '10.1.0.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another address is not affected.
    expect((await send('POST', '/user/login', { email: 'guess-0@example.test', password: 'guess-guess' }, {}, '10.1.0.10')).statusCode).toBe(401);
  });

  it('shows the profile, then completes the basic and style parts and sets the flags', async () => {
    const shopper = await createUser(t.services, store.row.id, { name: 'Pia' });
    const before = await getProfile(bearer(shopper.token));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      success: true,
      user: {
        _id: shopper.row.id,
        name: 'Pia',
        userId: store.row.publicId,
        storeName: 'Cara Couture',
        phone: null,
        sizes: [],
        isBasicProfileCompleted: false,
        isStylePreferenceCompleted: false,
      },
    });

    const basic = await send('PUT', '/user/profile/basic', { phone: '+91 90000 11111', gender: 'Female', age: '29', height: 164.5 }, bearer(shopper.token));
    expect(basic.statusCode).toBe(200);
    expect(basic.json().user).toMatchObject({ phone: '+91 90000 11111', gender: 'Female', age: 29, height: 164.5, isBasicProfileCompleted: true, isStylePreferenceCompleted: false });

    const style = await send('PUT', '/user/profile/style', { favouriteCategories: ['Dresses', 'Dresses', 'Ethnic'], sizes: ['S', 'M'], colours: ['Red'] }, bearer(shopper.token));
    expect(style.statusCode).toBe(200);
    expect(style.json().user).toMatchObject({ favouriteCategories: ['Dresses', 'Ethnic'], sizes: ['S', 'M'], colours: ['Red'], isStylePreferenceCompleted: true });

    const after = (await getProfile(bearer(shopper.token))).json().user;
    expect(after).toMatchObject({ isBasicProfileCompleted: true, isStylePreferenceCompleted: true, age: 29 });
    const login = (await send('POST', '/user/login', { email: shopper.row.email, password: shopper.password }, {}, '10.1.0.4')).json();
    expect(login.user.mobileNo).toBe('+91 90000 11111');
  });

  it.each([
    ['/user/profile/basic', { phone: '123', gender: 'Female', age: 30, height: 170 }, 'phone: Please enter a valid phone number'],
    ['/user/profile/basic', { phone: '9000011111', gender: 'Robot', age: 30, height: 170 }, 'gender: Please choose a gender'],
    ['/user/profile/basic', { phone: '9000011111', gender: 'Male', age: 5, height: 170 }, 'age: Age must be at least 13'],
    ['/user/profile/basic', { phone: '9000011111', gender: 'Male', age: 30, height: 'tall' }, 'height: Height must be a number'],
    // An empty form field is missing, not 0 ('must be at least 13' would send the person looking for a wrong number).
    ['/user/profile/basic', { phone: '9000011111', gender: 'Male', age: '', height: 170 }, 'age: Age is required'],
    ['/user/profile/basic', { phone: '9000011111', gender: 'Male', age: 30 }, 'height: Height is required'],
    ['/user/profile/style', { favouriteCategories: [], sizes: ['S'], colours: ['Red'] }, 'favouriteCategories: Choose at least one category'],
    ['/user/profile/style', { favouriteCategories: ['Tops'], sizes: ['XXXL'], colours: ['Red'] }, 'sizes.0: Unknown size'],
  ])('refuses a bad profile %s %j', async (url, payload, message) => {
    const shopper = await createUser(t.services, store.row.id);
    const res = await send('PUT', url, payload, bearer(shopper.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await getProfile(bearer(shopper.token))).json().user).toMatchObject({ isBasicProfileCompleted: false, isStylePreferenceCompleted: false });
  });

  it('guards the profile: no token, a store token, an expired token', async () => {
    const shopper = await createUser(t.services, store.row.id);
    const none = await getProfile();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: 'No authentication token found' });
    expect((await getProfile(bearer(store.token))).statusCode).toBe(403);
    expect((await send('PUT', '/user/profile/basic', { phone: '9000011111', gender: 'Male', age: 30, height: 170 }, bearer(store.token))).statusCode).toBe(403);
    const expired = await new SignJWT({ role: 'user', cid: store.row.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shopper.row.id)
      .setIssuer('tryown')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.services.secrets.jwtSecret));
    const res = await getProfile(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
  });
});
