import { describe, expect, it } from 'vitest';
import { closeProfile, componentBoxes, featherMask, fillPinholes, labelComponents, medianRgb, morph, morphRows, nthSmallest } from '../src/image.ts';

/** morph by definition: 255 where any (grow) or every (shrink) pixel of the square within |r|, inside the image, is set. */
function bySquare(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const k = Math.abs(r);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let any = false;
      let all = true;
      for (let v = Math.max(0, y - k); v <= Math.min(h - 1, y + k); v++)
        for (let u = Math.max(0, x - k); u <= Math.min(w - 1, x + k); u++) {
          if (mask[v * w + u]) any = true;
          else all = false;
        }
      if (r > 0 ? any : all) out[y * w + x] = 255;
    }
  return out;
}

describe('morph', () => {
  it('grows and shrinks a mask by a square, also at the image edges, on one-pixel-wide images, past empty rows and with set pixels not 255', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (const [w, h] of [[23, 17], [1, 12], [9, 1], [40, 31], [70, 60]] as const)
      for (const fill of [0.002, 0.05, 0.5, 0.95, 1])
        for (const emptyRows of [0, 0.4]) {
          const mask = new Uint8Array(w * h);
          // (A set pixel is any not 0: some are 1, so no word of four of them is all 255.)
          for (let i = 0; i < mask.length; i++) mask[i] = random() < fill ? (i % 5 ? 255 : 1) : 0;
          // Rows with nothing set (a hand's mask is mostly such rows: the passes skip them).
          for (let y = 0; y < h; y++) if (random() < emptyRows) mask.fill(0, y * w, (y + 1) * w);
          for (const r of [-14, -10, -4, -1, 1, 2, 3, 4, 10, 14]) expect(morph(mask, w, h, r)).toEqual(bySquare(mask, w, h, r));
        }
  });

  it('gives the same rows worked out from a band of rows only, and nothing on the others', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const [w, h] = [30, 40];
    // Sparse for growing, dense for shrinking: a row left out of the band then changes the result.
    for (const [fill, radii] of [[0.03, [1, 2, 4]], [0.97, [-1, -3]]] as const)
      for (const r of radii)
        for (const [y0, y1] of [[10, 20], [-2, 5], [33, 45], [0, h - 1], [12, 12]] as const) {
          const mask = Uint8Array.from({ length: w * h }, () => (random() < fill ? 255 : 0));
          const whole = bySquare(mask, w, h, r);
          const rows = morphRows(mask, w, h, r, y0, y1);
          for (let y = 0; y < h; y++)
            expect([...rows.subarray(y * w, (y + 1) * w)], `r ${r} rows ${y0}-${y1}, row ${y}`).toEqual(y >= y0 && y <= y1 ? [...whole.subarray(y * w, (y + 1) * w)] : new Array(w).fill(0));
        }
  });
});

describe('medianRgb', () => {
  it('takes the (n >> 1)-th smallest value of each channel, as a sort would', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
    const photo = Uint8Array.from({ length: 300 * 3 }, rand);
    for (const n of [1, 2, 5, 64, 299]) {
      const pixels = Array.from({ length: n }, (_, j) => (j * 37) % 300);
      const bySort = [0, 1, 2].map((c) => pixels.map((p) => photo[p * 3 + c]!).sort((a, b) => a - b)[n >> 1]);
      expect(medianRgb(photo, pixels)).toEqual(bySort);
    }
  });
});

describe('nthSmallest', () => {
  it('gives the k-th smallest value as a sort would, with repeated values and at either end', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const n of [1, 2, 3, 10, 101, 5000])
      for (const spread of [3, 1000]) {
        const v = Float64Array.from({ length: n }, () => Math.floor(rand() * spread) / 7);
        const sorted = v.slice().sort();
        for (const k of [0, n >> 1, n - 1, Math.floor(rand() * n)]) expect(nthSmallest(v.slice(), k)).toBe(sorted[k]);
      }
  });
});

