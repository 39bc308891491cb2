import { useState } from 'react';
import type { Enquiry } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { useEnquiries, type EnquirySource } from '../api/use-enquiries.ts';

const COLUMNS = ['Date', 'Name', 'Email', 'Message'] as const;

const dateTime = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const formatWhen = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

/**
 * Messages from the landing page's contact form, newest first: the admin 'Tickets' and the super
 * admin 'Support' sections mount this with their own source (and so their own token).
 */
export default function EnquiryList({ source }: { source: EnquirySource }) {
  const enquiries = useEnquiries(source);

  if (enquiries.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 rounded-2xl bg-white px-6 py-16 text-sm text-ink-500 ring-1 ring-ink-200/70">
        <Spinner className="size-5 text-brand-600" /> Loading enquiries…
      </div>
    );
  }
  if (enquiries.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-danger-50 px-6 py-12 text-center text-sm text-danger-700 ring-1 ring-danger-100">
        <p>{errorMessage(enquiries.error, 'Failed to load enquiries.')}</p>
        <Button variant="secondary" size="sm" onClick={() => void enquiries.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data, count } = enquiries.data;
  return (
    <section aria-label="Enquiries" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
      <header className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-4">
        <div>
          <h2 className="text-base font-semibold text-ink-950">Enquiries</h2>
          <p className="text-sm text-ink-500">Messages sent from the contact form on the landing page, newest first.</p>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">{formatCount(count)}</span>
      </header>
      {data.length === 0 ? (
        <p className="px-6 py-16 text-center text-sm text-ink-500">No enquiries yet. Messages from the contact form will appear here.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-5 py-3">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {data.map((enquiry) => (
                <EnquiryRow key={enquiry._id} enquiry={enquiry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function EnquiryRow({ enquiry }: { enquiry: Enquiry }) {
  const [expanded, setExpanded] = useState(false);
  const long = enquiry.message.length > 160 || enquiry.message.includes('\n');
  return (
    <tr className="align-top">
      <td className="px-5 py-4 whitespace-nowrap text-ink-500">
        <time dateTime={enquiry.createdAt}>{formatWhen(enquiry.createdAt)}</time>
      </td>
      <td className="px-5 py-4 font-medium whitespace-nowrap text-ink-900">{enquiry.name}</td>
      <td className="px-5 py-4">
        <a href={`mailto:${enquiry.email}`} className="text-brand-700 hover:underline">
          {enquiry.email}
        </a>
      </td>
      <td className="max-w-md px-5 py-4 text-ink-700">
        <p className={`break-words whitespace-pre-wrap ${expanded ? '' : 'line-clamp-3'}`}>{enquiry.message}</p>
        {long && (
          <button type="button" onClick={() => setExpanded((e) => !e)} className="mt-1 text-xs font-semibold text-brand-700 hover:underline" aria-expanded={expanded}>
            {expanded ? 'Show less' : 'Show more'}
          </button>
        )}
      </td>
    </tr>
  );
}
