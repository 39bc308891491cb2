import type { Look } from './figure.ts';

/** Skin and hair tones drawn from a wide range on purpose: the shoppers of every store. */
const skin = { deep: '#8d5524', brown: '#a86b3c', tan: '#c68642', light: '#e0ac69', fair: '#f1c27d', rose: '#f3d0b5' };
const hair = { black: '#1f1a17', brown: '#4a2c1d', auburn: '#7c2d12', blonde: '#d6a84f', silver: '#cbd5e1' };

export type NamedLook = Look & { file: string };

/** Five hero slides (the carousel) and six gallery results, in the order the page shows them. */
export const heroLooks: NamedLook[] = [
  { file: 'hero-1', title: 'Emerald wrap dress', build: 'f', skin: skin.tan, hair: hair.black, hairStyle: 'long', pose: 'hip', shoe: '#1f2937', background: ['#c7d2fe', '#fbcfe8'], outfit: { kind: 'wrap-dress', color: '#059669', accent: '#fbbf24' } },
  { file: 'hero-2', title: 'Tailored navy suit', build: 'm', skin: skin.brown, hair: hair.black, hairStyle: 'short', pose: 'stand', shoe: '#3f2a1d', background: ['#bae6fd', '#e0e7ff'], outfit: { kind: 'suit', jacket: '#1e3a8a', shirt: '#f8fafc', trousers: '#1e3a8a' } },
  { file: 'hero-3', title: 'Silk saree with gold border', build: 'f', skin: skin.deep, hair: hair.black, hairStyle: 'bun', pose: 'stand', shoe: '#b45309', background: ['#fed7aa', '#fecdd3'], outfit: { kind: 'saree', color: '#be123c', border: '#f59e0b', blouse: '#f59e0b' } },
  { file: 'hero-4', title: 'Polka dot maxi dress', build: 'f', skin: skin.rose, hair: hair.auburn, hairStyle: 'bob', pose: 'hip', shoe: '#f43f5e', background: ['#ddd6fe', '#a5f3fc'], outfit: { kind: 'maxi', color: '#4f46e5', accent: '#f43f5e', pattern: 'dots' } },
  { file: 'hero-5', title: 'Block-print kurta set', build: 'f', skin: skin.light, hair: hair.brown, hairStyle: 'braid', pose: 'stand', shoe: '#7c2d12', background: ['#bbf7d0', '#fef08a'], outfit: { kind: 'kurta', color: '#0f766e', accent: '#fde047', trousers: '#f8fafc', pattern: 'floral' } },
];

export const galleryLooks: NamedLook[] = [
  { file: 'gallery-1', title: 'Coral jumpsuit', build: 'f', skin: skin.brown, hair: hair.black, hairStyle: 'curly', pose: 'hip', shoe: '#111827', background: ['#fecaca', '#fde68a'], outfit: { kind: 'jumpsuit', color: '#f43f5e', belt: '#111827' } },
  { file: 'gallery-2', title: 'Striped linen shirt', build: 'm', skin: skin.fair, hair: hair.blonde, hairStyle: 'short', pose: 'hip', shoe: '#78350f', background: ['#bfdbfe', '#c7d2fe'], outfit: { kind: 'shirt', shirt: '#e0f2fe', trousers: '#a8a29e', pattern: 'stripes' } },
  { file: 'gallery-3', title: 'Floral wrap dress', build: 'f', skin: skin.fair, hair: hair.silver, hairStyle: 'bob', pose: 'stand', shoe: '#be185d', background: ['#fbcfe8', '#e9d5ff'], outfit: { kind: 'wrap-dress', color: '#fdf2f8', accent: '#be185d', pattern: 'floral' } },
  { file: 'gallery-4', title: 'Indigo kurta', build: 'm', skin: skin.tan, hair: hair.black, hairStyle: 'short', pose: 'stand', shoe: '#44403c', background: ['#fde68a', '#fed7aa'], outfit: { kind: 'kurta', color: '#3730a3', accent: '#e0e7ff', trousers: '#f5f5f4' } },
  { file: 'gallery-5', title: 'Grey trouser suit', build: 'f', skin: skin.deep, hair: hair.brown, hairStyle: 'long', pose: 'hip', shoe: '#0f172a', background: ['#a7f3d0', '#bae6fd'], outfit: { kind: 'suit', jacket: '#78716c', shirt: '#fafaf9', trousers: '#57534e' } },
  { file: 'gallery-6', title: 'Teal silk saree', build: 'f', skin: skin.light, hair: hair.black, hairStyle: 'braid', pose: 'hip', shoe: '#a16207', background: ['#99f6e4', '#c7d2fe'], outfit: { kind: 'saree', color: '#0d9488', border: '#facc15', blouse: '#7c3aed', pattern: 'dots' } },
];
