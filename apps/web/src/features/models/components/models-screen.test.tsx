import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { ModelsScreen } from './models-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('client', 'store-jwt', { role: 'client', name: 'Shop', email: 'shop@x.test', clientId: 'c1' });
});
afterEach(() => vi.unstubAllGlobals());

const categories = { success: true, categories: [{ id: 'm', name: 'Men', types: [], subcategories: [] }] };
const renderScreen = () => renderRoutes([{ path: '/', element: <ModelsScreen tab={{ id: 'tab-1' }} /> }], '/');

describe('models screen', () => {
  it('shows the category pills and the empty state, sending the store token', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/categories') ? jsonResponse(200, categories) : jsonResponse(200, { success: true, models: [], total: 0, page: 1, limit: 60 }),
    );
    renderScreen();
    expect(await screen.findByText('No models found for this client.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Men' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Model' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/models?'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer store-jwt');
  });

  it("displays the server's error when the list fails (the original's error path did not)", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/categories') ? jsonResponse(200, categories) : jsonResponse(500, { success: false, message: 'Something went wrong on our side. Please try again.' }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells the store which model photos work before one is picked, in the words of the refusals (head to at least the hips)', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/categories') ? jsonResponse(200, categories) : jsonResponse(200, { success: true, models: [], total: 0, page: 1, limit: 60 }),
    );
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Add Model' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Model' });
    const tips = within(dialog).getByText('Which photos work best');
    expect(within(dialog).getByText(/^From the head to at least the hips; to the knees for trousers/)).not.toBeVisible();
    await user.click(tips);
    expect(within(dialog).getByText(/^From the head to at least the hips; to the knees for trousers/)).toBeVisible();
    expect(within(dialog).getByText(/hands empty/)).toBeVisible();
    // Skin a new garment uncovers is painted: the advice asks for close-fitting clothes.
    expect(within(dialog).getByText(/^Close-fitting clothes, arms bare if possible/)).toBeVisible();
  });
});
