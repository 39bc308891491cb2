import { describe, expect, it } from 'vitest';
import { clearSession, getSession, getSessionData, SESSION_KEYS, setSession } from './session.ts';

describe('session', () => {
  it('keeps the store session in sessionStorage and the others in localStorage', () => {
    setSession('client', 'c', { role: 'client', name: 'Shop', email: 's@x.test', clientId: 'c1' });
    setSession('superadmin', 's', { role: 'superadmin', name: 'Root', email: 'r@x.test' });
    expect(sessionStorage.getItem(SESSION_KEYS.client.token)).toBe('c');
    expect(localStorage.getItem(SESSION_KEYS.client.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.superadmin.token)).toBe('s');
    expect(getSession('client')?.data).toMatchObject({ role: 'client', clientId: 'c1' });
  });

  it('clears a session whose data cannot be parsed', () => {
    localStorage.setItem(SESSION_KEYS.superadmin.token, 'tok');
    localStorage.setItem(SESSION_KEYS.superadmin.data, '{not json');
    expect(getSessionData('superadmin')).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.superadmin.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.superadmin.data)).toBeNull();
  });

  it('clears a session whose data has no known role', () => {
    localStorage.setItem(SESSION_KEYS.admin.token, 'tok');
    localStorage.setItem(SESSION_KEYS.admin.data, JSON.stringify({ role: 'root', name: 'x', email: 'x' }));
    expect(getSession('admin')).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.admin.token)).toBeNull();
  });

  it('clearSession removes token and data of that kind only', () => {
    setSession('user', 'u', { role: 'user', name: 'U', email: 'u@x.test' });
    setSession('admin', 'a', { role: 'admin', name: 'A', email: 'a@x.test' });
    clearSession('user');
    expect(getSession('user')).toBeNull();
    expect(getSession('admin')?.token).toBe('a');
  });
});
