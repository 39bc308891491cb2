import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const tab = (id: string, name: string, screen: string, order: number, enabled = true, icon = 'fa-home', description = '') => ({ id, name, screen, order, enabled, icon, description, categories: [] });
// Out of order, one disabled: the sidebar sorts by order and leaves the disabled one out.
const tabs = [
  tab('t3', 'Users', 'users', 2, true, 'fa-users'),
  tab('t1', 'Overview', 'overview', 0),
  tab('t9', 'Secret', 'custom', 1, false),
  tab('t2', 'Business Profile', 'business-profile', 1, true, 'fa-building'),
  tab('t8', 'Chats', 'custom', 3, true, 'fa-unknown', 'Write to us on WhatsApp:\n+91 98765 43210'),
  tab('t7', 'Overview 2', 'help', 4),
];
const profile = { userId: 'TRY-ABC234', name: 'Nila', businessName: 'Nila Couture', businessLogoUrl: null, email: 'nila@shop.test', gstNo: 'G', panNo: 'P', mobileNo: '9', address: 'A', city: 'Kochi', pincode: '682001', websiteUrl: null };

const analytics = {
  totals: { tryOns: 7, shoppers: 3, widgetOpens: 12, addToCart: 2 },
  days: [
    { date: '2026-11-22', tryOns: 4 },
    { date: '2026-11-23', tryOns: 3 },
  ],
  topDresses: [{ dressId: 'd1', name: 'Indigo wrap dress', tryOns: 5 }],
};

function answer(profileResponse: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/clienttabs/c1/tabs')) return jsonResponse(200, { success: true, message: 'ok', tabs });
    if (url.includes('/client/profile')) return profileResponse.clone();
    if (url.includes('/client/analytics?days=30')) return jsonResponse(200, analytics);
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
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['', 'Overview', 'Business Profile', 'Users', 'Chats', 'Overview 2', 'Support', 'Help', 'Settings']);
    expect(screen.getByText('nila@shop.test')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    // The store's real figures from client/analytics, not fixed cards.
    expect(await screen.findByRole('region', { name: 'Try-ons' })).toHaveTextContent('7');
    expect(screen.getByRole('region', { name: 'Shoppers' })).toHaveTextContent('3');
    expect(screen.getByRole('region', { name: 'Widget funnel' })).toHaveTextContent(/Widget opens\s*12.*Try-ons\s*7\s*58% of opens.*Added to cart\s*2\s*17% of opens/);
    expect(screen.getByRole('region', { name: 'Most tried dresses' })).toHaveTextContent('1.Indigo wrap dress5 try-ons');
    expect(screen.getByRole('table', { name: 'Try-ons per day' })).toHaveTextContent('Nov 224Nov 233');
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/clienttabs/'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer store-jwt');
  });

  it('shows a custom tab with the title and description its admin wrote', async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    renderDashboard('/auth/dashboard?tab=t8');
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByText(/Write to us on WhatsApp/)).toHaveTextContent('Write to us on WhatsApp: +91 98765 43210');
  });

  it("opens a tab's screen whatever its name", async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    renderDashboard('/auth/dashboard?tab=t7');
    expect(await screen.findByRole('heading', { name: 'How TryOwn works' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it("titles the browser tab with the open tab's name and the store's name", async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    const { router } = renderDashboard('/auth/dashboard?tab=t3');
    await waitFor(() => expect(document.title).toBe('Users · Nila Couture · TryOwn'));
    await act(() => router.navigate('/auth/dashboard?tab=help'));
    await waitFor(() => expect(document.title).toBe('Help · Nila Couture · TryOwn'));
  });

  it('guides an empty store from Try-on to its Models and Dresses screens', async () => {
    setSession('client', 'store-jwt', session);
    const catalogueTabs = [tab('t1', 'Try it', 'tryon', 0), tab('t2', 'People', 'models', 1), tab('t3', 'Catalogue', 'dresses', 2)];
    const dress = { _id: 'd1', name: 'Red kurta', brand: '', category: 'Women', subcategory: '', type: 'Kurtas', price: null, originalPrice: null, description: '', sizes: [], stockStatus: '', imageKey: 'k', imageUrl: '/d.jpg', thumbnailUrl: '/d.webp', disabled: true, isNewArrival: false, clothType: 'upper', length: null, analysis: { state: 'ready', message: '' }, createdAt: '2026-11-01T10:00:00.000Z' };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/clienttabs/c1/tabs')) return jsonResponse(200, { success: true, message: 'ok', tabs: catalogueTabs });
      if (url.includes('/client/profile')) return jsonResponse(200, { success: true, message: 'ok', data: profile });
      if (url.startsWith('/api/v1/models?')) return jsonResponse(200, { success: true, models: [], total: 0, page: 1, limit: 200 });
      if (url.startsWith('/api/v1/dress?')) return jsonResponse(200, { success: true, dresses: [dress], total: 1, page: 1, limit: 200 });
      return jsonResponse(200, { success: true, categories: [] });
    });
    const { router } = renderDashboard('/auth/dashboard?tab=t1');
    const guide = await screen.findByRole('region', { name: 'Add your first model and dress' });
    // The store has a (disabled) dress but no model: the model step links to its Models screen, whatever the tab is called.
    expect(within(guide).queryByRole('link', { name: 'Go to Dresses' })).toBeNull();
    expect(within(guide).getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    await userEvent.click(within(guide).getByRole('link', { name: 'Go to Models' }));
    expect(router.state.location.search).toBe('?tab=t2');
    expect(await screen.findByRole('heading', { name: 'Models', level: 1 })).toBeInTheDocument();
  });

  it('offers Try again when the business profile cannot be loaded, and shows it once it loads', async () => {
    setSession('client', 'store-jwt', session);
    answer(jsonResponse(500, { success: false, message: 'Database is down' }));
    renderDashboard('/auth/dashboard?tab=t2');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role=alert]')).toHaveTextContent('Database is down');
    answer(jsonResponse(200, { success: true, message: 'ok', data: profile }));
    act(() => retry.click());
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
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
