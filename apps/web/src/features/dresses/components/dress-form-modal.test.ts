import { describe, expect, it } from 'vitest';
import { discountPercent } from '@tryown/contracts';
import { lengthOptions, typeOptions } from './dress-form-modal.tsx';

const tree = [
  {
    id: 'w',
    name: 'Women',
    types: [{ id: 't1', name: 'Dresses' }],
    subcategories: [
      { id: 's1', name: 'Ethnic', types: [{ id: 't2', name: 'Sarees' }] },
      { id: 's2', name: 'Western', types: [{ id: 't3', name: 'Jeans' }, { id: 't4', name: 'Dresses' }] },
    ],
  },
];

describe('dress rules', () => {
  it("offers the category's own types plus the chosen subcategory's, once each", () => {
    expect(typeOptions(tree, 'Women', '')).toEqual(['Dresses']);
    expect(typeOptions(tree, 'Women', 'Ethnic')).toEqual(['Dresses', 'Sarees']);
    expect(typeOptions(tree, 'Women', 'Western')).toEqual(['Dresses', 'Jeans']);
    expect(typeOptions(tree, 'Men', '')).toEqual([]);
  });

  it('offers the lengths of what the chosen words say the garment covers', () => {
    const values = (category: string, subcategory: string, type: string) => lengthOptions(category, subcategory, type).map((o) => o.value);
    expect(values('Women', 'Western', 'Crop Tops')).toEqual(['crop', 'waist', 'hip', 'long']);
    expect(values('Women', 'Western', 'Skirts')).toEqual(['mini', 'knee', 'midi', 'ankle']);
    expect(values('Women', '', 'Dresses')).toEqual(['mini', 'knee', 'midi', 'maxi']);
    expect(lengthOptions('Men', '', 'T-Shirts')[0]).toEqual({ value: 'crop', label: 'Cropped (above the navel)' });
  });

  it('computes the discount only when both prices are set and the original is higher', () => {
    expect(discountPercent(1500, 2000)).toBe(25);
    expect(discountPercent(999, 1499)).toBe(33);
    expect(discountPercent(2000, 2000)).toBeNull();
    expect(discountPercent(2500, 2000)).toBeNull();
    expect(discountPercent(null, 2000)).toBeNull();
    expect(discountPercent(100, null)).toBeNull();
  });
});
