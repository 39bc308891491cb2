import { useState } from 'react';
import type { Look } from '@tryown/contracts';
import { GridState } from '../../../components/catalogue-states.tsx';
import { Modal } from '../../../components/modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteLook, useLooks } from '../api/shopper-api.ts';
import { BeforeAfter } from './before-after.tsx';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const titleOf = (look: Look) => look.dress?.name || look.dress?.brand || 'A dress no longer in the store';

/** My looks: every try-on kept, newest first, to compare, download or delete. */
export function MyLooks() {
  const looks = useLooks();
  const remove = useDeleteLook();
  const [open, setOpen] = useState<Look | null>(null);

  if (looks.isPending) return <GridState kind="loading" />;
  if (looks.isError) return <GridState kind="error" message={errorMessage(looks.error, 'Your looks could not be loaded.')} onRetry={() => void looks.refetch()} />;
  if (looks.data.length === 0) return <GridState kind="empty" message="No looks yet. Pick a dress in Store and try it on." />;
  return (
    <section aria-label="My looks">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {looks.data.map((look) => (
          <li key={look._id} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70" data-testid="shopper-look">
            <button type="button" className="block w-full" onClick={() => setOpen(look)} aria-label={`Compare ${titleOf(look)}`}>
              <img src={look.imageUrl} alt={titleOf(look)} className="aspect-[3/4] w-full object-cover" loading="lazy" />
            </button>
            <div className="space-y-2 p-3">
              <p className="truncate text-sm font-medium text-ink-900">{titleOf(look)}</p>
              <p className="text-xs text-ink-500">{dateOf(look.createdAt)}</p>
              <div className="flex flex-wrap gap-2">
                <a href={look.imageUrl} download="tryown-look.jpg" className="text-xs font-semibold text-brand-700 underline">
                  Download
                </a>
                <button type="button" className="text-xs font-semibold text-danger-700 underline" onClick={() => remove.mutate(look._id)}>
                  Delete
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {remove.isError && <p role="alert" className="mt-3 text-sm text-danger-700">{errorMessage(remove.error, 'The look could not be deleted.')}</p>}
      {open && (
        <Modal open title={titleOf(open)} onClose={() => setOpen(null)}>
          <BeforeAfter beforeUrl={open.photoUrl} afterUrl={open.imageUrl} />
        </Modal>
      )}
    </section>
  );
}
