// What a dress covers (upper, lower, full), read from the words of its taxonomy, and where its hem
// belongs as the store states it.
import { z } from 'zod';
import type { ClothType } from './catalogue-common.ts';

// Words in a dress's type, subcategory or category that say which part of the body it covers.
const FULL = /\b(dress(es)?|gowns?|sarees?|saris?|jumpsuits?|rompers?|lehengas?|anarkalis?|co-?ords?|sets?|suits?|overalls?|dungarees?|kaftans?|abayas?|one-?piece|full)\b/;
const LOWER = /\b(pants?|trousers?|jeans|skirts?|shorts|leggings?|jeggings?|palazzos?|bottoms?|salwars?|churidars?|dhotis?|joggers?|chinos?|culottes?|lower|bottomwear|lowerwear)\b/;
const UPPER = /\b(tops?|shirts?|t-?shirts?|tees?|blouses?|kurt(a|i)s?|tunics?|jackets?|coats?|blazers?|sweaters?|hoodies?|sweatshirts?|cardigans?|vests?|crop|upper|tanks?|camis?|topwear|upperwear)\b/;

function classify(word: string): ClothType | null {
  const text = word.trim().toLowerCase();
  if (!text) return null;
  // A set or a dress covers both halves, so 'full' is checked first ("skirt set" is full).
  if (FULL.test(text)) return 'full';
  if (LOWER.test(text)) return 'lower';
  if (UPPER.test(text)) return 'upper';
  return null;
}

/**
 * The cloth type of a dress: the most specific field that says something wins (type, then
 * subcategory, then category). A catalogue of "dresses" with no telling word is treated as 'full'.
 */
export function clothTypeOf(dress: { type: string; subcategory: string; category: string }): ClothType {
  return classify(dress.type) ?? classify(dress.subcategory) ?? classify(dress.category) ?? 'full';
}

/**
 * Where a garment's hem belongs on the body, by what it covers (the engine's GARMENT_LENGTHS): a top
 * ends above the navel (crop), at the waist, the hip or below it (long); a bottom or a dress at
 * mid-thigh (mini), the knee, mid-calf (midi) or the ankle (ankle, maxi). A dress's length is null
 * until the store states it: the engine then reads it from the photo.
 */
const LENGTHS = ['crop', 'waist', 'hip', 'long', 'mini', 'knee', 'midi', 'ankle', 'maxi'] as const;
export const DressLengthSchema = z.enum(LENGTHS, { message: `Length must be one of ${LENGTHS.slice(0, -1).join(', ')} or ${LENGTHS.at(-1)}` });
export const DRESS_LENGTHS = {
  upper: ['crop', 'waist', 'hip', 'long'],
  lower: ['mini', 'knee', 'midi', 'ankle'],
  full: ['mini', 'knee', 'midi', 'maxi'],
} as const satisfies Record<ClothType, readonly (typeof LENGTHS)[number][]>;
export type DressLength = z.infer<typeof DressLengthSchema>;
/** What the store reads for each length. */
export const DRESS_LENGTH_LABELS: Record<DressLength, string> = {
  crop: 'Cropped (above the navel)',
  waist: 'Waist',
  hip: 'Hip',
  long: 'Long (below the hip)',
  mini: 'Mini (mid-thigh)',
  knee: 'Knee',
  midi: 'Midi (mid-calf)',
  ankle: 'Ankle (full length)',
  maxi: 'Maxi (to the ankle)',
};
export const lengthFitsClothType = (clothType: ClothType, length: DressLength): boolean => (DRESS_LENGTHS[clothType] as readonly string[]).includes(length);

/** The dress's stated length when it fits the cloth type it is tried on as; else undefined (read from the photo). */
export const statedLength = (dress: { length: DressLength | null }, clothType: ClothType): DressLength | undefined =>
  dress.length && lengthFitsClothType(clothType, dress.length) ? dress.length : undefined;
