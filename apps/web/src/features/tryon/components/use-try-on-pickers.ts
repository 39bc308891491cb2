import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDresses } from '../../dresses/api/get-dresses.ts';
import { useModels } from '../../models/api/get-models.ts';
import { dressItems, modelItems } from './picker-items.ts';
import type { PickerItem } from './picker-panel.tsx';

/** The store's models and dresses as picker lists, with the current choice of each (and, for a top, an optional bottom). */
export function useTryOnPickers() {
  const models = useModels();
  const dresses = useDresses();
  const [modelId, setModelId] = useState<string | null>(null);
  const [dressId, setDressId] = useState<string | null>(null);
  const [bottomId, setBottomId] = useState<string | null>(null);
  const modelList = useMemo(() => modelItems(models.data?.models), [models.data]);
  const dressList = useMemo(() => dressItems(dresses.data?.dresses), [dresses.data]);
  const bottomList = useMemo(() => dressList.filter((item) => item.clothType === 'lower'), [dressList]);
  const dress = dressList.find((item) => item.id === dressId);
  // A top may be worn with one of the store's bottoms (a combo try-on); picking the bottom again removes it.
  const offersBottom = dress?.clothType === 'upper' && bottomList.length > 0;

  const panel = (query: typeof models | typeof dresses, items: PickerItem[], what: string, selectedId: string | null, onSelect: (id: string) => void) => ({
    items,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, `Failed to load ${what}.`) : null,
    emptyText: `No ${what} found.`,
    selectedId,
    onSelect,
  });

  const model = modelList.find((item) => item.id === modelId);
  const bottom = offersBottom ? bottomList.find((item) => item.id === bottomId) : undefined;
  return {
    modelPanel: { ...panel(models, modelList, 'models', modelId, setModelId), groupLabel: 'category' },
    dressPanel: { ...panel(dresses, dressList, 'dresses', dressId, setDressId), groupLabel: 'type' },
    bottomPanel: offersBottom
      ? { ...panel(dresses, bottomList, 'bottoms', bottomId, (id: string) => setBottomId((current) => (current === id ? null : id))), groupLabel: 'type' }
      : null,
    model,
    dress,
    bottom,
    /** Once both lists loaded: which of the two the store has none of yet (disabled dresses count as some). */
    notYetAdded: models.data && dresses.data ? { models: models.data.models.length === 0, dresses: dresses.data.dresses.length === 0 } : null,
    /** What Generate sends, once a model and a dress are picked. */
    pick: model && dress ? { modelId: model.id, dressId: dress.id, ...(bottom ? { lowerDressId: bottom.id } : {}) } : null,
  };
}
