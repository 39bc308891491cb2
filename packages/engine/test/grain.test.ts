import { describe, expect, it } from 'vitest';
import { addGrain, grainOf } from '../src/grain.ts';

describe("the photo's grain on painted skin", () => {
  const w = 120;
  const h = 60;
  const box = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  /** Skin on the left half with noise of spread `sigma` (a fixed sequence), flat paint on the right half. */
  const scene = (sigma: number) => {
    const rgb = new Uint8Array(w * h * 3);
    const known = new Uint8Array(w * h);
    const painted = new Uint8Array(w * h);
    let s = 7;
    const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const n = x < w / 2 ? (next() + next() + next() + next() - 2) * Math.sqrt(3) * sigma : 0;
        rgb.set([200 + n, 150 + n, 120 + n].map(Math.round), i * 3);
        (x < w / 2 ? known : painted)[i] = 255;
      }
    return { rgb, known, painted };
  };

  it("measures the skin's grain and gives the paint the same, the paint's mean tone kept", () => {
    const { rgb, known, painted } = scene(4);
    const sigma = grainOf(rgb, known, box, w);
    expect(sigma).toBeGreaterThan(3);
    expect(sigma).toBeLessThan(5);
    expect(grainOf(rgb, painted, box, w)).toBe(0);
    addGrain(rgb, painted, box, w, sigma);
    const measured = grainOf(rgb, painted, box, w);
    expect(measured).toBeGreaterThan(0.75 * sigma);
    expect(measured).toBeLessThan(1.25 * sigma);
    let sum = 0;
    let n = 0;
    for (let i = 0; i < w * h; i++)
      if (painted[i]) {
        sum += rgb[i * 3]!;
        n++;
      }
    expect(Math.abs(sum / n - 200)).toBeLessThan(0.5);
    // Nothing else changes.
    expect(grainOf(rgb, known, box, w)).toBe(sigma);
  });

  it('adds none where the skin learnt from is smooth, or too little of it to measure', () => {
    const { rgb, known } = scene(0);
    expect(grainOf(rgb, known, box, w)).toBe(0);
    expect(grainOf(rgb, new Uint8Array(w * h).fill(255, 0, 40), box, w)).toBe(0);
  });
});
