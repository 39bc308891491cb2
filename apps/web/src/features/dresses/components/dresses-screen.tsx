import { useState } from 'react';
import { type Dress, DRESS_LENGTH_LABELS, type Tab } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTabCategories } from '../../catalogue/api/use-tab-categories.ts';
import { CardMenu } from '../../catalogue/components/card-menu.tsx';
import { CatalogueImage, GridState, LoadMore } from '../../../components/catalogue-states.tsx';
import { failure } from '../../catalogue/failure.ts';
import { Detail } from '../../models/components/models-screen.tsx';
import { useInfiniteDresses, type DressFilters } from '../api/get-dresses.ts';
import { useCheckDressPhoto, useDeleteDress, useDressFlag, type DressFlagAction } from '../api/dress-mutations.ts';
import { AnalysisBadge } from '../../catalogue/components/analysis-badge.tsx';
import { CutoutPreview } from '../../catalogue/components/cutout-preview.tsx';
import { checkPhoto, needsCheck } from '../../catalogue/photo-check.ts';
import { DressPrice } from '../../../components/dress-price.tsx';
import { CategoryFilterBar } from './category-filter-bar.tsx';
import { DressFormModal } from './dress-form-modal.tsx';

const CONFIRM_DELETE = 'Are you sure you want to delete this dress?';
const dressTitle = (d: Dress) => d.name || d.brand || d.type;

