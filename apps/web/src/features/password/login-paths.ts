import type { SessionKind } from '../../lib/session.ts';

/** Where each role signs in: after a reset, and for the 'Back to login' links. */
export const LOGIN_PATH: Record<SessionKind, string> = { user: '/auth', client: '/auth', admin: '/admin/login', superadmin: '/superadmin' };

export const isPasswordRole = (value: string | null): value is SessionKind => value === 'user' || value === 'client' || value === 'admin' || value === 'superadmin';
