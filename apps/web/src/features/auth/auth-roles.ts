import type { AccountSummary } from '@tryown/contracts';
import { setSession, type SessionData } from '../../lib/session.ts';

/** The two roles of the /auth area: shoppers (`user`) and stores (`client`). */
export type AuthRole = 'user' | 'client';

export const ROLE_LABEL: Record<AuthRole, string> = { user: 'User', client: 'Client' };

/**
 * Stores the spec's session (section 3): token plus role, name, email, clientId, mobileNo,
 * address and id. The store's session lives in this tab (sessionStorage), a shopper's persists.
 */
export function startSession(role: AuthRole, token: string, account: AccountSummary) {
  const data: SessionData = {
    role,
    name: account.name,
    email: account.email,
    clientId: account.clientId,
    mobileNo: account.mobileNo,
    address: account.address,
    id: account._id,
    userId: account.userId,
  };
  setSession(role, token, data);
}
