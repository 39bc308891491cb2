// What each photo pixel is, for the composite's shading (composite.ts `kinds`): the shading is a
// pixel's luminance over the mean of its own kind around it, so a step between two kinds (a dark top's
// hem above bare skin) is not read as a fold. An old garment's print is a kind of its own too: a large
// black letter on a white T-shirt, measured against the white around it, is as dark as no fold is, and
// it showed through the new garment as a grey ghost of the letter (049205's "AX" under every new top).
import { clothesColour } from './clothes-colour.ts';
import { maskAndNot, maskFill } from './mask-ops.ts';
import { borrowBytes } from './scratch.ts';

/**
 * Two luminance groups of one garment are its ground and its print, not light and shadow, when the
 * darker's mean is below this share of the lighter's (means + 8, as the composite's ratio): a fold or
 * the shaded side of a white T-shirt measures 0.6-0.7 of its lit side; black print on white 0.15.
 */
const PRINT_RATIO = 0.45;
/** ...and they are at least this many luminance levels apart (a navy top's shadows are 20 against 60). */
const PRINT_STEP = 60;
/** ...and the smaller of them is at least this share of the garment's pixels (not a few dark seams). */
const PRINT_SHARE = 0.02;

/**
 * The old clothes' print (0/255): the darker group of the old top's clothes (body, not skin, not head,
 * above its end) or of the old bottom's (below it) where the two groups are ground and print
 * (printSplit). Depends on the photo only: read when it is analysed and kept with its layers
 * (person-layers.ts), not at each generation.
 */
export function printMask(photo: Uint8Array, m: { skin: Uint8Array; head: Uint8Array; body: Uint8Array }, topEnd: number, w: number, h: number): Uint8Array {
  const out = borrowBytes(w * h);
  const clothes = (i: number) => m.body[i] && !m.skin[i] && !m.head[i];
  const split = topEnd * w;
  const hists = [new Float64Array(256), new Float64Array(256)];
  for (let i = 0; i < w * h; i++) if (clothes(i)) hists[i < split ? 0 : 1]![lumaByte(photo, i)]!++;
  const [t1, t2] = hists.map(printSplit);
  if (t1 === undefined && t2 === undefined) return out;
  for (let i = 0; i < w * h; i++) {
    if (!clothes(i)) continue;
    const t = i < split ? t1 : t2;
    if (t !== undefined && lumaByte(photo, i) < t) out[i] = 255;
  }
  return out;
}

/**
 * Per pixel: 0 bare skin, 1 above the old top's end (old top, background), 2 below it (near the
 * end, the clothes by their colour: splitByColour), and 3 the old clothes' print (printMask). One
 * kind for both garments' prints: each kind costs the composite two more numbers per pixel in its
 * tables (kind-means.ts), and the two meet only along the old top's hem.
 */
export function photoKinds(photo: Uint8Array, m: PhotoMasks, prints: Uint8Array, topEnd: number, w: number, h: number, sw: number): Uint8Array {
  const { skin } = m;
  const out = borrowBytes(w * h);
  // (The pixels before index topEnd * w are above the end.)
  const split = Math.max(0, Math.min(w * h, Math.ceil(topEnd * w)));
  out.fill(1, 0, split);
  out.fill(2, split);
  splitByColour(out, photo, m, topEnd, w, h, sw);
  maskFill(out, prints, PRINT);
  maskAndNot(out, out, skin);
  return out;
}

/** The person's masks the kinds are read from. */
type PhotoMasks = { skin: Uint8Array; body: Uint8Array; head: Uint8Array };

/** The kind of an old garment's print. */
const PRINT = 3;

/** The kind of bare skin (photoKinds: the skin mask is taken out of every other kind). */
export const SKIN = 0;

