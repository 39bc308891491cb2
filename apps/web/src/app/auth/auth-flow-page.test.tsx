import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../test/render.tsx';
import { AuthFlowPage } from './auth-flow-page.tsx';

const fetchMock = vi.fn<typeof fetch>();
let googleClientId: string | null = null;
/** Answers per path; /auth/config always answers with the current googleClientId. */
let answers: Record<string, () => Response> = {};

beforeEach(() => {
  googleClientId = null;
  answers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/auth/config') return jsonResponse(200, { success: true, googleClientId });
    const answer = answers[url.pathname];
    return answer ? answer() : jsonResponse(404, { success: false, message: `unexpected ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  delete window.google;
  document.querySelectorAll('script[src="https://accounts.google.com/gsi/client"]').forEach((node) => node.remove());
});

function renderAuth(path = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthFlowPage /> },
      { path: '/auth/dashboard', element: <p>Dashboard page</p> },
    ],
    path,
  );
}

const user = () => userEvent.setup();

describe('/auth three-step flow', () => {
  it('starts with the two role cards and the staff portal links', async () => {
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Welcome to TryOwn' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^User/ })).toHaveTextContent('Requires a Client User ID, linked to a business');
    expect(screen.getByRole('button', { name: /^Client/ })).toHaveTextContent('Business account');
    expect(screen.getByRole('link', { name: 'Admin portal' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Super admin portal' })).toHaveAttribute('href', '/superadmin');
    await user().click(screen.getByRole('button', { name: /^User/ }));
    expect(screen.getByRole('heading', { name: 'User Login' })).toHaveFocus();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toHaveFocus();
  });

  it('hides Google sign-in and never loads its script when no client id is configured', async () => {
    renderAuth('/auth?role=client&step=login');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it("falls back to 'Login failed. Please check your credentials.' when the server gives no reason", async () => {
    answers['/api/v1/client/login'] = () => new Response('oops', { status: 502 });
    renderAuth('/auth?role=client&step=login');
    await user().type(screen.getByLabelText(/email/i), 'shop@example.test');
    await user().type(screen.getByLabelText(/password/i), 'secret-pass');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed\. Please check your credentials\.$/);
  });

  it('stores a shopper session in localStorage and goes to the dashboard', async () => {
    const account = { name: 'Uma', email: 'uma@example.test', _id: 'u1', userId: 'TRY-ABC234', clientId: 'c1', mobileNo: '', address: '' };
    answers['/api/v1/user/login'] = () => jsonResponse(200, { success: true, message: 'Login successful', token: 'user-token', user: account });
    renderAuth('/auth?role=user&step=login');
    await user().type(screen.getByLabelText(/email/i), 'uma@example.test');
    await user().type(screen.getByLabelText(/password/i), 'uma-pass');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(getSession('user')).toMatchObject({ token: 'user-token', data: { role: 'user', name: 'Uma', clientId: 'c1', id: 'u1' } });
    expect(sessionStorage.length).toBe(0);
  });

  it("falls back to 'Registration failed. Please try again.' and reports logo upload failures", async () => {
    answers['/api/v1/client/upload-url'] = () => jsonResponse(429, { success: false });
    answers['/api/v1/user/register'] = () => new Response('', { status: 500 });
    renderAuth('/auth?role=client&step=register');
    expect(screen.getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    const logo = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    await user().upload(screen.getByLabelText('Business logo'), logo);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to get upload URL$/);

    answers['/api/v1/client/upload-url'] = () => jsonResponse(200, { success: true, url: '/api/v1/uploads/pending/x.png', key: 'pending/x.png', message: 'ok' });
    answers['/api/v1/uploads/pending/x.png'] = () => jsonResponse(400, { success: false, message: 'The file is not a JPEG, PNG or WebP image' });
    await user().upload(screen.getByLabelText('Business logo'), new File([new Uint8Array([1])], 'other.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo upload failed: The file is not a JPEG, PNG or WebP image')).toHaveAttribute('role', 'alert');

    await user().click(screen.getByRole('button', { name: 'Choose a different role' }));
    await user().click(screen.getByRole('button', { name: /^User/ }));
    await user().click(screen.getByRole('button', { name: 'Register' }));
    await user().type(screen.getByLabelText(/full name/i), 'Uma');
    await user().type(screen.getByLabelText(/^email/i), 'uma@example.test');
    await user().type(screen.getByLabelText(/^password/i), 'uma-pass');
    await user().type(screen.getByLabelText(/client user id/i), 'TRY-ABC234');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed\. Please try again\.$/);
  });

  it("shows the Google messages: refused by our server, and Google's own failure", async () => {
    googleClientId = 'test.apps.googleusercontent.com';
    answers['/api/v1/client/google-login'] = () => jsonResponse(401, { success: false, message: 'Google sign-in could not be verified. Please try again.' });
    let callback: ((response: { credential?: string }) => void) | null = null;
    renderAuth('/auth?role=client&step=login');
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
      expect(found).not.toBeNull();
      return found!;
    });
    window.google = { accounts: { id: { initialize: (options) => (callback = options.callback), renderButton: () => {} } } };
    script.dispatchEvent(new Event('load'));
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
    await waitFor(() => expect(callback).not.toBeNull());

    callback!({ credential: 'google-id-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Google login failed\. Please try again\.$/);
    const body = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/client/google-login'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ token: 'google-id-token' });

    callback!({});
    expect(await screen.findByText('Google Sign In was unsuccessful. Please try again.')).toBeInTheDocument();
    expect(getSession('client')).toBeNull();
    delete window.google;
  });
});

describe('/auth forms for keyboard and phone users', () => {
  it('moves focus to the first field with an error, in page order', async () => {
    renderAuth('/auth?role=client&step=register');
    await user().type(screen.getByLabelText(/full name/i), 'Riya');
    await user().type(screen.getByLabelText(/^email/i), 'riya@shop.test');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Password must be at least 6 characters');

    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/email/i)).toHaveFocus();
  });

  it('says at the logo field when the file is not an image it takes, and asks for no upload slot', async () => {
    renderAuth('/auth?role=client&step=register');
    // A browser's file picker can still hand over another type ('All files'); the accept filter is off here for that.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Business logo'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logo upload failed: please choose a JPEG, PNG or WebP image');
    expect(screen.getByLabelText('Business logo')).toHaveAccessibleDescription('Logo upload failed: please choose a JPEG, PNG or WebP image');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/client/upload-url'))).toBe(false);
  });

  it('drops the registration notice once a sign-in fails, so only the failure shows', async () => {
    answers['/api/v1/user/login'] = () => jsonResponse(401, { success: false, message: 'Invalid email or password' });
    renderAuth('/auth?role=user&step=login&registered=1');
    expect(screen.getByRole('status')).toHaveTextContent('User registration successful! You can now log in.');
    await user().type(screen.getByLabelText(/email/i), 'uma@example.test');
    await user().type(screen.getByLabelText(/password/i), 'wrong-pass');
    await user().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: Invalid email or password$/);
    expect(screen.queryByText('User registration successful! You can now log in.')).toBeNull();
  });
});

describe('Google sign-in states', () => {
  async function googleScript() {
    return waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
      expect(found).not.toBeNull();
      return found!;
    });
  }

  it('says Google is unavailable, without a failed sign-in alert, when its script cannot load', async () => {
    googleClientId = 'test.apps.googleusercontent.com';
    renderAuth('/auth?role=user&step=login');
    expect(await screen.findByLabelText('Client User ID (for Google sign-in)')).toBeInTheDocument();
    (await googleScript()).dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('google-sign-in-unavailable')).toHaveTextContent('Google sign-in could not be loaded.');
    expect(screen.queryByRole('alert')).toBeNull();
    // The field only Google sign-in needs goes with it.
    expect(screen.queryByLabelText('Client User ID (for Google sign-in)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("asks a shopper for the Client User ID at its field, and sends Google's token to that store", async () => {
    googleClientId = 'test.apps.googleusercontent.com';
    const account = { name: 'Gia', email: 'gia@gmail.test', _id: 'u9', userId: 'TRY-ABC234', clientId: 'c1', mobileNo: '', address: '' };
    answers['/api/v1/clients/TRY-ABC234/mobile/user/google-login'] = () =>
      jsonResponse(200, { success: true, message: 'Login successful', jwt_token: 'google-user-token', user: account, clientId: 'c1', id: 'u9' });
    let callback: ((response: { credential?: string }) => void) | null = null;
    renderAuth('/auth?role=user&step=login');
    const script = await googleScript();
    window.google = { accounts: { id: { initialize: (options) => (callback = options.callback), renderButton: () => {} } } };
    script.dispatchEvent(new Event('load'));
    await waitFor(() => expect(callback).not.toBeNull());

    act(() => callback!({ credential: 'google-id-token' }));
    const field = screen.getByLabelText('Client User ID (for Google sign-in)');
    expect(field).toHaveAccessibleDescription('Enter your Client User ID to sign in with Google');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('google-login'))).toBe(false);

    await user().type(field, 'TRY-ABC234');
    act(() => callback!({ credential: 'google-id-token' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(getSession('user')).toMatchObject({ token: 'google-user-token', data: { role: 'user', name: 'Gia', userId: 'TRY-ABC234' } });
  });
});
