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

export function composite(inp: CompositeInput): CompositeResult {
  const { person, w, h, warped, allowed, front, feather, shading } = inp;
  const n = w * h;
  const raw = new Float32Array(n);
  for (let i = 0; i < n; i++) raw[i] = allowed[i] && !front[i] ? (warped.alpha[i] ?? 0) : 0;
  const soft = boxBlur(raw, w, h, Math.max(1, Math.round(feather)));
  const alpha = new Float32Array(n);
  // Feathering must not bleed onto protected pixels (face, hands): clamp by the hard mask there.
  for (let i = 0; i < n; i++) alpha[i] = front[i] ? 0 : Math.min(soft[i] ?? 0, (warped.alpha[i] ?? 0) > 0 ? 1 : (soft[i] ?? 0));
  // Shading = fine luminance detail of the photo relative to its local mean.
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = 0.299 * (person[i * 3] ?? 0) + 0.587 * (person[i * 3 + 1] ?? 0) + 0.114 * (person[i * 3 + 2] ?? 0);
  const fine = boxBlur(lum, w, h, 4);
  const broad = boxBlur(lum, w, h, 24);
  const rgb = new Uint8Array(person);
  for (let i = 0; i < n; i++) {
    const a = alpha[i] ?? 0;
    if (a <= 0) continue;
    const ratio = ((fine[i] ?? 0) + 8) / ((broad[i] ?? 0) + 8);
    const shade = Math.min(1.25, Math.max(0.6, 1 + (ratio - 1) * shading));
    for (let c = 0; c < 3; c++) {
      const g = Math.min(255, (warped.rgb[i * 3 + c] ?? 0) * shade);
      rgb[i * 3 + c] = Math.round(g * a + (person[i * 3 + c] ?? 0) * (1 - a));
    }
  }
  return { rgb, alpha };
}
