import { Icon, type IconName } from './icon.tsx';

/** An honest "not built yet" panel for dashboard sections that later issues fill. */
export function PlaceholderPanel({ title, icon, text = 'This section is coming soon.' }: { title: string; icon: IconName; text?: string }) {
  return (
    <div className="grid place-items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-ink-100 text-ink-500">
        <Icon name={icon} className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{title}</h2>
      <p className="mt-1 text-sm text-ink-500">{text}</p>
    </div>
  );
}
