import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@tryown/contracts';

export interface Principal {
  role: Role;
  /** The account's own id (super admin, admin, client or user row). */
  id: string;
  /** The store the principal acts for: the client's own id, or a user's store. */
  clientId: string | null;
  /** Set when a super admin or admin acts as this account. */
  impersonatedBy?: { role: Role; id: string };
  /** When the token was issued, in milliseconds (set by `verify`): a password reset ends older sessions. */
  issuedAt?: number;
}

export const LIFETIME: Record<Role, string> = { superadmin: '12h', admin: '12h', client: '7d', user: '30d' };
export const IMPERSONATION_LIFETIME = '1h';
const ISSUER = 'tryown';
/** How many verified tokens a process remembers before it starts again from none. */
const REMEMBERED_TOKENS = 10_000;

export interface TokenService {
  issue(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { principal: Principal; expiresAt: number }>();
  return {
    async issue(principal) {
      const lifetime = principal.impersonatedBy ? IMPERSONATION_LIFETIME : LIFETIME[principal.role];
      // `at`: the issue time in ms (the standard `iat` has whole seconds), so a session that starts
      // right after a password reset is told apart from those the reset ended.
      return new SignJWT({ role: principal.role, cid: principal.clientId, imp: principal.impersonatedBy, at: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.id)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key);
    },
    async verify(token) {
      // A signature checked once stays checked: a token's claims never change, only its expiry
      // comes, so the verified principal is remembered until then (a repeated request skips the
      // HMAC). Whether its account still lets it in is the guard's check, every time.
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.principal;
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
        const principal: Principal = Object.freeze({
          role: payload.role as Role,
          id: payload.sub,
          clientId: typeof payload.cid === 'string' ? payload.cid : null,
          impersonatedBy: payload.imp as Principal['impersonatedBy'],
          issuedAt: typeof payload.at === 'number' ? payload.at : (payload.iat ?? 0) * 1000,
        });
        if (verified.size >= REMEMBERED_TOKENS) verified.clear();
        if (payload.exp) verified.set(token, { principal, expiresAt: payload.exp * 1000 });
        return principal;
      } catch {
        return null;
      }
    },
  };
}
