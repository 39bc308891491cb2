// The backdrop in the shade of a corner of the garment's outline: under a short sleeve's hem where it
// meets the body's side (the armpit), beside a strap's tip. The garment shades it; its shadow darkens
// too steeply for garmentMask's flood to follow (garment.ts: a ramp that steep is an edge), so it
// stayed in the cut-out as a wedge of grey at full opacity (oot-050191_1: 15 x 25 px of 200-215 grey
// under its image-right sleeve, on a backdrop of 255). Laid, it was the top's side under the arm, and
// where a side is stretched out to a hanging arm (panel-sides.ts) it stood as a white fleck between the
// T-shirt and the arm (05997 under 050191).
import { withoutParts } from './arm-gaps.ts';
import { countSet, maskAnd } from './mask-ops.ts';
import { labelComponents, morph, type RgbImage } from './image.ts';
import { giveBack } from './scratch.ts';
import { backdropShade } from './matting.ts';
import { PART_HUE, partHues } from './backdrop-distance.ts';
import type { BackgroundPlane } from './types.ts';

/**
 * The deepest shade (share of the backdrop's lightness) a corner is made of: deeper (to matting.ts's
 * 0.6), the blend of a dark garment's edge with the backdrop joins in, and 050181's corners grew into
 * its navy edge, 199 -> 2039 px.
 */
const DEEPEST = 0.75;
/** Depth (px) of the mask's rim left out where the garment's own share of the backdrop's shades is measured. */
const RIM = 3;
/**
 * Largest share of the mask's inside in the backdrop's shades: more, and the garment is of them (a
 * white or grey garment, whose folds are such shades), and no corner is told from its fabric.
 */
const MAX_SHARE = 0.05;
/** A corner is made of squares this wide (px, half-width) of shade: thinner, it is the outline's own blended rim. */
const THICK = 2;
/** Largest corner, as a share of the mask. */
const MAX_SIZE = 0.02;
/** How far (share of the photo's width) fabric may lie from a corner's pixel on its row or above it. */
const REACH = 0.04;
/** Least share of a corner's pixels that fabric shuts in on two sides (both of the row, or above and one of the row). */
const SHUT = 0.5;
/** How far (share of the photo's width) around a corner's box the fabric is read (paleAround). */
const AROUND = 0.05;
/** Largest share of the fabric around a corner in the backdrop's shades. */
const MAX_AROUND = 0.02;

/**
 * The mask without the corners of shaded backdrop, or undefined when it has none. A corner is a
 * 4-connected part of the mask's pixels of the backdrop's shades (matting.ts backdropShade, from
 * DEEPEST) made of THICK squares (opened) that opens onto the backdrop outside the mask, is at most
 * MAX_SIZE of the mask, is shut in by fabric on two sides for at least SHUT of its pixels, and has
 * the fabric around it (AROUND) at most MAX_AROUND in those shades. Only for a garment not of the
 * backdrop's shades itself (MAX_SHARE).
 */
export function withoutShadedCorners(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  const shade = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (mask[y * w + x] && backdropShade(data, plane, x, y, w, h, DEEPEST)) shade[y * w + x] = 255;
  const inside = morph(mask, w, h, -RIM);
  let shadedInside = 0;
  for (let i = 0; i < w * h; i++) if (inside[i] && shade[i]) shadedInside++;
  if (shadedInside > MAX_SHARE * countSet(inside)) return undefined;
  // Opened: the thin rim the outline's blend leaves in the shades along it (one or two pixels, down a
  // whole side) is not a corner, and joined to one it made it a long strip no fabric shuts in.
  const core = morph(shade, w, h, -THICK);
  const opened = morph(core, w, h, THICK);
  maskAnd(opened, opened, shade);
  const { label, count, size } = labelComponents(opened, w, h);
  if (!count) return undefined;
  const maxSize = MAX_SIZE * countSet(mask);
  const fabric = (i: number) => !!mask[i] && !shade[i];
  const open = new Uint8Array(count + 1);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = label[i]!;
      if (k && ((x > 0 && !mask[i - 1]) || (x < w - 1 && !mask[i + 1]) || (y > 0 && !mask[i - w]) || (y < h - 1 && !mask[i + w]))) open[k] = 1;
    }
  // (Not fabric in shade: backdrop-distance.ts PART_HUE.)
  const hue = partHues(data, plane, label, count, w, h);
  const candidate = (k: number) => open[k] === 1 && size[k]! <= maxSize && hue[k]! < PART_HUE;
  // Per part: its pixels shut in, its box, and the part of the shades (not opened) it belongs to.
  const whole = labelComponents(shade, w, h);
  const joined = new Int32Array(count + 1);
  const shut = new Int32Array(count + 1);
  const boxes = new Int32Array((count + 1) * 4).fill(-1);
  const reach = Math.max(1, Math.round(REACH * w));
  const fabricWithin = (i: number, step: number, n: number) => {
    for (let d = 1; d <= n; d++) if (fabric(i + d * step)) return true;
    return false;
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const k = label[i]!;
      if (!k || !candidate(k)) continue;
      const [left, right, up] = [fabricWithin(i, -1, Math.min(reach, x)), fabricWithin(i, 1, Math.min(reach, w - 1 - x)), fabricWithin(i, -w, Math.min(reach, y))];
      if ((left && right) || (up && (left || right))) shut[k] = shut[k]! + 1;
      const b = k * 4;
      if (boxes[b]! < 0) {
        [boxes[b], boxes[b + 1], boxes[b + 2], boxes[b + 3]] = [x, y, x, y];
        joined[k] = whole.label[i]!;
      } else [boxes[b], boxes[b + 2], boxes[b + 3]] = [Math.min(boxes[b]!, x), Math.max(boxes[b + 2]!, x), y];
    }
  // The fabric around it (inside the mask's rim, within AROUND of its box) holds next to none of the
  // backdrop's shades: where it holds them, they are the garment's own (a pale print: oot-052234_1's
  // flowers where they meet its outline, each a part of its own).
  const around = Math.max(1, Math.round(AROUND * w));
  const paleAround = (k: number) => {
    const b = k * 4;
    let [n, pale] = [0, 0];
    for (let y = Math.max(0, boxes[b + 1]! - around); y <= Math.min(h - 1, boxes[b + 3]! + around); y++)
      for (let x = Math.max(0, boxes[b]! - around), i = y * w + x; x <= Math.min(w - 1, boxes[b + 2]! + around); x++, i++) {
        // (Not the shades it is joined to: the corner's own pieces and rim.)
        if (!inside[i] || whole.label[i] === joined[k]) continue;
        n++;
        if (shade[i]) pale++;
      }
    return pale > MAX_AROUND * n;
  };
  const corner = new Uint8Array(count + 1);
  let any = false;
  for (let k = 1; k <= count; k++)
    if (candidate(k) && shut[k]! >= SHUT * size[k]! && !paleAround(k)) {
      corner[k] = 1;
      any = true;
    }
  const out = any ? withoutParts(mask, label, corner) : undefined;
  giveBack(label, whole.label);
  return out;
}
