// No strap standing above the shoulders' outline over the backdrop. A cami's straps stand up from its
// flat lay's top edge; laid on a person they rose past the shoulder's outline into the backdrop, each
// ending in the air above the shoulder like an antenna (the zebra cami 048769 on model_5 and model_7).
// Worn, a strap goes over the shoulder: seen from the front it ends at the outline. Only thin runs
// go: a ruffle or a sleeve's cap standing out above a rounded shoulder is wide, and cut to the outline
// column by column it left a slit where the reach ended (02305 on model_2). A T-shirt's shoulders are
// laid on the outline already (shoulder-tops.ts).
import { kp } from './geometry.ts';
import { firstOn } from './image.ts';
import type { Keypoint } from './types.ts';
import type { Warped } from './warp.ts';

/** Columns nearer the shoulders' middle than this (shoulder widths) are the neck's: not looked at. */
const NECK = 0.2;
/** How far past each shoulder joint (shoulder widths) columns are looked at: the deltoid's top. */
const PAST_JOINT = 0.2;
/** How many pixels above the outline's first body pixel the garment may stand (the outline is a pixel or two inside the blend with the backdrop). */
const EDGE = 2;
/** The widest run of a row (shoulder widths) taken for a strap's. */
const STRAP = 0.05;

/**
 * In each row above the lower shoulder joint, a run of the garment (any coverage) at most STRAP wide
 * whose every pixel lies in a column of the shoulders (from NECK off their middle out to PAST_JOINT
 * past the joints) more than EDGE above that column's outline (the body's first pixel from the top,
 * above the joint) is taken away.
 */
export function clearStrapEnds(warped: Warped, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const [l, r] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (l.score < 0.3 || r.score < 0.3) return;
  const { alpha, rgb } = warped;
  const cx = (l.x + r.x) / 2;
  const joint = Math.min(h - 1, Math.round(Math.max(l.y, r.y)));
  const [xa, xb] = [Math.max(0, Math.round(Math.min(l.x, r.x) - PAST_JOINT * sw)), Math.min(w - 1, Math.round(Math.max(l.x, r.x) + PAST_JOINT * sw))];
  /** Per column from xa: the row above which a pixel lies over the backdrop above the shoulder (negative: none, the neck's or no shoulder's). */
  const above = new Int32Array(xb - xa + 1).fill(-1);
  // (firstOn gives row 0 for a column with no body above the joint: nothing lies above it either.)
  for (let x = xa; x <= xb; x++) if (Math.abs(x - cx) >= NECK * sw) above[x - xa] = firstOn(body, w, x, 0, joint) - EDGE;
  const widest = STRAP * sw;
  for (let y = 0; y <= joint; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (!alpha[row + x]) continue;
      let e = x;
      while (e + 1 < w && alpha[row + e + 1]) e++;
      let strap = e - x + 1 <= widest && x >= xa && e <= xb;
      for (let k = x; strap && k <= e; k++) strap = y < above[k - xa]!;
      if (strap)
        for (let k = x; k <= e; k++) {
          alpha[row + k] = 0;
          rgb.fill(0, (row + k) * 3, (row + k) * 3 + 3);
        }
      x = e;
    }
  }
}
