import { describe, expect, it } from 'vitest';
import type { Dress, Model } from '@tryown/contracts';
import { dressItems, modelItems } from './picker-items.ts';

const model = (fields: Partial<Model> & { gender?: string }) => ({ _id: 'm', name: 'Mira', category: '', imageUrl: '/m.jpg', thumbnailUrl: '/m.webp', ...fields }) as Model;
const dress = (fields: Partial<Dress>) => ({ _id: 'd', name: '', brand: '', type: '', disabled: false, imageUrl: '/d.jpg', thumbnailUrl: '/d.webp', ...fields }) as Dress;

describe('picker items', () => {
  it("group models by category, falling back to gender, else 'Other'", () => {
    const groups = modelItems([model({ category: 'Women' }), model({ gender: 'Men' }), model({})]).map((item) => item.group);
    expect(groups).toEqual(['Women', 'Men', 'Other']);
  });

  it("group enabled dresses by type ('Other' when unset), named by name, else brand, else type", () => {
    const items = dressItems([
      dress({ _id: 'a', name: 'Red gown', type: 'Dresses' }),
      dress({ _id: 'b', brand: 'Studio' }),
      dress({ _id: 'c', type: 'Skirts' }),
      dress({ _id: 'd', name: 'Hidden', disabled: true }),
    ]);
    expect(items.map(({ id, name, group }) => [id, name, group])).toEqual([
      ['a', 'Red gown', 'Dresses'],
      ['b', 'Studio', 'Other'],
      ['c', 'Skirts', 'Skirts'],
    ]);
  });
});
