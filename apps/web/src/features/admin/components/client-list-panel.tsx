import { useState, type ReactNode } from 'react';
import type { Client } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatShortDate } from '../../../lib/format.ts';

/** The spec's search: case-insensitive substring of name, email or business name. */
export function matchesClient(client: Client, term: string) {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [client.name, client.email, client.businessName].some((value) => value.toLowerCase().includes(needle));
}

type ClientListPanelProps = {
  query: { data?: { data: Client[] }; isPending: boolean; error: unknown };
  onAdd: () => void;
  /** The Actions column of one row (admin: Authenticate + settings; super admin: Login + Delete). */
  actions: (client: Client) => ReactNode;
};

/** The client list shared by the admin portal and the super admin's Client Management. */
export function ClientListPanel({ query, onAdd, actions }: ClientListPanelProps) {
  const [search, setSearch] = useState('');
  const clients = (query.data?.data ?? []).filter((client) => matchesClient(client, search));
  return (
    <section className="space-y-4" aria-label="Clients">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <input
          type="search"
          aria-label="Search clients"
          placeholder="Search clients..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-11 w-full rounded-xl border border-ink-200 bg-white px-3.5 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:max-w-sm"
        />
        <Button onClick={onAdd}>Add Client</Button>
      </div>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-ink-500">
          <Spinner /> Loading clients...
        </p>
      ) : query.error ? (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          {errorMessage(query.error, 'Failed to fetch clients')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
          <table className="min-w-[860px] w-full text-left text-sm">
            <thead className="bg-ink-50 text-xs uppercase tracking-wide text-ink-500">
              <tr>
                {['Name', 'Business Details', 'Contact Info', 'ID Details', 'Actions'].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {clients.length === 0 ? (
                <tr>
                  <td colSpan={5} className="px-4 py-10 text-center text-ink-500">
                    No clients found.
                  </td>
                </tr>
              ) : (
                clients.map((client) => (
                  <tr key={client._id} className="align-top">
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-3">
                        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700" aria-hidden="true">
                          {client.name.charAt(0).toUpperCase()}
                        </span>
                        <div>
                          <p className="font-semibold text-ink-900">{client.name}</p>
                          <p className="text-xs text-ink-500">Client since {formatShortDate(client.createdAt)}</p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <p className="font-medium text-ink-900">{client.businessName}</p>
                      {client.websiteUrl ? (
                        <a href={client.websiteUrl} target="_blank" rel="noopener noreferrer" className="text-xs text-brand-600 hover:underline">
                          {client.websiteUrl}
                        </a>
                      ) : (
                        <p className="text-xs text-ink-500">No website</p>
                      )}
                    </td>
                    <td className="px-4 py-3 text-ink-700">
                      <p>{client.email}</p>
                      <p className="text-xs">{client.mobileNo}</p>
                      <p className="text-xs text-ink-500">
                        {[client.address, client.city, client.pincode].filter(Boolean).join(', ')}
                      </p>
                    </td>
                    <td className="px-4 py-3 text-xs text-ink-700">
                      <p>GST: {client.gstNo}</p>
                      <p>PAN: {client.panNo}</p>
                      {client.aadharNo && <p>Aadhar: {client.aadharNo}</p>}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-wrap items-center gap-2">{actions(client)}</div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
