import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import EnquiryList from './enquiry-list.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const newer = { _id: 'e2', name: 'Rohan Mehta', email: 'rohan@store.test', message: 'Second message', createdAt: '2026-03-02T10:00:00.000Z' };
const older = { _id: 'e1', name: 'Asha Rao', email: 'asha@store.test', message: 'First message', createdAt: '2026-03-01T09:00:00.000Z' };

const renderList = (source: 'admin' | 'superadmin') => renderRoutes([{ path: '/', element: <EnquiryList source={source} /> }], '/');

describe('EnquiryList', () => {
  it('lists date, name, email and message in the order the server gives (newest first), with the area token', async () => {
    setSession('admin', 'admin-jwt', { role: 'admin', name: 'Ada', email: 'ada@x.test' });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [newer, older], count: 2 }));
    renderList('admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading enquiries…');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Name', 'Email', 'Message']);
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Rohan Mehta', 'Asha Rao']);
    expect(within(rows[1]!).getByRole('link', { name: 'rohan@store.test' })).toHaveAttribute('href', 'mailto:rohan@store.test');
    expect(rows[1]!.querySelector('time')).toHaveAttribute('dateTime', newer.createdAt);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/admin/enquiries');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-jwt');
  });

  it('says so when there are no enquiries', async () => {
    setSession('superadmin', 'super-jwt', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [], count: 0 }));
    renderList('superadmin');
    expect(await screen.findByText('No enquiries yet. Messages from the contact form will appear here.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/v1/superadmin/enquiries');
  });

  it("shows the server's reason on failure and tries again on request", async () => {
    setSession('superadmin', 'super-jwt', { role: 'superadmin', name: 'Root', email: 'root@x.test' });
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { success: false, message: 'Something went wrong on our side. Please try again.' }));
    renderList('superadmin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { success: true, data: [older], count: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  });
});
