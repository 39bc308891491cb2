// A sleeved garment's outline as smooth as cloth's. Its pieces are laid one by one and their gaps
// closed column by column and row by row (seams.ts, shoulder-tops.ts, sleeve-sides.ts): where those
// meet, the outline came out ragged and stepped, teeth along a T-shirt's shoulders, a notch in a
// sleeve's top, a square corner where a sleeve meets the panel (model_5 and 01861 under 050191). A
// garment's edge is a smooth curve at the scale of a few pixels: the outline is blurred and cut at
// half (what is thinner than the blur goes, a notch narrower fills, a corner rounds), only where that
// moves it; elsewhere the edge stays as laid.
import { SOFT_PASSES, morph, softBlur } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { Point } from './types.ts';
import { COVERED, type Warped } from './warp.ts';

/** The blur's radius (shoulder widths) per box pass (image.ts softBlur: about a Gaussian of 1.4 times it). */
const BLUR = 0.012;
/** Pixels about a moved stretch of the outline that are laid again by the smooth one (its anti-aliased edge). */
const AROUND = 2;
/** How far past its sleeves' ends (shoulder widths) the outline is smoothed: a sleeve's cuff, and a long one's hand. */
const SLEEVE_REACH = 0.1;
/** Coverage below which a pixel may be added: a sheer part's own soft coverage (lace, chiffon) is the garment's, not a notch. */
const EMPTY = 0.05;
/** Steps of colour spreading into pixels the smooth outline adds (each a pixel from the garment). */
const SPREAD = 6;

/**
 * Smooths the garment's outline in place: coverage over COVERED is blurred (softBlur, BLUR shoulder
 * widths) and the outline taken where the blur is half. Where that differs from the
 * laid outline, and AROUND px about it, the coverage becomes the blur's edge ramp (about 2 px wide),
 * never more than laid on what was covered, and the added pixels take the colour of the garment
 * beside them. Nothing is added where `may` says no (the head, hands and arms in front), nor where
 * the garment lies thin (EMPTY).
 */
export function smoothOutline(warped: Warped, may: (i: number) => boolean, w: number, h: number, sw: number, sleeves: readonly Point[][]): void {
  const r = Math.max(1, Math.round(BLUR * sw));
  const { alpha, rgb } = warped;
  // The garment's box down to its sleeves' ends (and SLEEVE_REACH past them), grown by what the blur reaches.
  const last = Math.min(h - 1, Math.ceil(Math.max(...sleeves.flat().map((p) => p.y)) + SLEEVE_REACH * sw));
  if (!(last >= 0)) return;
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0; y <= last; y++)
    for (let x = 0, i = y * w; x < w; x++, i++)
      if (alpha[i]! >= COVERED) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
  if (x1 < 0) return;
  const grow = SOFT_PASSES * r + AROUND + 1;
  // (Clamped to the frame: the blur repeats the frame's edge, so a garment running out of it keeps its edge there.)
  // (Past the last row looked at only for the blur: nothing there is laid again.)
  [x0, y0, x1, y1] = [Math.max(0, x0 - grow), Math.max(0, y0 - grow), Math.min(w - 1, x1 + grow), Math.min(h - 1, y1 + grow)];
  const [bw, bh] = [x1 - x0 + 1, y1 - y0 + 1];
  const n = bw * bh;
  const at = (j: number) => (y0 + Math.floor(j / bw)) * w + x0 + (j % bw);
  const laid = new Uint8Array(n);
  for (let y = 0, j = 0; y < bh; y++)
    for (let x = 0, i = (y0 + y) * w + x0; x < bw; x++, i++, j++) if (alpha[i]! >= COVERED) laid[j] = 1;
  const { soft: s, sigma } = softBlur(laid, bw, bh, r);
  // Where the smooth outline differs from the laid one (and may be laid: a notch at a hand stays,
  // and so does the edge beside it), and AROUND px about it.
  const mayAdd = (j: number) => {
    const i = at(j);
    return alpha[i]! < EMPTY && may(i);
  };
  const flips = borrowBytes(n);
  const lastRow = (last - y0 + 1) * bw;
  for (let j = 0; j < lastRow; j++) if (laid[j] ? s[j]! < 0.5 : s[j]! >= 0.5 && mayAdd(j)) flips[j] = 255;
  const zone = morph(flips, bw, bh, AROUND);
  // The blur's edge ramp: its slope across a straight edge is about 1 / (2.5 sigma) a pixel.
  const gain = 1.25 * sigma;
  const rampAt = (j: number) => Math.max(0, Math.min(1, (s[j]! - 0.5) * gain + 0.5));
  const added: number[] = [];
  for (let j = 0; j < lastRow; j++) {
    if (!zone[j]) continue;
    const i = at(j);
    const ramp = rampAt(j);
    const a = alpha[i]!;
    if (laid[j] || s[j]! < 0.5) {
      // Never more than laid: a pixel covered keeps its colour, less of it on the smooth edge.
      if (ramp < a) {
        const k = a > 0 ? ramp / a : 0;
        for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * k;
        alpha[i] = ramp;
      }
    } else if (flips[j] && ramp > a) added.push(j);
  }
  for (const j of spreadColour(warped, added, laid, at, bw, bh)) {
    const i = at(j);
    const ramp = rampAt(j);
    // (Premultiplied: the colour spread is whole.)
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * ramp;
    alpha[i] = ramp;
  }
  giveBack(flips, zone, s);
}

/**
 * Into each added pixel (box index), the garment's whole colour (not premultiplied) from the laid
 * pixels beside it, spread a pixel a step from the laid ones (SPREAD steps); returns those it reached
 * (what is farther is not added).
 */
function spreadColour(warped: Warped, added: number[], laid: Uint8Array, at: (j: number) => number, bw: number, bh: number): number[] {
  const { alpha, rgb } = warped;
  const known = new Uint8Array(laid);
  const colour = new Float32Array(added.length * 3);
  let left = added.map((j, k) => [j, k] as const);
  for (let step = 0; step < SPREAD && left.length; step++) {
    const got: (readonly [number, number])[] = [];
    const rest: (readonly [number, number])[] = [];
    for (const [j, k] of left) {
      const [bx, by] = [j % bw, Math.floor(j / bw)];
      let [sum0, sum1, sum2, count] = [0, 0, 0, 0];
      for (const [dx, dy] of [[-1, 0], [1, 0], [0, -1], [0, 1], [-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
        const [x, y] = [bx + dx, by + dy];
        if (x < 0 || y < 0 || x >= bw || y >= bh) continue;
        const q = y * bw + x;
        if (!known[q]) continue;
        const i = at(q);
        const a = alpha[i]!;
        if (!(a > 0)) continue;
        sum0 += rgb[i * 3]! / a;
        sum1 += rgb[i * 3 + 1]! / a;
        sum2 += rgb[i * 3 + 2]! / a;
        count++;
      }
      if (!count) {
        rest.push([j, k]);
        continue;
      }
      colour.set([sum0 / count, sum1 / count, sum2 / count], k * 3);
      got.push([j, k]);
    }
    // Whole, as laid pixels are (premultiplied with coverage 1), so the next step reads them.
    for (const [j, k] of got) {
      const i = at(j);
      rgb.set(colour.subarray(k * 3, k * 3 + 3), i * 3);
      alpha[i] = 1;
      known[j] = 1;
    }
    left = rest;
  }
  // Farther than SPREAD from the laid garment: not added.
  const far = new Set(left.map(([j]) => j));
  return added.filter((j) => !far.has(j));
}
