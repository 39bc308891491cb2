import { describe, expect, it } from 'vitest';
import { hypot } from '../src/geometry.ts';

describe('hypot', () => {
  it('gives exactly what Math.hypot gives (per-pixel tests against a radius must not move)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 20000; i++) {
      const x = (random() - 0.5) * 2000;
      const y = Math.round((random() - 0.5) * 2000);
      expect(hypot(x, y)).toBe(Math.hypot(x, y));
      expect(hypot(y, x)).toBe(Math.hypot(y, x));
    }
    for (const [x, y] of [[0, 0], [-0, 3], [3, 4], [Infinity, NaN], [NaN, 1], [1e308, 1e308]] as const) expect(hypot(x, y)).toBe(Math.hypot(x, y));
  });
});
