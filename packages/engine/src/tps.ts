// Thin-plate spline: the smoothest 2-D map through a set of point pairs. We fit it from
// person-photo points to garment-photo points and use it as an inverse map for sampling.
import type { Point } from './types.ts';

export interface Tps {
  src: Point[];
  /** n weights + 3 affine coefficients, per output axis. */
  wx: Float64Array;
  wy: Float64Array;
}

const kernel = (r2: number) => (r2 === 0 ? 0 : r2 * Math.log(r2));

/** `lambda` > 0 relaxes exact interpolation, which keeps noisy landmarks from folding the map. */
export function fitTps(src: Point[], dst: Point[], lambda = 0): Tps {
  const n = src.length;
  if (n < 3 || dst.length !== n) throw new Error('TPS needs at least 3 point pairs');
  const m = n + 3;
  const A = Array.from({ length: m }, () => new Float64Array(m));
  const bx = new Float64Array(m);
  const by = new Float64Array(m);
  // Normalise distances so lambda means the same thing at any image size.
  const sc = 1 / Math.max(1, ...src.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
  for (let i = 0; i < n; i++) {
    const pi = src[i] as Point;
    const row = A[i] as Float64Array;
    for (let j = 0; j < n; j++) {
      const pj = src[j] as Point;
      row[j] = kernel(((pi.x - pj.x) * sc) ** 2 + ((pi.y - pj.y) * sc) ** 2) + (i === j ? lambda : 0);
    }
    row[n] = 1;
    row[n + 1] = pi.x * sc;
    row[n + 2] = pi.y * sc;
    (A[n] as Float64Array)[i] = 1;
    (A[n + 1] as Float64Array)[i] = pi.x * sc;
    (A[n + 2] as Float64Array)[i] = pi.y * sc;
    bx[i] = (dst[i] as Point).x;
    by[i] = (dst[i] as Point).y;
  }
  const [wx, wy] = solve(A, [bx, by]) as [Float64Array, Float64Array];
  return { src: src.map((p) => ({ x: p.x * sc, y: p.y * sc })), wx: withScale(wx, sc), wy: withScale(wy, sc) };
}

// Keep the scale next to the weights so evaluation can normalise inputs the same way.
function withScale(w: Float64Array, sc: number): Float64Array {
  const out = new Float64Array(w.length + 1);
  out.set(w);
  out[w.length] = sc;
  return out;
}

export function evalTps(t: Tps, x: number, y: number): Point {
  const n = t.src.length;
  const sc = t.wx[n + 3] ?? 1;
  const px = x * sc;
  const py = y * sc;
  let ox = (t.wx[n] ?? 0) + (t.wx[n + 1] ?? 0) * px + (t.wx[n + 2] ?? 0) * py;
  let oy = (t.wy[n] ?? 0) + (t.wy[n + 1] ?? 0) * px + (t.wy[n + 2] ?? 0) * py;
  for (let i = 0; i < n; i++) {
    const s = t.src[i] as Point;
    const u = kernel((px - s.x) ** 2 + (py - s.y) ** 2);
    ox += (t.wx[i] ?? 0) * u;
    oy += (t.wy[i] ?? 0) * u;
  }
  return { x: ox, y: oy };
}

/** Gaussian elimination with partial pivoting, several right-hand sides. */
function solve(A: Float64Array[], bs: Float64Array[]): Float64Array[] {
  // Copies so the caller's arrays are left untouched.
  const m = A.length;
  const M: Float64Array[] = A.map((r) => Float64Array.from(r));
  const B: Float64Array[] = bs.map((b) => Float64Array.from(b));
  for (let c = 0; c < m; c++) {
    let p = c;
    for (let r = c + 1; r < m; r++) if (Math.abs((M[r] as Float64Array)[c] ?? 0) > Math.abs((M[p] as Float64Array)[c] ?? 0)) p = r;
    [M[c], M[p]] = [M[p] as Float64Array, M[c] as Float64Array];
    for (const b of B) [b[c], b[p]] = [b[p] ?? 0, b[c] ?? 0];
    const pr = M[c] as Float64Array;
    const piv = pr[c] ?? 0;
    if (Math.abs(piv) < 1e-12) throw new Error('TPS system is singular (coincident or collinear points)');
    for (let r = c + 1; r < m; r++) {
      const row = M[r] as Float64Array;
      const f = (row[c] ?? 0) / piv;
      if (f === 0) continue;
      for (let k = c; k < m; k++) row[k] = (row[k] ?? 0) - f * (pr[k] ?? 0);
      for (const b of B) b[r] = (b[r] ?? 0) - f * (b[c] ?? 0);
    }
  }
  return B.map((b) => {
    const x = new Float64Array(m);
    for (let r = m - 1; r >= 0; r--) {
      const row = M[r] as Float64Array;
      let s = b[r] ?? 0;
      for (let k = r + 1; k < m; k++) s -= (row[k] ?? 0) * (x[k] ?? 0);
      x[r] = s / (row[r] ?? 1);
    }
    return x;
  });
}
