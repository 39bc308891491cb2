import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, SESSION_KEYS, setSession } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import SuperadminRoutes from './superadmin-routes.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const admin = { _id: 'a1', name: 'Asha', email: 'asha@x.test', createdAt: '2026-01-01T00:00:00.000Z' };

function answerLists(admins: unknown[], clientCount: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/superadmin/getadmins')) return jsonResponse(200, { success: true, data: admins, count: admins.length });
    if (url.endsWith('/superadmin/getclients')) return jsonResponse(200, { success: true, data: [], count: clientCount });
    return jsonResponse(404, { success: false, message: 'not found' });
  });
}

const renderArea = (path: string) => renderRoutes([{ path: '/superadmin/*', element: <SuperadminRoutes /> }], path);

describe('super admin dashboard', () => {
  it('sends anyone without a super admin session back to the login page, clearing a wrong-role session', async () => {
    localStorage.setItem(SESSION_KEYS.superadmin.token, 'tok');
    localStorage.setItem(SESSION_KEYS.superadmin.data, JSON.stringify({ role: 'admin', name: 'A', email: 'a@x.test' }));
    const { router } = renderArea('/superadmin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin');
    expect(localStorage.getItem(SESSION_KEYS.superadmin.token)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the live counts with the bearer token, and the fixed texts', async () => {
    setSession('superadmin', 'jwt-1', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    answerLists([admin], 7);
    renderArea('/superadmin/dashboard');
    const admins = await screen.findByRole('region', { name: 'Total Admins' });
    expect(await within(admins).findByText('1')).toBeInTheDocument();
    expect(within(admins).getByText('3 new this month')).toBeInTheDocument();
    const clients = screen.getByRole('region', { name: 'Total Clients' });
    expect(await within(clients).findByText('7')).toBeInTheDocument();
    expect(within(clients).getByText('12% increase from last month')).toBeInTheDocument();
    expect(screen.getByText('99.8%')).toBeInTheDocument();
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText(/^Good (morning|afternoon|evening)$/)).toBeInTheDocument();
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    }
  });

  it('lists every section and logs out through Settings', async () => {
    setSession('superadmin', 'jwt-1', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    answerLists([], 0);
    const { router } = renderArea('/superadmin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    for (const label of ['Overview', 'Admin Management', 'Client Management', 'System Settings', 'Server Management', 'API Management', 'Database', 'Security', 'Support', 'Configuration', 'Settings']) {
      expect(within(nav).getByRole('button', { name: label })).toBeInTheDocument();
    }
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Database' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Database' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=database');

    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin');
    expect(getSession('superadmin')).toBeNull();
  });
});
