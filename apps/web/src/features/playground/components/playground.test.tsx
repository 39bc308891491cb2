import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { FALLBACK_IMAGE } from '../../tryon/components/fallback-image.tsx';
import { TryOnScreen } from '../../tryon/components/try-on-screen.tsx';
import Playground from './playground.tsx';

const MODEL = {
  _id: 'm1', name: 'Mira', category: 'Women', description: '', age: null, bodyMeasurements: { height: null, chest: null, waist: null },
  imageKey: 'k', imageUrl: '/m1.jpg', thumbnailUrl: '/m1.thumb.webp', analysis: { state: 'ready', message: 'Ready for try-on.' }, createdAt: '2026-11-01T10:00:00.000Z',
};
const DRESS = {
  _id: 'd1', name: 'Red dress', brand: '', category: 'Women', subcategory: '', type: 'Gown', price: null, originalPrice: null, description: '',
  sizes: [], stockStatus: '', imageKey: 'k', imageUrl: '/d1.jpg', thumbnailUrl: '/d1.thumb.webp', clothType: 'full', length: null, analysis: { state: 'ready', message: 'Ready for try-on.' }, disabled: false, isNewArrival: false, createdAt: '2026-11-01T10:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
let taskAnswers: object[];

beforeEach(() => {
  setSession('client', 'ctok', { role: 'client', name: 'Shop', email: 'shop@x.test' });
  taskAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/v1/models')) return jsonResponse(200, { success: true, models: [MODEL], total: 1, page: 1, limit: 200 });
    if (url.startsWith('/api/v1/dress')) return jsonResponse(200, { success: true, dresses: [DRESS], total: 1, page: 1, limit: 200 });
    if (url === '/api/v1/tryon/tasks' && init?.method === 'POST') return jsonResponse(200, { success: true, task_id: 't1', status: 'CREATED' });
    if (url === '/api/v1/tryon/tasks/t1') return jsonResponse(200, taskAnswers.shift() ?? { task_id: 't1', status: 'PROCESSING', progress: 40 });
    if (url === '/api/v1/client/generated-images/save') {
      return jsonResponse(200, { success: true, message: 'ok', generatedImage: { _id: 'g1', url: '/g1.jpg', name: 'AI Outfit', modelName: 'Asha', dressName: 'Red kurta', createdAt: '2026-11-01T10:00:00.000Z' } });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const renderPlayground = () => renderRoutes([{ path: '/', element: <Playground /> }], '/');

describe('Playground', () => {
  it('enables Generate only with a model and a dress, then polls to the generated image and saves it', async () => {
    taskAnswers = [{ task_id: 't1', status: 'PROCESSING', progress: 40 }, { task_id: 't1', status: 'COMPLETED', progress: 100, download_signed_url: '/result.jpg' }];
    renderPlayground();
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(screen.getByText('No image generated yet.')).toBeInTheDocument();
    expect(screen.getAllByText('None')).toHaveLength(2);
    expect(generate).toBeDisabled();

    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    expect(generate).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Red dress' }));
    expect(generate).toBeEnabled();
    expect(screen.queryByText('None')).not.toBeInTheDocument();

    await userEvent.click(generate);
    expect(await screen.findByText('Generating...')).toBeInTheDocument();
    expect(generate).toBeDisabled();
    expect(await screen.findByText('Generated Image:', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Generated try-on' })).toHaveAttribute('src', '/result.jpg');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/client/generated-images/save')).toBe(true));
    const save = fetchMock.mock.calls.find(([url]) => url === '/api/v1/client/generated-images/save')!;
    expect(JSON.parse(String(save[1]!.body))).toEqual({ taskId: 't1', modelId: 'm1', dressId: 'd1' });
  }, 15_000);

  it('shows why a try-on failed', async () => {
    taskAnswers = [{ task_id: 't1', status: 'FAILED', progress: 20, error: 'The try-on provider has no credits left' }];
    renderPlayground();
    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    await userEvent.click(screen.getByRole('button', { name: 'Red dress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The try-on provider has no credits left');
    expect(screen.getByText('No image generated yet.')).toBeInTheDocument();
  });

  it('filters with pills and shows the empty states', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/v1/models')
        ? jsonResponse(200, { success: true, models: [MODEL, { ...MODEL, _id: 'm2', name: 'Arjun', category: 'Men' }], total: 2, page: 1, limit: 200 })
        : jsonResponse(200, { success: true, dresses: [], total: 0, page: 1, limit: 200 }),
    );
    renderPlayground();
    expect(await screen.findByText('No dresses found.')).toBeInTheDocument();
    const models = screen.getByRole('region', { name: 'Select Models' });
    const pills = within(models).getByRole('group', { name: 'Filter by category' });
    expect(within(pills).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Women', 'Men']);
    await userEvent.click(within(pills).getByRole('button', { name: 'Men' }));
    expect(within(models).queryByRole('button', { name: 'Mira' })).not.toBeInTheDocument();
    expect(within(models).getByRole('button', { name: 'Arjun' })).toBeInTheDocument();
  });
});

describe('top and bottom (combo)', () => {
  const TOP = { ...DRESS, _id: 'd2', name: 'Linen shirt', type: 'Shirts', clothType: 'upper' };
  const BOTTOM = { ...DRESS, _id: 'd3', name: 'Blue jeans', type: 'Jeans', clothType: 'lower' };
  beforeEach(() => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/v1/dress') ? jsonResponse(200, { success: true, dresses: [DRESS, TOP, BOTTOM], total: 3, page: 1, limit: 200 }) : answer(input, init),
    );
  });
  const createBody = () => JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => url === '/api/v1/tryon/tasks' && init?.method === 'POST')![1]!.body));

  it('offers the bottoms once a top is picked, and sends both', async () => {
    renderPlayground();
    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    await userEvent.click(screen.getByRole('button', { name: 'Red dress' }));
    // A dress covers the whole body: no bottom to add.
    expect(screen.queryByRole('region', { name: 'Add a bottom (optional)' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('region', { name: 'Select Dresses' })).getByRole('button', { name: 'Linen shirt' }));
    const bottoms = screen.getByRole('region', { name: 'Add a bottom (optional)' });
    expect(within(within(bottoms).getByRole('list')).getAllByRole('button').map((b) => b.textContent)).toEqual(['Blue jeans']);
    await userEvent.click(within(bottoms).getByRole('button', { name: 'Blue jeans' }));
    expect(screen.getByText('Selected Top')).toBeInTheDocument();
    expect(screen.getByText('Selected Bottom').nextSibling).toHaveTextContent('Blue jeans');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(createBody()).toEqual({ modelId: 'm1', dressId: 'd2', lowerDressId: 'd3' }));
  });

  it('drops the bottom when it is picked again, or when the top is changed for a dress', async () => {
    renderRoutes([{ path: '/', element: <TryOnScreen /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    await userEvent.click(within(screen.getByRole('region', { name: 'Dresses' })).getByRole('button', { name: 'Linen shirt' }));
    const bottoms = screen.getByRole('region', { name: 'Add a bottom (optional)' });
    await userEvent.click(within(bottoms).getByRole('button', { name: 'Blue jeans' }));
    await userEvent.click(within(bottoms).getByRole('button', { name: 'Blue jeans' }));
    expect(within(bottoms).getByRole('button', { name: 'Blue jeans' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(createBody()).toEqual({ modelId: 'm1', dressId: 'd2' }));
  });
});

describe('picture cards', () => {
  it('fall back to the full image, then to the built-in picture, when a picture cannot load', async () => {
    renderPlayground();
    const card = await screen.findByRole('button', { name: 'Mira' });
    const picture = card.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/m1.thumb.webp');
    fireEvent.error(picture);
    expect(picture).toHaveAttribute('src', '/m1.jpg');
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});

describe('Try-on screen', () => {
  it('asks for both a model and a dress before generating', async () => {
    renderRoutes([{ path: '/', element: <TryOnScreen /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a model and a dress.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/tryon/tasks')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Red dress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('progressbar', { name: 'Try-on progress' })).toBeInTheDocument();
  });

  async function generateMiraInRed() {
    renderRoutes([{ path: '/', element: <TryOnScreen /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Mira' }));
    await userEvent.click(screen.getByRole('button', { name: 'Red dress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
  }

  it("says 'Failed to fetch image: ...' when the finished image cannot be loaded", async () => {
    taskAnswers = [{ task_id: 't1', status: 'COMPLETED', progress: 100, download_signed_url: '/gone.jpg' }];
    await generateMiraInRed();
    fireEvent.error(await screen.findByRole('img', { name: 'Generated try-on' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to fetch image: /);
  });

  it("says 'Failed to get generated image.' when the task cannot be read", async () => {
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => (String(input) === '/api/v1/tryon/tasks/t1' ? jsonResponse(500, { success: false, message: 'boom' }) : answer(input, init)));
    await generateMiraInRed();
    // The poll is retried twice (about 3 s) before the screen gives up.
    expect(await screen.findByRole('alert', undefined, { timeout: 8000 })).toHaveTextContent('Failed to get generated image.');
  }, 15_000);
});
