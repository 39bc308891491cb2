// Where an arm hangs against the torso, the new sleeve and the body panel are laid side by side,
// each as wide as the garment is, and the old clothes between them (the old sleeve was wider than the
// new one, or the old top's side reached farther out) were painted as a strip of skin between arm and
// torso (01861 under the floral long-sleeved top oot-00470_00). A person wearing the new top shows the
// new top there: the gap is closed with the garment.
import { armpitsRow, kp } from './geometry.ts';
import { capsule, inCapsule, UPPER_ARM_R } from './person.ts';
import type { Keypoint, Point } from './types.ts';
import { COVERED, takeGarment, type Warped } from './warp.ts';

/**
 * Closes the gaps between a top's sleeves and its panel (closeSeams). Below the armpits over the
 * person's old clothes: body, not head or hands (an old sleeve in front of the torso is old clothes
 * too: the new sleeve is laid there); over bare skin only on the arm a sleeve covers, within
 * UPPER_ARM_R (the arms mask's capsule, person.ts) of its axis as laid (`sleeves`, fit.ts sleeveAxes) down to its end. Elsewhere bare skin
 * there is the arm beside the torso, or a forearm in front of it below a short sleeve. (A long sleeve
 * laid on the joints' line, narrower than a bare arm hanging against the torso, left the arm's inner
 * side as a strip of skin between sleeve and panel: model_1, model_5 and model_7 under every
 * long-sleeved top.) Above
 * them, from the shoulders' top down, over bare skin too (shutIn): there the sleeve's cap and the
 * panel's shoulder are sewn together, and a strip of skin between them is where the warp laid the
 * sleeve off the panel's corner (052234's puff sleeves on a bare-shouldered person: a strip of
 * shoulder between sleeve and bodice, cut square at its top).
 */
export function closeArmSeams(warped: Warped, kps: Keypoint[], m: { body: Uint8Array; skin: Uint8Array; head: Uint8Array; hands: Uint8Array }, w: number, h: number, sw: number, sleeves: readonly Point[][] = []): void {
  const [l, r] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const armpits = armpitsRow(kps, sw);
  const rows = { cx: (l.x + r.x) / 2, inner: INNER * sw, maxGap: Math.round(MAX_GAP * sw) };
  const person = (i: number) => !!m.body[i] && !m.head[i] && !m.hands[i];
  const upper = { ...rows, y0: Math.max(0, Math.round(Math.min(l.y, r.y) - ABOVE_SHOULDERS * sw)), y1: Math.min(h - 1, armpits - 1) };
  if (upper.y1 >= upper.y0) {
    closeSeams(warped, person, w, h, upper, shutIn(person, (i) => !!m.body[i], w, upper));
  }
  const arms = sleeves.flatMap((axis) => axis.slice(1).map((b, k) => capsule(axis[k]!, b, UPPER_ARM_R * sw)));
  const onArm = (i: number) => arms.some((c) => inCapsule(c, i % w, Math.floor(i / w)));
  closeSeams(warped, (i) => person(i) && (!m.skin[i] || onArm(i)), w, h, { ...rows, y0: armpits, y1: h - 1 });
}

/** Shoulder widths above the higher shoulder joint from which seams are closed (the shoulder line's top; above the body nothing is closed). */
const ABOVE_SHOULDERS = 0.3;
/** Half-width (shoulder widths) of the middle band left as it is. */
const INNER = 0.3;
/** Widest gap between sleeve and panel looked in (shoulder widths). */
const MAX_GAP = 0.25;

export interface SeamRows {
  /** Rows to look in (inclusive). */
  y0: number;
  y1: number;
  /** The body's middle column and how far either side of it (pixels) no seam is looked for (a neckline's V, a front opening). */
  cx: number;
  inner: number;
  /** Widest gap (pixels) closed. */
  maxGap: number;
}

/**
 * Each run of pixels of rows y0..y1 the garment does not cover with garment on both sides of it, at
 * most `maxGap` long: `visit(row, a, b)` with the row's first index and the run's first and last
 * columns.
 */
