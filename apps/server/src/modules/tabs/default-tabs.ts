import { randomUUID } from 'node:crypto';
import type { TabScreen } from '@tryown/contracts';
import type { TabCategory } from '../../db/schema.ts';

const node = (name: string) => ({ id: randomUUID(), name });
const category = (name: string, types: string[] = [], subcategories: Record<string, string[]> = {}): TabCategory => ({
  ...node(name),
  types: types.map(node),
  subcategories: Object.entries(subcategories).map(([sub, subTypes]) => ({ ...node(sub), types: subTypes.map(node) })),
});

/** Every new store starts with a working dashboard: these tabs, before an admin touches them. */
export function defaultTabs() {
  const tab = (order: number, screen: TabScreen, name: string, icon: string, categories: TabCategory[] = [], description = '') => ({
    id: randomUUID(),
    screen,
    name,
    icon,
    order,
    enabled: true,
    description,
    categories,
  });
  return [
    tab(0, 'overview', 'Overview', 'fa-home'),
    tab(1, 'business-profile', 'Business Profile', 'fa-building'),
    tab(2, 'users', 'Users', 'fa-users'),
    tab(3, 'models', 'Models', 'fa-image', [category('Men'), category('Women'), category('Kids')], 'Photos of people to dress'),
    tab(
      4,
      'dresses',
      'Store',
      'fa-tshirt',
      [
        category('Women', ['Dresses', 'Tops'], { Ethnic: ['Sarees', 'Kurtas'], Western: ['Skirts', 'Jeans'] }),
        category('Men', ['Shirts', 'T-Shirts'], { Ethnic: ['Kurtas'], Western: ['Trousers', 'Jeans'] }),
      ],
      'Your garments',
    ),
    tab(5, 'playground', 'Playground', 'fa-photo-video', [], 'Generate try-on images'),
    tab(6, 'ai-outfits', 'AI Outfits', 'fa-cube', [], 'Your generated images'),
    tab(7, 'tryon', 'Try-on', 'fa-magic', [], 'Pick a model and a dress and see the result'),
    tab(8, 'integrations', 'Integrations', 'fa-code', [], 'Try it on, on your own website'),
  ];
}
