import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { useGoogleKeySet } from './google-id-token.ts';

const GOOGLE_CLIENT_ID = 'tryown-test.apps.googleusercontent.com';
const REFUSED = { success: false, message: 'Google sign-in could not be verified. Please try again.' };

/** A key pair standing in for Google's: its public half is the only key the app trusts. */
async function fakeGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  return { keySet: createLocalJWKSet({ keys: [jwk] }), privateKey };
}

type Claims = { sub?: string; email?: string; email_verified?: boolean; name?: string; aud?: string; iss?: string; exp?: number };

function idToken(privateKey: CryptoKey, claims: Claims = {}) {
  const now = Math.floor(Date.now() / 1000);
  const { aud = GOOGLE_CLIENT_ID, iss = 'https://accounts.google.com', exp = now + 3600, ...rest } = claims;
  return new SignJWT({ email: 'gia@gmail.test', email_verified: true, name: 'Gia Google', ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(claims.sub ?? 'google-sub-1')
    .setAudience(aud)
    .setIssuer(iss)
    .setIssuedAt(now - 10)
    .setExpirationTime(exp)
    .sign(privateKey);
}

describe('Google sign-in switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports no client id and answers the Google routes with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json()).toEqual({ success: true, googleClientId: null });
    const store = await createClient(t.services);
    for (const url of ['/api/v1/client/google-login', `/api/v1/clients/${store.row.publicId}/mobile/user/google-login`]) {
      const res = await t.app.inject({ method: 'POST', url, payload: { token: 'anything' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Google sign-in is not enabled on this server' });
    }
  });
});

describe('Google sign-in', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof fakeGoogle>>;
  beforeAll(async () => {
    t = await buildTestApp({ GOOGLE_CLIENT_ID });
    google = await fakeGoogle();
    useGoogleKeySet(t.services, google.keySet);
  });
  afterAll(() => t.close());

  const clientLogin = (token: string, ip = '10.2.0.1') => t.app.inject({ method: 'POST', url: '/api/v1/client/google-login', payload: { token }, remoteAddress: ip });
  const userLogin = (storeId: string, token: string, ip = '10.2.0.2') =>
    t.app.inject({ method: 'POST', url: `/api/v1/clients/${storeId}/mobile/user/google-login`, payload: { token }, remoteAddress: ip });

  it('publishes the client id for the web', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/config' })).json()).toEqual({ success: true, googleClientId: GOOGLE_CLIENT_ID });
  });

  it('creates a store on first Google sign-in and finds it again after', async () => {
    const first = await clientLogin(await idToken(google.privateKey, { sub: 'store-sub', email: 'Boutique@Gmail.test', name: 'Bina Boutique' }));
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, client: { name: 'Bina Boutique', email: 'boutique@gmail.test' } });
    expect(body.clientId).toBe(body.id);
    expect(body.client._id).toBe(body.id);
    expect(body.client.userId).toMatch(/^TRY-/);
    expect(await t.services.tokens.verify(body.jwt_token)).toMatchObject({ role: 'client', id: body.id, clientId: body.id });

    const again = (await clientLogin(await idToken(google.privateKey, { sub: 'store-sub', email: 'boutique@gmail.test' }))).json();
    expect(again.id).toBe(body.id);
  });

  it('links an existing store with the same verified e-mail', async () => {
    const store = await createClient(t.services, { email: 'owner@gmail.test' });
    const res = await clientLogin(await idToken(google.privateKey, { sub: 'owner-sub', email: 'owner@gmail.test' }));
    expect(res.json()).toMatchObject({ id: store.row.id, client: { userId: store.row.publicId } });
    // Another Google account claiming the same e-mail is refused.
    expect((await clientLogin(await idToken(google.privateKey, { sub: 'intruder-sub', email: 'owner@gmail.test' }))).statusCode).toBe(409);
  });

  it.each<[string, Claims]>([
    ['a wrong audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s', async (_label, claims) => {
    const res = await clientLogin(await idToken(google.privateKey, claims), '10.2.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
  });

  it('refuses a token signed by another key, garbage, and an unverified e-mail', async () => {
    const other = await fakeGoogle();
    expect((await clientLogin(await idToken(other.privateKey), '10.2.0.4')).json()).toEqual(REFUSED);
    expect((await clientLogin('not.a.jwt', '10.2.0.4')).json()).toEqual(REFUSED);
    const unverified = await clientLogin(await idToken(google.privateKey, { email_verified: false }), '10.2.0.4');
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().message).toBe('Your Google e-mail address is not verified');
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/client/google-login', payload: { token: '' }, remoteAddress: '10.2.0.4' });
    expect(empty.statusCode).toBe(400);
  });

  it('signs a shopper into the store named by the Client User ID in the path', async () => {
    const store = await createClient(t.services);
    const res = await userLogin(store.row.publicId.toLowerCase(), await idToken(google.privateKey, { sub: 'shopper-sub', email: 'shopper@gmail.test', name: 'Sia' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, clientId: store.row.id, user: { name: 'Sia', email: 'shopper@gmail.test', userId: store.row.publicId, clientId: store.row.id } });
    expect(body.user._id).toBe(body.id);
    expect(await t.services.tokens.verify(body.jwt_token)).toMatchObject({ role: 'user', id: body.id, clientId: store.row.id });
    expect((await userLogin(store.row.publicId, await idToken(google.privateKey, { sub: 'shopper-sub', email: 'shopper@gmail.test' }))).json().id).toBe(body.id);
  });

  it('refuses an unknown store and a shopper of another store', async () => {
    const token = await idToken(google.privateKey, { sub: 'wanderer-sub', email: 'wanderer@gmail.test' });
    const unknown = await userLogin('TRY-NOPE99', token, '10.2.0.5');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'No store found with this Client User ID' });

    const home = await createClient(t.services);
    const away = await createClient(t.services);
    await createUser(t.services, home.row.id, { email: 'loyal@gmail.test' });
    const res = await userLogin(away.row.publicId, await idToken(google.privateKey, { sub: 'loyal-sub', email: 'loyal@gmail.test' }), '10.2.0.5');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This account belongs to a different store' });
    const linked = await userLogin(home.row.publicId, await idToken(google.privateKey, { sub: 'loyal-sub', email: 'loyal@gmail.test' }), '10.2.0.5');
    expect(linked.json().user).toMatchObject({ email: 'loyal@gmail.test', clientId: home.row.id });
  });
});
