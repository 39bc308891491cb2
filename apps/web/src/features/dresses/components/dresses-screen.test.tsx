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
  clothType: 'full',
  length: null,
  analysis: { state: 'ready', message: 'Ready for try-on.' },
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

  it('titles each card with the dress name, the brand below it (and the brand, else the type, for a dress with no name)', async () => {
    serve([dress({ _id: 'd1', name: 'Indigo wrap dress', brand: 'Kala' }), dress({ _id: 'd2', name: '', brand: 'Kala' }), dress({ _id: 'd3', name: '', brand: '', type: 'Sarees' })]);
    renderScreen();
    await screen.findAllByTestId('dress-card');
    const titles = screen.getAllByTestId('dress-card').map((card) => within(card).getByRole('button', { name: /^View / }).querySelector('span span')?.textContent);
    expect(titles).toEqual(['Indigo wrap dress', 'Kala', 'Sarees']);
    const [named] = screen.getAllByTestId('dress-card');
    expect(within(named!).getByRole('button', { name: 'View Indigo wrap dress' })).toHaveTextContent(/^Indigo wrap dressKala/);
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

  it('offers the lengths of what the type covers, keeps the stated one, and sends the one chosen', async () => {
    serve([dress({ length: 'knee' })]);
    renderScreen();
    const user = userEvent.setup();
    const card = await screen.findByTestId('dress-card');
    await user.click(within(card).getByRole('button', { name: 'View Kala' }));
    const details = within(screen.getByRole('dialog')).getByText('Length').parentElement!;
    expect(details).toHaveTextContent(/^LengthKnee$/);
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('button', { name: 'Actions for Kala' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Dress' });
    const length = within(dialog).getByLabelText(/^Length/);
    expect(length).toHaveValue('knee');
    expect(length).toHaveAccessibleDescription(/Where the garment ends on the body in try-ons/);
    expect(within(length).getAllByRole('option').map((o) => o.textContent)).toEqual(['Read from the photo', 'Mini (mid-thigh)', 'Knee', 'Midi (mid-calf)', 'Maxi (to the ankle)']);
    await user.selectOptions(length, 'Midi (mid-calf)');
    await user.click(within(dialog).getByRole('button', { name: 'Update Dress' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ type: 'Dresses', length: 'midi' });
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

  it('tells the store which garment photos work before one is picked (a closed disclosure under the image input)', async () => {
    serve([]);
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Dress' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Dress' });
    const tips = within(dialog).getByText('Which photos work best');
    expect(within(dialog).getByText(/white on white may lose its outline/)).not.toBeVisible();
    await user.click(tips);
    expect(within(dialog).getByText(/white on white may lose its outline/)).toBeVisible();
  });

  it("shows each photo's state with the try-on engine in words, and offers a check while it is not ready", async () => {
    serve([
      dress({ _id: 'd1', brand: 'Ready one' }),
      dress({ _id: 'd2', brand: 'Old one', analysis: { state: 'needs_check', message: 'Not checked yet.' } }),
      dress({ _id: 'd3', brand: 'Busy one', analysis: { state: 'refused', message: 'No garment could be cut out of the photo.' } }),
    ]);
    renderScreen();
    const user = userEvent.setup();
    const card = async (name: string) => within((await screen.findAllByTestId('dress-card')).find((c) => c.textContent?.includes(name))!);
    expect((await card('Ready one')).getByTestId('analysis-state')).toHaveTextContent(/^Ready for try-on$/);
    expect((await card('Old one')).getByTestId('analysis-state')).toHaveTextContent('Needs checkNot checked yet.');
    expect((await card('Busy one')).getByTestId('analysis-state')).toHaveTextContent('Photo refusedNo garment could be cut out of the photo.');

    await user.click((await card('Ready one')).getByRole('button', { name: 'Actions for Ready one' }));
    expect(within(screen.getByRole('menu')).queryByRole('menuitem', { name: 'Check photo' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click((await card('Busy one')).getByRole('button', { name: 'Actions for Busy one' }));
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Preview cut-out' })).toBeDisabled();
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/v1/dress/d3/analysis'
        ? jsonResponse(200, { success: true, message: 'No garment could be cut out of the photo.', dress: dress({ _id: 'd3', analysis: { state: 'refused', message: 'No garment could be cut out of the photo.' } }) })
        : answer(input, init),
    );
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Check photo' }));
    expect(await screen.findByText('Photo refused: No garment could be cut out of the photo.', { selector: '.Toastify *' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/dress/d3/analysis')![1]!.method).toBe('POST');
  });

  it('previews the garment cut-out from the card menu, with the store token, on a checkerboard', async () => {
    serve([dress({})]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/v1/dress/d1/cutout' ? new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'Content-Type': 'image/png' } }) : answer(input, init),
    );
    const createObjectURL = vi.fn(() => 'blob:cutout');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Kala' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Preview cut-out' }));
    const dialog = screen.getByRole('dialog', { name: 'Cut-out of Kala' });
    expect(await within(dialog).findByRole('img', { name: 'Kala cut out of its photo' })).toHaveAttribute('src', 'blob:cutout');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/v1/dress/d1/cutout')!;
    expect((call[1]!.headers as Record<string, string>).Authorization).toBe('Bearer store-jwt');
  });

  it("says why a cut-out cannot be shown", async () => {
    serve([dress({})]);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/v1/dress/d1/cutout' ? jsonResponse(422, { success: false, message: 'The garment cannot be cut out of this photo: busy.' }) : answer(input, init),
    );
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Kala' }));
    await user.click(screen.getByRole('button', { name: 'Preview cut-out' }));
    expect(await within(screen.getByRole('dialog', { name: 'Cut-out of Kala' })).findByRole('alert')).toHaveTextContent('The garment cannot be cut out of this photo: busy.');
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
