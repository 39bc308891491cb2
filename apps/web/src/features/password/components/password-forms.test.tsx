import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, string>;

describe('password forms', () => {
  it('change password: checks the confirmation, shows the server refusal, then keeps the session on the new token', async () => {
    setSession('admin', 'old-token', { role: 'admin', name: 'Asha', email: 'asha@x.test' });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ChangePasswordForm role="admin" /> }], '/');
    await user.type(screen.getByLabelText(/Current password/), 'old-pass-1');
    await user.type(screen.getByLabelText(/^New password/), 'new-pass-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(403, { success: false, message: 'Current password is incorrect' }));
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(getToken('admin')).toBe('old-token');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Password changed. Other sessions of this account have been signed out.', token: 'new-token' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
    expect(getToken('admin')).toBe('new-token');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/v1/admin/change-password');
    expect(bodyOf(1)).toEqual({ currentPassword: 'old-pass-1', newPassword: 'new-pass-1' });
  });

  it('forgot password: posts the e-mail for the role and shows the same answer whatever the account', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(202, { success: true, message: 'If an account uses this e-mail, a link to reset its password is on its way.' }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ForgotPasswordForm role="user" /> }], '/');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'Uma@Shop.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses this e-mail');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/user/forgot-password');
    expect(bodyOf(0)).toEqual({ email: 'uma@shop.test' });
  });

  it('reset password: sends the token and leads to the login of the account that was reset', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, message: 'Your password has been reset. Please log in with your new password.', role: 'superadmin' }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ResetPasswordForm token="tok-123" /> }], '/');
    await user.type(screen.getByLabelText(/^New password/), 'fresh-pass-1');
    await user.type(screen.getByLabelText(/Confirm new password/), 'fresh-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/superadmin');
    expect(bodyOf(0)).toEqual({ token: 'tok-123', password: 'fresh-pass-1' });
  });
});
