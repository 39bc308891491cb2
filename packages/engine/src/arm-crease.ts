// The crease between an arm and the torso beside it, where both are painted (or the torso is, beside
// a bare arm kept as the photo shows it). A real arm hanging against the body is parted from it by a
// shadow: the arm's round side turns away from the light and shades the torso next to it. Painted
// in one tone with no such line, a belly bared by a crop top and the arms beside it read as one slab.
import { armCapsules, paintedArms } from './fill.ts';
import { kp } from './geometry.ts';
import { chamfer } from './matting.ts';
import { shadeSkin, type SkinSlope } from './skin-colour.ts';
import { boxBlur } from './image.ts';
import { borrowBytes, borrowFloats, giveBack } from './scratch.ts';
import type { Keypoint } from './types.ts';

/** How far below the lower shoulder joint (shoulder widths) the crease starts: the armpit; above it the arm grows from the shoulder. */
const ARMPIT = 0.3;
/** The crease's width (shoulder widths) and how much darker the torso is right beside the arm. */
const WIDTH = 0.035;
const DEPTH = 0.16;

/**
 * Darkens the painted torso (`target` within `torso`, fill.ts torsoShape) beside the arms below the
 * armpits, DEPTH at the arm's edge and less to nothing WIDTH away. The arm's edge is the painted
 * arm's (fill.ts paintedArms) or a bare arm's skin near the arm's line.
 */
export function armCreases(rgb: Uint8Array, target: Uint8Array, skin: Uint8Array, torso: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number, slope?: SkinSlope): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const [lh, rh] = [kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  const y0 = Math.max(0, Math.round(Math.max(ls.y, rs.y) + ARMPIT * sw));
  const y1 = Math.min(h - 1, Math.round(Math.max(lh.y, rh.y) + 0.2 * sw));
  if (y1 <= y0 || !target.subarray(y0 * w, (y1 + 1) * w).some(Boolean)) return;
  const arms = borrowBytes(w * h);
  const zone = borrowBytes(w * h);
  paintedArms(arms, kps, w, h, sw);
  bareArmsOwnEdges(arms, skin, target, w, y0, y1);
  for (const side of ['left', 'right'] as const) armCapsules(zone, kps, side, w, h, sw, 0.2);
  for (let i = y0 * w; i < (y1 + 1) * w; i++) if (zone[i] && skin[i] && !target[i]) arms[i] = 255;
  // Distances from the arms (3 per pixel, chamfer.ts) over the crease's rows only.
  const rows = y1 - y0 + 1;
  const dist = chamfer(arms.subarray(y0 * w, (y1 + 1) * w), w, rows, false);
  const reach = 3 * WIDTH * sw;
  // How much darker each pixel is, on the crease's rows and `soft` rows above them, blurred over
  // `soft` px before it is laid on the paint. Laid as read, it began in a step where an arm's row
  // turns bare (bareArmsOwnEdges: the row's painted pixels are the torso's side from there on) and
  // ended in one at the paint's edge: a dark rectangle across the painted inner side of 07966's upper
  // arm, below her old sleeve's slanting hem, under every short-sleeved top.
  const soft = Math.max(1, Math.round(SOFT * sw));
  const top = Math.max(0, y0 - soft);
  const n = (y1 - top + 1) * w;
  const [dark, tmp] = [borrowFloats(n), borrowFloats(n)];
  for (let y = y0; y <= y1; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!target[i] || !torso[i] || arms[i]) continue;
      const d = dist[(y - y0) * w + x]!;
      if (d < reach) dark[(y - top) * w + x] = DEPTH * (1 - d / reach) ** 2;
    }
  // (In place: boxBlur's out may be its source.)
  boxBlur(dark, w, y1 - top + 1, soft, dark, tmp);
  for (let k = 0; k < n; k++) if (dark[k]! > 1e-3 && target[top * w + k]) shadeSkin(rgb, top * w + k, 1 - dark[k]!, slope);
  giveBack(arms, zone, dark, tmp);
}

/** The radius (shoulder widths) the crease's darkening is blurred over: it fades in, not in steps. */
const SOFT = 0.02;

/**
 * On the rows of `arms` (the drawn arms, 0/255, in place) where an arm is bare, kept as the photo
 * shows it (`skin` not painted, in the drawn arm's run across the row), the arm is that skin alone:
 * the drawn arm's painted pixels on the row are the torso's side where an old top was. Taken for the
 * arm, they stood as a strip of unshaded paint between the painted belly and the bare arm with the
 * crease down the belly beyond it (051482 under a crop top).
 */
function bareArmsOwnEdges(arms: Uint8Array, skin: Uint8Array, target: Uint8Array, w: number, y0: number, y1: number): void {
  for (let y = y0; y <= y1; y++)
    for (let x = 0; x < w; x++) {
      if (!arms[y * w + x]) continue;
      // One run of the drawn arm across the row.
      let e = x;
      let bare = false;
      for (; e < w && arms[y * w + e]; e++) if (skin[y * w + e] && !target[y * w + e]) bare = true;
      if (bare) for (let k = x; k < e; k++) if (target[y * w + k]) arms[y * w + k] = 0;
      x = e;
    }
}
