import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tab } from '@tryown/contracts';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { TabsScreen } from './tabs-screen.tsx';

const tab = (id: string, name: string, order: number, screen: Tab['screen'] = 'dresses'): Tab => ({ id, name, screen, order, description: '', icon: 'fa-home', enabled: true, categories: [] });
const START = [tab('t1', 'Overview', 0, 'overview'), tab('t2', 'Catalogue', 1)];

const fetchMock = vi.fn<typeof fetch>();
const posted: Tab[][] = [];
beforeEach(() => {
  posted.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession('admin', 'admin-jwt', { role: 'admin', name: 'Asha', email: 'asha@x.test' });
});
afterEach(() => vi.unstubAllGlobals());

const renderScreen = () => renderRoutes([{ path: '/admin/tabs/:clientId', element: <TabsScreen clientId="c1" storeName="Meera Boutique" /> }], '/admin/tabs/c1');

describe('tabs management screen', () => {
  it('saves quick changes one after another, each on the list the last save returned', async () => {
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method !== 'POST') return jsonResponse(200, { success: true, message: 'ok', tabs: START });
      const list = (JSON.parse(String(init.body)) as { tabs: Tab[] }).tabs;
      posted.push(list);
      if (posted.length === 1) await firstHeld;
      return jsonResponse(200, { success: true, message: 'Tabs saved successfully', tabs: list });
    });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Meera Boutique')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Disable Overview' }));
    await user.click(screen.getByRole('button', { name: 'Disable Catalogue' }));
    releaseFirst();
    await screen.findByRole('button', { name: 'Enable Catalogue' });
    expect(screen.getByRole('button', { name: 'Enable Overview' })).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(posted[1]!.map((item) => item.enabled)).toEqual([false, false]);
  });

  it('keeps a new category name when the save fails and shows the server message', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST' ? jsonResponse(400, { success: false, message: 'tabs: a tab id is already in use' }) : jsonResponse(200, { success: true, message: 'ok', tabs: START }),
    );
    const user = userEvent.setup();
    renderScreen();
    const input = await screen.findByRole('textbox', { name: 'New category for Catalogue' });
    await user.type(input, 'Summer');
    await user.click(within(screen.getByRole('listitem', { name: 'Tab Catalogue' })).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('tabs: a tab id is already in use');
    expect(input).toHaveValue('Summer');
  });

  it('removes a category after confirming, in one save of the whole list', async () => {
    const withTree = [{ ...tab('t1', 'Store', 0), categories: [{ id: 'c-w', name: 'Women', types: [], subcategories: [] }, { id: 'c-m', name: 'Men', types: [], subcategories: [] }] }];
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method !== 'POST') return jsonResponse(200, { success: true, message: 'ok', tabs: withTree });
      const list = (JSON.parse(String(init.body)) as { tabs: Tab[] }).tabs;
      posted.push(list);
      return jsonResponse(200, { success: true, message: 'ok', tabs: list });
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Store' }));
    await user.click(screen.getByRole('button', { name: 'Remove category Women' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Category Women' })).toBeNull());
    expect(window.confirm).toHaveBeenCalledWith('Remove category Women and everything under it?');
    expect(posted).toEqual([[expect.objectContaining({ id: 't1', categories: [expect.objectContaining({ id: 'c-m' })] })]]);
  });

  it('names the icons in the tab form and checks name and order', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, message: 'ok', tabs: START }));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Create New Tab' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Tab' });
    expect(within(dialog).getByRole('option', { name: 'T-shirt (fa-tshirt)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Tab' }));
    expect(within(dialog).getByText('Tab name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Tab Name/ }), 'Lookbook');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Order' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Order' }), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create Tab' }));
    expect(within(dialog).getByText('Order must be a positive number')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('creates a tab with the screen it opens, shows that screen when editing, and offers categories only where the screen has them', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method !== 'POST') return jsonResponse(200, { success: true, message: 'ok', tabs: START });
      const list = (JSON.parse(String(init.body)) as { tabs: Tab[] }).tabs;
      posted.push(list);
      return jsonResponse(200, { success: true, message: 'ok', tabs: list });
    });
    const user = userEvent.setup();
    renderScreen();
    const overview = await screen.findByRole('listitem', { name: 'Tab Overview' });
    expect(within(overview).getByText('Opens Overview')).toBeInTheDocument();
    expect(within(overview).queryByRole('textbox', { name: /New category/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Tab Catalogue' })).getByRole('textbox', { name: 'New category for Catalogue' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create New Tab' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Tab' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tab Name/ }), 'Our story');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Screen' }), 'help');
    await user.click(within(dialog).getByRole('button', { name: 'Create Tab' }));
    await screen.findByRole('listitem', { name: 'Tab Our story' });
    expect(posted.at(-1)!.at(-1)).toEqual(expect.objectContaining({ name: 'Our story', screen: 'help' }));

    await user.click(screen.getByRole('button', { name: 'Catalogue' }));
    await user.click(within(screen.getByRole('listitem', { name: 'Tab Catalogue' })).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Tab' });
    expect(within(edit).queryByRole('combobox', { name: 'Screen' })).toBeNull();
    expect(edit).toHaveTextContent('Opens Dresses, whatever its name');
    const name = within(edit).getByRole('textbox', { name: /Tab Name/ });
    await user.clear(name);
    await user.type(name, 'Shop');
    await user.click(within(edit).getByRole('button', { name: 'Update Tab' }));
    await screen.findByRole('listitem', { name: 'Tab Shop' });
    expect(posted.at(-1)!.find((item) => item.id === 't2')).toEqual(expect.objectContaining({ name: 'Shop', screen: 'dresses' }));
  });
});
