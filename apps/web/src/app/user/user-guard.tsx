import type { ReactNode } from 'react';
import { RequireSession } from '../require-session.tsx';

/** Shopper dashboard guard (session in localStorage). */
export function UserGuard({ children }: { children: ReactNode }) {
  return (
    <RequireSession kind="user" role="user" redirectTo="/auth">
      {children}
    </RequireSession>
  );
}
