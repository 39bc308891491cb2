import type { ClientAnalyticsResponse } from '@tryown/contracts';
import { formatCount } from '../../../lib/format.ts';

type Day = ClientAnalyticsResponse['days'][number];

const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Try-ons per day as bars. Screen readers get the same figures as a table (the bars are hidden from
 * them), so nothing is only visible.
 */
export function TryOnsChart({ days }: { days: Day[] }) {
  const highest = Math.max(1, ...days.map((day) => day.tryOns));
  const total = days.reduce((sum, day) => sum + day.tryOns, 0);
  return (
    <section aria-labelledby="tryons-chart-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="tryons-chart-heading" className="text-base font-semibold text-ink-900">
          Try-ons per day
        </h2>
        <p className="text-xs text-ink-500">
          Last {days.length} days · {formatCount(total)} in all
        </p>
      </div>
      <div aria-hidden="true" className="mt-4 flex h-40 items-end gap-[2px] sm:gap-1" data-testid="tryons-chart">
        {days.map((day) => (
          <div key={day.date} title={`${dayLabel(day.date)}: ${day.tryOns}`} className="flex h-full flex-1 items-end">
            <div className={`w-full rounded-t ${day.tryOns ? 'bg-brand-500' : 'bg-ink-100'}`} style={{ height: `${Math.max(2, (day.tryOns / highest) * 100)}%` }} />
          </div>
        ))}
      </div>
      {days.length > 0 && (
        <div aria-hidden="true" className="mt-2 flex justify-between text-xs text-ink-500">
          <span>{dayLabel(days[0]!.date)}</span>
          <span>{dayLabel(days.at(-1)!.date)}</span>
        </div>
      )}
      <table className="sr-only">
        <caption>Try-ons per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Try-ons</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayLabel(day.date)}</td>
              <td>{day.tryOns}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
