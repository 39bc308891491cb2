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
    expect(within(screen.getByRole('region', { name: 'Profile Status' })).getByText('Not completed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('No messages to display');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('No notifications to display');
    expect(screen.getByText('No recent activity to display')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Shopper' });
    for (const label of ['Overview', 'Profile', 'Store', 'My photos', 'My looks', 'History', 'Help', 'Settings']) {
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

  it('says which basic-profile field is missing, puts focus there, and saves the part', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, user: profile }));
    renderDashboard('/auth/dashboard?section=profile');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Complete Basic Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete Basic Profile' });
    await events.type(within(dialog).getByLabelText(/phone/i), '+91 90000 11111');
    await events.click(within(dialog).getByRole('button', { name: 'Save basic profile' }));
    const gender = within(dialog).getByLabelText(/gender/i);
    expect(gender).toHaveFocus();
    expect(gender).toHaveAccessibleDescription('Please choose a gender');
    // Empty number fields are missing, not 0.
    expect(within(dialog).getByLabelText(/age/i)).toHaveAccessibleDescription('Age is required');
    expect(within(dialog).getByLabelText(/height/i)).toHaveAccessibleDescription('Height is required');

    await events.selectOptions(gender, 'Female');
    await events.type(within(dialog).getByLabelText(/age/i), '28');
    await events.type(within(dialog).getByLabelText(/height/i), '162');
    const saved = { ...profile, phone: '+91 90000 11111', gender: 'Female', age: 28, height: 162, isBasicProfileCompleted: true };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Basic profile saved', user: saved }));
    await events.click(within(dialog).getByRole('button', { name: 'Save basic profile' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('162 cm')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete Basic Profile' })).toBeNull();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toBe('/api/v1/user/profile/basic');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '+91 90000 11111', gender: 'Female', age: 28, height: 162 });
    // Typed key by key: a budget for a busy machine, not a speed requirement.
  }, 20_000);
});
