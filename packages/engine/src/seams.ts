// Where an arm hangs against the torso, the new sleeve and the body panel are laid side by side,
// each as wide as the garment is, and the old clothes between them (the old sleeve was wider than the
// new one, or the old top's side reached farther out) were painted as a strip of skin between arm and
// torso (01861 under the floral long-sleeved top oot-00470_00). A person wearing the new top shows the
// new top there: the gap is closed with the garment.
import { kp } from './geometry.ts';
import type { Keypoint } from './types.ts';
import type { Warped } from './warp.ts';

/**
 * Closes the gaps between a top's sleeves and its panel below the armpits (closeSeams) over the
 * person's old clothes: body, not bare skin, head or hands (an old sleeve in front of the torso is
 * old clothes too: the new sleeve is laid there).
 */
export function closeArmSeams(warped: Warped, kps: Keypoint[], m: { body: Uint8Array; skin: Uint8Array; head: Uint8Array; hands: Uint8Array }, w: number, h: number, sw: number): void {
  const [l, r] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const may = (i: number) => !!m.body[i] && !m.skin[i] && !m.head[i] && !m.hands[i];
  const rows = { y0: Math.round(Math.max(l.y, r.y) + BELOW_SHOULDERS * sw), y1: h - 1, cx: (l.x + r.x) / 2, inner: INNER * sw, maxGap: Math.round(MAX_GAP * sw) };
  closeSeams(warped, may, w, h, rows);
}

/** Shoulder widths below the lower shoulder joint from which seams are closed (about the armpits). */
const BELOW_SHOULDERS = 0.1;
/** Half-width (shoulder widths) of the middle band left as it is. */
const INNER = 0.3;
/** Widest gap between sleeve and panel looked in (shoulder widths). */
const MAX_GAP = 0.25;

export interface SeamRows {
  /** Rows to look in: below the armpits, above the photo's bottom. */
  y0: number;
  y1: number;
  /** The body's middle column and how far either side of it (pixels) no seam is looked for (a neckline's V, a front opening). */
  cx: number;
  inner: number;
  /** Widest gap (pixels) closed. */
  maxGap: number;
}

/**
 * Closes, row by row, each run of pixels the garment does not cover with garment on both sides of it,
 * at most `maxGap` long: from each side, the pixels joined to its edge that `may` allows (old clothes
 * of the person, not skin, hair or anything in front) and off the middle take that side's garment,
 * mirrored about its edge so the print runs on instead of a smear. What lies between (the backdrop
 * seen between arm and torso) stays uncovered.
 */
export function closeSeams(warped: Warped, may: (i: number) => boolean, w: number, h: number, rows: SeamRows): void {
  const { rgb, alpha } = warped;
  const covered = (i: number) => (alpha[i] ?? 0) >= COVERED;
  for (let y = Math.max(0, rows.y0); y <= Math.min(h - 1, rows.y1); y++) {
    const row = y * w;
    let x = 1;
    while (x < w - 1) {
      // (Read directly: this test runs per pixel of every row below the armpits.)
      if (alpha[row + x]! >= COVERED || alpha[row + x - 1]! < COVERED) {
        x++;
        continue;
      }
      // A run from a to b (inclusive) not covered, covered at a - 1.
      const a = x;
      let b = a;
      while (b + 1 < w && !covered(row + b + 1) && b - a < rows.maxGap) b++;
      x = b + 1;
      if (b + 1 >= w || !covered(row + b + 1)) continue;
      // From each side, the old clothes joined to that side's edge take that side's garment.
      const takes = (k: number) => may(row + k) && Math.abs(k - rows.cx) >= rows.inner;
      let l = a;
      while (l <= b && takes(l)) l++;
      let r = b;
      while (r >= a && takes(r)) r--;
      // All old clothes: each side takes its half.
      if (l > r) [l, r] = [(a + b + 1) >> 1, ((a + b + 1) >> 1) - 1];
      for (let k = a; k < l; k++) lay(row, k, 2 * a - 1 - k, a - 1);
      for (let k = b; k > r; k--) lay(row, k, 2 * b + 1 - k, b + 1);
    }
  }
  /** Pixel k of the row takes the garment at column `mirrored` (at `edge` where that is not covered). */
  function lay(row: number, k: number, mirrored: number, edge: number): void {
    const s = row + (mirrored >= 0 && mirrored < w && covered(row + mirrored) ? mirrored : edge);
    const o = row + k;
    const as = alpha[s]!;
    for (let c = 0; c < 3; c++) rgb[o * 3 + c] = rgb[s * 3 + c]! / as;
    alpha[o] = 1;
  }
}

/** Coverage from which a pixel counts as the garment's. */
const COVERED = 0.5;
