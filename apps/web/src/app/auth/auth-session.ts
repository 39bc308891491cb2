import { useSession } from '../../lib/session.ts';
import type { AuthRole } from '../../features/auth/auth-roles.ts';

/**
 * The /auth area's signed-in role: this tab's store session first (it lives only in this tab),
 * else the shopper's persistent session.
 */
export function useAuthRole(): AuthRole | null {
  const client = useSession('client');
  const user = useSession('user');
  if (client?.data.role === 'client') return 'client';
  if (user?.data.role === 'user') return 'user';
  return null;
}
