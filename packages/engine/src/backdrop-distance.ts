// How far each pixel of a garment photo is from its backdrop's colour there: in colour, and in hue
// alone (lightness set aside). The backdrop's colour is first a plane through the photo's border,
// then, where the light falls off in a way no plane follows (a vignette), the mean of the backdrop
// found near each pixel.
import { boxBlur } from './image.ts';
import type { BackgroundPlane } from './types.ts';

export interface BackdropDistances {
  /** Colour distance (RGB) from the backdrop, smoothed over 3x3. */
  dist: Float32Array;
  /**
   * Distance from the backdrop's colour of the pixel scaled to the backdrop's lightness, smoothed
   * over 3x3: a shade of the backdrop (its light falling off) is near 0; a white T-shirt's bluish
   * shaded side on a warm grey backdrop is not, however alike their lightness.
   */
  hue: Float32Array;
}

/** The plane's value for channel `c` at pixel (x, y) of a `w` x `h` photo. */
export function planeValue(plane: BackgroundPlane, c: 0 | 1 | 2, x: number, y: number, w: number, h: number): number {
  const [a, b, d] = plane[c];
  return a + b * (x / w - 0.5) + d * (y / h - 0.5);
}

/** The plane's colour at every pixel (RGB interleaved). */
export function planeColours(plane: BackgroundPlane, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) for (let c = 0; c < 3; c++) out[(y * w + x) * 3 + c] = planeValue(plane, c as 0 | 1 | 2, x, y, w, h);
  return out;
}

/** The scale range a pixel is brought to the backdrop's lightness within (a dark pixel's hue is noise). */
const SCALE_MIN = 0.5;
const SCALE_MAX = 2;

/** How far pixel p's colour, brought to backdrop colour b's lightness, is from b (RGB): its hue's distance, lightness set aside. */
export function hueOff(p0: number, p1: number, p2: number, b0: number, b1: number, b2: number): number {
  const k = Math.min(SCALE_MAX, Math.max(SCALE_MIN, (b0 + b1 + b2) / Math.max(1, p0 + p1 + p2)));
  return Math.hypot(p0 * k - b0, p1 * k - b1, p2 * k - b2);
}

/**
 * A part's mean hue distance (hueOff) from the backdrop's plane from which it is fabric, not backdrop:
 * a white T-shirt's bluish shaded side on a warm grey backdrop is 6-7 (oot-048554_1), its backdrop
 * in the light's fall-off 1.5. Judged by the part, not by the pixel: a gap's rim beside a coloured
 * strap takes the strap's hue (JPEG's colour bleed).
 */
export const PART_HUE = 5;

/** Each part's (of `label`, numbered 1..count) mean hue distance (hueOff) from the plane; index 0 unused. */
export function partHues(data: Uint8Array, plane: BackgroundPlane, label: Int32Array, count: number, w: number, h: number): Float64Array {
  const sum = new Float64Array(count + 1);
  const n = new Float64Array(count + 1);
  for (let i = 0; i < w * h; i++) {
    const k = label[i]!;
    if (!k) continue;
    const x = i % w;
    const y = (i - x) / w;
    sum[k] = sum[k]! + hueOff(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!, planeValue(plane, 0, x, y, w, h), planeValue(plane, 1, x, y, w, h), planeValue(plane, 2, x, y, w, h));
    n[k] = n[k]! + 1;
  }
  for (let k = 1; k <= count; k++) sum[k] = sum[k]! / Math.max(1, n[k]!);
  return sum;
}

export function backdropDistances(data: Uint8Array, w: number, h: number, ref: Float32Array): BackdropDistances {
  const dist = new Float32Array(w * h);
  const hue = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const [p0, p1, p2] = [data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0];
    const [b0, b1, b2] = [ref[i * 3] ?? 0, ref[i * 3 + 1] ?? 0, ref[i * 3 + 2] ?? 0];
    dist[i] = Math.hypot(p0 - b0, p1 - b1, p2 - b2);
    hue[i] = hueOff(p0, p1, p2, b0, b1, b2);
  }
  // Smoothed so JPEG noise and fabric texture do not open leaks into the garment.
  return { dist: boxBlur(dist, w, h, 1), hue: boxBlur(hue, w, h, 1) };
}

/** The least share of a pixel's square that must be backdrop for the local mean to stand in for the plane. */
const LOCAL_MIN_SHARE = 0.05;

/**
 * The backdrop's colour at each pixel as the mean of the pixels `isBg` marks within `r` of it (a
 * normalised box filter), `fallback`'s where too few are near.
 */
export function localBackdrop(data: Uint8Array, w: number, h: number, isBg: Uint8Array, fallback: Float32Array, r: number): Float32Array {
  const share = boxBlur(isBg.map((v) => (v ? 1 : 0)), w, h, r);
  const out = new Float32Array(fallback);
  const channel = new Float32Array(w * h);
  const sum = new Float32Array(w * h);
  const tmp = new Float32Array(w * h);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < w * h; i++) channel[i] = isBg[i] ? (data[i * 3 + c] ?? 0) : 0;
    boxBlur(channel, w, h, r, sum, tmp);
    for (let i = 0; i < w * h; i++) if ((share[i] ?? 0) >= LOCAL_MIN_SHARE) out[i * 3 + c] = (sum[i] ?? 0) / share[i]!;
  }
  return out;
}
