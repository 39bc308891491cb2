import { RetryAlert } from '../../../components/retry-alert.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { useStoreAnalytics } from '../api/get-store-analytics.ts';
import { TopDresses } from './top-dresses.tsx';
import { TryOnsChart } from './try-ons-chart.tsx';
import { WidgetFunnel } from './widget-funnel.tsx';

const DAYS = 30;

/** The store Overview's figures: what its shoppers and widget visitors did in the last 30 days. */
export function StoreAnalytics() {
  const analytics = useStoreAnalytics(DAYS);
  if (analytics.isPending) {
    return (
      <div role="status" aria-label="Loading figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-28 animate-pulse rounded-2xl bg-ink-100" />
        ))}
      </div>
    );
  }
  if (analytics.isError) return <RetryAlert message={errorMessage(analytics.error, 'Could not load your figures')} onRetry={() => void analytics.refetch()} />;
  const { totals, days, topDresses } = analytics.data;
  const nothingYet = totals.tryOns === 0 && totals.widgetOpens === 0 && totals.shoppers === 0;
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-bold text-ink-950">Last {DAYS} days</h2>
      {nothingYet && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          No shopper has tried anything on yet. Put the “Try it on” button on your website (see Integrations) or share your Client User ID with your shoppers; their try-ons show up here.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Try-ons" value={formatCount(totals.tryOns)} note="By shoppers and widget visitors" icon="sparkle" />
        <StatCard label="Shoppers" value={formatCount(totals.shoppers)} note="Distinct people who used try-on" icon="admins" tone="accent" />
        <StatCard label="Widget opens" value={formatCount(totals.widgetOpens)} note="On your own website" icon="trend" tone="success" />
        <StatCard label="Added to cart" value={formatCount(totals.addToCart)} note="As your shop reports it" icon="chart" />
      </div>
      <TryOnsChart days={days} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TopDresses dresses={topDresses} />
        <WidgetFunnel totals={totals} />
      </div>
    </div>
  );
}
