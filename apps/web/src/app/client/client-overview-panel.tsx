import { StatCard } from '../../components/stat-card.tsx';
import { greeting } from '../../lib/format.ts';

const CARDS = [
  { label: 'Business Profile', note: 'Your store details', icon: 'clients' },
  { label: 'Transactions', note: 'No transactions yet', icon: 'trend' },
  { label: 'Reports', note: 'No reports yet', icon: 'chart' },
  { label: 'Tax Information', note: 'GST and PAN on file', icon: 'security' },
  { label: 'Support', note: 'We are here to help', icon: 'support' },
  { label: 'Analytics', note: 'Coming soon', icon: 'health' },
] as const;

/** Overview: greeting by time of day, 'Welcome back, {business name}!', e-mail, status and six cards. */
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
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map((card) => (
          <StatCard key={card.label} label={card.label} value="" note={card.note} icon={card.icon} />
        ))}
      </div>
    </section>
  );
}
