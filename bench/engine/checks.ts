// Per-pair sanity checks on a try-on result, computed from the analyses (no extra models).
import { decodeMask, type GarmentAnalysis, type GarmentCategory, type PersonAnalysis } from '../../packages/engine/src/index.ts';

export interface PairChecks {
  sizeOk: boolean;
  /** Mean absolute change per channel (0..255) inside the head mask. */
  headChange: number;
  /** Mean absolute change outside the (dilated) garment region. */
  backgroundChange: number;
  /** Share of the garment's dominant colours (weighted) found in the covered region. */
  colourMatch: number;
  /** Share of the target body region (torso / hips-knees polygon inside the body mask) covered. */
  coverage: number;
}

export const LIMITS = { headChange: 1.5, backgroundChange: 1.0, colourMatch: 0.5, coverage: 0.6 };

export function passes(c: PairChecks): boolean {
  return c.sizeOk && c.headChange <= LIMITS.headChange && c.backgroundChange <= LIMITS.backgroundChange && c.colourMatch >= LIMITS.colourMatch && c.coverage >= LIMITS.coverage;
}

function hexToRgb(h: string): [number, number, number] {
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

function inPolygon(x: number, y: number, poly: { x: number; y: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function checkPair(
  before: Uint8Array,
  after: Uint8Array,
  outW: number,
  outH: number,
  alpha: Uint8Array,
  pa: PersonAnalysis,
  ga: GarmentAnalysis,
  category: GarmentCategory,
): PairChecks {
  const { width: w, height: h } = pa;
  const sizeOk = outW === w && outH === h;
  const head = decodeMask(pa.masks.head);
  const body = decodeMask(pa.masks.body);
  const k = (n: string) => pa.keypoints.find((p) => p.name === n)!;
  const poly =
    category === 'upper'
      ? [k('rightShoulder'), k('leftShoulder'), k('leftHip'), k('rightHip')]
      : category === 'lower'
        ? [k('rightHip'), k('leftHip'), k('leftKnee'), k('rightKnee')]
        : [k('rightShoulder'), k('leftShoulder'), k('leftHip'), k('leftKnee'), k('rightKnee'), k('rightHip')];
  // Short garments (crop tops, shorts, mini dresses) only have to cover their own length: cut the
  // region at the garment's length scaled by the shoulder (or waist) width, as the engine fits it.
  const L = ga.landmarks;
  const top = Math.min(...poly.slice(0, 2).map((p) => p.y));
  const bottom = Math.max(...poly.map((p) => p.y));
  let end = bottom;
  if (category !== 'lower' && L.leftShoulder && L.rightShoulder && L.leftHem && L.rightHem) {
    const gsw = Math.hypot(L.rightShoulder.x - L.leftShoulder.x, L.rightShoulder.y - L.leftShoulder.y);
    const psw = Math.hypot(k('leftShoulder').x - k('rightShoulder').x, k('leftShoulder').y - k('rightShoulder').y) * 1.14;
    end = Math.min(bottom, top + ((L.leftHem.y + L.rightHem.y) / 2 - (L.leftShoulder.y + L.rightShoulder.y) / 2) * (psw / gsw) * 0.9);
  }
  // Keep the middle 80% of the width (keypoints sit on the body's edges at the joints).
  const cx = poly.reduce((t, p) => t + p.x, 0) / poly.length;
  const region = poly.map((p) => ({ x: cx + (p.x - cx) * 0.8, y: p.y }));
  const colours = ga.colours.slice(0, 3).map(hexToRgb);
  const found = colours.map(() => 0);
  let headSum = 0;
  let headN = 0;
  let bgSum = 0;
  let bgN = 0;
  let covered = 0;
  let target = 0;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const d = (Math.abs(before[i * 3]! - after[i * 3]!) + Math.abs(before[i * 3 + 1]! - after[i * 3 + 1]!) + Math.abs(before[i * 3 + 2]! - after[i * 3 + 2]!)) / 3;
      if (head[i]) {
        headSum += d;
        headN++;
      } else if (alpha[i] === 0 && !body[i]) {
        bgSum += d;
        bgN++;
      }
      if (alpha[i]! > 128 && (x + y) % 2 === 0) {
        // Shading may darken or brighten a colour: compare after the best brightness scale.
        const r = after[i * 3]!;
        const g = after[i * 3 + 1]!;
        const b = after[i * 3 + 2]!;
        colours.forEach((c, ci) => {
          const kk = Math.min(1.3, Math.max(0.55, (r * c[0] + g * c[1] + b * c[2]) / (c[0] * c[0] + c[1] * c[1] + c[2] * c[2] || 1)));
          if (Math.hypot(r - c[0] * kk, g - c[1] * kk, b - c[2] * kk) < 40) found[ci]!++;
        });
      }
      if (y <= end && body[i] && !head[i] && inPolygon(x, y, region)) {
        target++;
        if (alpha[i]! > 128) covered++;
      }
    }
  let area = 0;
  for (const a of alpha) if (a > 128) area++;
  // A dominant colour counts as present when it fills at least 3% of the covered area (every
  // other pixel is sampled); the score is the share of the top colours present.
  const present = found.filter((n) => n >= area * 0.015).length;
  return {
    sizeOk,
    headChange: headN ? headSum / headN : 0,
    backgroundChange: bgN ? bgSum / bgN : 0,
    colourMatch: colours.length ? present / colours.length : 1,
    coverage: target ? covered / target : 0,
  };
}
