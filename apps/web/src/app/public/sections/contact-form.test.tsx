import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toast.tsx';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

vi.mock('../../../components/toast.tsx', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = () => renderRoutes([{ path: '/', element: <ContactForm /> }], '/');
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

async function fill(values: { name: string; email: string; message: string }) {
  for (const [field, value] of Object.entries(values)) if (value) await userEvent.type(input(field), value);
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  it('names every missing or bad field without calling the server', async () => {
    renderForm();
    await fill({ name: '', email: 'not-an-email', message: '' });
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(input('name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends name, email and message, thanks in a toast and clears the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'Thank you! We will get back to you soon.' }));
    renderForm();
    await fill({ name: 'Asha', email: 'Asha@Store.test', message: 'Book a demo please' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thank you! We will get back to you soon.'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/contact');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Asha', email: 'asha@store.test', message: 'Book a demo please' });
    expect(input('name').value).toBe('');
    expect(input('message').value).toBe('');
  });

  it("puts the server's field error under that field, keeps the text and reports the failure in a toast", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { success: false, message: 'message: Message must be at most 5000 characters' }));
    renderForm();
    await fill({ name: 'Asha', email: 'asha@store.test', message: 'Hello' });
    expect(await screen.findByText('Message must be at most 5000 characters')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Message must be at most 5000 characters');
    expect(input('message').value).toBe('Hello');
  });

  it('reports a refused call (rate limit) in a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { success: false, message: 'Too many attempts. Please wait a minute and try again.' }));
    renderForm();
    await fill({ name: 'Asha', email: 'asha@store.test', message: 'Hello' });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many attempts. Please wait a minute and try again.'));
  });
});
