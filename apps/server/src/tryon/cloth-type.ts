import type { ClothType } from './provider.ts';

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
