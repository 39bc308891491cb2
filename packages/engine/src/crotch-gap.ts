// The backdrop seen at the top of the gap between a pair of trousers' legs, where the legs meet in a
// narrow V: the cut-out's flood cannot pass its mouth, so the V stays in the cut-out as fabric. The
// warp parts the legs there as the person's legs part, and the V became a wedge of the garment
// photo's white at the crotch (051412 on every person; over a dark old bottom, 049713's, plain to see).
import { countSet } from './mask-ops.ts';
import { growInto, maskBox, morph } from './image.ts';
import { backdropColoured, backdropShade } from './matting.ts';
import type { RgbImage } from './image.ts';
import type { BackgroundPlane } from './types.ts';

/** Half-width (share of the garment's width) of the middle band where the legs' gap lies. */
const MIDDLE = 0.15;
/** From how far down the garment (share of its height) the gap is looked for: not the waistband's. */
const FROM = 0.25;
/** Largest share of the mask that may have the backdrop's colour (more: a garment of its colour). */
const MAX_SHARE = 0.1;

/**
 * The mask without the backdrop-coloured pixels joined (4-connected, through such pixels) to the gap
 * between the legs in the garment's middle band, or undefined when there are none. The gap is what of
 * the middle band below FROM is outside the mask and open to the photo's bottom edge through it.
 */
export function withoutCrotchGap(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  const box = maskBox(mask, w, h);
  if (box.width < 20 || box.height < 20) return undefined;
  const cx = box.x + box.width / 2;
  const [x0, x1] = [Math.max(0, Math.ceil(cx - MIDDLE * box.width)), Math.min(w - 1, Math.floor(cx + MIDDLE * box.width))];
  const y0 = Math.round(box.y + FROM * box.height);
  const coloured = (i: number) => backdropColoured(data, plane, i % w, Math.floor(i / w), w, h);
  let share = 0;
  for (let i = 0; i < w * h; i++) if (mask[i] && coloured(i)) share++;
  if (share > MAX_SHARE * countSet(mask)) return undefined;
  // And the backdrop in the V's shade (051988's cream jeans: grey down to 0.55 of the white backdrop at
  // its apex), unless the garment's inside is of the backdrop's shades itself (grey or white trousers,
  // whose folds are such shades).
  const shaded = (i: number) => backdropShade(data, plane, i % w, Math.floor(i / w), w, h, DEEPEST);
  const inside = morph(mask, w, h, -INSIDE_RIM);
  let shadedInside = 0;
  for (let i = 0; i < w * h; i++) if (inside[i] && shaded(i)) shadedInside++;
  const shadesToo = shadedInside <= MAX_SHADED * countSet(inside);
  const near = (i: number) => coloured(i) || (shadesToo && shaded(i));
  // The gap (outside the mask) and the backdrop-coloured fabric joined to it, grown within the band
  // from the gap's pixels on the photo's bottom row.
  const reached = new Uint8Array(w * h);
  for (let x = x0; x <= x1; x++) if (!mask[(h - 1) * w + x]) reached[(h - 1) * w + x] = 255;
  growInto(reached, w, h, Infinity, (j) => {
    const x = j % w;
    return x >= x0 && x <= x1 && j >= y0 * w && (!mask[j] || near(j));
  });
  // Only rows where it is more than the cut-out's soft rim beside the gap (RIM px): the V. Along the
  // open gap below, the rim is the matte's edge, as on any other side of the garment.
  const beside = morph(mask.map((v) => (v ? 0 : 255)), w, h, RIM);
  const taken = (i: number) => reached[i] && mask[i];
  const out = new Uint8Array(mask);
  let any = false;
  for (let y = y0; y < h; y++) {
    const row = y * w;
    let v = false;
    for (let x = x0; x <= x1 && !v; x++) v = !!taken(row + x) && !beside[row + x];
    if (!v) continue;
    any = true;
    for (let x = x0; x <= x1; x++) if (taken(row + x)) out[row + x] = 0;
  }
  return any ? out : undefined;
}

/** Depth (px) of the cut-out's soft rim beside the gap. */
const RIM = 2;
/** The deepest shade (share of the backdrop's lightness) of the backdrop in the V. */
const DEEPEST = 0.5;
/** Depth (px) of the mask's rim left out where the garment's own share of the backdrop's shades is measured. */
const INSIDE_RIM = 3;
/** Largest share of the mask's inside in the backdrop's shades for the V's shade to be told from the fabric. */
const MAX_SHADED = 0.05;
