import type { ReactNode } from 'react';
import { RequireSession } from '../require-session.tsx';

/** Store dashboard guard (session in sessionStorage, per browser tab, as the spec says). */
export function ClientGuard({ children }: { children: ReactNode }) {
  return (
    <RequireSession kind="client" role="client" redirectTo="/auth">
      {children}
    </RequireSession>
  );
}
