import { StoreAnalytics } from '../../features/analytics/components/store-analytics.tsx';
import { greeting } from '../../lib/format.ts';

/** Overview: greeting by time of day, 'Welcome back, {business name}!', e-mail, status, then the store's real figures. */
export function ClientOverviewPanel({ businessName, email }: { businessName: string; email: string }) {
  return (
    <section aria-labelledby="overview-heading" className="space-y-6">
      <div className="rounded-2xl bg-gradient-to-br from-brand-600 to-accent-500 p-6 text-white shadow-lg">
        <p className="text-sm font-medium opacity-90">{greeting()}</p>
        <h1 id="overview-heading" className="mt-1 font-display text-2xl font-bold sm:text-3xl">
          Welcome back, {businessName}!
        </h1>
        <p className="mt-1 text-sm opacity-90">{email}</p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm">
          Business Status: <strong>Active</strong>
        </p>
      </div>
      <StoreAnalytics />
    </section>
  );
}
