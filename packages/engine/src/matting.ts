// Soft cut-out of the garment with a known background: along the mask's edge the photo is a mix
// I = a*F + (1-a)*B of the garment colour F (from the garment just inside) and the background B
// (the plane fitted to the photo's border). a is the projection of I-B onto F-B; the colour is then
// decontaminated, F' = (I - (1-a)*B) / a, so no background colour is left on the garment's edge.
import { boxBlur, morph, type RgbImage } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import { planeValue } from './backdrop-distance.ts';
import type { BackgroundPlane } from './types.ts';

export interface Matte {
  /** Coverage 0..1 per garment-photo pixel. */
  alpha: Float32Array;
  /** Garment colours with the background removed from edge pixels. */
  rgb: Uint8Array;
  /** The mask grown by the band's outer width (0/255): every pixel that may have coverage. */
  support: Uint8Array;
}

/**
 * Matte of the garment within its box (plus a margin): the rest of the photo is background and
 * costs nothing.
 */
export function matteGarment(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane, box: { x: number; y: number; width: number; height: number }): Matte {
  const { width: w, height: h } = img;
  const m = 12;
  const x0 = Math.max(0, box.x - m);
  const y0 = Math.max(0, box.y - m);
  const cw = Math.min(w, box.x + box.width + m) - x0;
  const ch = Math.min(h, box.y + box.height + m) - y0;
  const data = new Uint8Array(cw * ch * 3);
  const cm = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    data.set(img.data.subarray(((y + y0) * w + x0) * 3, ((y + y0) * w + x0 + cw) * 3), y * cw * 3);
    cm.set(mask.subarray((y + y0) * w + x0, (y + y0) * w + x0 + cw), y * cw);
  }
  // The plane is in whole-photo coordinates: shift it to the crop.
  // value(x, y) = a + b*((x+x0)/w - 0.5) + c*((y+y0)/h - 0.5) = a' + b'*(x/cw - 0.5) + c'*(y/ch - 0.5)
  const shifted = plane.map(([a, b, c]) => [a + b * ((x0 + cw / 2) / w - 0.5) + c * ((y0 + ch / 2) / h - 0.5), (b * cw) / w, (c * ch) / h]) as BackgroundPlane;
  const part = matte({ width: cw, height: ch, data }, cm, shifted);
  const alpha = new Float32Array(w * h);
  const rgb = new Uint8Array(img.data);
  const support = new Uint8Array(w * h);
  for (let y = 0; y < ch; y++) {
    alpha.set(part.alpha.subarray(y * cw, (y + 1) * cw), (y + y0) * w + x0);
    rgb.set(part.rgb.subarray(y * cw * 3, (y + 1) * cw * 3), ((y + y0) * w + x0) * 3);
    support.set(part.support.subarray(y * cw, (y + 1) * cw), (y + y0) * w + x0);
  }
  return { alpha, rgb, support };
}

/** RGB distance from the backdrop's plane within which a garment photo's pixel has the backdrop's colour (its gaps: arm-gaps.ts, crotch-gap.ts). */
const BACKDROP_NEAR = 12;

/** Whether pixel (x, y) of a garment photo (RGB, `w` x `h`) has the backdrop's colour (within `near`, by default BACKDROP_NEAR, of its plane). */
export function backdropColoured(data: Uint8Array, plane: BackgroundPlane, x: number, y: number, w: number, h: number, near = BACKDROP_NEAR): boolean {
  const i = y * w + x;
  let d2 = 0;
  for (let c = 0; c < 3; c++) d2 += ((data[i * 3 + c] ?? 0) - planeValue(plane, c as 0 | 1 | 2, x, y, w, h)) ** 2;
  return d2 < near * near;
}

/**
 * Whether pixel (x, y) of a garment photo is the backdrop in shade: its colour the plane's scaled by
 * a darker light (off by less than SHADE_OFF summed over the channels), from `deepest` (by default
 * SHADE_DEEPEST) of its lightness to a few levels above it. A soft shadow under a garment is; so is
 * a white or grey garment's fabric, which only its outline tells from one (garment.ts garmentMask,
 * shaded-corners.ts).
 */
