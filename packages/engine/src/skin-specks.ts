// Specks of a printed garment taken for skin. The skin model is a colour: the maroon and pink facets
// of a geometric print (049447's trousers), a floral print's tan petals, have the skin's hue and
// light, and came out of skinMask as hundreds of specks over the clothes. Read as skin, they were
// not old clothes: the fill left them where the new garment did not reach (dark red flecks beside
// narrower new trousers), and their colours went into the painted skin. Bare skin shows as a limb,
// a face, a neckline, a hand, a foot: a patch, not a speck on its own in the clothes.
import { labelComponents, morph } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';

/** Largest speck (shoulder widths, the side of a square of its area) dropped from the skin. */
const SPECK = 0.08;
/** How near (shoulder widths) a larger patch of skin a speck is kept (a shaded crease parting a bit of an elbow from its arm). */
const NEAR = 0.04;

/**
 * Clears from `skin` (0/255, w x h) each 4-connected part smaller than SPECK squared that lies farther
 * than NEAR from every larger part, but for those with a pixel in `kept` (the hands and what they hold,
 * the feet: a clutch's or a shoe's skin-coloured specks kept them from the fill, which now painted
 * over part of 051482's clutch and of 051962's trainers).
 */
export function dropSkinSpecks(skin: Uint8Array, w: number, h: number, sw: number, kept: Uint8Array): void {
  dropSpecksApart(skin, w, h, (SPECK * sw) ** 2, NEAR * sw, kept);
}

/**
 * Clears from `mask` (0/255, w x h) each 4-connected part of fewer than `most` pixels that lies farther
 * than `near` pixels from every larger part, but for those with a pixel in `kept`.
 */
export function dropSpecksApart(mask: Uint8Array, w: number, h: number, most: number, near: number, kept?: Uint8Array): void {
  const { label, count, size } = labelComponents(mask, w, h);
  const small = (k: number) => size[k]! < most;
  if (!size.some((_, k) => k > 0 && small(k))) return giveBack(label);
  const large = borrowBytes(w * h);
  for (let i = 0; i < w * h; i++) if (label[i] && !small(label[i]!)) large[i] = 255;
  const close = morph(large, w, h, Math.max(1, Math.round(near)));
  // A part is kept when any of its pixels lies near a larger one.
  const keep = new Uint8Array(count + 1);
  for (let i = 0; i < w * h; i++) if (label[i] && (close[i] || kept?.[i])) keep[label[i]!] = 1;
  for (let i = 0; i < w * h; i++) if (label[i] && small(label[i]!) && !keep[label[i]!]) mask[i] = 0;
  giveBack(label, large, close);
}
