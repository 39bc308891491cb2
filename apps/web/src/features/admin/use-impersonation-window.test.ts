import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEYS, setSession } from '../../lib/session.ts';
import { jsonResponse } from '../../test/render.tsx';
import { useImpersonationWindow } from './use-impersonation-window.ts';

/** A stand-in for the window `window.open` returns: its own sessionStorage, location and closed flag. */
function fakeWindow() {
  const storage = new Map<string, string>();
  return {
    closed: false,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    sessionStorage: { setItem: (key: string, value: string) => void storage.set(key, value) },
    focus: vi.fn(),
    close: vi.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
    storage,
  };
}

const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn();
let openMock: ReturnType<typeof vi.fn>;
const calls: string[] = [];

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockReset();
  alertMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(window, 'alert').mockImplementation(alertMock);
  setSession('admin', 'admin-jwt', { role: 'admin', name: 'Asha', email: 'asha@x.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubOpen(win: ReturnType<typeof fakeWindow> | null) {
  openMock = vi.fn(() => {
    calls.push('open');
    return win;
  });
  vi.spyOn(window, 'open').mockImplementation(openMock as unknown as typeof window.open);
}

const session = { role: 'client', userType: 'client', name: 'Meera', email: 'meera@store.test', id: 'c1', clientId: 'c1', userId: 'TRY-1' };

describe('Authenticate (impersonation window)', () => {
  it('opens the window before fetching, puts the client session in it and reads Logged In until it closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const win = fakeWindow();
    stubOpen(win);
    fetchMock.mockImplementation(async () => {
      calls.push('fetch');
      return jsonResponse(200, { success: true, message: 'ok', token: 'client-jwt', data: session });
    });
    const { result } = renderHook(() => useImpersonationWindow());

    await act(() => result.current.authenticate('c1'));
    expect(calls).toEqual(['open', 'fetch']);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/admin/get-client-token/c1');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer admin-jwt');
    expect(win.storage.get(SESSION_KEYS.client.token)).toBe('client-jwt');
    expect(JSON.parse(win.storage.get(SESSION_KEYS.client.data)!)).toMatchObject({ role: 'client', clientId: 'c1' });
    expect(win.location.href).toBe('/auth/dashboard');
    expect(sessionStorage.getItem(SESSION_KEYS.client.token)).toBeNull();
    expect(result.current.isOpen('c1')).toBe(true);

    // Pressing it again brings the open window forward instead of opening another.
    await act(() => result.current.authenticate('c1'));
    expect(win.focus).toHaveBeenCalled();
    expect(openMock).toHaveBeenCalledTimes(1);

    win.closed = true;
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.isOpen('c1')).toBe(false);
  });

  it('closes the window and alerts when the token cannot be fetched', async () => {
    const win = fakeWindow();
    stubOpen(win);
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, message: 'boom' }));
    const { result } = renderHook(() => useImpersonationWindow());
    await act(() => result.current.authenticate('c1'));
    expect(win.close).toHaveBeenCalled();
    expect(alertMock).toHaveBeenCalledWith('Failed to get client access token');
    expect(result.current.isOpen('c1')).toBe(false);
  });

  it('says the admin session expired on a 401 or without a token, and asks for pop-ups when blocked', async () => {
    stubOpen(fakeWindow());
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'expired' }));
    const { result } = renderHook(() => useImpersonationWindow());
    await act(() => result.current.authenticate('c1'));
    expect(alertMock).toHaveBeenLastCalledWith('Admin session expired. Please login again.');

    // The 401 dropped the admin session: no token, no window, no call.
    fetchMock.mockClear();
    await act(() => result.current.authenticate('c1'));
    expect(alertMock).toHaveBeenLastCalledWith('Admin session expired. Please login again.');
    expect(fetchMock).not.toHaveBeenCalled();

    setSession('admin', 'admin-jwt', { role: 'admin', name: 'Asha', email: 'asha@x.test' });
    stubOpen(null);
    await act(() => result.current.authenticate('c1'));
    expect(alertMock).toHaveBeenLastCalledWith('Failed to open new window. Please allow popups for this site.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts when the answer has no token', async () => {
    const win = fakeWindow();
    stubOpen(win);
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'ok', token: '', data: session }));
    const { result } = renderHook(() => useImpersonationWindow());
    await act(() => result.current.authenticate('c1'));
    expect(alertMock).toHaveBeenCalledWith('No token received from server');
    expect(win.close).toHaveBeenCalled();
  });
});
