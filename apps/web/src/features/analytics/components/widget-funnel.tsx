import type { ClientAnalyticsResponse } from '@tryown/contracts';
import { formatCount } from '../../../lib/format.ts';

const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}% of opens` : '');

/** Storefront widget: opens, then try-ons, then add to cart (as the shop reports it). */
export function WidgetFunnel({ totals }: { totals: ClientAnalyticsResponse['totals'] }) {
  const steps = [
    { label: 'Widget opens', value: totals.widgetOpens },
    { label: 'Try-ons', value: totals.tryOns },
    { label: 'Added to cart', value: totals.addToCart },
  ];
  const widest = Math.max(1, ...steps.map((step) => step.value));
  return (
    <section aria-labelledby="funnel-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
      <h2 id="funnel-heading" className="text-base font-semibold text-ink-900">
        Widget funnel
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={step.label}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="font-medium text-ink-700">{step.label}</span>
              <span className="text-ink-900">
                <strong>{formatCount(step.value)}</strong>
                {index > 0 && totals.widgetOpens > 0 && <span className="ml-2 text-xs text-ink-500">{share(step.value, totals.widgetOpens)}</span>}
              </span>
            </div>
            <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-ink-100">
              <div className="h-2 rounded-full bg-accent-500" style={{ width: `${(step.value / widest) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
