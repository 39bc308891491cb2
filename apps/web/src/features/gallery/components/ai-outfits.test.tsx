import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import AiOutfits from './ai-outfits.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  setSession('client', 'ctok', { role: 'client', name: 'Shop', email: 'shop@x.test' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderGallery = () => renderRoutes([{ path: '/', element: <AiOutfits /> }], '/');

describe('AI Outfits gallery', () => {
  it('shows 8 skeletons while loading, then the cards; the overlay closes on a click outside the image', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderGallery();
    expect(screen.getByRole('heading', { name: 'AI Generated Outfits' })).toBeInTheDocument();
    expect(screen.getByText('Browse, preview, and download your generated images.')).toBeInTheDocument();
    expect(screen.getAllByTestId('outfit-skeleton')).toHaveLength(8);

    answer(jsonResponse(200, { success: true, generatedImages: [{ _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', modelName: 'Asha', dressName: 'Red kurta', createdAt: '2026-11-01T10:00:00.000Z' }], total: 1, page: 1, limit: 60 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Asha in Red kurta' }));
    const overlay = screen.getByRole('dialog');
    await userEvent.click(screen.getAllByRole('img', { name: 'Asha in Red kurta' }).at(-1)!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('keeps Tab inside the overlay, downloads from it, closes with Escape and returns focus to the card', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/g1.jpg'
        ? new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } })
        : jsonResponse(200, { success: true, generatedImages: [{ _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', modelName: 'Asha', dressName: 'Red kurta', createdAt: '2026-11-01T10:00:00.000Z' }], total: 1, page: 1, limit: 60 }),
    );
    // jsdom has no object URLs; the download only needs one to hand to the link.
    URL.createObjectURL = vi.fn(() => 'blob:outfit');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderGallery();
    const card = await screen.findByRole('button', { name: 'Open Asha in Red kurta' });
    await userEvent.click(card);
    const overlay = screen.getByRole('dialog', { name: 'Asha in Red kurta' });
    // Focus starts on Close and Tab stays inside the overlay.
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(overlay).getByRole('button', { name: 'Download' })).toHaveFocus();
    await userEvent.tab();
    expect(within(overlay).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(overlay).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['ai-outfit-g1.jpg']));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card).toHaveFocus();
    click.mockRestore();
  });

  it("shows each picture's model, dress and date, and says so when the model or dress was deleted", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        generatedImages: [
          { _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', modelName: 'Asha', dressName: 'Red kurta + Palazzo', createdAt: '2026-11-01T10:00:00.000Z' },
          { _id: 'g2', url: '/g2.jpg', name: 'AI Outfit', modelName: null, dressName: null, createdAt: '2026-10-02T10:00:00.000Z' },
        ],
        total: 2,
        page: 1,
        limit: 60,
      }),
    );
    renderGallery();
    const [first, second] = await screen.findAllByTestId('outfit-details');
    expect(first).toHaveTextContent('Asha');
    expect(first).toHaveTextContent('Red kurta + Palazzo');
    expect(first).toHaveTextContent('Nov 1, 2026');
    expect(second).toHaveTextContent('A deleted model');
    expect(second).toHaveTextContent('A deleted dress');
    expect(second).toHaveTextContent('Oct 2, 2026');
    expect(screen.queryByText('AI Outfit')).not.toBeInTheDocument();
  });

  it('deletes a picture after a confirmation and reloads the gallery; Cancel keeps it', async () => {
    let deleted = false;
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`);
      if (init?.method === 'DELETE') {
        deleted = true;
        return jsonResponse(200, { success: true, message: 'Image deleted' });
      }
      const images = deleted ? [] : [{ _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', modelName: 'Asha', dressName: 'Red kurta', createdAt: '2026-11-01T10:00:00.000Z' }];
      return jsonResponse(200, { success: true, generatedImages: images, total: images.length, page: 1, limit: 60 });
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderGallery();
    const remove = await screen.findByRole('button', { name: 'Delete Asha in Red kurta' });
    await userEvent.click(remove);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await userEvent.click(remove);
    expect(await screen.findByText('No generated images yet')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/v1/client/generated-images/g1');
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, generatedImages: [], total: 0, page: 1, limit: 60 }));
    renderGallery();
    expect(await screen.findByText('No generated images yet')).toBeInTheDocument();
    expect(screen.getByText('Generate outfits in the Playground and they will appear here.')).toBeInTheDocument();
  });

  it('pages: the first page and the count, then the next page after Load more', async () => {
    const image = (n: number) => ({ _id: `g${n}`, url: `/g${n}.jpg`, name: 'AI Outfit', modelName: `Model ${n}`, dressName: 'Saree', createdAt: '2026-11-01T10:00:00.000Z' });
    fetchMock.mockImplementation(async (input) => {
      const page = Number(new URL(String(input), 'http://x').searchParams.get('page'));
      return jsonResponse(200, { success: true, generatedImages: [image(page)], total: 2, page, limit: 1 });
    });
    renderGallery();
    expect(await screen.findByRole('button', { name: 'Open Model 1 in Saree' })).toBeInTheDocument();
    expect(screen.getByTestId('grid-count')).toHaveTextContent('Showing 1 of 2 images');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Open Model 2 in Saree' })).toBeInTheDocument();
    expect(screen.getByTestId('grid-count')).toHaveTextContent('Showing 2 of 2 images');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the red banner when loading fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, message: 'boom' }));
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load generated images.');
  });
});
