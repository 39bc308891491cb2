// The inside of a top's back, seen through its neckline when it was photographed on a ghost (invisible)
// mannequin: a grey or shadowed patch between the shoulders, above the front neckline. Left in the
// cut-out, the warp lays it over the person's throat and chest as a grey bib (oot-07382_00's sports
// top, the white T-shirts oot-07764_00 and oot-12562_00).
import { countSet } from './mask-ops.ts';
import { firstOn, hueOf, luma, medianRgb, rgbDistance, type RgbImage } from './image.ts';
import type { GarmentLandmarks } from './types.ts';

/**
 * The mask without the neck's interior, or undefined when there is none to see. Going down two
 * columns either side of the centre (off it, where a label sewn into the back would read as the
 * neckline) from the top of the cut-out, the front neckline is the first clear step from a darker band
 * (the inside, in the garment's own shadow) to lighter fabric; the band is the inside when its colour
 * is not the fabric's on either shoulder beside it (a black T-shirt with a white print below its
 * neckline has the shoulders' colour above the print). The inside is then the pixels nearer its
 * colour than the shoulders' joined to those columns, above the neckline (between the two columns,
 * down to the depth looked in: a V's point) and between the shoulders;
 * it goes, with the back's collar above it in the same columns. When the band is the back's half of a
 * collar ring of coloured trim, whose front half comes below the inside in those columns, the inside is
 * what the ring holds, whatever its colour.
 */
