// Inverse-mapped warp: for every output pixel look up where it comes from in the garment photo.
// The TPS is evaluated on a coarse grid and interpolated, which keeps 768x1024 well under 50 ms.
import { evalTps, type Tps } from './tps.ts';
import type { RgbImage } from './image.ts';

export interface Warped {
  /** RGB of the garment at each output pixel. */
  rgb: Uint8Array;
  /** Garment coverage 0..1 at each output pixel. */
  alpha: Float32Array;
}

export function warpGarment(tps: Tps, garment: RgbImage, gmask: Uint8Array, w: number, h: number, step = 8): Warped {
  const gw = Math.ceil(w / step) + 1;
  const gh = Math.ceil(h / step) + 1;
  const mx = new Float32Array(gw * gh);
  const my = new Float32Array(gw * gh);
  const { width: sw, height: sh, data } = garment;
  // Output pixels whose grid node lands inside the garment photo bound the pixel loop.
  let gx0 = gw;
  let gy0 = gh;
  let gx1 = -1;
  let gy1 = -1;
  for (let j = 0; j < gh; j++)
    for (let i = 0; i < gw; i++) {
      const p = evalTps(tps, i * step, j * step);
      mx[j * gw + i] = p.x;
      my[j * gw + i] = p.y;
      if (p.x >= -step && p.y >= -step && p.x <= sw + step && p.y <= sh + step) {
        gx0 = Math.min(gx0, i);
        gx1 = Math.max(gx1, i);
        gy0 = Math.min(gy0, j);
        gy1 = Math.max(gy1, j);
      }
    }
  const rgb = new Uint8Array(w * h * 3);
  const alpha = new Float32Array(w * h);
  if (gx1 < 0) return { rgb, alpha };
  const xa = Math.max(0, (gx0 - 1) * step);
  const xb = Math.min(w, (gx1 + 1) * step + 1);
  for (let y = Math.max(0, (gy0 - 1) * step); y < Math.min(h, (gy1 + 1) * step + 1); y++) {
    const j = Math.floor(y / step);
    const ty = y / step - j;
    for (let x = xa; x < xb; x++) {
      const i = Math.floor(x / step);
      const tx = x / step - i;
      const k = j * gw + i;
      const a = 1 - tx;
      const b = 1 - ty;
      const fx = ((mx[k] ?? 0) * a + (mx[k + 1] ?? 0) * tx) * b + ((mx[k + gw] ?? 0) * a + (mx[k + gw + 1] ?? 0) * tx) * ty;
      const fy = ((my[k] ?? 0) * a + (my[k + 1] ?? 0) * tx) * b + ((my[k + gw] ?? 0) * a + (my[k + gw + 1] ?? 0) * tx) * ty;
      if (fx < 0 || fy < 0 || fx > sw - 1 || fy > sh - 1) continue;
      const x0 = fx | 0;
      const y0 = fy | 0;
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      const w00 = (1 - ax) * (1 - ay);
      const w10 = ax * (1 - ay);
      const w01 = (1 - ax) * ay;
      const w11 = ax * ay;
      const i00 = y0 * sw + x0;
      const i10 = y0 * sw + x1;
      const i01 = y1 * sw + x0;
      const i11 = y1 * sw + x1;
      const m = ((gmask[i00] ?? 0) * w00 + (gmask[i10] ?? 0) * w10 + (gmask[i01] ?? 0) * w01 + (gmask[i11] ?? 0) * w11) / 255;
      if (m <= 0) continue;
      const o = y * w + x;
      alpha[o] = m;
      for (let c = 0; c < 3; c++)
        rgb[o * 3 + c] = (data[i00 * 3 + c] ?? 0) * w00 + (data[i10 * 3 + c] ?? 0) * w10 + (data[i01 * 3 + c] ?? 0) * w01 + (data[i11 * 3 + c] ?? 0) * w11;
    }
  }
  return { rgb, alpha };
}
