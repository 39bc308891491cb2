import { StatCard } from '../../../components/stat-card.tsx';
import { formatCount, greeting } from '../../../lib/format.ts';
import { useAdmins } from '../api/use-admins.ts';
import { useClients } from '../api/use-clients.ts';

function countOf(query: { data?: { count: number }; isPending: boolean; isError: boolean }) {
  if (query.isPending) return <span className="inline-block h-8 w-12 animate-pulse rounded-lg bg-ink-100" aria-label="Loading" />;
  if (query.isError || !query.data) return '—';
  return formatCount(query.data.count);
}

/** Super admin Overview: live counts from the API next to the spec's fixed texts. */
export function OverviewPanel({ name }: { name: string }) {
  const admins = useAdmins();
  const clients = useClients();
  const failure = admins.error ?? clients.error;
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-medium text-brand-600">{greeting()}</p>
        <h1 className="mt-1 font-display text-3xl font-bold tracking-tight text-ink-950">Welcome back, {name}</h1>
        <p className="mt-1 text-sm text-ink-500">Here is how the TryOwn platform is doing today.</p>
      </div>
      {failure && (
        <p role="alert" className="rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
          Could not load the latest figures: {failure.message}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard label="Total Admins" value={countOf(admins)} note="3 new this month" icon="admins" />
        <StatCard label="Total Clients" value={countOf(clients)} note="12% increase from last month" icon="clients" tone="accent" />
        <StatCard label="System Health" value="99.8%" note="All systems operational" icon="health" tone="success" />
      </div>
    </div>
  );
}
