import { describe, expect, it } from 'vitest';
import { evalTps, fitTps } from '../src/tps.ts';

describe('thin-plate spline', () => {
  const src = [
    { x: 10, y: 10 },
    { x: 200, y: 15 },
    { x: 20, y: 300 },
    { x: 210, y: 290 },
    { x: 100, y: 150 },
  ];

  it('passes exactly through its control points', () => {
    const dst = [
      { x: 0, y: 0 },
      { x: 180, y: 5 },
      { x: 30, y: 320 },
      { x: 190, y: 310 },
      { x: 120, y: 140 },
    ];
    const t = fitTps(src, dst);
    src.forEach((p, i) => {
      const q = evalTps(t, p.x, p.y);
      expect(q.x).toBeCloseTo(dst[i]!.x, 6);
      expect(q.y).toBeCloseTo(dst[i]!.y, 6);
    });
  });

  it('reproduces an affine map everywhere', () => {
    const f = (p: { x: number; y: number }) => ({ x: 2 * p.x - 0.5 * p.y + 7, y: 0.3 * p.x + 1.5 * p.y - 4 });
    const t = fitTps(src, src.map(f));
    for (const p of [{ x: 55, y: 77 }, { x: 400, y: -20 }]) {
      expect(evalTps(t, p.x, p.y).x).toBeCloseTo(f(p).x, 4);
      expect(evalTps(t, p.x, p.y).y).toBeCloseTo(f(p).y, 4);
    }
  });

  it('refuses a degenerate (collinear) set', () => {
    expect(() => fitTps([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }], [{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }])).toThrow(/singular/);
  });
});
