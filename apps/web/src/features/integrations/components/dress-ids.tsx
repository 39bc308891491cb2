import { useDressIds } from '../api/widget-settings.ts';

/** The store's enabled dresses with the id each product page's button names. */
export function DressIds() {
  const dresses = useDressIds();
  if (dresses.isPending) return <p className="text-sm text-ink-500">Loading your dresses…</p>;
  if (dresses.isError) return <p className="text-sm text-danger-700">Could not load your dresses.</p>;
  if (dresses.data.dresses.length === 0) return <p className="text-sm text-ink-500">Add dresses in your Store tab; their ids appear here.</p>;
  return (
    <details className="rounded-xl ring-1 ring-ink-200">
      <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-ink-800">Dress ids ({dresses.data.dresses.length} enabled)</summary>
      <ul className="max-h-64 divide-y divide-ink-100 overflow-y-auto border-t border-ink-100">
        {dresses.data.dresses.map((dress) => (
          <li key={dress._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
            <span className="text-ink-800">{dress.name || dress.brand || 'Unnamed dress'}</span>
            <code className="break-all font-mono text-xs text-ink-600">{dress._id}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
