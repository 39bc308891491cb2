// The backdrop seen between a long sleeve hanging down and the body, where the garment photo's
// outline closes it off: the sleeve's cuff lies against the hem, so the gap's mouth is narrower than
// the flood's barrier (garment.ts garmentMask) and the gap stays in the cut-out. Left there, the warp
// lays it along the inside of the sleeve as a white stripe between arm and torso (oot-00470_00's left
// sleeve, on every person).
import { countSet } from './mask-ops.ts';
import { giveBack } from './scratch.ts';
import { growInto, labelComponents, maskBox, morph, type RgbImage } from './image.ts';
import { backdropColoured } from './matting.ts';
import { PART_HUE, partHues } from './backdrop-distance.ts';
import type { BackgroundPlane } from './types.ts';

export type Box = ReturnType<typeof maskBox>;

/**
 * The mask without its arm gaps, or undefined when it has none. An arm gap is a 4-connected part of
 * the mask's pixels of the backdrop's colour that lies off the centre, runs down a good part of the
 * garment's length while staying narrow, and opens onto the backdrop outside the mask at its lower end (a
 * white stripe or flower of the print is short, wide or shut in by fabric).
 */
export function withoutArmGaps(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Uint8Array | undefined {
  const { width: w, height: h } = img;
  const parts = backdropParts(img, mask, plane, offCentre);
  if (!parts) return undefined;
  const { label, count, size, box } = parts;
  // The backdrop outside the mask, grown past the rim by MOUTH px: a gap's mouth reaches into it.
  const outside = morph(mask.map((v) => (v ? 0 : 255)), w, h, MOUTH + RIM);
  const top = new Int32Array(count + 1).fill(h);
  const bottom = new Int32Array(count + 1).fill(-1);
  for (let i = 0; i < w * h; i++) {
    const k = label[i]!;
    if (!k) continue;
    const y = (i / w) | 0;
    top[k] = Math.min(top[k]!, y);
    bottom[k] = Math.max(bottom[k]!, y);
  }
  // A gap opens at its lower end, between the cuff and the hem.
  const opens = new Uint8Array(count + 1);
  for (let i = 0; i < w * h; i++) {
    const k = label[i]!;
    if (k && outside[i] && ((i / w) | 0) >= bottom[k]! - MOUTH_SHARE * (bottom[k]! - top[k]!)) opens[k] = 1;
  }
  const gap = new Uint8Array(count + 1);
  let any = false;
  for (let k = 1; k <= count; k++) {
    const length = bottom[k]! - top[k]! + 1;
    if (opens[k] && length >= MIN_LENGTH * box.height && size[k]! / length <= MAX_WIDTH * box.width) gap[k] = 1;
    any ||= gap[k] === 1;
  }
  if (!any) return undefined;
  return withoutParts(mask, label, gap);
}

/**
 * The 4-connected parts of the mask's pixels of the backdrop's colour (not its rim; only at columns
 * `may` allows), or undefined when it has none or the garment is of the backdrop's colour itself (a
 * white T-shirt on white has no gap to tell from its fabric). Arm gaps and strap gaps (strap-gaps.ts)
 * are such parts.
 */
export function backdropParts(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane, may: (x: number, box: Box) => boolean = () => true): { label: Int32Array; count: number; size: Int32Array; box: Box } | undefined {
  const { width: w, height: h, data } = img;
  const box = maskBox(mask, w, h);
  if (box.width < 20 || box.height < 20) return undefined;
  // Not the mask's own rim, which has the backdrop's colour where its soft edge begins.
  const inner = morph(mask, w, h, -RIM);
  const backdrop = new Uint8Array(w * h);
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = y * w + x;
      if (inner[i] && may(x, box) && backdropColoured(data, plane, x, y, w, h)) backdrop[i] = 255;
    }
  if (countSet(backdrop) > MAX_SHARE * countSet(mask)) return undefined;
  // Parts of the backdrop's colour but not its hue are fabric in shade (backdrop-distance.ts PART_HUE).
  const found = labelComponents(backdrop, w, h);
  const hue = partHues(data, plane, found.label, found.count, w, h);
  for (let i = 0; i < w * h; i++) if (hue[found.label[i]!]! >= PART_HUE) backdrop[i] = 0;
  giveBack(found.label);
  const parts = labelComponents(backdrop, w, h);
  return parts.count ? { ...parts, box } : undefined;
}

/**
 * Grows `part` (0/255) by up to `reach` px into the mask's pixels nearly of the backdrop's colour
 * (within BLENDED_NEAR of its plane): a gap's tip or sides, where JPEG blends the backdrop with the
 * fabric beside it (strap-gaps.ts, shut-slits.ts).
 */
export function growIntoBlended(part: Uint8Array, img: RgbImage, mask: Uint8Array, plane: BackgroundPlane, reach: number): void {
  const { width: w, height: h } = img;
  growInto(part, w, h, reach, (i) => !!mask[i] && backdropColoured(img.data, plane, i % w, (i / w) | 0, w, h, BLENDED_NEAR));
}
/** RGB distance from the backdrop's plane within which growIntoBlended grows a gap. */
const BLENDED_NEAR = 36;

/** Calls `run(k, y, x0, x1)` for each run along a row (x0..x1) of each part k of `label` within `box`, row by row from the top. */
export function partRuns(label: Int32Array, box: Box, w: number, run: (k: number, y: number, x0: number, x1: number) => void): void {
  for (let y = box.y; y < box.y + box.height; y++)
    for (let x = box.x; x < box.x + box.width; x++) {
      const k = label[y * w + x]!;
      if (!k) continue;
      let e = x;
      while (e + 1 < w && label[y * w + e + 1] === k) e++;
      run(k, y, x, e);
      x = e;
    }
}

/** The mask without the parts (of `label`) marked in `cut` (also shaded-corners.ts'). */
export function withoutParts(mask: Uint8Array, label: Int32Array, cut: Uint8Array): Uint8Array {
  const out = new Uint8Array(mask);
  for (let i = 0; i < out.length; i++) if (cut[label[i]!]) out[i] = 0;
  return out;
}

/** Half-width (share of the garment's width) of the middle band where no arm gap is looked for. */
const OFF_CENTRE = 0.15;

/** Whether column x lies off the middle band of the garment's box, where a sleeve can hang beside the body (backdropParts' `may`). */
export const offCentre = (x: number, box: Box): boolean => Math.abs(x - (box.x + box.width / 2)) >= OFF_CENTRE * box.width;
/** Depth (px) of the mask's rim left out. */
const RIM = 3;
/** How far (px) from the backdrop outside the mask a gap's mouth may end (the flood's barrier is 2 px either side of a 2 px edge). */
const MOUTH = 6;
/** Largest share of the mask that may have the backdrop's colour (more: a garment of its colour). */
const MAX_SHARE = 0.1;
/** Share of a gap's length, from its lower end, where its mouth is. */
const MOUTH_SHARE = 0.1;
/** Shortest arm gap, as a share of the garment's height. */
const MIN_LENGTH = 0.3;
/** Widest arm gap on average (its area over its length), as a share of the garment's width. */
const MAX_WIDTH = 0.06;
