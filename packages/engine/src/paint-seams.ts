// Where painted skin meets the person's own skin kept as the photo shows it (a bare wrist below an
// old cuff, a bare arm below an old short sleeve, the belly below an old crop top's hem), the paint
// takes the kept skin's colour at the seam and passes back to its own over SEAM_REACH. Lit and
// shaded as a round limb, with its grain laid on, the paint still met the kept skin in a step of
// tone along the old garment's edge: a painted forearm tan, the wrist below it pink (01861).
// The difference at the seam is carried into the paint by push-pull (fill.ts) from the seam's kept
// pixels, so it is smooth along the seam, and fades with the distance from it.
import { pushPull } from './fill.ts';
import { chamferDistances, hueOf } from './image.ts';
import { borrowBytes, borrowFloats, borrowInts, giveBack } from './scratch.ts';

/** How far into the paint (shoulder widths) the seam's difference fades out. */
const SEAM_REACH = 0.06;
/**
 * How far (px) from the paint a known skin pixel is still on the seam: between them lie the skin's
 * edge pixels blended with the old garment and the skin model's misses (the shaded side of a wrist).
 * The nearest are taken too, though an old edge's shade can lie there (01861's old neckline leaves a
 * faint darker line down her painted shoulder): left out, a bare arm's own shaded side was lost
 * beside the paint, lightened towards its lit middle (052964 under 053786: the arms check 4.4% ->
 * 5.2%).
 */
const SEAM_GAP = 6;
/** The largest difference (per channel) taken from one seam pixel: past it a kept pixel is no skin of the paint's (a bracelet the skin model took). */
const MAX_STEP = 48;
/** The side (px) of the cells the distance from the seam is read on. */
const CELL = 2;
/** Where the difference is stored in a byte: 128 is none. */
const ZERO = 128;

/**
 * Moves the `target` pixels of `rgb` (the paint, within `box`) towards the `known` skin of `photo`
 * beside them: each known pixel with paint within SEAM_GAP px (a square) holds the difference between
 * it and that paint's mean; the differences are spread over the paint by push-pull and laid on, in
 * full at the seam, fading (squared) to nothing SEAM_REACH from it.
 */
export function meetKeptSkin(
  rgb: Uint8Array,
  photo: Uint8Array,
  known: Uint8Array,
  target: Uint8Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  w: number,
  h: number,
  sw: number,
): void {
  const reach = Math.max(2, SEAM_REACH * sw);
  // The box grown by the gap: the kept pixels beside its edge.
  const b = { x0: Math.max(0, box.x0 - SEAM_GAP), y0: Math.max(0, box.y0 - SEAM_GAP), x1: Math.min(w - 1, box.x1 + SEAM_GAP), y1: Math.min(h - 1, box.y1 + SEAM_GAP) };
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  if (bw <= 0 || bh <= 0) return;
  // The paint's colour sums and count over the box as summed-area tables ((bw + 1) x (bh + 1), a
  // row and column of zeros first): any square's in four reads.
  const sw1 = bw + 1;
  const sat = borrowInts(sw1 * (bh + 1) * 4);
  for (let y = 0; y < bh; y++) {
    const run = [0, 0, 0, 0];
    for (let x = 0; x < bw; x++) {
      const i = (y + b.y0) * w + x + b.x0;
      if (target[i]) {
        for (let c = 0; c < 3; c++) run[c]! += rgb[i * 3 + c]!;
        run[3]!++;
      }
      const k = ((y + 1) * sw1 + x + 1) * 4;
      for (let c = 0; c < 4; c++) sat[k + c] = sat[k - sw1 * 4 + c]! + run[c]!;
    }
  }
  const diff = borrowBytes(w * h * 3);
  const seam = borrowBytes(w * h);
  // Distance (cells of CELL x CELL px) from the seam: the fade is smooth, read on a coarser grid.
  const gw = Math.ceil(bw / CELL);
  const gh = Math.ceil(bh / CELL);
  const fromSeam = borrowFloats(gw * gh).fill(1e6);
  const sum = [0, 0, 0, 0];
  let any = false;
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const i = (y + b.y0) * w + x + b.x0;
      if (!known[i] || target[i]) continue;
      // The paint within SEAM_GAP px (a square).
      const [xa, ya, xb, yb] = [Math.max(0, x - SEAM_GAP), Math.max(0, y - SEAM_GAP), Math.min(bw, x + SEAM_GAP + 1), Math.min(bh, y + SEAM_GAP + 1)];
      for (let c = 0; c < 4; c++) sum[c] = sat[(yb * sw1 + xb) * 4 + c]! - sat[(ya * sw1 + xb) * 4 + c]! - sat[(yb * sw1 + xa) * 4 + c]! + sat[(ya * sw1 + xa) * 4 + c]!;
      if (!sum[3]) continue;
      if (hueApart(photo, i, sum)) continue;
      for (let c = 0; c < 3; c++) diff[i * 3 + c] = ZERO + Math.max(-MAX_STEP, Math.min(MAX_STEP, Math.round(photo[i * 3 + c]! - sum[c]! / sum[3]!)));
      seam[i] = 255;
      fromSeam[((y / CELL) | 0) * gw + ((x / CELL) | 0)] = 0;
      any = true;
    }
  if (any) {
    chamferDistances(fromSeam, gw, gh);
    pushPull(diff, w, seam, target, b);
    for (let y = 0; y < bh; y++)
      for (let x = 0; x < bw; x++) {
        const i = (y + b.y0) * w + x + b.x0;
        if (!target[i]) continue;
        // (A cell's distance, less half a cell: a pixel beside the seam lies in or next to its cell.)
        const d = Math.max(0, fromSeam[((y / CELL) | 0) * gw + ((x / CELL) | 0)]! - 0.5) * CELL;
        if (d >= reach) continue;
        const f = (1 - d / reach) ** 2;
        for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + c]! + f * (diff[i * 3 + c]! - ZERO))));
      }
  }
  giveBack(sat, diff, seam, fromSeam);
}

/** How far apart (the red and green shares of a colour's sum, added) a seam pixel's colour and the paint's may be: past it the pixel is no skin of the paint's light. */
const CHROMA = 0.08;

/**
 * Whether photo pixel i is of another hue than the paint beside it (sums `sum`: r, g, b, count): the
 * skin beside paint differs from it in light, not in hue. A kept pixel the skin model took that is a
 * blend of skin and an old garment's grey (07966's sparkly sleeve trim below her painted upper arm)
 * carried its grey into the paint, a grey line along the seam.
 */
function hueApart(photo: Uint8Array, i: number, sum: readonly number[]): boolean {
  const own = photo[i * 3]! + photo[i * 3 + 1]! + photo[i * 3 + 2]!;
  if (!own) return false;
  // (The pixel's as hueOf, without an array a pixel.)
  const [r, g] = hueOf(sum);
  return Math.abs(photo[i * 3]! / own - r) + Math.abs(photo[i * 3 + 1]! / own - g) > CHROMA;
}
