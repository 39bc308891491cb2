// The backdrop seen through a slit shut in between a sleeve and the body: a puff sleeve hanging
// against a dress's bodice touches it at the armpit and again at its cuff, and the backdrop between
// them (oot-051998_1: 5 px wide, 79 long) is a hole no flood from the photo's border reaches, so it
// stays in the cut-out (an open gap is cut out: arm-gaps.ts). Worn, that sleeve lies against the
// bodice: no gap shows. Cut out, the slit showed the old clothes through the new dress (a row of black
// sequins down 052767's sides); left, the backdrop lay down the bodice's sides as a white stripe on
// every person. The prepared cut-out paints it with the fabric either side of it instead.
import { backdropParts, growIntoBlended, offCentre, partRuns, type Box } from './arm-gaps.ts';
import { walk, type RgbImage } from './image.ts';
import type { BackgroundPlane } from './types.ts';

/** Shortest slit, as a share of the garment's height. */
const SLIT_LENGTH = 0.07;
/** How many times longer than its mean width a slit is at least. */
const SLIT_ASPECT = 8;
/** Widest sleeve beside a slit (fabric from the slit to the backdrop outside), as a share of the garment's width. */
const SLEEVE_REACH = 0.3;
/** Share of a slit's rows that must lie so between the body and a sleeve. */
const BETWEEN_SHARE = 0.6;
/** How far (px) a slit is grown into its sides nearly of the backdrop's colour (arm-gaps.ts growIntoBlended). */
const SIDE_REACH = 2;

/**
 * The mask's pixels in slits shut in between a sleeve and the body (255), or undefined when it has
 * none. A slit is a part of the mask's pixels of the backdrop's colour (arm-gaps.ts backdropParts)
 * off the centre that runs down at least SLIT_LENGTH of the garment, SLIT_ASPECT times longer than
 * wide; on most of its rows (BETWEEN_SHARE) the fabric on its inner side reaches the centre line
 * unbroken (the body) and the backdrop outside the mask lies within SLEEVE_REACH on its outer side (a
 * sleeve's width of fabric). A stripe down a sleeve hanging apart from the body has backdrop on its
 * inner side too; a print's stripes come several to a side: a side with more than one such part has
 * none.
 */
export function shutSlits(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Uint8Array | undefined {
  const { width: w, height: h } = img;
  const parts = backdropParts(img, mask, plane, offCentre);
  if (!parts) return undefined;
  const { label, count, box } = parts;
  const slits = slitParts(mask, label, count, box, w);
  if (!slits.some(Boolean)) return undefined;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (slits[label[i]!]) out[i] = 255;
  growIntoBlended(out, img, mask, plane, SIDE_REACH);
  return out;
}

/** Which parts (of `label`) are slits (shutSlits), by their rows. */
function slitParts(mask: Uint8Array, label: Int32Array, count: number, box: Box, w: number): Uint8Array {
  const cx = Math.round(box.x + box.width / 2);
  const reach = SLEEVE_REACH * box.width;
  const perPart = () => new Float64Array(count + 1);
  const [rows, between, size, mid, bottom] = [perPart(), perPart(), perPart(), perPart(), perPart()];
  const top = perPart().fill(Infinity);
  partRuns(label, box, w, (k, y, x, e) => {
    rows[k]!++;
    size[k]! += e - x + 1;
    mid[k]! += (x + e) / 2;
    top[k] = Math.min(top[k]!, y);
    bottom[k] = Math.max(bottom[k]!, y);
    // From the run's inner end towards the centre (the body), from its outer end away from it (a sleeve).
    const dir = x > cx ? 1 : -1;
    const [inner, outer] = dir > 0 ? [x - 1, e + 1] : [e + 1, x - 1];
    if (Math.min(inner, outer) < 0 || Math.max(inner, outer) >= w || !mask[y * w + inner] || !mask[y * w + outer]) return;
    const body = walk(mask, w, y, inner, -dir as -1 | 1);
    const sleeve = walk(mask, w, y, outer, dir as -1 | 1);
    if ((dir > 0 ? body <= cx : body >= cx) && Math.abs(sleeve - outer) < reach) between[k]!++;
  });
  const slits = new Uint8Array(count + 1);
  const perSide = [0, 0];
  const sideOf = (k: number) => (mid[k]! / rows[k]! > cx ? 1 : 0);
  for (let k = 1; k <= count; k++) {
    const length = bottom[k]! - top[k]! + 1;
    if (length >= SLIT_LENGTH * box.height && length >= (SLIT_ASPECT * size[k]!) / length && between[k]! >= BETWEEN_SHARE * rows[k]!) {
      slits[k] = 1;
      perSide[sideOf(k)]!++;
    }
  }
  for (let k = 1; k <= count; k++) if (slits[k] && perSide[sideOf(k)]! > 1) slits[k] = 0;
  return slits;
}

/**
 * Paints the slits (shutSlits) in `rgb` (the prepared cut-out's colours) with the fabric either side:
 * along each row, the run's half nearer each side mirrors that side's pixels, so the print goes on
 * across the slit rather than smearing one colour over it.
 */
export function paintSlits(rgb: Uint8Array, slits: Uint8Array, w: number, h: number): void {
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (!slits[y * w + x]) continue;
      let e = x;
      while (e + 1 < w && slits[y * w + e + 1]) e++;
      const n = e - x + 1;
      for (let d = 0; d < n; d++) {
        // The pixel as far beyond the run's nearer end as this one lies within it (kept on the photo).
        const src = Math.min(w - 1, Math.max(0, d < n / 2 ? x - 1 - d : e + 1 + (n - 1 - d)));
        for (let c = 0; c < 3; c++) rgb[(y * w + x + d) * 3 + c] = rgb[(y * w + src) * 3 + c]!;
      }
      x = e;
    }
}
