// The brand label sewn into the back of a garment's neck, seen through its front neckline in the flat
// lay. Where the neck's inside is not cut out (crew-neck.ts, neck-interior.ts: a shirt's collar, a
// cami's straight top edge, a V), the label was laid on every wearer's throat or chest: 049949's
// "M1992" on its collar's inside, 050002's white label above its gathered neckline, 048769's at the
// bottom of its V. Worn, the label is behind the neck and never seen; it is painted over with the
// fabric beside it when the garment is prepared (garment-cache.ts).
import { componentBoxes, labelComponents, medianRgb, morph, type RgbImage } from './image.ts';
import { pushPull } from './fill.ts';
import { giveBack } from './scratch.ts';
import type { GarmentLandmarks } from './types.ts';

/** The region looked in: this far each side of the shoulders' middle (shares of their distance)... */
const ACROSS = 0.2;
/** ...from the garment's top there down this far. */
const DEPTH = 0.25;
/** A label's pixels: at least this luma, and their channels at most GREY apart (white or cream). */
const LIGHT = 200;
const GREY = 40;
/** A label's area (squared shares of the shoulders' distance): 050002's 0.005, 049949's 0.013, 048769's 0.0025. */
const AREA = [0.002, 0.03] as const;
/** The least share of its box a label's light pixels fill (its text apart). */
const FILL = 0.5;
/** How many times wider than tall a label may be: a white stripe across a striped top is 12. */
const WIDE = 6;
/** How far its middle may lie from the shoulders' middle (share of their distance): a print's white parts beside it lie 0.12 off. */
const CENTRE = 0.06;
/** How far below the garment's top it lies (share of the shoulders' distance): not the outline's own edge. */
const BELOW = [0.02, 0.22] as const;
/** How much lighter (luma) the label is than the fabric around it: a white garment's own light parts are not labels. */
const APART = 60;
/** Its text: pixels of its box this much darker than the label, at least TEXT_SHARE of the box. */
const TEXT = 80;
const TEXT_SHARE = 0.05;
/** The ring of fabric around its box read for the fabric's colour: from RING[0] to RING[1] px out. */
const RING = [2, 5] as const;
/** How far past its box (px) the label is painted over (its edge's blend with the fabric), and from how far around it the fabric's colours are drawn. */
const EDGE = 2;
const AROUND = 8;
/** How far inside the cut-out's edge (px) its colours are drawn from. */
const INSIDE = 3;

/**
 * Paints the label seen through the neckline (neckLabel), if one shows, in `rgb` (the prepared
 * cut-out's colours) smoothly from the fabric around it (push-pull: a label lies on plain fabric, the
 * inside of a collar or a back, and mirrored rows of that fabric's folds stood as a light wedge where
 * 049949's label was). Returns whether it did.
 */
export function paintNeckLabel(rgb: Uint8Array, img: RgbImage, mask: Uint8Array, l: GarmentLandmarks): boolean {
  const found = neckLabel(img, mask, l);
  if (!found) return false;
  const { width: w, height: h } = img;
  // (Not the cut-out's edge, blended with the backdrop.)
  const known = morph(mask, w, h, -INSIDE);
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let i = 0; i < w * h; i++) {
    if (!found[i]) continue;
    known[i] = 0;
    const [x, y] = [i % w, Math.floor(i / w)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  if (!copyBeside(rgb, w, known, found, { x0, y0, x1, y1 }))
    pushPull(rgb, w, known, found, { x0: Math.max(0, x0 - AROUND), y0: Math.max(0, y0 - AROUND), x1: Math.min(w - 1, x1 + AROUND), y1: Math.min(h - 1, y1 + AROUND) });
  giveBack(known);
  return true;
}

/**
 * On a busy print (the luma of the fabric within AROUND px of the label's box spread by at least
 * BUSY), the label's pixels take the fabric's beside it as it is: the same-sized box just left of it
 * (EDGE px apart), else just right, whichever lies all in `known`. Painted smoothly, 048769's zebra
 * print round its label came out as a grey blur at the V's point on every wearer. Returns whether it
 * did (not on plain fabric, nor without such a box).
 */
function copyBeside(rgb: Uint8Array, w: number, known: Uint8Array, found: Uint8Array, b: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const h = known.length / w;
  const ring: number[] = [];
  for (let y = Math.max(0, b.y0 - AROUND); y <= Math.min(h - 1, b.y1 + AROUND); y++)
    for (let x = Math.max(0, b.x0 - AROUND); x <= Math.min(w - 1, b.x1 + AROUND); x++) if (known[y * w + x]) ring.push(luma(rgb, y * w + x));
  if (ring.length < 16) return false;
  const mean = ring.reduce((a, v) => a + v, 0) / ring.length;
  if (Math.sqrt(ring.reduce((a, v) => a + (v - mean) ** 2, 0) / ring.length) < BUSY) return false;
  const shift = b.x1 - b.x0 + 1 + EDGE;
  const fits = (dx: number) => {
    for (let y = b.y0; y <= b.y1; y++)
      for (let x = b.x0; x <= b.x1; x++) {
        const sx = x + dx;
        if (sx < 0 || sx >= w || !known[y * w + sx]) return false;
      }
    return true;
  };
  const dx = [-shift, shift].find(fits);
  if (dx === undefined) return false;
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) if (found[y * w + x]) rgb.copyWithin((y * w + x) * 3, (y * w + x + dx) * 3, (y * w + x + dx) * 3 + 3);
  return true;
}

