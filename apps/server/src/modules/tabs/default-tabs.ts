import { randomUUID } from 'node:crypto';
import type { TabCategory } from '../../db/schema.ts';

const node = (name: string) => ({ id: randomUUID(), name });
const category = (name: string, types: string[] = [], subcategories: Record<string, string[]> = {}): TabCategory => ({
  ...node(name),
  types: types.map(node),
  subcategories: Object.entries(subcategories).map(([sub, subTypes]) => ({ ...node(sub), types: subTypes.map(node) })),
});

/** Every new store starts with a working dashboard: these tabs, before an admin touches them. */
export function defaultTabs() {
  const tab = (order: number, name: string, icon: string, categories: TabCategory[] = [], description = '') => ({
    id: randomUUID(),
    name,
    icon,
    order,
    enabled: true,
    description,
    categories,
  });
  return [
    tab(0, 'Overview', 'fa-home'),
    tab(1, 'Business Profile', 'fa-building'),
    tab(2, 'Users', 'fa-users'),
    tab(3, 'Models', 'fa-image', [category('Men'), category('Women'), category('Kids')], 'Photos of people to dress'),
    tab(
      4,
      'Store',
      'fa-tshirt',
      [
        category('Women', ['Dresses', 'Tops'], { Ethnic: ['Sarees', 'Kurtas'], Western: ['Skirts', 'Jeans'] }),
        category('Men', ['Shirts', 'T-Shirts'], { Ethnic: ['Kurtas'], Western: ['Trousers', 'Jeans'] }),
      ],
      'Your garments',
    ),
    tab(5, 'Playground', 'fa-photo-video', [], 'Generate try-on images'),
    tab(6, 'AI Outfits', 'fa-cube', [], 'Your generated images'),
    tab(7, 'Try-on', 'fa-magic', [], 'Pick a model and a dress and see the result'),
  ];
}
