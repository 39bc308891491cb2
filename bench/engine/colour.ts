// CIE Lab conversion, colour differences (ΔE76 for masks, CIEDE2000 for the fidelity score) and
// a small k-means palette: the colour arithmetic of the engine checks.

export type Lab = [L: number, a: number, b: number];

const LINEAR = new Float64Array(256);
for (let v = 0; v < 256; v++) {
  const c = v / 255;
  LINEAR[v] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);

/** sRGB (0..255) to CIE L*a*b* under D65, written at out[o..o+2]. */
function rgbToLabInto(r: number, g: number, b: number, out: Float32Array | number[], o: number): void {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const B = LINEAR[b]!;
  const x = f((0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047);
  const y = f(0.2126729 * R + 0.7151522 * G + 0.072175 * B);
  const z = f((0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883);
  out[o] = 116 * y - 16;
  out[o + 1] = 500 * (x - y);
  out[o + 2] = 200 * (y - z);
}

export function rgbToLab(r: number, g: number, b: number): Lab {
  const out: number[] = [0, 0, 0];
  rgbToLabInto(r, g, b, out, 0);
  return out as Lab;
}

/** Lab of every pixel of an RGB buffer, as a flat Float32Array (3 per pixel); repeated colours are converted once. */
export function labImage(rgb: Uint8Array): Float32Array {
  const n = rgb.length / 3;
  const out = new Float32Array(n * 3);
  const seen = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const key = (rgb[i * 3]! << 16) | (rgb[i * 3 + 1]! << 8) | rgb[i * 3 + 2]!;
    const j = seen.get(key);
    if (j === undefined) {
      rgbToLabInto(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, out, i * 3);
      seen.set(key, i);
    } else out.copyWithin(i * 3, j * 3, j * 3 + 3);
  }
  return out;
}

/** Lab of `after`, converting only the pixels that differ from `before` (whose Lab is given). */
export function labImageFrom(before: Uint8Array, beforeLab: Float32Array, after: Uint8Array): Float32Array {
  const out = new Float32Array(beforeLab);
  for (let i = 0, n = after.length / 3; i < n; i++) {
    const o = i * 3;
    if (after[o] !== before[o] || after[o + 1] !== before[o + 1] || after[o + 2] !== before[o + 2]) rgbToLabInto(after[o]!, after[o + 1]!, after[o + 2]!, out, o);
  }
  return out;
}

export function labAt(lab: Float32Array, i: number): Lab {
  return [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
}

export function deltaE76(p: ArrayLike<number>, q: ArrayLike<number>): number {
  const a = p[0]! - q[0]!;
  const b = p[1]! - q[1]!;
  const c = p[2]! - q[2]!;
  return Math.sqrt(a * a + b * b + c * c);
}

/** ΔE76 between pixel i of a Lab image and a colour (no allocation). */
export function deltaTo(lab: Float32Array, i: number, q: ArrayLike<number>): number {
  const a = lab[i * 3]! - q[0]!;
  const b = lab[i * 3 + 1]! - q[1]!;
  const c = lab[i * 3 + 2]! - q[2]!;
  return Math.sqrt(a * a + b * b + c * c);
}

/** Whether pixel i of a Lab image is within ΔE76 `de` of one of `colours`. */
export function nearOne(lab: Float32Array, i: number, colours: readonly ArrayLike<number>[], de: number): boolean {
  return colours.some((c) => deltaTo(lab, i, c) < de);
}

/** ΔE76 between pixel i of one Lab image and pixel j of another (no allocation). */
export function pixelDelta(a: Float32Array, i: number, b: Float32Array, j = i): number {
  const x = a[i * 3]! - b[j * 3]!;
  const y = a[i * 3 + 1]! - b[j * 3 + 1]!;
  const z = a[i * 3 + 2]! - b[j * 3 + 2]!;
  return Math.sqrt(x * x + y * y + z * z);
}

const rad = Math.PI / 180;

/** CIEDE2000 (Sharma, Wu, Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(p: Lab, q: Lab): number {
  const [L1, a1, b1] = p;
  const [L2, a2, b2] = q;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cm7 / (Cm7 + 25 ** 7)));
  const a1p = a1 * (1 + G);
  const a2p = a2 * (1 + G);
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lmp = (L1 + L2) / 2;
  const Cmp = (C1p + C2p) / 2;
  let hmp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hmp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
    else hmp = (h1p + h2p) / 2;
  }
  const T = 1 - 0.17 * Math.cos((hmp - 30) * rad) + 0.24 * Math.cos(2 * hmp * rad) + 0.32 * Math.cos((3 * hmp + 6) * rad) - 0.2 * Math.cos((4 * hmp - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hmp - 275) / 25) ** 2));
  const Cmp7 = Cmp ** 7;
  const RC = 2 * Math.sqrt(Cmp7 / (Cmp7 + 25 ** 7));
  const SL = 1 + (0.015 * (Lmp - 50) ** 2) / Math.sqrt(20 + (Lmp - 50) ** 2);
  const SC = 1 + 0.045 * Cmp;
  const SH = 1 + 0.015 * Cmp * T;
  const RT = -Math.sin(2 * dTheta * rad) * RC;
  return Math.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH));
}

/**
 * k-means palette (Lab) of the pixels selected by `pick`, on at most ~4000 samples spread evenly;
 * seeds are the samples farthest from the colours chosen so far (deterministic).
 */
export function palette(lab: Float32Array, indices: ArrayLike<number>, k: number): Lab[] {
  const step = Math.max(1, Math.floor(indices.length / 4000));
  const samples: Lab[] = [];
  for (let j = 0; j < indices.length; j += step) samples.push(labAt(lab, indices[j]!));
  if (!samples.length) return [];
  const centres: Lab[] = [samples[0]!];
  const near = samples.map((s) => deltaE76(s, centres[0]!));
  while (centres.length < k) {
    let best = 0;
    for (let j = 1; j < samples.length; j++) if (near[j]! > near[best]!) best = j;
    if (near[best]! < 2) break;
    centres.push(samples[best]!);
    samples.forEach((s, j) => (near[j] = Math.min(near[j]!, deltaE76(s, centres[centres.length - 1]!))));
  }
  for (let it = 0; it < 8; it++) {
    const sums = new Float64Array(centres.length * 4);
    for (const s of samples) {
      const c = nearest(centres, s) * 4;
      sums[c] = sums[c]! + s[0];
      sums[c + 1] = sums[c + 1]! + s[1];
      sums[c + 2] = sums[c + 2]! + s[2];
      sums[c + 3] = sums[c + 3]! + 1;
    }
    for (let c = 0; c < centres.length; c++) {
      const n = sums[c * 4 + 3]!;
      if (n) centres[c] = [sums[c * 4]! / n, sums[c * 4 + 1]! / n, sums[c * 4 + 2]! / n];
    }
  }
  return centres;
}

export function nearest(centres: readonly Lab[], p: ArrayLike<number>): number {
  let best = 0;
  let bd = Infinity;
  centres.forEach((c, j) => {
    const d = deltaE76(c, p);
    if (d < bd) {
      bd = d;
      best = j;
    }
  });
  return best;
}

/** Mean CIEDE2000 from (up to 3,000 evenly sampled) pixels of a Lab image to their nearest palette colour. */
export function meanPaletteError(lab: Float32Array, idx: ArrayLike<number>, colours: readonly Lab[]): number {
  if (!idx.length || !colours.length) return NaN;
  const step = Math.max(1, Math.floor(idx.length / 3000));
  let sum = 0;
  let n = 0;
  for (let j = 0; j < idx.length; j += step, n++) {
    const c = labAt(lab, idx[j]!);
    sum += deltaE2000(c, colours[nearest(colours, c)]!);
  }
  return sum / n;
}