describe('featherMask', () => {
  it("makes a mask's edge a ramp within the box, whole far from it, and nothing outside the box changed", () => {
    // 40 x 10, on from column 20; the box columns 5..34.
    const [w, h] = [40, 10];
    const mask = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) for (let x = 20; x < w; x++) mask[y * w + x] = 255;
    featherMask(mask, w, { x0: 5, y0: 0, x1: 34, y1: 9 }, 3);
    const row = [...mask.subarray(5 * w, 6 * w)];
    expect(row[12]).toBe(0);
    expect(row[28]).toBe(255);
    expect(row[19]! > 64 && row[19]! < 128).toBe(true);
    expect(row[20]! > 128 && row[20]! < 192).toBe(true);
    for (let x = 16; x < 24; x++) expect(row[x + 1]!).toBeGreaterThan(row[x]!);
    expect(row[36]).toBe(255);
    expect(row[2]).toBe(0);
  });
});

describe('closeProfile', () => {
  it('fills dips narrower than the window, keeps wider ones, and leaves each stretch ends and the NaNs between them', () => {
    const v = Float64Array.from([NaN, 5, 5, 5, 1, 5, 5, 5, 1, 1, 1, 1, 1, 1, 5, 5, 5, NaN, 2, 9]);
    expect(Array.from(closeProfile(v, 2))).toEqual([NaN, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 5, 5, 5, NaN, 2, 9]);
  });
});

describe('labelComponents', () => {
  it('parts pixels touching at a corner, and with `corners` joins them', () => {
    // A diagonal line of three pixels, (0,1) beside the first two, and a pixel on the right edge, at
    // the row's end (not a corner neighbour of (0,1) across it).
    const [w, h] = [5, 4];
    const mask = new Uint8Array(w * h);
    for (const [x, y] of [[0, 0], [1, 1], [2, 2], [4, 0], [0, 1]] as const) mask[y * w + x] = 255;
    const four = labelComponents(mask, w, h);
    expect(four.count).toBe(3); // (0,0), (0,1), (1,1) one part; (2,2) and (4,0) alone
    const eight = labelComponents(mask, w, h, true);
    expect(eight.count).toBe(2);
    expect(Array.from(eight.size).slice(1)).toEqual([4, 1]);
  });
});

describe('componentBoxes', () => {
  it("boxes each labelled part, within a region when given", () => {
    // Two parts: an L (columns 0-2, rows 0-2) and a bar (columns 4-5, row 3).
    const [w, h] = [6, 4];
    const mask = new Uint8Array(w * h);
    for (const [x, y] of [[0, 0], [0, 1], [0, 2], [1, 2], [2, 2], [4, 3], [5, 3]] as const) mask[y * w + x] = 255;
    const { label, count } = labelComponents(mask, w, h);
    expect(componentBoxes(label, count, w, h).slice(1)).toEqual([
      { x0: 0, y0: 0, x1: 2, y1: 2 },
      { x0: 4, y0: 3, x1: 5, y1: 3 },
    ]);
    // Read in columns 1-5, rows 2-3 only: the L's foot, the bar whole.
    expect(componentBoxes(label, count, w, h, { x0: 1, y0: 2, x1: 5, y1: 3 }).slice(1)).toEqual([
      { x0: 1, y0: 2, x1: 2, y1: 2 },
      { x0: 4, y0: 3, x1: 5, y1: 3 },
    ]);
  });
});

describe('fillPinholes', () => {
  // A 7 x 7 mask set everywhere but a single pixel at (2, 2), a pair at (4, 4) and (5, 4), and
  // the single pixel (2, 5), which `may` refuses.
  const scene = () => {
    const mask = new Uint8Array(49).fill(255);
    for (const [x, y] of [[2, 2], [4, 4], [5, 4], [2, 5]] as const) mask[y * 7 + x] = 0;
    return mask;
  };
  it('sets a single pixel left out, not two side by side, nor one `may` refuses', () => {
    const mask = scene();
    fillPinholes(mask, 7, 7, 0, 6, (i) => i !== 5 * 7 + 2);
    expect([mask[2 * 7 + 2], mask[4 * 7 + 4], mask[4 * 7 + 5], mask[5 * 7 + 2]]).toEqual([255, 0, 0, 0]);
  });
  it('looks at rows y0..y1 only', () => {
    const mask = scene();
    fillPinholes(mask, 7, 7, 3, 6, () => true);
    expect([mask[2 * 7 + 2], mask[5 * 7 + 2]]).toEqual([0, 255]);
  });
});
