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

const stats = {
  newClientsThisMonth: 3,
  totalAdmins: 2,
  newAdminsThisMonth: 1,
  shoppers: 41,
  aiInteractions: 55,
  tryOns: { thisMonth: 30, lastMonth: 18 },
  failedGenerations: { thisMonth: 3, lastMonth: 1 },
};

function answerLists(admins: unknown[], clientCount: number) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/superadmin/getadmins')) return jsonResponse(200, { success: true, data: admins, count: admins.length });
    if (url.endsWith('/superadmin/getclients')) return jsonResponse(200, { success: true, data: [], count: clientCount });
    if (url.endsWith('/admin/stats')) return jsonResponse(200, { success: true, ...stats, totalClients: clientCount });
    if (url.endsWith('/superadmin/system-info'))
      return jsonResponse(200, { success: true, groups: [{ name: 'Security', items: [{ label: 'Password minimum length', value: '6 characters' }] }] });
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

  it('shows the platform figures the server measures, with the bearer token, and nothing invented', async () => {
    setSession('superadmin', 'jwt-1', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    answerLists([admin], 7);
    renderArea('/superadmin/dashboard');
    const admins = await screen.findByRole('region', { name: 'Total Admins' });
    expect(admins).toHaveTextContent('2');
    expect(admins).toHaveTextContent('1 new this month');
    expect(screen.getByRole('region', { name: 'Total Clients' })).toHaveTextContent(/^Total Clients7.*3 new this month$/);
    expect(screen.getByRole('region', { name: 'Try-ons this month' })).toHaveTextContent('Try-ons this month3018 last month');
    expect(screen.getByRole('region', { name: 'Failed generations' })).toHaveTextContent('This month, 9% of attempts; 1 last month');
    expect(screen.getByRole('region', { name: 'Shoppers' })).toHaveTextContent('41');
    for (const invented of ['12% increase from last month', '99.8%', 'All systems operational']) expect(screen.queryByText(invented)).not.toBeInTheDocument();
    expect(screen.getByText(/^Good (morning|afternoon|evening)$/)).toBeInTheDocument();
    for (const [, init] of fetchMock.mock.calls) {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    }
  });

  it("shows System Settings as the server reports them, without the spec's invented policies", async () => {
    setSession('superadmin', 'jwt-1', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    answerLists([], 0);
    renderArea('/superadmin/dashboard?section=system-settings');
    const security = await screen.findByRole('region', { name: 'Security' });
    expect(security).toHaveTextContent('Password minimum length6 characters');
    expect(screen.queryByText('Two-Factor Authentication')).not.toBeInTheDocument();
    expect(screen.queryByText('Strong')).not.toBeInTheDocument();
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