/** Rows (shoulder widths) each side of the old top's end where its clothes are told from the bottom's by colour; and the rows beyond, their colours read from. */
const HEM_BAND = 0.1;
/** How far apart (RGB) the old top's and bottom's colours (clothes-colour.ts) must be to be told apart. */
const APART = 60;

/**
 * Within HEM_BAND of the old top's end, each clothes pixel (body, not skin, not head) the kind of the garment
 * whose colour is nearer: the top's (the median of the clothes HEM_BAND above the band) or the
 * bottom's (below it), where they are APART. An old top's hem is no row: parted at one, the slanting
 * hem's step from a grey top to a black belt fell within one kind, read as a fold, and stood on the
 * new top as a grey line along the old hem, the belt's edge with it (07966 under every top longer
 * than hers).
 */
function splitByColour(out: Uint8Array, photo: Uint8Array, m: PhotoMasks, topEnd: number, w: number, h: number, sw: number): void {
  const band = Math.max(2, Math.round(HEM_BAND * sw));
  const end = Math.round(topEnd);
  const clothes = (i: number) => !!m.body[i] && !m.skin[i] && !m.head[i];
  const colourOf = (y0: number, y1: number) => clothesColour(photo, m, w, { x0: 0, y0: Math.max(0, y0), x1: w, y1: Math.min(h, y1) });
  const [top, bottom] = [colourOf(end - 2 * band, end - band), colourOf(end + band, end + 2 * band)];
  if (!top || !bottom || apart2(top[0], top[1], top[2], bottom) < APART ** 2) return;
  const nearer = (i: number) => {
    const [r, g, b] = [photo[i * 3]!, photo[i * 3 + 1]!, photo[i * 3 + 2]!];
    return apart2(r, g, b, top) <= apart2(r, g, b, bottom) ? 1 : 2;
  };
  for (let y = Math.max(0, end - band); y < Math.min(h, end + band); y++) for (let i = y * w; i < (y + 1) * w; i++) if (clothes(i)) out[i] = nearer(i);
}

/** The squared RGB distance of (r, g, b) from colour c. */
const apart2 = (r: number, g: number, b: number, c: readonly number[]) => (r - c[0]!) ** 2 + (g - c[1]!) ** 2 + (b - c[2]!) ** 2;

/** image.ts's luma, rounded, in integers (it runs on every pixel of the photo). */
const lumaByte = (rgb: Uint8Array, i: number): number => (77 * rgb[i * 3]! + 150 * rgb[i * 3 + 1]! + 29 * rgb[i * 3 + 2]! + 128) >> 8;

/**
 * The luminance below which a garment's pixels (their histogram) are its print: Otsu's threshold,
 * when its two groups are ground and print (PRINT_RATIO, PRINT_STEP, PRINT_SHARE); else undefined.
 */
export function printSplit(hist: Float64Array): number | undefined {
  let n = 0;
  let sum = 0;
  for (let v = 0; v < 256; v++) {
    n += hist[v]!;
    sum += v * hist[v]!;
  }
  if (!n) return undefined;
  let best = -1;
  let t = 0;
  let n0 = 0;
  let s0 = 0;
  for (let v = 0; v < 255; v++) {
    n0 += hist[v]!;
    s0 += v * hist[v]!;
    const n1 = n - n0;
    if (!n0 || !n1) continue;
    const between = n0 * n1 * (s0 / n0 - (sum - s0) / n1) ** 2;
    if (between > best) {
      best = between;
      t = v + 1;
    }
  }
  let [c0, m0] = [0, 0];
  for (let v = 0; v < t; v++) {
    c0 += hist[v]!;
    m0 += v * hist[v]!;
  }
  if (!c0 || c0 === n) return undefined;
  const dark = m0 / c0;
  const light = (sum - m0) / (n - c0);
  const print = (dark + 8) / (light + 8) < PRINT_RATIO && light - dark >= PRINT_STEP && Math.min(c0, n - c0) >= PRINT_SHARE * n;
  return print ? t : undefined;
}
