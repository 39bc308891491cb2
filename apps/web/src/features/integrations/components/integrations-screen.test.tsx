import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/toast.tsx';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import IntegrationsScreen from './integrations-screen.tsx';

const fetchMock = vi.fn<typeof fetch>();
let settings = { key: 'pk_first', origins: ['https://shop.example'], enabled: false, monthlyCap: 500, usedThisMonth: 37 };
beforeEach(() => {
  settings = { key: 'pk_first', origins: ['https://shop.example'], enabled: false, monthlyCap: 500, usedThisMonth: 37 };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/client/widget/rotate')) {
      settings = { ...settings, key: 'pk_second' };
      return jsonResponse(200, { key: settings.key });
    }
    if (url.endsWith('/client/widget') && init?.method === 'PUT') {
      settings = { ...settings, ...JSON.parse(String(init.body)) };
      return jsonResponse(200, settings);
    }
    if (url.endsWith('/client/widget')) return jsonResponse(200, settings);
    if (url.includes('/dress?')) return jsonResponse(200, { success: true, total: 0, page: 1, limit: 200, dresses: [] });
    return jsonResponse(404, { success: false, message: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  setSession('client', 'store-jwt', { role: 'client', name: 'N', email: 'n@x.test', clientId: 'c1' });
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <ToastHost />
            <IntegrationsScreen />
          </>
        ),
      },
    ],
    '/',
  );
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('Integrations screen', () => {
  it('shows the snippet with the key, saves the settings and refuses an origin with a path', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(`<script src="${window.location.origin}/widget.js" data-key="pk_first" defer></script>`)).toBeInTheDocument();
    const origins = screen.getByLabelText('Allowed websites');
    expect(origins).toHaveValue('https://shop.example');

    await user.clear(origins);
    await user.type(origins, 'https://shop.example/products');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('https://shop.example/products is not a web origin');
    expect(puts()).toHaveLength(0);

    await user.clear(origins);
    await user.type(origins, 'https://shop.example{enter}https://WWW.Shop.example');
    await user.click(screen.getByRole('switch', { name: 'Show “Try it on” on my website' }));
    await user.clear(screen.getByLabelText('Try-ons a month on your website'));
    await user.type(screen.getByLabelText('Try-ons a month on your website'), '80');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Widget settings saved')).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({ origins: ['https://shop.example', 'https://WWW.Shop.example'], enabled: true, monthlyCap: 80 });
    expect(new Headers(puts()[0]![1]!.headers).get('Authorization')).toBe('Bearer store-jwt');
  });

  it("shows this month's try-ons against the cap, and says when the cap is reached after a save lowers it", async () => {
    const user = userEvent.setup();
    render();
    const usage = await screen.findByRole('region', { name: 'This month on your website' });
    expect(usage).toHaveTextContent('37 of 500 try-ons used this month');
    const meter = within(usage).getByRole('meter', { name: '37 of 500 try-ons used this month' });
    expect(meter).toHaveAttribute('aria-valuenow', '37');
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(usage).not.toHaveTextContent('The cap is reached');

    const cap = screen.getByLabelText('Try-ons a month on your website');
    await user.clear(cap);
    await user.type(cap, '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Widget settings saved');
    expect(usage).toHaveTextContent('37 of 30 try-ons used this month');
    expect(usage).toHaveTextContent('The cap is reached: visitors are asked to come back next month.');
  });

  it('makes a new key only after confirming, and shows it in the snippet', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Make a new key' }));
    const dialog = screen.getByRole('dialog', { name: 'Make a new key?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/rotate'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new key' }));
    expect(await screen.findByText(/data-key="pk_second"/)).toBeInTheDocument();
  });
});
