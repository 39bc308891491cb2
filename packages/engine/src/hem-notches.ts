// Notches the backdrop's flood bites into a garment's lower edges where its fabric is the backdrop's
// colour (the white T-shirt oot-06123_00 on white: two notches 12-14 px wide and 10-11 deep in its
// hem's lowest rows), wider than the cut-out's closing fills: the warp scaled them into square dark
// bites out of the new hem, the old trousers showing through.
import { lastOn, maskBox, type RgbImage } from './image.ts';
import { closedReach, holdsFabric, MIN_DEPTH } from './outline-notches.ts';

/**
 * The mask with such notches filled, or undefined when it has none. A column is in a notch when the
 * garment reaches lower on both sides of it within NOTCH_WIDTH of its width (the step from a sleeve's
 * end down to the body, a rounded corner, are no notch) and it lies in the hem, the lowest HEM_ZONE of
 * the garment; a notch MIN_DEPTH px to NOTCH_DEPTH of its height deep is filled when its pixels are
 * the colour of the fabric just above it (outline-notches.ts holdsFabric): a notch in a dark garment
 * holds the backdrop's light and is its own shape (a slit, a scallop).
 */
export function withoutHemNotches(img: RgbImage, mask: Uint8Array): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  const box = maskBox(mask, w, h);
  if (box.width < 1) return undefined;
  const k = Math.max(2, Math.round(NOTCH_WIDTH * box.width));
  const cap = Math.round(NOTCH_DEPTH * box.height);
  const x0 = box.x;
  const n = box.width;
  // Lowest pixel of each column (NaN where there is none: no notch is closed across it).
  const bottom = Float64Array.from({ length: n }, (_, i) => {
    const y = lastOn(mask, w, x0 + i, box.y - 1, box.y + box.height - 1);
    return y < box.y ? NaN : y;
  });
  // A notch has the garment reaching lower on both sides of it within k columns: it is filled to the
  // higher of the two sides' lowest reach.
  const closed = closedReach(bottom, k);
  const inNotch = (c: number) => c < n && closed[c]! > bottom[c]! && closed[c]! - bottom[c]! <= cap;
  let out: Uint8Array | undefined;
  for (let i = 0; i < n; i++) {
    if (!inNotch(i)) continue;
    // One notch: a run of columns to raise, its pixels, the fabric's above them, its depth and level.
    const inside: number[] = [];
    const above: number[] = [];
    let deepest = 0;
    let level = 0;
    for (; inNotch(i); i++) {
      const x = x0 + i;
      for (let y = bottom[i]! + 1; y <= closed[i]!; y++) inside.push(y * w + x);
      for (let y = Math.max(0, bottom[i]! - FABRIC_ROWS); y <= bottom[i]!; y++) if (mask[y * w + x]) above.push(y * w + x);
      deepest = Math.max(deepest, closed[i]! - bottom[i]!);
      level = Math.max(level, closed[i]!);
    }
    // In the hem: the backdrop between a sleeve's end and the body higher up is a valley too.
    const inHem = level >= box.y + (1 - HEM_ZONE) * box.height;
    if (inHem && deepest >= MIN_DEPTH && holdsFabric(data, inside, above)) {
      out ??= new Uint8Array(mask);
      for (const p of inside) out[p] = 255;
    }
  }
  return out;
}

/** How far to each side a notch's sides are looked for, as a share of the garment's width. */
const NOTCH_WIDTH = 0.03;
/** Deepest notch filled, as a share of the garment's height. */
const NOTCH_DEPTH = 0.02;
/** The hem's zone, as a share of the garment's height from its lowest row up. */
const HEM_ZONE = 0.1;
/** Rows of fabric above a notch its colour is compared with. */
const FABRIC_ROWS = 6;
