// The edge of what stays in front of the new garment (a hand, hair, an arm) against it. In the photo
// those edge pixels are a blend of the front thing and the old clothes behind it; kept as they are,
// they draw a thin rim of the old clothes round a hand on the new garment (051962's fingers in a dark
// line of her old jeans on a pale blue dress). Each such pixel is read as the compositing equation
// P = s (a F + (1 - a) B), with F the front thing's colour just inside it, B the old clothes' just
// under the garment beside it and s a shade, and laid again over the new garment: P + s (1 - a) (G - B).
import { morph } from './image.ts';
import { mix } from './matting.ts';
import { borrowBytes, giveBack } from './scratch.ts';

/** How near the garment (px, a square) a kept pixel is read as a blended edge. */
const EDGE = 2;
/** Radius (px, a square) of the window F, B and G are sampled in. */
const WINDOW = 4;
/** RGB distance F to B under which the blend cannot be read (a hand on old clothes of its colour). */
const MIN_CONTRAST = 40;
/** RGB distance off the line from B to F past which a pixel is a third colour, not a blend of the two. */
const OFF_LINE = 30;
/** What a pixel lends the windows (relayFrontEdges): the front thing's colour F, or the old clothes' B and the garment's G. */
const FRONT = 1;
const BEHIND = 2;
/** Opacity (0..1) at or above which a pixel is the garment's. */
const OPAQUE = 0.5;
/** Opacity under which the garment adds nothing: the pixel shows what lay under it. */
const CLEAR = 0.05;

export interface FrontEdgesInput {
  /** What the garment was laid over: the photo, or in a combo the new bottom's result. */
  under: Uint8Array;
  /** The result, garment laid in: the edges are changed in place. */
  out: Uint8Array;
  /** The garment's opacity per pixel (0..1; or 0/255, a mask of what is laid). */
  alpha: ArrayLike<number>;
  w: number;
  h: number;
  /** Where alpha may be set, if known: spares looking for it over the whole frame. */
  within?: { x0: number; y0: number; x1: number; y1: number };
  /**
   * Laid again without the shade read (a F + (1 - a) G): where what is laid is paint of what the old
   * clothes hid (layers.ts), not a garment, the old clothes' edge cast the shade and goes with them.
   */
  unshaded?: boolean;
}

/**
 * Re-lays the kept pixels within EDGE px of the garment that are a blend of what is in front and the
 * old clothes the garment now covers (readBlend): P + s (1 - a) (G - B). A pure pixel of the front
 * thing (a = 1) stays as it is, one of the old clothes (a = 0) takes the garment's colour, in the
 * shade s it had (the crease round a hand lying on the clothes stays a crease, in the new colour).
 */
