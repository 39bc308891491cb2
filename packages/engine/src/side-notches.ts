// Notches the backdrop's flood bites into the sides of a garment that is the backdrop's colour (a
// white top on a light grey backdrop: oot-07382_00's strap, 12 px deep over 36 rows where its fabric
// beside the edge is 245-247 against the backdrop's 246, and the flood ran in up to the stitching),
// too tall for the cut-out's closing: the warp laid them as a comb of square steps along the strap.
// Only the tight flood's cut-out (garment.ts) is looked at: elsewhere a side's notch of pale pixels is
// the backdrop between a tiered sleeve's ruffles (oot-049920_1) or below a sleeve's cuff (oot-052234_1).
// The hem's notches are hem-notches.ts's.
import { maskBox, type RgbImage } from './image.ts';
import { closedReach, holdsFabric, MIN_DEPTH } from './outline-notches.ts';

/**
 * The mask with such notches filled, or undefined when it has none. Per row, the garment's outermost
 * column on each side; a run of rows is a notch where that column lies inside the reach of the rows
 * both above and below it within NOTCH_ROWS of the garment's height, at most NOTCH_DEPTH of its width
 * deep, and its walls are steps (steeper than a pixel in per row down to half its depth): a waist's
 * curve comes in gradually, the step from a sleeve's end to the body has no lower side. It is
 * filled when its pixels have the colour of the fabric just inside them (outline-notches.ts
 * holdsFabric): a dark garment's notch holds the backdrop's light and is its own shape.
 */
export function withoutSideNotches(img: RgbImage, mask: Uint8Array): Uint8Array | undefined {
  const { width: w, data } = img;
  const box = maskBox(mask, w, img.height);
  if (box.width < 1) return undefined;
  const k = Math.max(2, Math.round(NOTCH_ROWS * box.height));
  const cap = Math.round(NOTCH_DEPTH * box.width);
  let out: Uint8Array | undefined;
  for (const side of [-1, 1] as const) {
    // Per row from box.y: how far out the garment reaches on this side (its column times `side`; NaN: no garment).
    const reach = Float64Array.from({ length: box.height }, (_, r) => outermost(mask, w, box, box.y + r, side));
    // How far each row's outermost column lies inside the reach of the rows both above and below it.
    const closed = closedReach(reach, k);
    const depth = Float64Array.from(reach, (v, r) => closed[r]! - v);
    const inNotch = (r: number) => r < box.height && depth[r]! > 0 && depth[r]! <= cap;
    for (let r = 0; r < box.height; r++) {
      if (!inNotch(r)) continue;
      const first = r;
      const inside: number[] = [];
      const fabric: number[] = [];
      let deepest = 0;
      for (; inNotch(r); r++) {
        const d = depth[r]!;
        deepest = Math.max(deepest, d);
        const edge = side * reach[r]!;
        for (let q = 1; q <= d; q++) inside.push((box.y + r) * w + edge + side * q);
        for (let q = 0; q < FABRIC_COLS; q++) if (mask[(box.y + r) * w + edge - side * q]) fabric.push((box.y + r) * w + edge - side * q);
      }
      // Its walls are steps, steeper than a pixel in per row: it is half its deepest within as many
      // rows of its first and of its last row.
      const half = deepest / 2;
      const wall = Math.ceil(half) + 1;
      let [a, b] = [first, r - 1];
      while (a <= b && depth[a]! < half) a++;
      while (b >= a && depth[b]! < half) b--;
      const steep = a - first <= wall && r - 1 - b <= wall && b - a <= LONGEST * k;
      if (deepest >= MIN_DEPTH && steep && holdsFabric(data, inside, fabric)) {
        out ??= new Uint8Array(mask);
        for (const p of inside) out[p] = 255;
      }
    }
  }
  return out;
}

/** Row y's outermost garment column on `side` (-1: image left), times `side`; NaN where the row has none. */
function outermost(mask: Uint8Array, w: number, box: { x: number; width: number }, y: number, side: -1 | 1): number {
  for (let j = 0; j < box.width; j++) {
    const x = side > 0 ? box.x + box.width - 1 - j : box.x + j;
    if (mask[y * w + x]) return side * x;
  }
  return NaN;
}

/** How far above and below a row the garment's reach is looked for, as a share of its height. */
const NOTCH_ROWS = 0.06;
/** Deepest notch filled, as a share of the garment's width. */
const NOTCH_DEPTH = 0.03;
/** Longest notch filled (between its rows half its deepest deep), in NOTCH_ROWS: a waist's long shallow curve is no notch. */
const LONGEST = 1.5;
/** Columns of fabric inside a notch its colour is compared with. */
const FABRIC_COLS = 6;
