import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { getToken, SESSION_KEYS } from '../../lib/session.ts';
import { fetchClientToken } from './api/admin-api.ts';

/**
 * 'Authenticate': open a new window (at once, so no pop-up blocker stops it), fetch a one-hour
 * client token, put the client session in THAT window's sessionStorage and send it to
 * /auth/dashboard. Tracks which client windows are still open so the button reads 'Logged In'
 * until the window closes; pressing it again brings that window to the front.
 */
export function useImpersonationWindow() {
  const windows = useRef(new Map<string, Window>());
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  useEffect(() => {
    const timer = window.setInterval(() => {
      let changed = false;
      for (const [id, win] of windows.current) {
        if (win.closed) {
          windows.current.delete(id);
          changed = true;
        }
      }
      if (changed) setOpen(new Set(windows.current.keys()));
    }, 500);
    return () => window.clearInterval(timer);
  }, []);

  async function authenticate(clientId: string) {
    const existing = windows.current.get(clientId);
    if (existing && !existing.closed) {
      existing.focus();
      return;
    }
    if (!getToken('admin')) {
      window.alert('Admin session expired. Please login again.');
      return;
    }
    // Opened inside the click, before any await: browsers block pop-ups opened after a network call.
    const win = window.open('', '_blank');
    if (!win) {
      window.alert('Failed to open new window. Please allow popups for this site.');
      return;
    }
    try {
      win.document.title = 'Opening store dashboard...';
      win.document.body.textContent = 'Opening the store dashboard...';
    } catch {
      // Only a courtesy while the token is fetched; the window still works without it.
    }
    const fail = (message: string) => {
      win.close();
      window.alert(message);
    };
    let session: Awaited<ReturnType<typeof fetchClientToken>>;
    try {
      session = await fetchClientToken(clientId);
    } catch (error) {
      fail(error instanceof ApiError && error.status === 401 ? 'Admin session expired. Please login again.' : 'Failed to get client access token');
      return;
    }
    if (!session.token) {
      fail('No token received from server');
      return;
    }
    try {
      win.sessionStorage.setItem(SESSION_KEYS.client.token, session.token);
      win.sessionStorage.setItem(SESSION_KEYS.client.data, JSON.stringify(session.data));
      win.location.href = '/auth/dashboard';
    } catch {
      fail('Failed to access client dashboard');
      return;
    }
    windows.current.set(clientId, win);
    setOpen(new Set(windows.current.keys()));
  }

  return { authenticate, isOpen: (clientId: string) => open.has(clientId) };
}
