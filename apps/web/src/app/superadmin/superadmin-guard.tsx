import type { ReactNode } from 'react';
import { RequireSession } from '../require-session.tsx';

/** Valid only with a stored super admin token and data whose role is 'superadmin'; else cleared, back to /superadmin. */
export function SuperadminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireSession kind="superadmin" role="superadmin" redirectTo="/superadmin">
      {children}
    </RequireSession>
  );
}
