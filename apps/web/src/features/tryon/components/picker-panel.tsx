import { useMemo, useState } from 'react';
import type { ClothType } from '@tryown/contracts';
import { Spinner } from '../../../components/spinner.tsx';
import { Pill } from '../../../components/catalogue-states.tsx';
import { FallbackImage } from './fallback-image.tsx';

export type PickerItem = { id: string; name: string; group: string; imageUrl: string; thumbnailUrl: string; clothType?: ClothType };

type Props = {
  title: string;
  /** What the pills filter on, for their accessible name ("category", "type"). */
  groupLabel: string;
  emptyText: string;
  items: PickerItem[];
  isLoading: boolean;
  error: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
};

/** A titled panel: 'All' plus one pill per group, then a horizontal list of selectable picture cards. */
export function PickerPanel({ title, groupLabel, emptyText, items, isLoading, error, selectedId, onSelect }: Props) {
  const [group, setGroup] = useState('All');
  const groups = useMemo(() => ['All', ...new Set(items.map((item) => item.group))], [items]);
  const shown = group === 'All' ? items : items.filter((item) => item.group === group);

  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      {groups.length > 1 && (
        <div role="group" aria-label={`Filter by ${groupLabel}`} className="mt-3 flex gap-2 overflow-x-auto p-0.5 pb-1 *:shrink-0 *:whitespace-nowrap">
          {groups.map((name) => (
            <Pill key={name} active={group === name} onClick={() => setGroup(name)}>
              {name}
            </Pill>
          ))}
        </div>
      )}
      <div className="mt-3">
        {isLoading ? (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-ink-500">
            <Spinner className="size-4 text-brand-600" /> Loading…
          </p>
        ) : error ? (
          <p role="alert" className="py-8 text-sm text-danger-700">
            {error}
          </p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-sm text-ink-500">{emptyText}</p>
        ) : (
          <ul className="-mx-1 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pt-1 pb-2">
            {shown.map((item) => {
              const selected = item.id === selectedId;
              return (
                <li key={item.id} className="w-28 shrink-0 snap-start">
                  <button
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onSelect(item.id)}
                    className={`block w-full overflow-hidden rounded-xl bg-ink-50 text-left ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${selected ? 'ring-brand-600' : 'ring-transparent hover:ring-ink-200'}`}
                  >
                    <FallbackImage src={item.thumbnailUrl} fallbackSrc={item.imageUrl} alt="" loading="lazy" className="aspect-[3/4] w-full object-cover" />
                    <span className="block truncate px-2 py-1.5 text-xs font-medium text-ink-800">{item.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
