import { RetryAlert } from '../../../components/retry-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSystemInfo } from '../api/use-system-info.ts';

/** System Settings: what the running server reports about itself (read-only; set by its environment). */
export function SystemSettings() {
  const info = useSystemInfo();
  if (info.isPending) return <PageLoader />;
  if (info.isError) return <RetryAlert message={errorMessage(info.error, 'Could not load the server settings')} onRetry={() => void info.refetch()} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-500">As the running server reports them. They come from its environment variables (see the README).</p>
      <div className="grid gap-5 md:grid-cols-2">
        {info.data.groups.map((group) => (
          <section key={group.name} aria-label={group.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
            <h2 className="text-base font-semibold text-ink-900">{group.name}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              {group.items.map((item) => (
                <div key={item.label} className="flex flex-wrap justify-between gap-x-4">
                  <dt className="text-ink-500">{item.label}</dt>
                  <dd className="text-right font-medium text-ink-900">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
