import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, ToastHost } from '../../../components/toast.tsx';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { DressesScreen } from './dresses-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('client', 'store-jwt', { role: 'client', name: 'Shop', email: 'shop@x.test', clientId: 'c1' });
});
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
});

const node = (name: string) => ({ id: name.toLowerCase(), name });
const tree = [{ ...node('Women'), types: [node('Dresses')], subcategories: [{ ...node('Ethnic'), types: [node('Sarees')] }] }];
const dress = (over: object) => ({
  _id: 'd1',
  name: '',
  brand: 'Kala',
  category: 'Women',
  subcategory: '',
  type: 'Dresses',
  price: 1500,
  originalPrice: 2000,
  description: '',
  sizes: [{ size: 'M', selected: true }],
  stockStatus: '',
  imageKey: 'clients/c1/dresses/a.png',
  imageUrl: '/a.png',
  thumbnailUrl: '/a.thumb.webp',
  disabled: false,
  isNewArrival: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

/** Answers the tree, the list (recording its query) and, when given, the upload-url call. */
function serve(dresses: object[], uploadUrl?: Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/categories')) return jsonResponse(200, { success: true, categories: tree });
    if (url.includes('/upload-url') && uploadUrl) return uploadUrl.clone();
    return jsonResponse(200, { success: true, dresses, total: 75, page: 1, limit: 60 });
  });
}
const listQueries = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/dress?'));

const renderScreen = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ToastHost />
            <DressesScreen tab={{ id: 'store-tab' }} />
          </>
        ),
      },
    ],
    '/',
  );

describe('dresses screen', { timeout: 30_000 }, () => {
  it('opens the type list from the chevron by keyboard (no hover needed) and filters on the server', async () => {
    serve([dress({})]);
    renderScreen();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Women types' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByTestId('type-dropdown');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dresses', 'Ethnic', 'Sarees']);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('type-dropdown')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(screen.getByTestId('type-dropdown')).getByRole('button', { name: 'Sarees' }));
    await waitFor(() => expect(listQueries().at(-1)).toContain('category=Women&subcategory=Ethnic&type=Sarees'));
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await user.click(within(chips).getByRole('button', { name: 'Remove type filter Sarees' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatch(/category=Women&subcategory=Ethnic&page=1/));
    await user.click(within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button', { name: 'Remove category filter Women' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('shows how many of the total are loaded, with Load more while pages remain', async () => {
    serve([dress({})]);
    renderScreen();
    expect(await screen.findByTestId('grid-count')).toHaveTextContent('Showing 1 of 75 dresses');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('greys a disabled card but keeps its menu usable, with Edit disabled', async () => {
    serve([dress({ disabled: true })]);
    renderScreen();
    const user = userEvent.setup();
    const card = await screen.findByTestId('dress-card');
    expect(within(card).getByRole('button', { name: 'View Kala' })).toHaveClass('grayscale');
    await user.click(within(card).getByRole('button', { name: 'Actions for Kala' }));
    const menu = screen.getByRole('menu');
    expect(menu.closest('.grayscale')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Enable' })).toBeEnabled();
  });

  it("asks for a type even while the type select is disabled, and says 'Failed to get S3 upload URL' when no slot is given", async () => {
    serve([], jsonResponse(500, { success: false, message: 'Storage is down' }));
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Dress' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Dress' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Dress' }));
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Women');
    await user.selectOptions(within(dialog).getByLabelText(/^Type/), 'Dresses');
    await user.upload(within(dialog).getByLabelText(/^Image/), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Dress' }));
    expect(await screen.findByText('Failed to get S3 upload URL Storage is down', { selector: '.Toastify *' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses an image over 5 MB before uploading anything', async () => {
    serve([]);
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Dress' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Dress' });
    await user.upload(within(dialog).getByLabelText(/^Image/), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Dress' }));
    expect(within(dialog).getByText('The image is larger than 5 MB')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('upload-url'))).toBe(false);
  });
});
