import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { UsersPanel } from './users-panel.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  setSession('client', 'ctok', { role: 'client', name: 'Shop', email: 'shop@x.test' });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const UUID_A = '3f0c8a52-7d1e-4c55-9a4e-0b6f1c2d3e4f';
const UUID_B = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

describe('the store’s Users', () => {
  it('lists shoppers by name and e-mail, never by their internal ids', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        success: true,
        users: [
          { _id: UUID_A, name: 'Meera Nair', email: 'meera@mail.test', createdAt: '2026-11-01T10:00:00.000Z' },
          { _id: UUID_B, name: ' ', email: 'no-name@mail.test', createdAt: '2026-11-02T10:00:00.000Z' },
        ],
      }),
    );
    renderRoutes([{ path: '/', element: <UsersPanel userId="TRY-ABC234" /> }], '/');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Email', 'Created At']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 2)).toEqual(['Meera Nair', 'meera@mail.test']);
    // No name given: the e-mail stands for the shopper.
    expect(within(rows[2]!).getAllByRole('cell')[0]).toHaveTextContent('no-name@mail.test');
    // Neither the table nor the phone cards show a UUID.
    expect(document.body.textContent).not.toContain(UUID_A);
    expect(document.body.textContent).not.toContain(UUID_B);
  });
});
