import type { ClientAnalyticsResponse } from '@tryown/contracts';
import { formatCount } from '../../../lib/format.ts';

export function TopDresses({ dresses }: { dresses: ClientAnalyticsResponse['topDresses'] }) {
  return (
    <section aria-labelledby="top-dresses-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
      <h2 id="top-dresses-heading" className="text-base font-semibold text-ink-900">
        Most tried dresses
      </h2>
      {dresses.length === 0 ? (
        <p className="mt-3 text-sm text-ink-500">No dress has been tried on yet.</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-100">
          {dresses.map((dress, index) => (
            <li key={dress.dressId} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 truncate text-ink-800">
                <span className="mr-2 text-ink-400">{index + 1}.</span>
                {dress.name}
              </span>
              <span className="shrink-0 font-semibold text-ink-900">
                {formatCount(dress.tryOns)} <span className="font-normal text-ink-500">{dress.tryOns === 1 ? 'try-on' : 'try-ons'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
