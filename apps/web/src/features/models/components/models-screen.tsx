import { useState } from 'react';
import type { Model, Tab } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useTabCategories } from '../../catalogue/api/use-tab-categories.ts';
import { CardMenu } from '../../catalogue/components/card-menu.tsx';
import { CatalogueImage, GridState, LoadMore, Pill } from '../../../components/catalogue-states.tsx';
import { failure } from '../../catalogue/failure.ts';
import { useInfiniteModels } from '../api/get-models.ts';
import { useCheckModelPhoto, useDeleteModel } from '../api/model-mutations.ts';
import { AnalysisBadge } from '../../catalogue/components/analysis-badge.tsx';
import { checkPhoto, needsCheck } from '../../catalogue/photo-check.ts';
import { ModelFormModal } from './model-form-modal.tsx';

const CONFIRM_DELETE = 'Are you sure you want to delete this model?';

/** The store's models: category pills, grid of thumbnails, details (full image), add, edit and delete. */
export function ModelsScreen({ tab }: { tab?: Pick<Tab, 'id'> }) {
  const [category, setCategory] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Model | null>(null);
  const [viewing, setViewing] = useState<Model | null>(null);
  const categoriesQuery = useTabCategories('models', tab?.id);
  const categories = (categoriesQuery.data ?? []).map((c) => c.name);
  const list = useInfiniteModels(category);
  const remove = useDeleteModel();
  const check = useCheckModelPhoto();
  const models = list.data?.pages.flatMap((page) => page.models) ?? [];

  async function handleDelete(model: Model) {
    if (!window.confirm(CONFIRM_DELETE)) return;
    try {
      await remove.mutateAsync(model._id);
      toast.success('Model deleted successfully!');
      setViewing(null);
    } catch (error) {
      toast.error(failure('Failed to delete model.', error));
    }
  }

  return (
    <section aria-labelledby="models-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="models-heading" className="font-display text-2xl font-bold text-ink-950">
          Models
        </h1>
        <Button onClick={() => setAdding(true)}>+ Add Model</Button>
      </div>

      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by category">
        <Pill active={!category} onClick={() => setCategory(undefined)}>
          All
        </Pill>
        {categories.map((name) => (
          <Pill key={name} active={category === name} onClick={() => setCategory(name)}>
            {name}
          </Pill>
        ))}
      </div>

      {list.isPending ? (
        <GridState kind="loading" />
      ) : list.isError ? (
        <GridState kind="error" message={errorMessage(list.error, 'Failed to load models.')} onRetry={() => void list.refetch()} />
      ) : models.length === 0 ? (
        <GridState kind="empty" message="No models found for this client." />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Models">
            {models.map((model) => (
              <li key={model._id} data-testid="model-card" className="relative rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/70">
                <button type="button" onClick={() => setViewing(model)} className="block w-full overflow-hidden rounded-2xl text-left" aria-label={`View ${model.name}`}>
                  <CatalogueImage thumbnailUrl={model.thumbnailUrl} imageUrl={model.imageUrl} alt={model.name} className="aspect-[3/4] w-full bg-ink-100 object-cover" />
                  <span className="block p-3">
                    <span className="block truncate font-semibold text-ink-900">{model.name}</span>
                    <span className="block text-xs text-ink-500">{model.category}</span>
                    <span className="mt-2 block">
                      <AnalysisBadge analysis={model.analysis} />
                    </span>
                  </span>
                </button>
                <div className="absolute right-2 top-2">
                  <CardMenu
                    label={`Actions for ${model.name}`}
                    items={[
                      { label: 'Edit', onSelect: () => setEditing(model) },
                      ...(needsCheck(model.analysis) ? [{ label: 'Check photo', onSelect: () => void checkPhoto(() => check.mutateAsync(model._id)) }] : []),
                      { label: 'Delete', danger: true, onSelect: () => void handleDelete(model) },
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore list={list} shown={models.length} noun={['model', 'models']} />
        </>
      )}

      <ModelFormModal open={adding} onClose={() => setAdding(false)} categories={categories} />
      <ModelFormModal open={Boolean(editing)} onClose={() => setEditing(null)} categories={categories} model={editing} />
      <Modal
        open={Boolean(viewing)}
        title={viewing?.name ?? 'Model'}
        onClose={() => setViewing(null)}
        footer={
          <Button variant="danger" pending={remove.isPending} onClick={() => viewing && void handleDelete(viewing)}>
            Delete Model
          </Button>
        }
      >
        {viewing && (
          <div className="space-y-4">
            <img src={viewing.imageUrl} alt={viewing.name} className="max-h-[50vh] w-full rounded-xl bg-ink-100 object-contain" />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <Detail label="Category" value={viewing.category} />
              <Detail label="Age" value={viewing.age} />
              <Detail label="Height" value={viewing.bodyMeasurements.height != null ? `${viewing.bodyMeasurements.height} cm` : null} />
              <Detail label="Chest" value={viewing.bodyMeasurements.chest != null ? `${viewing.bodyMeasurements.chest} cm` : null} />
              <Detail label="Waist" value={viewing.bodyMeasurements.waist != null ? `${viewing.bodyMeasurements.waist} cm` : null} />
            </dl>
            {viewing.description && <p className="text-sm text-ink-700">{viewing.description}</p>}
          </div>
        )}
      </Modal>
    </section>
  );
}

export function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">{label}</dt>
      <dd className="text-ink-900">{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}
