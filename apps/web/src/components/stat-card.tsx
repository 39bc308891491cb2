import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';

type StatCardProps = {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon: IconName;
  tone?: 'brand' | 'accent' | 'success';
};

const tones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-100',
  accent: 'bg-accent-50 text-accent-600 ring-accent-100',
  success: 'bg-success-50 text-success-600 ring-success-500/20',
};

/** A labelled figure: a region named by its label, so tests and screen readers find it the same way. */
export function StatCard({ label, value, note, icon, tone = 'brand' }: StatCardProps) {
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200/70">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={labelId} className="text-sm font-medium text-ink-500">
            {label}
          </h3>
          <p className="mt-2 font-display text-3xl font-bold tracking-tight text-ink-950">{value}</p>
        </div>
        <span className={`grid size-11 place-items-center rounded-xl ring-1 ${tones[tone]}`}>
          <Icon name={icon} className="size-5" />
        </span>
      </div>
      {note && <p className="mt-3 text-xs font-medium text-ink-500">{note}</p>}
    </section>
  );
}
