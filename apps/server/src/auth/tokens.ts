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

export interface TokenService {
  issue(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
        return {
          role: payload.role as Role,
          id: payload.sub,
          clientId: typeof payload.cid === 'string' ? payload.cid : null,
          impersonatedBy: payload.imp as Principal['impersonatedBy'],
          issuedAt: typeof payload.at === 'number' ? payload.at : (payload.iat ?? 0) * 1000,
        };
      } catch {
        return null;
      }
    },
  };
}