export function withoutNeckInterior(img: RgbImage, mask: Uint8Array, l: GarmentLandmarks): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  const frame = neckFrame(l);
  if (!frame) return undefined;
  const { x0, x1, cx, top, depth } = frame;
  const on = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && mask[y * w + x] === 255;
  const colour = (x: number, y: number): Rgb => {
    const i = y * w + x;
    return [data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0];
  };
  /**
   * The pixels `like` joined to the seeds between the shoulders, at most a row below `neckline`
   * (between `deeper`'s columns, down to its row), with the lowest row they reach; undefined when
   * they reach the shoulders or a fifth of the garment (the colour runs on into the fabric) or are
   * too few.
   */
  const insideOf = (seeds: readonly (readonly [number, number])[], neckline: number, like: (c: Rgb) => boolean, deeper?: Deeper) => {
    const seen = new Uint8Array(w * h);
    const stack: number[] = [];
    const take = (x: number, y: number) => {
      const i = y * w + x;
      const last = deeper && x > deeper.xa && x < deeper.xb ? deeper.to : neckline + 1;
      if (x <= x0 || x >= x1 || y < 0 || y > last || seen[i] || !on(x, y) || !like(colour(x, y))) return;
      seen[i] = 1;
      stack.push(i);
    };
    for (const [x, y] of seeds) take(x, y);
    let area = 0;
    let bottom = 0;
    let reachesSides = false;
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      area++;
      if (y > bottom) bottom = y;
      if (x <= x0 + 1 || x >= x1 - 1) reachesSides = true;
      take(x - 1, y);
      take(x + 1, y);
      take(x, y - 1);
      take(x, y + 1);
    }
    return reachesSides || area > MAX_SHARE * countSet(mask) || area < 16 ? undefined : { seen, bottom };
  };
  // The fabric on each shoulder beside the neck.
  const reach = Math.round(0.12 * (x1 - x0));
  const found: { x: number; start: number; neckline: number; inside: Rgb }[] = [];
  const fabric: Rgb[] = [];
  // Off the centre, where a label sewn inside the back would be taken for the neckline.
  for (const x of [cx - Math.round(OFF_CENTRE * (x1 - x0)), cx + Math.round(OFF_CENTRE * (x1 - x0))]) {
    const start = firstOn(mask, w, x, Math.max(0, top - depth), top + depth);
    const band = neckBand(start, depth, (y) => (on(x, y) ? luma(data, y * w + x) : NaN));
    if (!band) return undefined;
    const inside = medianColour(img, mask, x - 2, x + 2, start + 2, band - 2);
    if (!inside) return undefined;
    const midY = Math.round((start + band) / 2);
    for (const sx of [x0 + reach, x1 - reach]) {
      const beside = medianColour(img, mask, sx - 3, sx + 3, midY - 3, midY + 3);
      if (!beside || rgbDistance(beside, inside) < MIN_CONTRAST) return undefined;
      fabric.push(beside);
    }
    found.push({ x, start, neckline: band, inside });
  }
  // A collar in a contrasting trim closes round an inside of the fabric's own colour (oot-06123_00's
  // white T-shirt in a blue ring): the band found is then the back's trim, and below the inside the same
  // colour comes again as the front's. The inside is what the ring holds (deepest at the centre, below
  // the columns looked down).
  const bandColour = found[0]!.inside;
  const trimLike = likeTrim(bandColour);
  const fronts = found.map((f) => frontTrim(f.neckline, f.start + depth, (y) => on(f.x, y) && trimLike(colour(f.x, y))));
  // Not when the shoulders' fabric is mostly of the trim's hue: the band is then the fabric's own edge
  // in shadow, and a print of other colours below it no inside (the orange dress oot-053319_1).
  const ring = fronts.every((y) => y !== undefined) && 2 * fabric.filter(trimLike).length < fabric.length
    ? insideOf(
        found.flatMap((f, k) => rows(f.neckline + 1, fronts[k]! - 1).map((y) => [f.x, y] as const)),
        Math.max(...found.map((f) => f.start)) + depth,
        (c) => !trimLike(c),
      )
    : undefined;
  // Else the inside is the band: its colour, nearer it than the fabric's (a pink blouse's inside is
  // only a little darker). Both columns' colours where they are nearer each other than either is to
  // the fabric: an inside in its own shade is darker on one side (oot-12562_00's, 185,182,163 and
  // 209,210,200), and read from the first alone the lighter part, down to the front neckline's middle,
  // stayed on the wearer's throat as a grey crescent. Not where the second is nearer the fabric: then
  // it is the fabric's own light (oot-053319_1's orange: taken too, its paler front lost two square
  // notches below the neckline).
  const [a, b] = found.map((f) => f.inside) as [Rgb, Rgb];
  const apart = rgbDistance(a, b);
  const insides = fabric.every((f) => rgbDistance(a, f) > apart && rgbDistance(b, f) > apart) ? [a, b] : [a];
  // Between the two columns the inside may reach deeper than their neckline: a V-neck's point lies
  // below where its sides cross them, and the inside there stood as a block with a flat top edge on
  // the wearer's chest (oot-049947_1's, with its back's keyhole in it; oot-07764_00's grey crescent).
  const inner = ring ?? insideOf(
    found.flatMap((f) => rows(f.start + 2, f.neckline - 2).map((y) => [f.x, y] as const)),
    Math.max(...found.map((f) => f.neckline)),
    (c) => {
      const d = Math.min(...insides.map((inside) => rgbDistance(c, inside)));
      return d <= SAME_COLOUR && !fabric.some((f) => rgbDistance(c, f) <= d);
    },
    { xa: found[0]!.x, xb: found[1]!.x, to: Math.min(...found.map((f) => f.start)) + depth },
  );
  if (!inner) return undefined;
  const { seen, bottom } = inner;
  // Each column loses what lies above the inside's lowest pixel (the back's collar too), the depth
  // smoothed along the neckline so where the inside's colour ran a little into the front (a pink
  // blouse's V-neck, oot-049947_1) it leaves no teeth.
  const lowest = new Int32Array(x1 - x0 + 1).fill(-1);
  for (let x = x0; x <= x1; x++) for (let y = 0; y <= bottom; y++) if (seen[y * w + x]) lowest[x - x0] = y;
  const n = lowest.length;
  const around = (a: ArrayLike<number>, k: number) => Array.from({ length: Math.min(n, k + SMOOTH + 1) - Math.max(0, k - SMOOTH) }, (_, j) => a[Math.max(0, k - SMOOTH) + j]!);
  const median = Int32Array.from({ length: n }, (_, k) => {
    const window = around(lowest, k).sort((a, b) => a - b);
    return window[window.length >> 1]!;
  });
  // A label sewn into the back hangs over the inside, and the median stopped above it there, leaving it
  // on the wearer's throat (oot-03032_00): a closing of the depths fills such a notch narrower than the
  // window.
  const widest = Int32Array.from({ length: n }, (_, k) => Math.max(...around(median, k)));
  const out = new Uint8Array(mask);
  for (let x = x0 + 1; x < x1; x++) {
    const cut = Math.min(...around(widest, x - x0));
    for (let y = 0; y <= cut; y++) out[y * w + x] = 0;
  }
  return out;
}

/**
 * Where a neck's inside is looked for: between the shoulders' columns x0..x1, about the neck's column
 * cx, down to `depth` rows below the neck's row `top` (MAX_DEPTH of the garment's length to its hem:
 * a scoop neckline may reach below the armpits, oot-07382_00's sports top); undefined without those
 * landmarks or room for a band. Also neckline-trace.ts's.
 */
export function neckFrame(l: GarmentLandmarks): { x0: number; x1: number; cx: number; top: number; depth: number } | undefined {
  const { neck, leftShoulder: sL, rightShoulder: sR, leftHem, rightHem } = l;
  if (!neck || !sL || !sR || !leftHem || !rightHem) return undefined;
  const x0 = Math.round(Math.min(sL.x, sR.x));
  const x1 = Math.round(Math.max(sL.x, sR.x));
  const top = Math.round(neck.y);
  const depth = Math.round(MAX_DEPTH * ((leftHem.y + rightHem.y) / 2 - top));
  return x1 - x0 < 20 || depth < 4 * BAND ? undefined : { x0, x1, cx: Math.round(neck.x), top, depth };
}

