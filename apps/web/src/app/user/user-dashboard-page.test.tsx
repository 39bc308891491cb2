import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import UserDashboardPage from './user-dashboard-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('user', 'user-token', { role: 'user', name: 'Uma', email: 'uma@example.test' });
});
afterEach(() => vi.unstubAllGlobals());

const profile = {
  _id: 'u1',
  name: 'Uma Iyer',
  email: 'uma@example.test',
  userId: 'TRY-ABC234',
  clientId: 'c1',
  storeName: 'Cara Couture',
  phone: null,
  gender: null,
  age: null,
  height: null,
  favouriteCategories: [],
  sizes: [],
  colours: [],
  isBasicProfileCompleted: false,
  isStylePreferenceCompleted: true,
  createdAt: '2026-01-02T10:00:00.000Z',
};

function renderDashboard(path = '/auth/dashboard') {
  return renderRoutes(
    [
      { path: '/auth/dashboard', element: <UserDashboardPage /> },
      { path: '/home', element: <p>Home page</p> },
    ],
    path,
  );
}

describe('shopper dashboard', () => {
  it("greets by name and shows the overview's static cards and placeholders", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: profile }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome, Uma Iyer' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Profile Status' })).getByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('No messages to display');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('No notifications to display');
    expect(screen.getByText('No recent activity to display')).toBeInTheDocument();
    expect(screen.getByText('Account settings will be available soon.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Shopper' });
    for (const label of ['Overview', 'Profile', 'Store', 'Models', 'History', 'Help', 'Settings']) {
      expect(within(nav).getByRole('button', { name: label })).toBeInTheDocument();
    }
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer user-token');
  });

  it('shows only the Complete button of the part still missing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, user: profile }));
    renderDashboard('/auth/dashboard?section=profile');
    expect(await screen.findByRole('button', { name: 'Complete Basic Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Style Profile' })).toBeNull();
    expect(screen.getByText('Cara Couture')).toBeInTheDocument();
    expect(screen.getByText('TRY-ABC234')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch user profile' with a Log out button that clears the session and goes to /home", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user profile');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(getSession('user')).toBeNull());
  });

  it("shows the server's reason when it gives one", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { success: false, message: 'User not found' }));
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });

  it("shows 'No authentication token found.' without a stored token, and sends nothing", async () => {
    localStorage.removeItem('tryown.user.token');
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token found.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
