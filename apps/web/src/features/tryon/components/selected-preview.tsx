import type { PickerItem } from './picker-panel.tsx';
import { FallbackImage } from './fallback-image.tsx';

/** 'Selected Model' / 'Selected Dress': the chosen card's picture and name, or 'None'. */
export function SelectedPreview({ label, item }: { label: string; item: PickerItem | undefined }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-ink-50 p-3">
      {item ? (
        <FallbackImage src={item.thumbnailUrl} fallbackSrc={item.imageUrl} alt="" className="size-14 rounded-lg object-cover" />
      ) : (
        <div className="size-14 rounded-lg bg-ink-100" aria-hidden="true" />
      )}
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-500">{label}</p>
        <p className="truncate text-sm font-medium text-ink-900">{item ? item.name : 'None'}</p>
      </div>
    </div>
  );
}
