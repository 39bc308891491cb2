// The backdrop seen at the top of the gap between a pair of trousers' legs, where the legs meet in a
// narrow V: the cut-out's flood cannot pass its mouth, so the V stays in the cut-out as fabric. The
// warp parts the legs there as the person's legs part, and the V became a wedge of the garment
// photo's white at the crotch (051412 on every person; over a dark old bottom, 049713's, plain to see).
import { countOn, maskBox, morph } from './image.ts';
import { planeValue } from './matting.ts';
import type { RgbImage } from './image.ts';
import type { BackgroundPlane } from './types.ts';

/** Half-width (share of the garment's width) of the middle band where the legs' gap lies. */
const MIDDLE = 0.15;
/** From how far down the garment (share of its height) the gap is looked for: not the waistband's. */
const FROM = 0.25;
/** RGB distance from the backdrop's plane within which a pixel has the backdrop's colour. */
const NEAR = 12;
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
  const near = (i: number) => {
    const x = i % w;
    let d2 = 0;
    for (let c = 0; c < 3; c++) d2 += ((data[i * 3 + c] ?? 0) - planeValue(plane, c as 0 | 1 | 2, x, (i - x) / w, w, h)) ** 2;
    return d2 < NEAR * NEAR;
  };
  let share = 0;
  for (let i = 0; i < w * h; i++) if (mask[i] && near(i)) share++;
  if (share > MAX_SHARE * countOn(mask)) return undefined;
  // 1: the gap (outside the mask, open to the bottom edge within the band); 2: backdrop-coloured
  // fabric joined to it.
  const seen = new Uint8Array(w * h);
  const queue: number[] = [];
  for (let x = x0; x <= x1; x++) {
    const i = (h - 1) * w + x;
    if (!mask[i]) {
      seen[i] = 1;
      queue.push(i);
    }
  }
  let taken = 0;
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % w;
    const y = (i - x) / w;
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const) {
      if (nx < x0 || nx > x1 || ny < y0 || ny >= h) continue;
      const j = ny * w + nx;
      if (seen[j]) continue;
      if (!mask[j]) seen[j] = 1;
      else if (near(j)) {
        seen[j] = 2;
        taken++;
      } else continue;
      queue.push(j);
    }
  }
  if (!taken) return undefined;
  // Only rows where it is more than the cut-out's soft rim beside the gap (RIM px): the V. Along the
  // open gap below, the rim is the matte's edge, as on any other side of the garment.
  const beside = morph(mask.map((v) => (v ? 0 : 255)), w, h, RIM);
  const out = new Uint8Array(mask);
  let any = false;
  for (let y = y0; y < h; y++) {
    const row = y * w;
    let v = false;
    for (let x = x0; x <= x1 && !v; x++) v = seen[row + x] === 2 && !beside[row + x];
    if (!v) continue;
    any = true;
    for (let x = x0; x <= x1; x++) if (seen[row + x] === 2) out[row + x] = 0;
  }
  return any ? out : undefined;
}

/** Depth (px) of the cut-out's soft rim beside the gap. */
const RIM = 2;