function forEachGap(alpha: Float32Array, w: number, rows: SeamRows, visit: (row: number, a: number, b: number) => void): void {
  const covered = (i: number) => isCovered(alpha, i);
  for (let y = rows.y0; y <= rows.y1; y++) {
    const row = y * w;
    let x = 1;
    while (x < w - 1) {
      // (Read directly: this test runs per pixel of every row looked in.)
      if (alpha[row + x]! >= COVERED || alpha[row + x - 1]! < COVERED) {
        x++;
        continue;
      }
      // A run from a to b (inclusive) not covered, covered at a - 1.
      const a = x;
      let b = a;
      while (b + 1 < w && !covered(row + b + 1) && b - a < rows.maxGap) b++;
      x = b + 1;
      if (b + 1 < w && covered(row + b + 1)) visit(row, a, b);
    }
  }
}

/**
 * Which gaps of rows y0..y1 are shut in by the person (`person`), off the middle: each pixel of the
 * run on the person or past the shoulder's outline (no body above it up to y0: open sky, `body`),
 * some on the person. Only its pixels on the person take the garment (closeSeams' `may`), so the
 * gap's top follows the outline. (Gap rows were first taken only wholly over the person: between a
 * panel's corner laid high and a sleeve's cap that the slope of the shoulder crosses, the gap began
 * square at the first row wholly under the outline, with the garment going on up beside it, and was
 * left open: a wedge of the old shoulder between panel and sleeve on 05997 and 02849 under a
 * T-shirt.) Until 2026-12-03 a gap with the garment going on up beside its top (more than 0.05
 * shoulder widths) was left open as a notch in the garment's outline: closed under 049965 on 05997
 * it had been a grey patch with a square top below the sleeve's. Left open, it was a wedge or slit of
 * bare shoulder between panel and sleeve under most T-shirts on 05997 (00055, 050191: the panel's
 * corner laid higher than the sleeve's cap) and between 052234's bodice and puff sleeves on 051482;
 * closed, the garment's top edge steps from one piece to the other.
 */
function shutIn(person: (i: number) => boolean, body: (i: number) => boolean, w: number, rows: SeamRows): (row: number, a: number, b: number) => boolean {
  // Per column, the first row from y0 down that is body (read once, when a gap first asks).
  const tops = new Int32Array(w).fill(-1);
  /** No body from pixel i up to row y0. */
  const sky = (i: number) => {
    const x = i % w;
    if (tops[x]! < 0) {
      let y = rows.y0;
      while (y <= rows.y1 && !body(y * w + x)) y++;
      tops[x] = y;
    }
    return Math.floor(i / w) < tops[x]!;
  };
  return (row, a, b) => {
    let on = 0;
    for (let k = a; k <= b; k++) {
      if (Math.abs(k - rows.cx) < rows.inner) return false;
      if (person(row + k)) on++;
      else if (!sky(row + k)) return false;
    }
    return on > 0;
  };
}

/**
 * Closes each gap of forEachGap (each that `shut` takes, with the row's first index and the run's
 * first and last columns; all by default): from each side, the pixels joined to its edge that `may`
 * allows (old clothes of the person, not skin, hair or anything in front) and off the middle take
 * that side's garment, mirrored about its edge so the print runs on instead of a smear. What lies
 * between (the backdrop seen between arm and torso) stays uncovered.
 */
export function closeSeams(warped: Warped, may: (i: number) => boolean, w: number, h: number, rows: SeamRows, shut?: (row: number, a: number, b: number) => boolean): void {
  const { alpha } = warped;
  const covered = (i: number) => isCovered(alpha, i);
  forEachGap(alpha, w, { ...rows, y0: Math.max(0, rows.y0), y1: Math.min(h - 1, rows.y1) }, (row, a, b) => {
    if (shut && !shut(row, a, b)) return;
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
  });
  /** Pixel k of the row takes the garment at column `mirrored` (at `edge` where that is not covered). */
  function lay(row: number, k: number, mirrored: number, edge: number): void {
    takeGarment(warped, row + (mirrored >= 0 && mirrored < w && covered(row + mirrored) ? mirrored : edge), row + k);
  }
}

/** Whether the garment covers pixel i (COVERED). */
const isCovered = (alpha: Float32Array, i: number) => (alpha[i] ?? 0) >= COVERED;
