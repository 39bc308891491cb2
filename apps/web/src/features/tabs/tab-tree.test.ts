import { describe, expect, it } from 'vitest';
import type { Tab } from '@tryown/contracts';
import { addNode, parseOrder, removeNode, renameNode } from './tab-tree.ts';

const base: Tab[] = [
  {
    id: 't1',
    name: 'Store',
    screen: 'dresses',
    description: '',
    icon: 'fa-tshirt',
    order: 0,
    enabled: true,
    categories: [{ id: 'c1', name: 'Women', types: [{ id: 'y1', name: 'Tops' }], subcategories: [{ id: 's1', name: 'Ethnic', types: [] }] }],
  },
  { id: 't2', name: 'Other', screen: 'models', description: '', icon: '', order: 1, enabled: true, categories: [] },
];

describe('tab tree edits', () => {
  it('adds categories, subcategories and types where the path points, trimming names', () => {
    const withCategory = addNode(base, { tabId: 't2' }, 'category', '  Men ')!;
    expect(withCategory[1]!.categories.map((c) => c.name)).toEqual(['Men']);
    expect(withCategory[0]).toBe(base[0]);
    const withSub = addNode(base, { tabId: 't1', categoryId: 'c1' }, 'subcategory', 'Western')!;
    expect(withSub[0]!.categories[0]!.subcategories.map((s) => s.name)).toEqual(['Ethnic', 'Western']);
    const typeInSub = addNode(base, { tabId: 't1', categoryId: 'c1', subcategoryId: 's1' }, 'type', 'Sarees')!;
    expect(typeInSub[0]!.categories[0]!.subcategories[0]!.types.map((t) => t.name)).toEqual(['Sarees']);
    const typeInCategory = addNode(base, { tabId: 't1', categoryId: 'c1' }, 'type', 'Dresses')!;
    expect(typeInCategory[0]!.categories[0]!.types.map((t) => t.name)).toEqual(['Tops', 'Dresses']);
    expect(base[0]!.categories[0]!.types).toHaveLength(1);
  });

  it('ignores blank names', () => {
    expect(addNode(base, { tabId: 't1' }, 'category', '   ')).toBeNull();
    expect(renameNode(base, { tabId: 't1', categoryId: 'c1' }, ' ')).toBeNull();
  });

  it('renames the node at the end of the path', () => {
    expect(renameNode(base, { tabId: 't1', categoryId: 'c1' }, 'Ladies')![0]!.categories[0]!.name).toBe('Ladies');
    expect(renameNode(base, { tabId: 't1', categoryId: 'c1', typeId: 'y1' }, 'Shirts')![0]!.categories[0]!.types[0]!.name).toBe('Shirts');
    expect(renameNode(base, { tabId: 't1', categoryId: 'c1', subcategoryId: 's1' }, 'Indian')![0]!.categories[0]!.subcategories[0]!.name).toBe('Indian');
  });

  it('reads the order field as the spec says', () => {
    expect(parseOrder('3')).toBe(3);
    expect(parseOrder('abc')).toBe(0);
    expect(parseOrder('')).toBe(0);
    expect(parseOrder('-1')).toBeNull();
  });

  it('removes a type, a subcategory or a category with everything under it, and nothing else', () => {
    const noType = removeNode(base, { tabId: 't1', categoryId: 'c1', typeId: 'y1' });
    expect(noType[0]!.categories[0]!.types).toEqual([]);
    expect(noType[0]!.categories[0]!.subcategories).toHaveLength(1);
    const noSub = removeNode(base, { tabId: 't1', categoryId: 'c1', subcategoryId: 's1' });
    expect(noSub[0]!.categories[0]!.subcategories).toEqual([]);
    expect(noSub[0]!.categories[0]!.types).toHaveLength(1);
    const noCategory = removeNode(base, { tabId: 't1', categoryId: 'c1' });
    expect(noCategory[0]!.categories).toEqual([]);
    expect(noCategory[1]).toBe(base[1]);
    expect(base[0]!.categories[0]!.types).toHaveLength(1);
  });
});
