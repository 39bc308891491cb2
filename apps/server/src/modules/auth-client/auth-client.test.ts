import sharp from 'sharp';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Shah',
  email: `shop-${Math.random().toString(36).slice(2, 10)}@tryown.test`,
  password: 'secret-pass',
  businessName: 'Priya Fashions',
  gstNo: '29ABCDE1234F1Z5',
  panNo: 'ABCDE1234F',
  mobileNo: '+91 98765 43210',
  address: '4 MG Road',
  city: 'Bengaluru',
  pincode: '560001',
  ...overrides,
});

describe('store sign-in, registration and profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: ip });
  const get = (url: string, headers = {}, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers, remoteAddress: ip });

  it('registers a store without a logo, then signs it in with the spec fields', async () => {
    const body = registration({ email: 'Priya@Example.test', websiteUrl: '' });
    const res = await post('/client/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Business registration successful' });

    const login = await post('/client/login', { email: 'priya@example.test', password: body.password });
    expect(login.statusCode).toBe(200);
    const json = login.json();
    expect(json).toMatchObject({
      success: true,
      message: 'Login successful',
      client: { name: 'Priya Shah', email: 'priya@example.test', mobileNo: '+91 98765 43210', address: '4 MG Road' },
    });
    expect(Object.keys(json.client).sort()).toEqual(['_id', 'address', 'clientId', 'email', 'mobileNo', 'name', 'userId']);
    expect(json.client.userId).toMatch(/^TRY-[2-9A-HJKMNP-Z]{6}$/);
    expect(json.client.clientId).toBe(json.client._id);
    expect(await t.services.tokens.verify(json.token)).toMatchObject({ role: 'client', id: json.client._id, clientId: json.client._id });

    const profile = await get('/client/profile', bearer(json.token));
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      success: true,
      data: { userId: json.client.userId, businessName: 'Priya Fashions', businessLogoUrl: null, websiteUrl: null, gstNo: '29ABCDE1234F1Z5', city: 'Bengaluru' },
    });
  });

  it('refuses a second store with the same e-mail', async () => {
    const body = registration();
    expect((await post('/client/register', body)).statusCode).toBe(201);
    const again = await post('/client/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'A business account with this email already exists' });
  });

  it.each([
    [{ businessName: '' }, 'businessName: Business name is required'],
    [{ gstNo: '  ' }, 'gstNo: GST number is required'],
    [{ email: 'nope' }, 'email: Please enter a valid email address'],
    [{ password: '12345' }, 'password: Password must be at least 6 characters'],
    [{ websiteUrl: 'not a url' }, 'websiteUrl: Please enter a valid URL'],
    [{ mobileNo: 'call me' }, 'mobileNo: Please enter a valid mobile number'],
    [{ pincode: undefined }, 'pincode'],
  ])('names the bad field %j', async (overrides, message) => {
    const res = await post('/client/register', registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(message);
  });

  it('uploads a logo anonymously and claims it at registration', async () => {
    const slot = await get('/client/upload-url?fileName=logo.png&fileType=image/png', {}, '10.0.0.2');
    expect(slot.statusCode).toBe(200);
    const { url, key } = slot.json();
    expect(key).toMatch(/^pending\/[0-9a-f-]{36}\.png$/);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c0ffee' } }).png().toBuffer();
    const put = await t.app.inject({ method: 'PUT', url, payload: png, headers: { 'content-type': 'image/png' } });
    expect(put.statusCode).toBe(200);

    const body = registration({ businessLogoKey: key, websiteUrl: 'https://priya.example' });
    expect((await post('/client/register', body, '10.0.0.2')).statusCode).toBe(201);
    const { token } = (await post('/client/login', { email: body.email, password: body.password }, '10.0.0.2')).json();
    const profile = (await get('/client/profile', bearer(token))).json();
    expect(profile.data.websiteUrl).toBe('https://priya.example');
    expect(profile.data.businessLogoUrl).toEqual(expect.any(String));
    const image = await t.app.inject({ method: 'GET', url: profile.data.businessLogoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await t.services.storage.exists(key)).toBe(false);
  });

  it('takes one image of at most 5 MB per anonymous slot', async () => {
    const slot = async () => (await get('/client/upload-url?fileName=logo.png&fileType=image/png', {}, '10.0.0.7')).json() as { url: string; key: string };
    const put = (url: string, payload: Buffer) => t.app.inject({ method: 'PUT', url, payload, headers: { 'content-type': 'image/png' }, remoteAddress: '10.0.0.7' });

    const big = await slot();
    const tooLarge = await put(big.url, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().success).toBe(false);
    const notImage = await put(big.url, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().success).toBe(false);
    expect(await t.services.storage.exists(big.key)).toBe(false);

    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff00aa' } }).png().toBuffer();
    const once = await slot();
    expect((await put(once.url, png)).statusCode).toBe(200);
    const again = await put(once.url, png);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'This upload link has already been used. Please choose the image again.' });
  });

  it('rate limits the anonymous image uploads themselves, per address', async () => {
    const { url } = (await get('/client/upload-url?fileName=logo.png&fileType=image/png', {}, '10.0.0.8')).json() as { url: string };
    const codes: number[] = [];
    // A refused body keeps the slot usable, so without a limit one slot could make the server decode forever.
    for (let i = 0; i < 21; i++) {
      codes.push((await t.app.inject({ method: 'PUT', url, payload: Buffer.from('junk'), headers: { 'content-type': 'image/png' }, remoteAddress: '10.0.0.8' })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('refuses a logo key that is not a fresh anonymous upload', async () => {
    const other = await createClient(t.services);
    for (const businessLogoKey of [`clients/${other.row.id}/logo/00000000-0000-0000-0000-000000000000.png`, 'pending/00000000-0000-0000-0000-000000000000.png']) {
      const res = await post('/client/register', registration({ businessLogoKey }), '10.0.0.3');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The business logo upload was not found. Please upload the logo again.' });
    }
  });

  it('refuses upload slots for anything but JPEG, PNG or WebP', async () => {
    const bad = await get('/client/upload-url?fileName=x.gif&fileType=image/gif', {}, '10.0.0.4');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('fileType: Only JPEG, PNG or WebP images are accepted');
    expect((await get('/client/upload-url?fileType=image/png', {}, '10.0.0.4')).statusCode).toBe(400);
  });

  it('rate limits anonymous upload slots', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await get('/client/upload-url?fileName=a.jpg&fileType=image/jpeg', {}, '10.0.0.5')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('gives one generic answer for a wrong password and an unknown e-mail', async () => {
    const store = await createClient(t.services);
    const wrong = await post('/client/login', { email: store.row.email, password: 'wrong-pass' }, '10.0.0.6');
    const unknown = await post('/client/login', { email: 'ghost@tryown.test', password: 'wrong-pass' }, '10.0.0.6');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
    const shopper = await createUser(t.services, store.row.id);
    // A shopper's credentials do not open the store door.
    expect((await post('/client/login', { email: shopper.row.email, password: shopper.password }, '10.0.0.6')).statusCode).toBe(401);
    expect((await post('/client/login', { email: 'not-an-email', password: 'x' }, '10.0.0.6')).json().message).toBe('email: Please enter a valid email address');
  });

  it('answers 429 after repeated failed logins', async () => {
    const store = await createClient(t.services);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post('/client/login', { email: store.row.email, password: 'guess-guess' }, '10.0.0.7')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const right = await post('/client/login', { email: store.row.email, password: store.password }, '10.0.0.7');
    expect(right.statusCode).toBe(429);
  });

  it('guards the profile: no token, a shopper token, an expired token', async () => {
    const store = await createClient(t.services);
    const shopper = await createUser(t.services, store.row.id);
    const none = await get('/client/profile');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: 'No authentication token found' });
    expect((await get('/client/profile', bearer(shopper.token))).statusCode).toBe(403);
    const expired = await new SignJWT({ role: 'client', cid: store.row.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(store.row.id)
      .setIssuer('tryown')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.services.secrets.jwtSecret));
    const res = await get('/client/profile', bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired. Please log in again.');
    expect((await get('/client/profile', bearer(store.token))).json().data.userId).toBe(store.row.publicId);
  });
});