export function relayFrontEdges({ under, out, alpha, w, h, unshaded = false, within }: FrontEdgesInput): void {
  // Within the garment's box and the reach of its edges' windows: the work scales with the garment.
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  const area = within ?? { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  for (let y = area.y0; y <= area.y1; y++)
    for (let x = area.x0; x <= area.x1; x++)
      if (alpha[y * w + x]! >= OPAQUE) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = y;
      }
  if (x1 < 0) return;
  const reach = EDGE + WINDOW;
  [x0, y0, x1, y1] = [Math.max(0, x0 - reach), Math.max(0, y0 - reach), Math.min(w - 1, x1 + reach), Math.min(h - 1, y1 + reach)];
  const [bw, bh] = [x1 - x0 + 1, y1 - y0 + 1];
  /** The photo's pixel index of the box's pixel (x, y). */
  const at = (x: number, y: number) => (y0 + y) * w + x0 + x;
  const garment = borrowBytes(bw * bh);
  const clear = borrowBytes(bw * bh);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const k = y * bw + x;
      const i = at(x, y);
      const a = alpha[i] ?? 0;
      if (a >= OPAQUE) garment[k] = 255;
      // Shown as it was under the garment: nothing of the garment, nor of the fill of the old clothes.
      else if (a < CLEAR && out[i * 3] === under[i * 3] && out[i * 3 + 1] === under[i * 3 + 1] && out[i * 3 + 2] === under[i * 3 + 2]) clear[k] = 255;
    }
  const near = morph(garment, bw, bh, EDGE);
  // Garment pixels EDGE px clear of any other: under them the photo holds the old clothes, unblended.
  const inner = morph(garment, bw, bh, -EDGE);
  // What each pixel of the box lends a window: F (the front thing, clear of the garment's edge), or
  // B and G (the garment's inner pixels), or nothing.
  const lends = borrowBytes(bw * bh);
  for (let k = 0; k < bw * bh; k++) lends[k] = clear[k] && !near[k] ? FRONT : inner[k] ? BEHIND : 0;
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      if (!clear[y * bw + x] || !near[y * bw + x]) continue;
      let [f0, f1, f2, b0, b1, b2, g0, g1, g2, nf, nb] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
      const [xa, xb] = [Math.max(0, x - WINDOW), Math.min(bw - 1, x + WINDOW)];
      for (let yy = Math.max(0, y - WINDOW); yy <= Math.min(bh - 1, y + WINDOW); yy++)
        for (let xx = xa, k = yy * bw + xa, j = at(xa, yy) * 3; xx <= xb; xx++, k++, j += 3) {
          const lent = lends[k];
          if (lent === FRONT) {
            f0 += under[j]!;
            f1 += under[j + 1]!;
            f2 += under[j + 2]!;
            nf++;
          } else if (lent === BEHIND) {
            b0 += under[j]!;
            b1 += under[j + 1]!;
            b2 += under[j + 2]!;
            g0 += out[j]!;
            g1 += out[j + 1]!;
            g2 += out[j + 2]!;
            nb++;
          }
        }
      if (!nf || !nb) continue;
      const [f, b, g] = [[f0 / nf, f1 / nf, f2 / nf], [b0 / nb, b1 / nb, b2 / nb], [g0 / nb, g1 / nb, g2 / nb]];
      const i = at(x, y);
      const blend = readBlend([under[i * 3]!, under[i * 3 + 1]!, under[i * 3 + 2]!], f, b);
      if (!blend || blend.a === 1) continue;
      // The windows read `under` and the garment's pixels of `out`, never an edge pixel changed here.
      const k = blend.s * (1 - blend.a);
      for (let c = 0; c < 3; c++) out[i * 3 + c] = Math.min(255, Math.max(0, Math.round(unshaded ? blend.a * f[c]! + (1 - blend.a) * g[c]! : under[i * 3 + c]! + k * (g[c]! - b[c]!))));
    }
  giveBack(lends);
  giveBack(garment, clear, near, inner);
}

/** How much darker (share of the old clothes' part) the crease where a hand lies on them makes it at most. */
const DEEPEST_CREASE = 0.65;

/**
 * The opacity a of the front colour f over b and the shade s that best give pixel p as
 * s (a f + (1 - a) b): the edge of a hand on the old clothes is a blend of the two, often darkened by
 * the crease of shadow between them. matting.ts `mix` fits it (a garment's edge over its backdrop,
 * the shadow on the backdrop: coverage a s, shadow s - 1). Undefined where it cannot be read: f and b
 * less than MIN_CONTRAST apart, or p farther than OFF_LINE from the fitted colour (a third colour, not
 * the blend). Where f and b differ only in lightness (a brown hand on dark brown), no shade is read.
 */
export function readBlend(p: readonly number[], f: readonly number[], b: readonly number[]): { a: number; s: number } | undefined {
  const [u0, u1, u2] = [f[0]! - b[0]!, f[1]! - b[1]!, f[2]! - b[2]!];
  if (u0 ** 2 + u1 ** 2 + u2 ** 2 < MIN_CONTRAST ** 2) return undefined;
  const [d0, d1, d2] = [p[0]! - b[0]!, p[1]! - b[1]!, p[2]! - b[2]!];
  const fit = new Float64Array(2);
  mix(d0, d1, d2, u0, u1, u2, b[0]!, b[1]!, b[2]!, fit, DEEPEST_CREASE);
  const [cover, t] = [fit[0]!, fit[1]!];
  const off = (d0 - cover * u0 - t * b[0]!) ** 2 + (d1 - cover * u1 - t * b[1]!) ** 2 + (d2 - cover * u2 - t * b[2]!) ** 2;
  if (off > OFF_LINE ** 2) return undefined;
  const s = 1 + t;
  return { a: Math.min(1, cover / s), s };
}
