// Blend the warped garment into the person photo: keep head and hands in front, carry the
// photo's shading (folds, light falloff) onto the garment, feather the edges.
import { boxBlur } from './image.ts';
import type { Warped } from './warp.ts';

export interface CompositeInput {
  person: Uint8Array;
  w: number;
  h: number;
  warped: Warped;
  /** 0/255 masks: where the garment may appear, and what must stay in front of it. */
  allowed: Uint8Array;
  front: Uint8Array;
  /** Edge softness in pixels. */
  feather: number;
  /** 0 = flat garment colours, 1 = full shading ratio from the photo. */
  shading: number;
}

export interface CompositeResult {
  rgb: Uint8Array;
  /** Final garment opacity per pixel, 0..1. */
  alpha: Float32Array;
}

/** Mean fine-scale luminance edge (0..255) at which the photo counts as patterned: no shading there. */
const BUSY_EDGE = 5;

export function composite(inp: CompositeInput): CompositeResult {
  const { person, w, h, warped, allowed, front, feather, shading } = inp;
  const n = w * h;
  const raw = new Float32Array(n);
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = allowed[i] && !front[i] ? (warped.alpha[i] ?? 0) : 0;
      if (a <= 0) continue;
      raw[i] = a;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  const rgb = new Uint8Array(person);
  const alpha = new Float32Array(n);
  if (x1 < 0) return { rgb, alpha };
  // Work on the garment's bounding box only (plus blur margins): generation time scales with
  // garment size, not photo size.
  const broadR = 24;
  const m = broadR + Math.ceil(feather) + 1;
  const bx = Math.max(0, x0 - m);
  const by = Math.max(0, y0 - m);
  const bw = Math.min(w, x1 + m + 1) - bx;
  const bh = Math.min(h, y1 + m + 1) - by;
  const crop = (src: (i: number) => number) => {
    const out = new Float32Array(bw * bh);
    for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) out[y * bw + x] = src((y + by) * w + x + bx);
    return out;
  };
  const soft = boxBlur(crop((i) => raw[i] ?? 0), bw, bh, Math.max(1, Math.round(feather)));
  // Shading = the photo's luminance relative to its local mean. Folds and light falloff are smooth;
  // the old garment's print (stripes, leopard spots, logos) has sharp edges. Where the photo is
  // busy at the finest scale, the shading fades out so the old print does not ghost through.
  const lum = crop((i) => 0.299 * (person[i * 3] ?? 0) + 0.587 * (person[i * 3 + 1] ?? 0) + 0.114 * (person[i * 3 + 2] ?? 0));
  const fine = boxBlur(lum, bw, bh, 4);
  const broad = boxBlur(lum, bw, bh, broadR);
  const tiny = boxBlur(lum, bw, bh, 1);
  const edge = new Float32Array(bw * bh);
  for (let j = 0; j < edge.length; j++) edge[j] = Math.abs((lum[j] ?? 0) - (tiny[j] ?? 0));
  const busy = boxBlur(edge, bw, bh, 6);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const j = y * bw + x;
      const i = (y + by) * w + x + bx;
      // Feathering must not bleed onto protected pixels (face, hands).
      const a = front[i] ? 0 : (soft[j] ?? 0);
      if (a <= 0.002) continue;
      alpha[i] = a;
      const ratio = ((fine[j] ?? 0) + 8) / ((broad[j] ?? 0) + 8);
      const calm = Math.max(0, 1 - (busy[j] ?? 0) / BUSY_EDGE);
      const shade = Math.min(1.2, Math.max(0.65, 1 + (ratio - 1) * shading * calm));
      for (let c = 0; c < 3; c++) {
        const g = Math.min(255, (warped.rgb[i * 3 + c] ?? 0) * shade);
        rgb[i * 3 + c] = Math.round(g * a + (person[i * 3 + c] ?? 0) * (1 - a));
      }
    }
  return { rgb, alpha };
}