/** The store's dresses ('Store' tab): filter pills and chips, grid, details, add/edit, flags and delete. */
export function DressesScreen({ tab }: { tab?: Pick<Tab, 'id'> }) {
  const [filters, setFilters] = useState<DressFilters>({});
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Dress | null>(null);
  const [viewing, setViewing] = useState<Dress | null>(null);
  const [cutout, setCutout] = useState<Dress | null>(null);
  const check = useCheckDressPhoto();
  const treeQuery = useTabCategories('dress', tab?.id);
  const tree = treeQuery.data ?? [];
  const list = useInfiniteDresses(filters);
  const remove = useDeleteDress();
  const flag = useDressFlag();
  const dresses = list.data?.pages.flatMap((page) => page.dresses) ?? [];

  async function handleDelete(dress: Dress) {
    if (!window.confirm(CONFIRM_DELETE)) return;
    try {
      const result = await remove.mutateAsync(dress._id);
      toast.success(result.message || 'Dress deleted successfully');
      setViewing(null);
    } catch (error) {
      toast.error(failure('Failed to delete dress.', error));
    }
  }

  async function handleFlag(dress: Dress, action: DressFlagAction) {
    try {
      const result = await flag.mutateAsync({ id: dress._id, action });
      toast.success(result.message);
    } catch (error) {
      toast.error(failure('Failed to update dress.', error));
    }
  }

  return (
    <section aria-labelledby="dresses-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="dresses-heading" className="font-display text-2xl font-bold text-ink-950">
          Dresses
        </h1>
        <Button onClick={() => setAdding(true)}>Add Dress</Button>
      </div>

      <CategoryFilterBar tree={tree} filters={filters} onChange={setFilters} />

      {list.isPending ? (
        <GridState kind="loading" />
      ) : list.isError ? (
        <GridState kind="error" message={errorMessage(list.error, 'Failed to load dresses.')} onRetry={() => void list.refetch()} />
      ) : dresses.length === 0 ? (
        <GridState kind="empty" message="No dresses found." />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Dresses">
            {dresses.map((dress) => (
              <li
                key={dress._id}
                data-testid="dress-card"
                data-disabled={dress.disabled || undefined}
                className="relative rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70"
              >
                {/* Greyed content only: the card menu stays readable, since Enable lives there. */}
                <button
                  type="button"
                  onClick={() => setViewing(dress)}
                  className={`block w-full overflow-hidden rounded-2xl text-left ${dress.disabled ? 'opacity-50 grayscale' : ''}`}
                  aria-label={`View ${dressTitle(dress)}`}
                >
                  <CatalogueImage thumbnailUrl={dress.thumbnailUrl} imageUrl={dress.imageUrl} alt={dressTitle(dress)} className="aspect-[3/4] w-full bg-ink-100 object-cover" />
                  <span className="block space-y-1 p-3">
                    <span className="block truncate font-semibold text-ink-900">{dressTitle(dress)}</span>
                    {dress.name && dress.brand && <span className="block truncate text-xs font-medium text-ink-600">{dress.brand}</span>}
                    <span className="block text-xs text-ink-500">{[dress.category, dress.subcategory, dress.type].filter(Boolean).join(' · ')}</span>
                    <DressPrice dress={dress} />
                    <AnalysisBadge analysis={dress.analysis} />
                  </span>
                </button>
                <div className="pointer-events-none absolute left-2 top-2 flex flex-col gap-1">
                  {dress.isNewArrival && <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-semibold text-white">New Arrival</span>}
                  {dress.disabled && <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs font-semibold text-white">Disabled</span>}
                </div>
                <div className="absolute right-2 top-2">
                  <CardMenu
                    label={`Actions for ${dressTitle(dress)}`}
                    items={[
                      { label: 'Edit', disabled: dress.disabled, onSelect: () => setEditing(dress) },
                      { label: 'Preview cut-out', disabled: dress.analysis.state === 'refused', onSelect: () => setCutout(dress) },
                      ...(needsCheck(dress.analysis) ? [{ label: 'Check photo', onSelect: () => void checkPhoto(() => check.mutateAsync(dress._id)) }] : []),
                      dress.isNewArrival
                        ? { label: 'Unmark New Arrival', onSelect: () => void handleFlag(dress, 'unmarkNew') }
                        : { label: 'Mark as New Arrival', onSelect: () => void handleFlag(dress, 'markNew') },
                      dress.disabled ? { label: 'Enable', onSelect: () => void handleFlag(dress, 'enable') } : { label: 'Disable', onSelect: () => void handleFlag(dress, 'disable') },
                      { label: 'Delete', danger: true, onSelect: () => void handleDelete(dress) },
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={list} shown={dresses.length} noun={['dress', 'dresses']} />
        </>
      )}

      <CutoutPreview dress={cutout && { _id: cutout._id, title: dressTitle(cutout) }} onClose={() => setCutout(null)} />
      <DressFormModal open={adding} onClose={() => setAdding(false)} tree={tree} />
      <DressFormModal open={Boolean(editing)} onClose={() => setEditing(null)} tree={tree} dress={editing} />
      <Modal
        open={Boolean(viewing)}
        title={viewing ? dressTitle(viewing) : 'Dress'}
        onClose={() => setViewing(null)}
        footer={
          <>
            {viewing?.analysis.state !== 'refused' && (
              <Button variant="secondary" onClick={() => viewing && (setCutout(viewing), setViewing(null))}>
                Preview cut-out
              </Button>
            )}
            <Button variant="danger" pending={remove.isPending} onClick={() => viewing && void handleDelete(viewing)}>
              Delete Dress
            </Button>
          </>
        }
      >
        {viewing && (
          <div className="space-y-4">
            <img src={viewing.imageUrl} alt={dressTitle(viewing)} className="max-h-[50vh] w-full rounded-xl bg-ink-100 object-contain" />
            <DressPrice dress={viewing} />
            <AnalysisBadge analysis={viewing.analysis} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Detail label="Brand" value={viewing.brand} />
              <Detail label="Category" value={viewing.category} />
              <Detail label="Subcategory" value={viewing.subcategory} />
              <Detail label="Type" value={viewing.type} />
              <Detail label="Length" value={viewing.length ? DRESS_LENGTH_LABELS[viewing.length] : 'Read from the photo'} />
              <Detail label="Stock Status" value={viewing.stockStatus} />
              <Detail label="Sizes" value={viewing.sizes.filter((s) => s.selected).map((s) => s.size).join(', ')} />
            </dl>
            {viewing.description && <p className="text-sm text-ink-700">{viewing.description}</p>}
          </div>
        )}
      </Modal>
    </section>
  );
}
