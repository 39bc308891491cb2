// The backdrop seen between a strap's front and back, or between a strap and the top's edge below it,
// where the strap's loop shuts it in: no flood from the photo's border reaches it, so it stayed in the
// cut-out as the garment's own, and the warp laid it beside the strap on the shoulder as a white line
// (oot-02015_00's yellow straps on every person; the straps of oot-048769_1, oot-050002_1 and
// oot-053744_1 hold such gaps too).
import { backdropParts, growIntoBlended, partRuns } from './arm-gaps.ts';
import type { RgbImage } from './image.ts';
import type { BackgroundPlane } from './types.ts';

/** Share of the garment's height, from its top, a strap gap begins within. */
const STRAP_ZONE = 0.3;
/** How far (share of the garment's width) past a gap's run along a row the backdrop outside the mask lies on both sides: a strap's width. */
const STRAP_WIDTH = 0.05;
/** Share of a gap's rows that must lie so between two straps (a strap's gap is narrow all along it). */
const BETWEEN_SHARE = 0.6;
/**
 * How far (px) a gap is grown into the mask's pixels nearly of the backdrop's colour (arm-gaps.ts
 * growIntoBlended): at its narrow end the backdrop is blended with the strap beside it, and was left
 * there as a white sliver.
 */
const TIP_REACH = 6;

/**
 * The mask without its strap gaps, or undefined when it has none. A strap gap is a part of the mask's
 * pixels of the backdrop's colour (arm-gaps.ts backdropParts) that begins in the garment's top
 * STRAP_ZONE and, on most of its rows, has the backdrop outside the mask within STRAP_WIDTH on both
 * sides: only a strap's width of fabric parts it from the backdrop either way. A white flower or
 * stripe of the print has wide fabric round it on at least one side; a garment of the backdrop's
 * colour has none cut (backdropParts).
 */
export function withoutStrapGaps(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Uint8Array | undefined {
  const { width: w, height: h } = img;
  const parts = backdropParts(img, mask, plane);
  if (!parts) return undefined;
  const { label, count, box } = parts;
  const reach = Math.max(2, Math.round(STRAP_WIDTH * box.width));
  const outside = (y: number, x: number) => x >= 0 && x < w && !mask[y * w + x];
  const beside = (y: number, from: number, step: number) => {
    for (let d = 1; d <= reach; d++) if (outside(y, from + step * d)) return true;
    return false;
  };
  const [rows, between, top] = [new Int32Array(count + 1), new Int32Array(count + 1), new Int32Array(count + 1).fill(-1)];
  partRuns(label, box, w, (k, y, x, e) => {
    if (top[k]! < 0) top[k] = y;
    rows[k]!++;
    if (beside(y, x, -1) && beside(y, e, 1)) between[k]!++;
  });
  const gap = new Uint8Array(count + 1);
  let any = false;
  for (let k = 1; k <= count; k++) {
    if (top[k]! - box.y <= STRAP_ZONE * box.height && between[k]! >= BETWEEN_SHARE * rows[k]!) gap[k] = 1;
    any ||= gap[k] === 1;
  }
  if (!any) return undefined;
  const cut = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (gap[label[i]!]) cut[i] = 255;
  growIntoBlended(cut, img, mask, plane, TIP_REACH);
  const out = new Uint8Array(mask);
  for (let i = 0; i < w * h; i++) if (cut[i]) out[i] = 0;
  return out;
}
