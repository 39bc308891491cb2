import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@tryown/contracts';
import { clearSession, useSession, type SessionKind } from '../lib/session.ts';

type RequireSessionProps = { kind: SessionKind; role: Role; redirectTo: string; children: ReactNode };

/**
 * The guard every signed-in area uses: valid only with a stored token and stored data of the
 * expected role; anything else is cleared and sent to the area's sign-in page.
 * (The UI hides what the server would refuse; the server still checks every call.)
 */
export function RequireSession({ kind, role, redirectTo, children }: RequireSessionProps) {
  const session = useSession(kind);
  const valid = session?.data.role === role;
  useEffect(() => {
    if (!valid) clearSession(kind);
  }, [valid, kind]);
  if (!valid) return <Navigate to={redirectTo} replace />;
  return children;
}
