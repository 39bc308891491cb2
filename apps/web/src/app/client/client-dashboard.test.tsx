import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from '../../components/toast.tsx';
import { setSession, SESSION_KEYS } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import ClientDashboard from './client-dashboard.tsx';
import { DEFAULT_TAB_ICON, tabIcon } from './client-tab-icons.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const session = { role: 'client' as const, name: 'Nila', email: 'nila@shop.test', clientId: 'c1' };
const tab = (id: string, name: string, order: number, enabled = true, icon = 'fa-home') => ({ id, name, order, enabled, icon, description: '', categories: [] });
// Out of order, one disabled: the sidebar sorts by order and leaves the disabled one out.
const tabs = [tab('t3', 'Users', 2, true, 'fa-users'), tab('t1', 'Overview', 0), tab('t9', 'Secret', 1, false), tab('t2', 'Business Profile', 1, true, 'fa-building'), tab('t8', 'Chats', 3, true, 'fa-unknown')];
const profile = { userId: 'TRY-ABC234', name: 'Nila', businessName: 'Nila Couture', businessLogoUrl: null, email: 'nila@shop.test', gstNo: 'G', panNo: 'P', mobileNo: '9', address: 'A', city: 'Kochi', pincode: '682001', websiteUrl: null };

function answer(profileResponse: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/clienttabs/c1/tabs')) return jsonResponse(200, { success: true, message: 'ok', tabs });
    if (url.includes('/client/profile')) return profileResponse.clone();
    return jsonResponse(200, { success: true, users: [] });
  });
}

const renderDashboard = (path = '/auth/dashboard') =>
  renderRoutes(
    [
      {
        path: '/auth/dashboard',
        element: (
          <>
            <ToastHost />
            <ClientDashboard />
          </>
        ),
      },
    ],
    path,
  );

describe('store dashboard shell', () => {
  it('builds the sidebar from the enabled tabs in order, with the fixed Support, Help and Settings below', async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Nila Couture!' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Store' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['', 'Overview', 'Business Profile', 'Users', 'Chats', 'Support', 'Help', 'Settings']);
    expect(screen.getByText('nila@shop.test')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const card of ['Business Profile', 'Transactions', 'Reports', 'Tax Information', 'Support', 'Analytics']) {
      expect(within(screen.getByRole('region', { name: 'Welcome back, Nila Couture!' })).getAllByText(card).length).toBeGreaterThan(0);
    }
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/clienttabs/'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer store-jwt');
  });

  it('opens a placeholder for tabs without a screen of their own', async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    renderDashboard('/auth/dashboard?tab=t8');
    expect(await screen.findByText('Chats will be available soon.')).toBeInTheDocument();
  });

  it("maps the spec's icon keys and gives anything else the default icon", () => {
    expect(tabIcon('fa-tshirt')).toBe('tshirt');
    expect(tabIcon('fa-photo-video')).not.toBe(tabIcon('fa-image'));
    expect(tabIcon('fa-unknown')).toBe(DEFAULT_TAB_ICON);
    expect(tabIcon('')).toBe(DEFAULT_TAB_ICON);
  });

  it("shows the server's message for a failed profile load in a red toast", async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(404, { success: false, message: 'Client not found' }));
    renderDashboard();
    const message = await screen.findByText('Client not found', { selector: '.Toastify *' });
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });

  it("falls back to 'Failed to fetch client profile' when the answer has no message", async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: false }));
    renderDashboard();
    const message = await screen.findByText('Failed to fetch client profile', { selector: '.Toastify *' });
    expect(message.closest('.Toastify__toast')).toHaveClass('Toastify__toast--error');
  });

  it("says 'No authentication token found' when the store's token is missing", async () => {
    sessionStorage.setItem(SESSION_KEYS.client.data, JSON.stringify(session));
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token found');
    expect(await screen.findByText('No authentication token found', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
