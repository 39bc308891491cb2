import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';

type StaffTableProps = {
  /** Accessible names: the section ('Clients') and the search box ('Search clients'). */
  label: string;
  searchLabel: string;
  placeholder: string;
  search: string;
  onSearch: (value: string) => void;
  addLabel: string;
  onAdd: () => void;
  query: { isPending: boolean; error: unknown };
  loadingText: string;
  errorText: string;
  headings: string[];
  emptyText: string;
  /** One entry per row: a stable key and one cell per heading. */
  rows: StaffRow[];
};

export type StaffRow = { key: string; cells: ReactNode[] };

/**
 * The portals' list layout: search + add, then loading, error, empty or the table. Below the xl
 * breakpoint each row is a card with the headings as labels, so phones never scroll sideways.
 */
export function StaffTable(props: StaffTableProps) {
  const { query, headings, rows } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-ink-500">
        <Spinner /> {props.loadingText}
      </p>
    );
  } else if (query.error) {
    body = (
      <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {errorMessage(query.error, props.errorText)}
      </p>
    );
  } else {
    body = (
      <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
        <table className="block w-full text-left text-sm xl:table">
          <thead className="hidden bg-ink-50 text-xs uppercase tracking-wide text-ink-500 xl:table-header-group">
            <tr>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-ink-100 xl:table-row-group">
            {rows.length === 0 ? (
              <tr className="block xl:table-row">
                <td colSpan={headings.length} className="block px-4 py-10 text-center text-ink-500 xl:table-cell">
                  {props.emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} className="block px-4 py-3 align-top xl:table-row xl:p-0">
                  {row.cells.map((cell, index) => (
                    <td key={headings[index]} className="block py-1.5 xl:table-cell xl:px-4 xl:py-3">
                      <span className="mb-0.5 block text-[11px] font-semibold uppercase tracking-wide text-ink-400 xl:hidden" aria-hidden="true">
                        {headings[index]}
                      </span>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="space-y-4" aria-label={props.label}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.placeholder}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          className="h-11 w-full rounded-xl border border-ink-200 bg-white px-3.5 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 sm:max-w-sm"
        />
        <Button onClick={props.onAdd}>{props.addLabel}</Button>
      </div>
      {body}
    </section>
  );
}
