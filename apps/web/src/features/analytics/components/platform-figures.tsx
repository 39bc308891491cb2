import { RetryAlert } from '../../../components/retry-alert.tsx';
import { StatCard } from '../../../components/stat-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format.ts';
import { usePlatformStats } from '../api/get-platform-stats.ts';

const newThisMonth = (n: number) => `${formatCount(n)} new this month`;

/**
 * The platform's figures for the admin and super admin Overviews: only what the server counts
 * (calendar months in UTC); the super admin also sees the admins.
 */
export function PlatformFigures({ auth }: { auth: 'admin' | 'superadmin' }) {
  const stats = usePlatformStats(auth);
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading figures" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-ink-100" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <RetryAlert message={`Could not load the latest figures: ${errorMessage(stats.error, 'the server did not answer')}`} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const attempts = s.tryOns.thisMonth + s.failedGenerations.thisMonth;
  return (
    <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {auth === 'superadmin' && <StatCard label="Total Admins" value={formatCount(s.totalAdmins)} note={newThisMonth(s.newAdminsThisMonth)} icon="admins" />}
      <StatCard label="Total Clients" value={formatCount(s.totalClients)} note={newThisMonth(s.newClientsThisMonth)} icon="clients" tone="accent" />
      <StatCard label="Shoppers" value={formatCount(s.shoppers)} note="Registered shopper accounts" icon="admins" />
      <StatCard label="Try-ons this month" value={formatCount(s.tryOns.thisMonth)} note={`${formatCount(s.tryOns.lastMonth)} last month`} icon="sparkle" tone="success" />
      <StatCard
        label="Failed generations"
        value={formatCount(s.failedGenerations.thisMonth)}
        note={`This month${attempts ? `, ${Math.round((s.failedGenerations.thisMonth / attempts) * 100)}% of attempts` : ''}; ${formatCount(s.failedGenerations.lastMonth)} last month`}
        icon="health"
        tone="accent"
      />
      <StatCard label="AI images" value={formatCount(s.aiInteractions)} note="Try-on images kept, all time" icon="image" />
    </div>
  );
}