/** Columns (exclusive) between which the inside may reach down to row `to` (insideOf). */
interface Deeper {
  xa: number;
  xb: number;
  to: number;
}

/**
 * The front neckline in a column from `start` (the cut-out's top there): the largest step down from a
 * darker band to lighter fabric within `depth` rows (the first, at its steepest: a print below the
 * neckline has larger ones); undefined when no step reaches MIN_STEP (or, on a dark garment, MIN_DARK_STEP
 * and DARK_RISE times the luma above it).
 */
function neckBand(start: number, depth: number, lumaAt: (y: number) => number): number | undefined {
  const profile = Array.from({ length: depth }, (_, i) => lumaAt(start + i));
  const mean = (a: number, b: number) => {
    let s = 0;
    for (let i = a; i < b; i++) s += profile[i] ?? NaN;
    return s / (b - a);
  };
  let at: number | undefined;
  let best = 0;
  for (let i = BAND + 2; i + BAND < profile.length; i++) {
    const [above, below] = [mean(i - BAND, i), mean(i, i + BAND)];
    const step = below - above;
    if (step >= best && (step >= MIN_STEP || (step >= MIN_DARK_STEP && below >= DARK_RISE * above))) {
      best = step;
      at = i;
    } else if (at !== undefined) break;
  }
  return at === undefined ? undefined : start + at;
}

/** The rows a..b (none when b < a). */
const rows = (a: number, b: number) => Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i);

/**
 * Below the back's trim, found ending about `from`, where it comes again after an inside of another
 * colour at least BAND rows deep (the front's trim of a collar ring): the first of TRIM_RUN rows that
 * are the trim; undefined when there is none above `to`.
 */
function frontTrim(from: number, to: number, isTrim: (y: number) => boolean): number | undefined {
  let y = from + 1;
  while (y < to && isTrim(y)) y++;
  const inside = y;
  for (let run = 0; y < to; y++) {
    run = isTrim(y) ? run + 1 : 0;
    if (run === TRIM_RUN) return y - TRIM_RUN + 1 - inside >= BAND ? y - TRIM_RUN + 1 : undefined;
  }
  return undefined;
}

/**
 * Whether a colour is the trim's: of its hue (red and green shares within TRIM_HUE) when the trim has
 * one, as its front in the light and its back in the garment's shadow differ in lightness (oot-00151_00's
 * yellow ring, 112 apart); else within SAME_COLOUR of it.
 */
function likeTrim(trim: Rgb): (c: Rgb) => boolean {
  const [r, g] = hueOf(trim);
  if (Math.abs(r - 1 / 3) + Math.abs(g - 1 / 3) < MIN_TRIM_CHROMA) return (c) => rgbDistance(c, trim) <= SAME_COLOUR;
  return (c) => {
    const [cr, cg] = hueOf(c);
    return Math.abs(cr - r) + Math.abs(cg - g) <= TRIM_HUE;
  };
}

/** How far from the centre (share of the shoulders' distance) the neckline is looked for. */
export const OFF_CENTRE = 0.14;
/** How deep below the top the neckline is looked for (share of the garment's length). */
const MAX_DEPTH = 0.45;
/** Rows of luma averaged on each side of a candidate neckline. */
export const BAND = 5;
/** Smallest rise in luma (0-255) from the inside to the front fabric below the neckline. */
export const MIN_STEP = 20;
/**
 * On a dark garment, a smaller rise that at least doubles the inside's luma (a black T-shirt's inside
 * about 4, its front about 19: oot-03032_00, whose back and label stood over the wearer's throat).
 */
const MIN_DARK_STEP = 8;
const DARK_RISE = 2;
/** Smallest RGB distance between the inside and the fabric on the shoulders. */
const MIN_CONTRAST = 20;
/** RGB distance from the inside's median colour within which a pixel is the inside too. */
const SAME_COLOUR = 30;
/** Columns on each side over which the cut's depth is a running median. */
const SMOOTH = 8;
/** Rows of the trim's colour that make the front's trim of a collar ring. */
const TRIM_RUN = 3;
/** Least distance of a trim's red and green shares from grey's for its hue to tell it. */
const MIN_TRIM_CHROMA = 0.15;
/** Largest distance of red and green shares within which a colour is the trim's. */
const TRIM_HUE = 0.1;
/** Largest share of the garment the inside may take. */
const MAX_SHARE = 0.2;

type Rgb = [number, number, number];

/** Per-channel median of the mask's pixels in a box (undefined when fewer than 8 are on). */
function medianColour(img: RgbImage, mask: Uint8Array, xa: number, xb: number, ya: number, yb: number): Rgb | undefined {
  const { width: w, height: h, data } = img;
  const pixels: number[] = [];
  for (let y = Math.max(0, ya); y <= Math.min(h - 1, yb); y++)
    for (let x = Math.max(0, xa); x <= Math.min(w - 1, xb); x++) if (mask[y * w + x]) pixels.push(y * w + x);
  return pixels.length < 8 ? undefined : medianRgb(data, pixels);
}
