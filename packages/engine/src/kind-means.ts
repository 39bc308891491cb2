// The mean of a map over a square about a pixel, of the pixels of that pixel's own kind only (the
// composite's shading: skin against skin, the old top against the old top). Read from summed-area
// tables of each kind's pixel count and sum, built once: a mean at any radius is then four corners
// of two tables, and only where it is wanted (under the garment). The composite's two radii over
// four kinds, as separable blurs of each kind's map, cost a generation about 40 ms.
import { borrowInts, giveBack } from './scratch.ts';

/**
 * The mean over a square about a pixel of the pixels of its kind (kindMeans). A class, not an object
 * of closures: its one `at` is the same function in every generation, so the composite's loop keeps
 * it optimized and inlined (a closure made per generation ran slow again in each one until the
 * compiler caught up with it).
 */
export class KindMeans {
  private readonly t: Int32Array;
  private readonly kind: Uint8Array | undefined;
  private readonly w: number;
  private readonly tw: number;
  private readonly stride: number;
  private readonly maxR: number;

  constructor(t: Int32Array, kind: Uint8Array | undefined, w: number, tw: number, stride: number, maxR: number) {
    this.t = t;
    this.kind = kind;
    this.w = w;
    this.tw = tw;
    this.stride = stride;
    this.maxR = maxR;
  }

  /**
   * The mean over the (2r + 1)² square about pixel (x, y) (r at most the radius the tables were
   * built for) of the pixels of its kind; past the map's edges its edge pixels repeat, as boxBlur's
   * do. (By x and y, not the pixel's index: a division per pixel cost the composite about 3 ms.)
   */
  at(x: number, y: number, r: number): number {
    const { t, w, tw, stride, maxR } = this;
    const k = this.kind ? 2 * this.kind[y * w + x]! : 0;
    // The square's corners in the table (padded by maxR, after the empty row and column).
    const top = (y + maxR - r) * tw;
    const bottom = (y + maxR + r + 1) * tw;
    const left = x + maxR - r;
    const right = x + maxR + r + 1;
    const a = (top + left) * stride + k;
    const b = (top + right) * stride + k;
    const c = (bottom + left) * stride + k;
    const d = (bottom + right) * stride + k;
    // The pixel itself is of its kind: the count is at least 1.
    const sum = (t[d + 1]! - t[b + 1]! - t[c + 1]! + t[a + 1]!) | 0;
    const count = (t[d]! - t[b]! - t[c]! + t[a]!) | 0;
    return sum / STEPS / count;
  }

  /** Gives the tables back (scratch.ts). */
  done(): void {
    giveBack(this.t);
  }
}

/**
 * The map's values are summed in whole 1/STEPS (a mean is off by less than 1/(2 STEPS)), in 32-bit
 * integers: a table's corners may wrap around, but a square's sum (corners added and taken away,
 * wrapped the same way) is exact while it is below 2^31, as any is (255 STEPS per pixel).
 */
const STEPS = 16;

/** Tables of `map` (w x h, values 0..255) by `kind` (0, 1, 2... per pixel; all one kind where absent), for radii up to `maxR`. */
export function kindMeans(map: Float32Array, kind: Uint8Array | undefined, w: number, h: number, maxR: number): KindMeans {
  let kinds = 1;
  if (kind) for (let j = 0; j < w * h; j++) if (kind[j]! >= kinds) kinds = kind[j]! + 1;
  // The map padded by maxR on each side; row and column 0 of the table are the empty prefix.
  const tw = w + 2 * maxR + 1;
  const th = h + 2 * maxR + 1;
  // Per table cell: the count and the sum of each kind.
  const stride = 2 * kinds;
  const t = borrowInts(tw * th * stride);
  const row = new Int32Array(stride);
  for (let py = 1; py < th; py++) {
    const sy = Math.min(h - 1, Math.max(0, py - 1 - maxR));
    row.fill(0);
    for (let px = 1; px < tw; px++) {
      const s = sy * w + Math.min(w - 1, Math.max(0, px - 1 - maxR));
      const k = kind ? 2 * kind[s]! : 0;
      row[k]! += 1;
      row[k + 1]! += Math.round(map[s]! * STEPS);
      const c = (py * tw + px) * stride;
      const up = c - tw * stride;
      for (let q = 0; q < stride; q++) t[c + q] = t[up + q]! + row[q]!;
    }
  }
  return new KindMeans(t, kind, w, tw, stride, maxR);
}
