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

    answer(jsonResponse(200, { success: true, generatedImages: [{ _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', createdAt: '2026-11-01T10:00:00.000Z' }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open AI Outfit' }));
    const overlay = screen.getByRole('dialog');
    await userEvent.click(screen.getAllByRole('img', { name: 'AI Outfit' }).at(-1)!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it('keeps Tab inside the overlay, downloads from it, closes with Escape and returns focus to the card', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/g1.jpg'
        ? new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } })
        : jsonResponse(200, { success: true, generatedImages: [{ _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', createdAt: '2026-11-01T10:00:00.000Z' }] }),
    );
    // jsdom has no object URLs; the download only needs one to hand to the link.
    URL.createObjectURL = vi.fn(() => 'blob:outfit');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderGallery();
    const card = await screen.findByRole('button', { name: 'Open AI Outfit' });
    await userEvent.click(card);
    const overlay = screen.getByRole('dialog', { name: 'AI Outfit' });
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

  it('shows the empty state', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, generatedImages: [] }));
    renderGallery();
    expect(await screen.findByText('No generated images yet')).toBeInTheDocument();
    expect(screen.getByText('Generate outfits in the Playground and they will appear here.')).toBeInTheDocument();
  });

  it('shows the red banner when loading fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { success: false, message: 'boom' }));
    renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load generated images.');
  });
});
