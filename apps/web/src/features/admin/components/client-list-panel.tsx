import { useState, type ReactNode } from 'react';
import type { Client } from '@tryown/contracts';
import { formatShortDate } from '../../../lib/format.ts';
import { StaffTable } from './staff-table.tsx';

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
    <StaffTable
      label="Clients"
      searchLabel="Search clients"
      placeholder="Search clients..."
      search={search}
      onSearch={setSearch}
      addLabel="Add Client"
      onAdd={onAdd}
      query={query}
      loadingText="Loading clients..."
      errorText="Failed to fetch clients"
      headings={['Name', 'Business Details', 'Contact Info', 'ID Details', 'Actions']}
      emptyText="No clients found."
      rows={clients.map((client) => ({
        key: client._id,
        cells: [
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-700" aria-hidden="true">
              {client.name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{client.name}</p>
              <p className="whitespace-nowrap text-xs text-ink-500">Client since {formatShortDate(client.createdAt)}</p>
            </div>
          </div>,
          <>
            <p className="font-medium text-ink-900">{client.businessName}</p>
            {client.websiteUrl ? (
              <a href={client.websiteUrl} target="_blank" rel="noopener noreferrer" className="break-all text-xs text-brand-600 hover:underline">
                {client.websiteUrl}
              </a>
            ) : (
              <p className="text-xs text-ink-500">No website</p>
            )}
          </>,
          <div className="text-ink-700">
            <p className="break-all">{client.email}</p>
            {client.mobileNo && <p className="text-xs">{client.mobileNo}</p>}
            <p className="text-xs text-ink-500">{[client.address, client.city, client.pincode].filter(Boolean).join(', ')}</p>
          </div>,
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-ink-700">
            <dt className="text-ink-500">GST</dt>
            <dd className="whitespace-nowrap">{client.gstNo}</dd>
            <dt className="text-ink-500">PAN</dt>
            <dd>{client.panNo}</dd>
            {client.aadharNo && (
              <>
                <dt className="text-ink-500">Aadhar</dt>
                <dd>{client.aadharNo}</dd>
              </>
            )}
          </dl>,
          <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap">{actions(client)}</div>,
        ],
      }))}
    />
  );
}
