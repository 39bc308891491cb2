import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { AddClientModal } from './add-client-modal.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const STORE = {
  Name: 'Meera Shah',
  Email: 'meera@store.test',
  Password: 'meera-pass-1',
  'Confirm Password': 'meera-pass-1',
  'Business Name': 'Meera Boutique',
  City: 'Jaipur',
  Pincode: '302001',
  'GST Number': '08ABCDE1234F1Z5',
  'PAN Number': 'ABCDE1234F',
  'Mobile Number': '9876543210',
  Address: '12 MI Road',
};

async function fillStore(user: ReturnType<typeof userEvent.setup>, values: Record<string, string> = STORE) {
  const dialog = screen.getByRole('dialog', { name: 'Add Client' });
  for (const [label, value] of Object.entries(values)) await user.type(within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`)), value);
  return dialog;
}

describe('admin Add Client modal', () => {
  it('refuses mismatched passwords before any call', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    render(<AddClientModal variant="admin" open onClose={() => {}} create={create} />);
    const dialog = await fillStore(user, { ...STORE, 'Confirm Password': 'something-else' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(create).not.toHaveBeenCalled();
  });

  it('takes image files only as the optional logo, and sends the uploaded key with the client', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const create = vi.fn().mockResolvedValue({ message: 'ok' });
    const onClose = vi.fn();
    render(<AddClientModal variant="admin" open onClose={onClose} create={create} />);
    const dialog = await fillStore(user);
    const logo = within(dialog).getByLabelText('Business Logo');

    await user.upload(logo, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    expect(within(dialog).getByText('Please choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/client/upload-url')
        ? jsonResponse(200, { success: true, message: 'ok', url: '/api/v1/files/upload?x=1', key: 'pending/logo.png' })
        : new Response(null, { status: 200 }),
    );
    await user.upload(logo, new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).toMatchObject({ email: 'meera@store.test', businessLogoKey: 'pending/logo.png' });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('creates without a logo when none is picked', async () => {
    const user = userEvent.setup();
    const create = vi.fn().mockResolvedValue({ message: 'ok' });
    render(<AddClientModal variant="admin" open onClose={() => {}} create={create} />);
    const dialog = await fillStore(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Client' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![0]).not.toHaveProperty('businessLogoKey');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
