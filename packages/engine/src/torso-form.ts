// The torso's broad form, read off the old clothes that covered it: their light fitted by a smooth
// surface (a quadratic in x and y), so skin painted where they were is lit as the body under them
// was, not as one flat tone. A quadratic holds the light's falloff to the sides and down the torso;
// it cannot hold a print, a neckline's edge or a fold, which it must not carry onto skin.
import { pushPull } from './fill.ts';
import { luma } from './image.ts';
import { shadeSkin, type SkinSlope } from './skin-colour.ts';
import { borrowBytes, giveBack } from './scratch.ts';

/** A quadratic surface of luminance over the torso, in coordinates centred and scaled on its samples. */
export interface TorsoForm {
  c: Float64Array;
  cx: number;
  cy: number;
  s: number;
  mean: number;
}

/** Fewest old-clothes pixels on the torso to fit a form from. */
const MIN_SAMPLES = 2000;
/** Sampling step (pixels) over the torso. */
const STEP = 2;

const terms = (u: number, v: number) => [1, u, v, u * u, u * v, v * v];

/**
 * Fits the old clothes' luminance over the torso (`clothes` and `torso` both set), twice: the second
 * time without the pixels more than OUTLIER standard deviations from the first fit (a print, a
 * logo's letters, a shadow's edge). Undefined with too few samples.
 */
export function torsoForm(photo: Uint8Array, clothes: Uint8Array, torso: Uint8Array, w: number, h: number): TorsoForm | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  const ls: number[] = [];
  for (let y = 0; y < h; y += STEP)
    for (let x = 0; x < w; x += STEP) {
      const i = y * w + x;
      if (!clothes[i] || !torso[i]) continue;
      xs.push(x);
      ys.push(y);
      ls.push(luma(photo, i));
    }
  if (xs.length * STEP * STEP < MIN_SAMPLES) return undefined;
  const cx = xs.reduce((a, v) => a + v, 0) / xs.length;
  const cy = ys.reduce((a, v) => a + v, 0) / ys.length;
  const s = Math.max(1, Math.sqrt(xs.reduce((a, v, k) => a + (v - cx) ** 2 + (ys[k]! - cy) ** 2, 0) / xs.length));
  let keep = ls.map(() => true);
  let c = fit(xs, ys, ls, keep, cx, cy, s);
  if (!c) return undefined;
  const res = ls.map((l, k) => l - evalAt(c!, (xs[k]! - cx) / s, (ys[k]! - cy) / s));
  const sd = Math.sqrt(res.reduce((a, r) => a + r * r, 0) / res.length);
  keep = res.map((r) => Math.abs(r) <= OUTLIER * sd);
  c = fit(xs, ys, ls, keep, cx, cy, s) ?? c;
  let mean = 0;
  let n = 0;
  for (let k = 0; k < xs.length; k++)
    if (keep[k]) {
      mean += evalAt(c, (xs[k]! - cx) / s, (ys[k]! - cy) / s);
      n++;
    }
  return n && mean > 0 ? { c, cx, cy, s, mean: mean / n } : undefined;
}

/** How many standard deviations from the first fit a sample may lie and still be fitted again. */
const OUTLIER = 1.5;

/** The form's light at (x, y) over its mean, within [MIN_RATIO, MAX_RATIO]. */
export function formRatio(f: TorsoForm, x: number, y: number): number {
  const r = evalAt(f.c, (x - f.cx) / f.s, (y - f.cy) / f.s) / f.mean;
  return Math.max(MIN_RATIO, Math.min(MAX_RATIO, r));
}

/** Painted skin is never darkened below, nor brightened above, these ratios by the form. */
const MIN_RATIO = 0.8;
const MAX_RATIO = 1.12;

/** The surface at (u, v): the sum over `terms`, in their order, without an array per pixel (it runs per painted pixel). */
function evalAt(c: Float64Array, u: number, v: number): number {
  return 0 + c[0]! * 1 + c[1]! * u + c[2]! * v + c[3]! * (u * u) + c[4]! * (u * v) + c[5]! * (v * v);
}

/** Least squares through the kept samples (normal equations, Gaussian elimination); undefined if singular. */
function fit(xs: number[], ys: number[], ls: number[], keep: boolean[], cx: number, cy: number, s: number): Float64Array | undefined {
  const a = Array.from({ length: 6 }, () => new Float64Array(7));
  for (let k = 0; k < xs.length; k++) {
    if (!keep[k]) continue;
    const t = terms((xs[k]! - cx) / s, (ys[k]! - cy) / s);
    for (let r = 0; r < 6; r++) {
      for (let q = 0; q < 6; q++) a[r]![q]! += t[r]! * t[q]!;
      a[r]![6]! += t[r]! * ls[k]!;
    }
  }
  for (let col = 0; col < 6; col++) {
    let piv = col;
    for (let r = col + 1; r < 6; r++) if (Math.abs(a[r]![col]!) > Math.abs(a[piv]![col]!)) piv = r;
    if (Math.abs(a[piv]![col]!) < 1e-9) return undefined;
    [a[col], a[piv]] = [a[piv]!, a[col]!];
    for (let r = 0; r < 6; r++) {
      if (r === col) continue;
      const f = a[r]![col]! / a[col]![col]!;
      for (let q = col; q < 7; q++) a[r]![q]! -= f * a[col]![q]!;
    }
  }
  return Float64Array.from({ length: 6 }, (_, r) => a[r]![6]! / a[r]![r]!);
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/**
 * Scales the skin painted on the torso (`target` and `torso`, within `box`) in `rgb` by the form's
 * light, by as much of it as the torso's weight there (`torso` 0..255: layers.ts feathers it across
 * the arms' edges), relative to the form where the paint meets the torso's own bare skin (`bare` and
 * `torso` at half or more, within `around`): the paint's colour was pulled in from that skin, so
 * there it is already lit. The form's ratio at the bare skin is pulled in the same way (fill.ts
 * pushPull). Over the form's
 * mean instead, a painted chest stood brighter than the bare neck and shoulders around it (01861,
 * 14627, model_2 under a cami). With too little of the torso bare (a T-shirt covered it all), over
 * the mean: nothing bare meets the paint on the torso.
 */
export function lightByForm(rgb: Uint8Array, form: TorsoForm, bare: Uint8Array, torso: Uint8Array, target: Uint8Array, around: Box, box: Box, w: number, slope?: SkinSlope): void {
  const levels = borrowBytes(rgb.length);
  const known = borrowBytes(torso.length);
  let n = 0;
  for (let y = around.y0; y <= around.y1; y++)
    for (let x = around.x0; x <= around.x1; x++) {
      const i = y * w + x;
      if (!bare[i] || torso[i]! < 128) continue;
      known[i] = 255;
      levels[i * 3] = Math.round(LEVEL * formRatio(form, x, y));
      n++;
    }
  const pulled = n >= MIN_BARE;
  if (pulled) pushPull(levels, w, known, target, around);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i] || !torso[i]) continue;
      const f = (LEVEL * formRatio(form, x, y)) / (pulled ? Math.max(1, levels[i * 3]!) : LEVEL);
      shadeSkin(rgb, i, 1 + (f - 1) * (torso[i]! / 255), slope);
    }
  giveBack(levels, known);
}

/** A ratio of 1 as a byte (pushPull moves bytes): MAX_RATIO stays under 255. */
const LEVEL = 200;
/** Fewest bare torso pixels to light the paint relative to. */
const MIN_BARE = 200;