export function backdropShade(data: Uint8Array, plane: BackgroundPlane, x: number, y: number, w: number, h: number, deepest = SHADE_DEEPEST): boolean {
  const i = y * w + x;
  const b = [planeValue(plane, 0, x, y, w, h), planeValue(plane, 1, x, y, w, h), planeValue(plane, 2, x, y, w, h)] as const;
  const lb = (b[0] + b[1] + b[2]) / 3;
  const li = ((data[i * 3] ?? 0) + (data[i * 3 + 1] ?? 0) + (data[i * 3 + 2] ?? 0)) / 3;
  if (li <= deepest * lb || li >= lb + 4) return false;
  const k = li / Math.max(1, lb);
  return Math.abs((data[i * 3] ?? 0) - k * b[0]) + Math.abs((data[i * 3 + 1] ?? 0) - k * b[1]) + Math.abs((data[i * 3 + 2] ?? 0) - k * b[2]) < SHADE_OFF;
}
/** The darkest shade (share of the backdrop's lightness) backdropShade takes for the backdrop's. */
const SHADE_DEEPEST = 0.6;
/** How far (RGB, summed over the channels) off the backdrop's colour scaled a shade may be. */
const SHADE_OFF = 12;

/** How far (px) the matte's soft edge reaches past the binary mask. */
export const MATTE_OUT = 2;

/** Edge band: 8 px inside to MATTE_OUT px outside the binary mask. */
export function matte(img: RgbImage, mask: Uint8Array, plane: BackgroundPlane): Matte {
  const { width: w, height: h, data } = img;
  // The analysed mask can include a few pixels of background (a soft shadow under the hem, JPEG
  // ringing, closing), so the band reaches 8 px inside it.
  const inside = chamfer(mask, w, h, true);
  const outside = chamfer(mask, w, h, false);
  const inner = (i: number) => (inside[i] ?? 0) > 8;
  const cut = cutThroughFabric(data, outside, plane, w, h);
  const rgb = new Uint8Array(data);
  const alpha = new Float32Array(w * h);
  // Garment colour near each edge pixel: the mean of the sure-garment pixels within ~10 px, on a
  // half-resolution grid (it is a smooth estimate; full resolution cost four full blurs).
  const hw = Math.ceil(w / 2);
  const hh = Math.ceil(h / 2);
  const cnt = new Float32Array(hw * hh);
  const sums = [new Float32Array(hw * hh), new Float32Array(hw * hh), new Float32Array(hw * hh)] as const;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!inner(i)) continue;
      const j = (y >> 1) * hw + (x >> 1);
      cnt[j] = (cnt[j] ?? 0) + 1;
      for (let c = 0; c < 3; c++) {
        const sc = sums[c]!;
        sc[j] = (sc[j] ?? 0) + (data[i * 3 + c] ?? 0);
      }
    }
  const wsum = boxBlur(cnt, hw, hh, 5);
  const chan = sums.map((v) => boxBlur(v, hw, hh, 5));
  /** Coverage and shadow of the pixel at hand (mix), in one buffer for the whole loop. */
  const fit = new Float64Array(2);
  const soft = (x: number, y: number) => {
    let n = 0;
    for (let yy = Math.max(0, y - 1); yy <= Math.min(h - 1, y + 1); yy++)
      for (let xx = Math.max(0, x - 1); xx <= Math.min(w - 1, x + 1); xx++) if (mask[yy * w + xx]) n++;
    return n / 9;
  };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (inner(i)) {
        alpha[i] = 1;
        continue;
      }
      if ((outside[i] ?? 0) > MATTE_OUT) continue;
      if (cut[i]) {
        alpha[i] = mask[i] ? 1 : 0;
        continue;
      }
      const j = (y >> 1) * hw + (x >> 1);
      const ws = wsum[j] ?? 0;
      const known = ws > 0.01;
      // Past the mask with no garment colour known near (no sure garment within the estimate's reach:
      // a thin tail of the mask): the pixel's own colour taken for the garment's read it as fully
      // covered, and a stray pixel of shaded backdrop stood opaque past the outline (oot-050191_1's
      // armpit, once its shaded corner is cut: a white dot beside 05997's arm). Backdrop.
      if (!known && (outside[i] ?? 0) > 0) continue;
      const ir = data[i * 3] ?? 0;
      const ig = data[i * 3 + 1] ?? 0;
      const ib = data[i * 3 + 2] ?? 0;
      const u = x / w - 0.5;
      const v = y / h - 0.5;
      const br = plane[0][0] + plane[0][1] * u + plane[0][2] * v;
      const bg = plane[1][0] + plane[1][1] * u + plane[1][2] * v;
      const bb = plane[2][0] + plane[2][1] * u + plane[2][2] * v;
      const fr = known ? (chan[0]![j] ?? 0) / ws : ir;
      const fg = known ? (chan[1]![j] ?? 0) / ws : ig;
      const fbl = known ? (chan[2]![j] ?? 0) / ws : ib;
      const dr = fr - br;
      const dg = fg - bg;
      const db = fbl - bb;
      const fb2 = dr * dr + dg * dg + db * db;
      // Garment colour close to the background (white on white): the projection is noise, keep the
      // binary outline softened by a pixel instead.
      if (fb2 < 30 * 30) {
        fit[0] = soft(x, y);
        fit[1] = 0;
      } else mix(ir - br, ig - bg, ib - bb, dr, dg, db, br, bg, bb, fit);
      const a = fit[0]!;
      const t = fit[1]!;
      alpha[i] = a;
      // The backdrop as it is there: darkened by t where the garment's shadow falls on it.
      const pick = (c: number, f: number, b: number) => Math.max(0, Math.min(255, Math.round(a > 0.08 ? (c - (1 - a) * b - t * b) / a : f)));
      rgb[i * 3] = pick(ir, fr, br);
      rgb[i * 3 + 1] = pick(ig, fg, bg);
      rgb[i * 3 + 2] = pick(ib, fbl, bb);
    }
  giveBack(cut);
  const support = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) support[i] = (outside[i] ?? 0) <= MATTE_OUT ? 255 : 0;
  return { alpha, rgb, support };
}

