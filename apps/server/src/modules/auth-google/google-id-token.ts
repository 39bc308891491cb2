import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Services } from '../../services.ts';
import { notFound, unauthorized } from '../../lib/http-error.ts';

const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** What we take from a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/** The message the web shows for any token we refuse; the reason goes to the log only. */
export const GOOGLE_TOKEN_REFUSED = 'Google sign-in could not be verified. Please try again.';

// One key set per app instance. jose's remote set caches Google's keys and refetches on rotation;
// tests put a local key set here (see useGoogleKeySet) so no test talks to Google.
const keySets = new WeakMap<Services, JWTVerifyGetKey>();
let remoteKeySet: JWTVerifyGetKey | null = null;

/** Replaces Google's published keys for one app (tests: `createLocalJWKSet` of a generated key pair). */
export function useGoogleKeySet(services: Services, keySet: JWTVerifyGetKey) {
  keySets.set(services, keySet);
}

function keySetFor(services: Services): JWTVerifyGetKey {
  const own = keySets.get(services);
  if (own) return own;
  remoteKeySet ??= createRemoteJWKSet(new URL(GOOGLE_CERTS_URL));
  return remoteKeySet;
}

/** The configured Google client id, or a clear 404 when Google sign-in is switched off. */
export function googleClientIdOf(services: Services): string {
  const clientId = services.config.googleClientId;
  if (!clientId) throw notFound('Google sign-in is not enabled on this server');
  return clientId;
}

/**
 * Checks a Google ID token's signature against Google's keys, its audience (our client id),
 * issuer and expiry, and that Google verified the e-mail address.
 */
export async function verifyGoogleIdToken(services: Services, token: string): Promise<GoogleIdentity> {
  const audience = googleClientIdOf(services);
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(services), { audience, issuer: GOOGLE_ISSUERS, algorithms: ['RS256'] }));
  } catch {
    throw unauthorized(GOOGLE_TOKEN_REFUSED);
  }
  const { sub, email, email_verified: verified, name } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || typeof email !== 'string' || !email) throw unauthorized(GOOGLE_TOKEN_REFUSED);
  if (verified !== true && verified !== 'true') throw unauthorized('Your Google e-mail address is not verified');
  const cleanEmail = email.trim().toLowerCase();
  return { sub, email: cleanEmail, name: typeof name === 'string' && name.trim() ? name.trim() : cleanEmail.split('@')[0]! };
}
