// Ground truth for the eval set in ../shared/eval (file names only; the images stay there).
import type { GarmentCategory } from '../../packages/engine/src/index.ts';

/** Garment category by file-name prefix (checked by eye against the photos). */
export function garmentCategory(file: string): GarmentCategory {
  const id = file.replace(/^oot-/, '').replace(/\..*$/, '');
  const lower = ['051412_1', '051473_1', '051515_1', '051517_1', '051827_1', '051946_1', '051988_1', '051991_1'];
  const full = ['051998_1', '052234_1', '053290_1', '053319_1', '053742_1', '053744_1', '053786_1', '053790_1'];
  if (lower.includes(id)) return 'lower';
  if (full.includes(id)) return 'full';
  return 'upper';
}

/** Garment photos that show the garment worn: the correct answer is a refusal. */
export const WORN_GARMENTS = new Set(['fashn-garment.webp']);

/** Person photos that show knees and below (others are waist- or thigh-up). */
export const FULL_BODY_PEOPLE = new Set([
  'fashn-model.webp', 'oot-049205_0.jpg', 'oot-049447_0.jpg', 'oot-049713_0.jpg', 'oot-051482_0.jpg', 'oot-051918_0.jpg',
  'oot-051962_0.jpg', 'oot-052472_0.jpg', 'oot-052767_0.jpg', 'oot-052964_0.jpg', 'oot-053228_0.jpg', 'oot-053514_0.jpg',
  'oot-053700_0.jpg', 'oot-model_9.png',
]);