/**
 * Where the mask's edge was cut through fabric, not where the garment meets the backdrop: within
 * CUT_REACH of a pixel CUT_FROM to CUT_FROM + 2 px outside the mask that has neither the backdrop's
 * colour nor its shade (leniently: BACKDROP_NEAR twice over, shades to CUT_DEEPEST). There the matte's
 * model (a mix of the garment and the backdrop) does not hold: a neck's inside cut away
 * (neck-interior.ts, neckline-trace.ts) left the pale front neckline below it read as half backdrop,
 * and the wearer's skin showed through it as a pink band (oot-049940_1's shaded white).
 */
function cutThroughFabric(data: Uint8Array, outside: Uint8Array, plane: BackgroundPlane, w: number, h: number): Uint8Array {
  const seeds = borrowBytes(w * h);
  let any = false;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const d = outside[y * w + x] ?? 0;
      if (d < CUT_FROM || d > CUT_FROM + 2 || backdropColoured(data, plane, x, y, w, h, 2 * BACKDROP_NEAR) || backdropShade(data, plane, x, y, w, h, CUT_DEEPEST)) continue;
      seeds[y * w + x] = 255;
      any = true;
    }
  if (!any) return seeds;
  const out = morph(seeds, w, h, CUT_REACH);
  giveBack(seeds);
  return out;
}

/** How far outside the mask (px) a pixel tells a cut through fabric (nearer, the edge's own blend). */
const CUT_FROM = 4;
/** How far (px) from such a pixel the edge keeps the binary mask: the band's 8 px inside, from CUT_FROM out. */
const CUT_REACH = 12;
/** The darkest shade (share of the backdrop's lightness) still taken for the backdrop's there. */
const CUT_DEEPEST = 0.3;

