import { describe, expect, it } from 'vitest';
import { matte } from '../src/matting.ts';
import type { BackgroundPlane } from '../src/types.ts';

describe('soft matting against a known background', () => {
  it('recovers coverage and the garment colour at a mixed edge pixel', () => {
    const w = 40;
    const h = 20;
    const data = new Uint8Array(w * h * 3).fill(255);
    const mask = new Uint8Array(w * h);
    // Red garment at x < 20; column 20 is a 40/60 mix of red and the white background.
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < 20; x++) {
        data.set([200, 30, 30], (y * w + x) * 3);
        mask[y * w + x] = 255;
      }
      data.set([0.4 * 200 + 0.6 * 255, 0.4 * 30 + 0.6 * 255, 0.4 * 30 + 0.6 * 255].map(Math.round), (y * w + 20) * 3);
    }
    const white: BackgroundPlane = [[255, 0, 0], [255, 0, 0], [255, 0, 0]];
    const m = matte({ width: w, height: h, data }, mask, white);
    const i = 10 * w + 20;
    expect(m.alpha[i]).toBeCloseTo(0.4, 1);
    // Decontaminated: red, not pink.
    expect(m.rgb[i * 3]).toBeGreaterThan(180);
    expect(m.rgb[i * 3 + 1]).toBeLessThan(60);
    expect(m.alpha[10 * w + 10]).toBe(1);
    expect(m.alpha[10 * w + 30]).toBe(0);
  });
});
