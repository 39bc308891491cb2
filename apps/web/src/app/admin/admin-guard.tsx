import type { ReactNode } from 'react';
import { RequireSession } from '../require-session.tsx';

/** Admin area guard: a stored admin token and data with role 'admin', else back to /admin/login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RequireSession kind="admin" role="admin" redirectTo="/admin/login">
      {children}
    </RequireSession>
  );
}
