import { describe, expect, it } from 'vitest';
import { composite } from '../src/composite.ts';
import { warpGarment } from '../src/warp.ts';
import { fitTps } from '../src/tps.ts';

const W = 120;
const H = 100;

function grey(v: number): Uint8Array {
  return new Uint8Array(W * H * 3).fill(v);
}

describe('warp and composite', () => {
  it('places a garment square where the TPS says and scales it', () => {
    // Garment image 60x60, red square 20..40; person points are the garment points doubled + 10.
    const g = new Uint8Array(60 * 60 * 3);
    const gm = new Uint8Array(60 * 60);
    for (let y = 20; y < 40; y++)
      for (let x = 20; x < 40; x++) {
        g.set([255, 0, 0], (y * 60 + x) * 3);
        gm[y * 60 + x] = 255;
      }
    const gpts = [{ x: 0, y: 0 }, { x: 60, y: 0 }, { x: 0, y: 60 }, { x: 60, y: 60 }];
    const ppts = gpts.map((p) => ({ x: p.x * 2 + 10, y: p.y * 1.5 + 5 }));
    const warped = warpGarment(fitTps(ppts, gpts), { width: 60, height: 60, data: g }, gm, W, H);
    // Square maps to x 50..90, y 35..65.
    expect(warped.alpha[50 * W + 70]).toBeCloseTo(1, 5);
    expect(warped.rgb[(50 * W + 70) * 3]).toBe(255);
    expect(warped.alpha[50 * W + 45]).toBe(0);
    expect(warped.alpha[70 * W + 70]).toBe(0);
  });

  it('keeps protected and disallowed pixels untouched and feathers the edge', () => {
    const person = grey(100);
    const warped = { rgb: new Uint8Array(W * H * 3).fill(200), alpha: new Float32Array(W * H).fill(1) };
    const allowed = new Uint8Array(W * H);
    const front = new Uint8Array(W * H);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 100; x++) allowed[y * W + x] = 255;
    for (let y = 40; y < 60; y++) for (let x = 50; x < 60; x++) front[y * W + x] = 255;
    const out = composite({ person, w: W, h: H, warped, allowed, front, feather: 2, shading: 0.6 });
    const at = (x: number, y: number) => out.rgb[(y * W + x) * 3]!;
    expect(at(5, 5)).toBe(100); // outside allowed
    expect(at(55, 50)).toBe(100); // protected (hand / face)
    expect(at(30, 50)).toBe(200); // garment, flat photo => no shading change
    const edge = at(20, 50);
    expect(edge).toBeGreaterThan(100);
    expect(edge).toBeLessThan(200);
  });

  it('carries the photo shading onto the garment', () => {
    const person = grey(160);
    // A fold: a soft valley in the light across the body.
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) person.fill(Math.round(160 - 60 * Math.exp(-(((x - 62) / 6) ** 2))), (y * W + x) * 3, (y * W + x) * 3 + 3);
    const warped = { rgb: new Uint8Array(W * H * 3).fill(200), alpha: new Float32Array(W * H).fill(1) };
    const all = new Uint8Array(W * H).fill(255);
    const out = composite({ person, w: W, h: H, warped, allowed: all, front: new Uint8Array(W * H), feather: 1, shading: 0.6 });
    expect(out.rgb[(50 * W + 62) * 3]!).toBeLessThan(185);
    expect(out.rgb[(50 * W + 20) * 3]!).toBeGreaterThan(190);
  });

  it("does not let the old garment's print show through the new one", () => {
    const person = grey(160);
    // A sharp-edged print (8 px checks) on the clothes the person wears now.
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (((x >> 3) + (y >> 3)) % 2) person.fill(60, (y * W + x) * 3, (y * W + x) * 3 + 3);
    const warped = { rgb: new Uint8Array(W * H * 3).fill(200), alpha: new Float32Array(W * H).fill(1) };
    const all = new Uint8Array(W * H).fill(255);
    const out = composite({ person, w: W, h: H, warped, allowed: all, front: new Uint8Array(W * H), feather: 1, shading: 0.6 });
    for (const [x, y] of [[28, 44], [36, 44], [60, 60], [68, 60]] as const) {
      expect(Math.abs(out.rgb[(y * W + x) * 3]! - 200)).toBeLessThan(10);
    }
  });
});
