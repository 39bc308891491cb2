import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { RoleSchema } from '@tryown/contracts';

/**
 * Browser sessions, one per audience. The specs keep the store (client) session per tab in
 * sessionStorage and the others in localStorage; every key name lives here so no screen can
 * read a token from a differently named key (a defect of the original app).
 */
export type SessionKind = 'client' | 'user' | 'admin' | 'superadmin';

export const SESSION_KEYS = {
  client: { token: 'tryown.client.token', data: 'tryown.client.data' },
  user: { token: 'tryown.user.token', data: 'tryown.user.data' },
  admin: { token: 'tryown.admin.token', data: 'tryown.admin.data' },
  superadmin: { token: 'tryown.superadmin.token', data: 'tryown.superadmin.data' },
} as const satisfies Record<SessionKind, { token: string; data: string }>;

export const SessionDataSchema = z.looseObject({
  role: RoleSchema,
  name: z.string(),
  email: z.string(),
});
export type SessionData = z.infer<typeof SessionDataSchema>;
export type Session = { token: string; data: SessionData };

const CHANGE_EVENT = 'tryown:session';

function storageFor(kind: SessionKind): Storage {
  return kind === 'client' ? window.sessionStorage : window.localStorage;
}

export function getToken(kind: SessionKind): string | null {
  return storageFor(kind).getItem(SESSION_KEYS[kind].token);
}

/** Parses stored data without side effects; 'invalid' when present but unreadable. */
function readData(kind: SessionKind): SessionData | null | 'invalid' {
  const raw = storageFor(kind).getItem(SESSION_KEYS[kind].data);
  if (raw === null) return null;
  try {
    const parsed = SessionDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** The stored data, or null. Data that cannot be parsed clears the whole session: a half session is no session. */
export function getSessionData(kind: SessionKind): SessionData | null {
  const data = readData(kind);
  if (data === 'invalid') {
    clearSession(kind);
    return null;
  }
  return data;
}

/** Token and data together, or null when either is missing (unparseable data is cleared). */
export function getSession(kind: SessionKind): Session | null {
  const data = getSessionData(kind);
  const token = getToken(kind);
  return token && data ? { token, data } : null;
}

export function setSession(kind: SessionKind, token: string, data: SessionData): void {
  const storage = storageFor(kind);
  storage.setItem(SESSION_KEYS[kind].token, token);
  storage.setItem(SESSION_KEYS[kind].data, JSON.stringify(data));
  notify();
}

export function clearSession(kind: SessionKind): void {
  const storage = storageFor(kind);
  storage.removeItem(SESSION_KEYS[kind].token);
  storage.removeItem(SESSION_KEYS[kind].data);
  notify();
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  // 'storage' covers other tabs (localStorage kinds); CHANGE_EVENT covers this tab.
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Snapshot as raw strings so React compares cheap, stable values. */
function rawSnapshot(kind: SessionKind): string {
  const storage = storageFor(kind);
  return `${storage.getItem(SESSION_KEYS[kind].token) ?? ''}\u0000${storage.getItem(SESSION_KEYS[kind].data) ?? ''}`;
}

/**
 * Re-renders when the session of this kind changes (login, logout, another tab, an expired token).
 * Pure during render: guards clear an unreadable session in an effect (see app/require-session.tsx).
 */
export function useSession(kind: SessionKind): Session | null {
  useSyncExternalStore(subscribe, () => rawSnapshot(kind), () => '');
  const data = readData(kind);
  const token = getToken(kind);
  return token && data && data !== 'invalid' ? { token, data } : null;
}
