import type { Tab } from '@tryown/contracts';
import { Icon } from '../../components/icon.tsx';
import { tabIcon } from './client-tab-icons.ts';

/** A custom tab: an information page with the title and description its admin wrote. */
export function CustomTabPanel({ tab }: { tab: Pick<Tab, 'name' | 'description' | 'icon'> }) {
  return (
    <article aria-labelledby="custom-tab-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-200/70 sm:p-8">
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon name={tabIcon(tab.icon)} className="size-6" />
      </span>
      <h2 id="custom-tab-heading" className="mt-4 font-display text-2xl font-bold text-ink-950">
        {tab.name}
      </h2>
      {tab.description.trim() ? (
        <p className="mt-3 max-w-prose whitespace-pre-line break-words text-ink-700">{tab.description}</p>
      ) : (
        <p className="mt-3 text-sm text-ink-500">Your admin has not written anything for this page yet.</p>
      )}
    </article>
  );
}