/** Spread (standard deviation of luma, 0-255) of the fabric around a label from which it is a busy print: 048769's zebra. */
const BUSY = 40;

const luma = (d: Uint8Array, i: number) => (d[i * 3]! * 299 + d[i * 3 + 1]! * 587 + d[i * 3 + 2]! * 114) / 1000;

/**
 * The label's box (0/255), or undefined when none shows: a part (4-connected) of light, nearly grey
 * pixels of the garment near the middle of its neck, AREA large, filling FILL of its box, no taller
 * than wide and at most WIDE times wider, BELOW its top, with text in it, and APART lighter than the
 * fabric around it.
 */
export function neckLabel(img: RgbImage, mask: Uint8Array, l: GarmentLandmarks): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  if (!l.leftShoulder || !l.rightShoulder) return undefined;
  const span = Math.abs(l.rightShoulder.x - l.leftShoulder.x);
  const mid = (l.leftShoulder.x + l.rightShoulder.x) / 2;
  const [xa, xb] = [Math.max(0, Math.round(mid - ACROSS * span)), Math.min(w - 1, Math.round(mid + ACROSS * span))];
  let top = 0;
  const rowOn = (y: number) => mask.subarray(y * w + xa, y * w + xb + 1).some((v) => v > 0);
  while (top < h && !rowOn(top)) top++;
  if (top >= h) return undefined;
  const bottom = Math.min(h - 1, Math.round(top + DEPTH * span));
  const light = new Uint8Array(w * h);
  for (let y = top; y <= bottom; y++)
    for (let x = xa; x <= xb; x++) {
      const i = y * w + x;
      const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
      if (mask[i] && luma(data, i) >= LIGHT && Math.max(r, g, b) - Math.min(r, g, b) <= GREY) light[i] = 1;
    }
  const { label, count, size } = labelComponents(light, w, h);
  const boxes = componentBoxes(label, count, w, h, { x0: xa, y0: top, x1: xb, y1: bottom });
  let found: Uint8Array | undefined;
  for (let k = 1; k <= count && !found; k++) {
    const b = boxes[k]!;
    const [bw, bh] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    const area = size[k]! / (span * span);
    const below = (b.y0 - top) / span;
    if (area < AREA[0] || area > AREA[1] || size[k]! < FILL * bw * bh || bw < bh || bw > WIDE * bh) continue;
    if (Math.abs((b.x0 + b.x1) / 2 - mid) > CENTRE * span || below <= BELOW[0] || below > BELOW[1]) continue;
    if (looksLikeLabel(img, mask, label, k, b)) found = labelPixels(b, mask, w, h);
  }
  giveBack(label);
  return found;
}

/** Whether part k in box b has text in it and is APART lighter than the garment's ring around its box. */
function looksLikeLabel(img: RgbImage, mask: Uint8Array, label: Int32Array, k: number, b: { x0: number; y0: number; x1: number; y1: number }): boolean {
  const { width: w, height: h, data } = img;
  const own: number[] = [];
  for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) if (label[y * w + x] === k) own.push(luma(data, y * w + x));
  own.sort((p, q) => p - q);
  const level = own[own.length >> 1]!;
  let text = 0;
  for (let y = b.y0; y <= b.y1; y++) for (let x = b.x0; x <= b.x1; x++) if (label[y * w + x] !== k && luma(data, y * w + x) < level - TEXT) text++;
  if (text < TEXT_SHARE * (b.x1 - b.x0 + 1) * (b.y1 - b.y0 + 1)) return false;
  const ring: number[] = [];
  for (let y = Math.max(0, b.y0 - RING[1]); y <= Math.min(h - 1, b.y1 + RING[1]); y++)
    for (let x = Math.max(0, b.x0 - RING[1]); x <= Math.min(w - 1, b.x1 + RING[1]); x++) {
      const inner = x >= b.x0 - RING[0] && x <= b.x1 + RING[0] && y >= b.y0 - RING[0] && y <= b.y1 + RING[0];
      if (!inner && mask[y * w + x]) ring.push(y * w + x);
    }
  if (!ring.length) return false;
  return level - luma(Uint8Array.from(medianRgb(data, ring)), 0) >= APART;
}

/** The label's box grown by EDGE (its edge's blend; a label is a rectangle, and its text may reach its edge), within the garment, as a 0/255 mask. */
function labelPixels(b: { x0: number; y0: number; x1: number; y1: number }, mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = Math.max(0, b.y0 - EDGE); y <= Math.min(h - 1, b.y1 + EDGE); y++)
    for (let x = Math.max(0, b.x0 - EDGE); x <= Math.min(w - 1, b.x1 + EDGE); x++) if (mask[y * w + x]) out[y * w + x] = 255;
  return out;
}
