// A tagless top's label, printed on the inside of its back (050105's "A|X ARMANI EXCHANGE", its size
// and care lines), seen through the neckline in the flat lay. The neck's inside is cut away by shape
// (crew-neck.ts) where the front rib cannot be seen on white, and the cut may stop above the print's
// last lines: they lay as grey text just under every wearer's throat. Worn, the print is behind the
// neck; what is left of it just below the neck's cut is painted over with the fabric around it when
// the garment is prepared (garment-cache.ts).
import { firstOn, labelComponents, luma, median, morph, type RgbImage } from './image.ts';
import { pushPull } from './fill.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { GarmentLandmarks } from './types.ts';

/**
 * Paints, in `rgb` (the prepared cut-out's colours), the marks of a printed label left just below the
 * neck's cut: within ACROSS of the shoulders' distance each side of their middle and DEPTH below the
 * cut-out's top there (INSIDE px in: an outline against the backdrop is its blend), on light plain
 * fabric (its median luma at least LIGHT; `plain`), the pixels MARK darker than it, when they are
 * text: at least MIN_MARKS of them, in parts each smaller than a square of STROKE of the shoulders'
 * distance, none reaching the zone's lower edge (a print that runs on below is the front's own).
 * Returns whether it did.
 */
export function paintPrintedLabel(rgb: Uint8Array, img: RgbImage, mask: Uint8Array, l: GarmentLandmarks): boolean {
  const { width: w, height: h, data } = img;
  if (!l.leftShoulder || !l.rightShoulder) return false;
  const span = Math.abs(l.rightShoulder.x - l.leftShoulder.x);
  const mid = (l.leftShoulder.x + l.rightShoulder.x) / 2;
  const [xa, xb] = [Math.max(0, Math.round(mid - ACROSS * span)), Math.min(w - 1, Math.round(mid + ACROSS * span))];
  const depth = Math.round(DEPTH * span);
  const zone = borrowBytes(w * h);
  const lumas: number[] = [];
  let [y0, y1] = [h, -1];
  for (let x = xa; x <= xb; x++) {
    const top = firstOn(mask, w, x, 0, h - 1);
    for (let y = top + INSIDE; y < Math.min(h, top + depth); y++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      zone[i] = 255;
      lumas.push(luma(data, i));
      [y0, y1] = [Math.min(y0, y), Math.max(y1, y)];
    }
  }
  const fabric = median(lumas, 0);
  const marks = borrowBytes(w * h);
  let n = 0;
  if (fabric >= LIGHT && plain(data, zone, fabric, y0, y1, w))
    for (let y = Math.max(0, y0); y <= y1; y++)
      for (let x = xa; x <= xb; x++) {
        const i = y * w + x;
        if (zone[i] && luma(data, i) < fabric - MARK) [marks[i], n] = [255, n + 1];
      }
  let painted = false;
  if (n >= MIN_MARKS && textLike(marks, zone, w, h, y0, y1, (STROKE * span) ** 2)) {
    const target = morph(marks, w, h, 1);
    const known = borrowBytes(w * h);
    for (let i = 0; i < w * h; i++) known[i] = mask[i] && !target[i] ? 255 : 0;
    pushPull(rgb, w, known, target, { x0: Math.max(0, xa - PAD), y0: Math.max(0, y0 - PAD), x1: Math.min(w - 1, xb + PAD), y1: Math.min(h - 1, y1 + PAD) });
    giveBack(target, known);
    painted = true;
  }
  giveBack(zone, marks);
  return painted;
}

/**
 * Whether the zone is plain fabric: PLAIN_SHARE of its pixels within PLAIN of its median luma and their
 * channels at most GREY apart (a white inside; not oot-00151_00's yellow rib above white).
 */
function plain(data: Uint8Array, zone: Uint8Array, fabric: number, y0: number, y1: number, w: number): boolean {
  let [n, like] = [0, 0];
  for (let i = Math.max(0, y0) * w; i < (y1 + 1) * w; i++) {
    if (!zone[i]) continue;
    n++;
    const [r, g, b] = [data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!];
    if (Math.abs(luma(data, i) - fabric) <= PLAIN && Math.max(r, g, b) - Math.min(r, g, b) <= GREY) like++;
  }
  return n > 0 && like >= PLAIN_SHARE * n;
}

/**
 * Whether the marks (on the zone's rows y0..y1) are text: every part (8-connected) smaller than `most`
 * pixels, and none on the zone's lower edge (a mark with the zone above it and none below).
 */
function textLike(marks: Uint8Array, zone: Uint8Array, w: number, h: number, y0: number, y1: number, most: number): boolean {
  const { label, size } = labelComponents(marks, w, h, true);
  giveBack(label);
  if (size.some((n, k) => k > 0 && n >= most)) return false;
  for (let i = Math.max(1, y0) * w; i < Math.min(h - 1, y1 + 1) * w; i++) if (marks[i] && zone[i - w] && !zone[i + w]) return false;
  return true;
}

/** The zone: this far each side of the shoulders' middle (share of their distance)... */
const ACROSS = 0.08;
/** ...and this far below the cut-out's top (share of their distance), from INSIDE px in. */
const DEPTH = 0.08;
const INSIDE = 2;
/** The least median luma of the fabric there. */
const LIGHT = 200;
/** Plain fabric (`plain`): this share of the zone within PLAIN (luma) of its median, its channels at most GREY apart. */
const PLAIN_SHARE = 0.85;
const PLAIN = 20;
const GREY = 30;
/** How much darker (luma) than the fabric a mark is. */
const MARK = 25;
/** The fewest marks that make text. */
const MIN_MARKS = 12;
/** The largest part of a mark (side of a square of its area, share of the shoulders' distance): a letter's stroke, not a print's shape. */
const STROKE = 0.025;
/** Pixels around the zone the fill draws the fabric's colours from. */
const PAD = 6;