/**
 * Coverage a of an edge pixel and the shadow t on the backdrop behind it, into `out`: the least-squares fit of
 * I - B = a (F - B) + t B with -deepest (1 - a) <= t <= 0 (D = I - B, U = F - B). Also front-edges.ts's:
 * a hand's edge over the old clothes, the shadow its crease. A garment's soft shadow on the backdrop
 * (the ramp below a hem) is the backdrop darker, not a mix with the garment: projected onto F - B
 * alone it read as 10-75% garment, and its decontaminated colour, a dark grey, laid a grey rim
 * round the garment on a light photo. Where the garment's colour is itself the backdrop's darker
 * (a grey or black garment on white) the two cannot be told apart: the projection alone.
 */
export function mix(d0: number, d1: number, d2: number, u0: number, u1: number, u2: number, b0: number, b1: number, b2: number, out: Float64Array, deepest = DEEPEST_SHADOW): void {
  const uu = u0 * u0 + u1 * u1 + u2 * u2;
  const ud = u0 * d0 + u1 * d1 + u2 * d2;
  const vv = b0 * b0 + b1 * b1 + b2 * b2;
  const uv = u0 * b0 + u1 * b1 + u2 * b2;
  const vd = b0 * d0 + b1 * d1 + b2 * d2;
  const det = uu * vv - uv * uv;
  const t = det < SHADOW_APART * uu * vv ? 0 : (uu * vd - uv * ud) / det;
  const a = (vv * ud - uv * vd) / det;
  // A shadow where the two are told apart and the pixel is darker than the backdrop (a highlight is
  // no shadow), but by no more than a soft shadow makes it (which also keeps a short of full
  // coverage: past it the garment itself is darker, a fold or a dark print).
  const shadow = t < 0 && t >= -deepest * (1 - a);
  out[0] = Math.min(1, Math.max(0, shadow ? a : ud / uu));
  out[1] = shadow ? t : 0;
}

/** How much darker (share) a garment's soft shadow makes the backdrop at most (mix's default). */
const DEEPEST_SHADOW = 0.2;
/** Least squared sine of the angle between F - B and B at which a shadow can be told from a mix (mix). */
const SHADOW_APART = 0.1;

/**
 * Chamfer (3-4) distance in pixels, capped at 15: for `inside`, from each mask pixel to the nearest
 * background pixel (0 on background); otherwise from each background pixel to the mask (0 on it).
 */
export function chamfer(mask: Uint8Array, w: number, h: number, inside: boolean): Uint8Array {
  const cap = 45;
  // Outside the image counts as background (inside distances) or as far away (outside distances).
  const edge = inside ? 0 : cap;
  const d = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) d[i] = (mask[i] ? inside : !inside) ? cap : 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let v = d[i] ?? 0;
      if (!v) continue;
      const up = y > 0;
      const l = x > 0 ? (d[i - 1] ?? 0) : edge;
      const u = up ? (d[i - w] ?? 0) : edge;
      const ul = up && x > 0 ? (d[i - w - 1] ?? 0) : edge;
      const ur = up && x < w - 1 ? (d[i - w + 1] ?? 0) : edge;
      if (l + 3 < v) v = l + 3;
      if (u + 3 < v) v = u + 3;
      if (ul + 4 < v) v = ul + 4;
      if (ur + 4 < v) v = ur + 4;
      d[i] = v;
    }
  for (let y = h - 1; y >= 0; y--)
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      let v = d[i] ?? 0;
      if (!v) continue;
      const down = y < h - 1;
      const r = x < w - 1 ? (d[i + 1] ?? 0) : edge;
      const dn = down ? (d[i + w] ?? 0) : edge;
      const dr = down && x < w - 1 ? (d[i + w + 1] ?? 0) : edge;
      const dl = down && x > 0 ? (d[i + w - 1] ?? 0) : edge;
      if (r + 3 < v) v = r + 3;
      if (dn + 3 < v) v = dn + 3;
      if (dr + 4 < v) v = dr + 4;
      if (dl + 4 < v) v = dl + 4;
      d[i] = v;
    }
  for (let i = 0; i < w * h; i++) d[i] = Math.round((d[i] ?? 0) / 3);
  return d;
}
