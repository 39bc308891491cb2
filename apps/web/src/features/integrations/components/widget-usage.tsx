import { useId } from 'react';
import type { WidgetSettings } from '@tryown/contracts';
import { formatCount } from '../../../lib/format.ts';

/** The first day of next month (UTC), when the monthly count starts again, as "1 December". */
const resetDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** This month's try-ons on the store's website against its monthly cap, as a meter with the figures. */
export function WidgetUsage({ settings, now = new Date() }: { settings: Pick<WidgetSettings, 'usedThisMonth' | 'monthlyCap'>; now?: Date }) {
  const labelId = useId();
  const { usedThisMonth: used, monthlyCap: cap } = settings;
  const reached = used >= cap;
  const percent = cap > 0 ? Math.min(100, Math.round((used / cap) * 100)) : 100;
  return (
    <div className="space-y-2">
      <p id={labelId} className="text-sm text-ink-700">
        <span className="font-display text-2xl font-bold text-ink-950">{formatCount(used)}</span> of {formatCount(cap)} try-ons used this month
      </p>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={Math.min(used, cap)}
        className="h-2 max-w-md overflow-hidden rounded-full bg-ink-100"
      >
        <div className={`h-full rounded-full ${reached ? 'bg-danger-600' : 'bg-brand-600'}`} style={{ width: `${percent}%` }} />
      </div>
      <p className={`text-xs ${reached ? 'font-medium text-danger-700' : 'text-ink-500'}`}>
        {reached
          ? `The cap is reached: visitors are asked to come back next month. Raise the cap below to let them try on now, or wait until ${resetDay(now)}.`
          : `The count starts again on ${resetDay(now)} (UTC).`}
      </p>
    </div>
  );
}
