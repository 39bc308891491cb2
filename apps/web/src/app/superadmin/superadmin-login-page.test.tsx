import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { SuperadminLoginPage } from './superadmin-login-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  return renderRoutes(
    [
      { path: '/superadmin', element: <SuperadminLoginPage /> },
      { path: '/superadmin/dashboard', element: <p>Dashboard page</p> },
      { path: '/auth', element: <p>Main login</p> },
    ],
    '/superadmin',
  );
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email/i), email);
  await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('super admin login page', () => {
  it('shows the portal texts and named, required fields', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Super Admin Portal' })).toBeInTheDocument();
    expect(screen.getByText('Restricted access for system administrators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to main login' })).toHaveAttribute('href', '/auth');
    const email = screen.getByLabelText(/email/i);
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('name', 'password');
  });

  it('shows field errors and sends nothing when the form is invalid', async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Error: ' and the server message when the credentials are refused", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Invalid email or password' }));
    renderLogin();
    await fillAndSubmit('root@tryown.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid email or password');
    expect(getSession('superadmin')).toBeNull();
  });

  it('falls back to the default message when the server gives none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: '' }));
    renderLogin();
    await fillAndSubmit('root@tryown.test', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid super admin credentials. Please try again.');
  });

  it('stores the session and goes to the dashboard on success', async () => {
    let resolveLogin: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (resolveLogin = resolve)));
    const { router } = renderLogin();
    await fillAndSubmit('Root@TryOwn.test', 'correct horse');

    // Pending state while the request is in flight.
    expect(screen.getByRole('button', { name: /signing in/i })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/superadmin/login');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'root@tryown.test', password: 'correct horse' });

    resolveLogin(jsonResponse(200, { success: true, message: 'Login successful', token: 'jwt-abc', superadmin: { name: 'Root', email: 'root@tryown.test' } }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/superadmin/dashboard');
    expect(getSession('superadmin')).toEqual({ token: 'jwt-abc', data: { role: 'superadmin', name: 'Root', email: 'root@tryown.test' } });
  });

  it("fails with 'Login failed' when a 200 answer carries no token", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false }));
    renderLogin();
    await fillAndSubmit('root@tryown.test', 'pw');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Login failed'));
  });
});
