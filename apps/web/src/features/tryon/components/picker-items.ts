import type { Dress, Model } from '@tryown/contracts';
import type { PickerItem } from './picker-panel.tsx';

/** Models group by category, falling back to gender (older records), else 'Other'. */
export function modelItems(models: Model[] | undefined): PickerItem[] {
  return (models ?? []).map((model) => {
    const legacy = model as Model & { gender?: string };
    return { id: model._id, name: model.name, group: model.category || legacy.gender || 'Other', imageUrl: model.imageUrl, thumbnailUrl: model.thumbnailUrl };
  });
}

/** Enabled dresses only, grouped by type ('Other' when unset), named by name, else brand, else type. */
export function dressItems(dresses: Dress[] | undefined): PickerItem[] {
  return (dresses ?? [])
    .filter((dress) => !dress.disabled)
    .map((dress) => ({
      id: dress._id,
      name: dress.name || dress.brand || dress.type || 'Dress',
      group: dress.type || 'Other',
      imageUrl: dress.imageUrl,
      thumbnailUrl: dress.thumbnailUrl,
      clothType: dress.clothType,
    }));
}
