// Lays the rendered garment over the prepared photo (old garment already replaced by skin or
// background) and carries the photo's shading (folds, light falloff) onto it.
import { boxBlur, luma } from './image.ts';
import { borrowFloats, giveBack } from './scratch.ts';
import { kindMeans } from './kind-means.ts';
import { SKIN } from './photo-kinds.ts';
import { laidBox, type Warped } from './warp.ts';

export interface CompositeInput {
  /** The photo as it was (source of the shading). */
  photo: Uint8Array;
  /**
   * The photo with the replaced region filled: what shows where the garment does not. The garment is
   * laid into it: it is the array returned.
   */
  base: Uint8Array;
  w: number;
  h: number;
  warped: Warped;
  /** Where the photo shows the person (shading is taken only there). */
  body: Uint8Array;
  /**
   * What each photo pixel is (0, 1, 2...: e.g. skin, old top, old bottom): shading is measured within
   * each kind separately, and bare skin (kind 0) lends none: a leg, a belly or a shoulder has a form
   * of its own, round and dark at its edges, that a garment laid over it does not take (a leg's light
   * stood on new trousers as a pale leg shape cut off where the old dress ended, 052767; a belly's
   * outline on a sheer top, 14627). Absent: all one kind, shaded.
   */
  kinds?: Uint8Array;
  /** 0 = flat garment colours, 1 = full shading ratio from the photo. */
  shading: number;
  /** The garment's laidBox, where the caller has it. */
  laid?: { x0: number; y0: number; x1: number; y1: number };
}

/** Mean fine-scale luminance edge (0..255) at which the photo counts as patterned: no shading there. */
const BUSY_EDGE = 5;
/** The light (luminance + 8) at which BUSY_EDGE is measured: the edge counts as a share of the light around it. */
const BUSY_LIGHT = 150;

/** Lays the garment into `base` and returns it. */
export function composite(inp: CompositeInput): Uint8Array {
  const { photo, base, w, h, warped, body, shading } = inp;
  const out = base;
  const { x0, y0, x1, y1 } = inp.laid ?? laidBox(warped.alpha, w, h);
  if (x1 < 0) return out;
  // Work on the garment's bounding box only (plus blur margins): time scales with the garment.
  const broadR = 24;
  const fineR = 4;
  const bx = Math.max(0, x0 - broadR);
  const by = Math.max(0, y0 - broadR);
  const bw = Math.min(w, x1 + broadR + 1) - bx;
  const bh = Math.min(h, y1 + broadR + 1) - by;
  const n = bw * bh;
  // Work buffers shared by the blurs below (each holds one map at a time), given back at the end.
  const tmp = borrowFloats(n);
  const [s1, s2, s3, s4] = [borrowFloats(n), borrowFloats(n), borrowFloats(n), borrowFloats(n)];
  // Shading = the photo's luminance relative to its local mean. Folds and light falloff are smooth;
  // the old garment's print (stripes, spots, logos) has sharp edges, so where the photo is busy at
  // the finest scale the shading fades out and the old print does not ghost through.
  const lum = borrowFloats(n);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const i = (y + by) * w + x + bx;
      lum[y * bw + x] = luma(photo, i);
    }
  // Each pixel is compared with the broad mean of pixels of its own kind (skin with skin, the old top
  // with the old top): the step from a dark old top to bare skin, or from a white T-shirt to blue
  // trousers, is not a fold, and would otherwise print the old garment's outline (a hem, a strap)
  // onto the new one. The fine mean is taken within the kind too: across the step it was darkened by
  // the dark top on the skin's side and lightened on the top's, and drew the old hem as a dark and a
  // light line on the new garment (14627's crop top across every new T-shirt's belly).
  let kind: Uint8Array | undefined;
  if (inp.kinds) {
    kind = new Uint8Array(n);
    for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) kind[y * bw + x] = inp.kinds[(y + by) * w + x + bx] ?? 0;
  }
  const means = kindMeans(lum, kind, bw, bh, broadR);
  const tiny = boxBlur(lum, bw, bh, 1, s1, tmp);
  // Each pixel's broad mean of its kind, read once: the busy edges below and the shading ratio.
  const broad = borrowFloats(n);
  for (let y = 0, j = 0; y < bh; y++) for (let x = 0; x < bw; x++, j++) broad[j] = means.at(x, y, broadR);
  const edge = s2;
  // (As a share of the light around it: on a dark old top a print's edges are few levels, and as
  // ratios its marks are deep: 01008's black barbed wire on a black mesh top stood on every new top
  // in dark bands.)
  for (let j = 0; j < n; j++) edge[j] = (Math.abs((lum[j] ?? 0) - (tiny[j] ?? 0)) * BUSY_LIGHT) / ((broad[j] ?? 0) + 8);
  const busy = boxBlur(edge, bw, bh, 6, s3, tmp);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) s4[y * bw + x] = body[(y + by) * w + x + bx] ? 1 : 0;
  const inBody = boxBlur(s4, bw, bh, 4, s4, tmp);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const i = (y + by) * w + x + bx;
      const a = warped.alpha[i] ?? 0;
      if (a <= 0) continue;
      const j = y * bw + x;
      // (Bare skin lends none: see `kinds`.)
      let shade = 1;
      if (kind?.[j] !== SKIN) {
        const ratio = (means.at(x, y, fineR) + 8) / ((broad[j] ?? 0) + 8);
        const calm = Math.max(0, 1 - (busy[j] ?? 0) / BUSY_EDGE) * (inBody[j] ?? 0);
        shade = Math.min(1.2, Math.max(0.65, 1 + (ratio - 1) * shading * calm));
      }
      for (let c = 0; c < 3; c++) {
        const g = Math.min(255 * a, (warped.rgb[i * 3 + c] ?? 0) * shade);
        out[i * 3 + c] = Math.round(g + (base[i * 3 + c] ?? 0) * (1 - a));
      }
    }
  means.done();
  giveBack(tmp, s1, s2, s3, s4, lum, broad);
  return out;
}
