import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDresses } from '../../dresses/api/get-dresses.ts';
import { useModels } from '../../models/api/get-models.ts';
import { dressItems, modelItems } from './picker-items.ts';
import type { PickerItem } from './picker-panel.tsx';

/** The store's models and dresses as picker lists, with the current choice of each. */
export function useTryOnPickers() {
  const models = useModels();
  const dresses = useDresses();
  const [modelId, setModelId] = useState<string | null>(null);
  const [dressId, setDressId] = useState<string | null>(null);
  const modelList = useMemo(() => modelItems(models.data?.models), [models.data]);
  const dressList = useMemo(() => dressItems(dresses.data?.dresses), [dresses.data]);

  const panel = (query: typeof models | typeof dresses, items: PickerItem[], what: string, selectedId: string | null, onSelect: (id: string) => void) => ({
    items,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, `Failed to load ${what}.`) : null,
    emptyText: `No ${what} found.`,
    selectedId,
    onSelect,
  });

  return {
    modelPanel: { ...panel(models, modelList, 'models', modelId, setModelId), groupLabel: 'category' },
    dressPanel: { ...panel(dresses, dressList, 'dresses', dressId, setDressId), groupLabel: 'type' },
    model: modelList.find((item) => item.id === modelId),
    dress: dressList.find((item) => item.id === dressId),
  };
}
