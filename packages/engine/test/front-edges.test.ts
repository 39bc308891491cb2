import { describe, expect, it } from 'vitest';
import { readBlend, relayFrontEdges } from '../src/front-edges.ts';

const SKIN = [190, 130, 110];
const DENIM = [70, 95, 130];
const DRESS = [110, 180, 235];
const mix = (a: number, s = 1) => SKIN.map((f, c) => Math.round(s * (a * f + (1 - a) * DENIM[c]!)));

describe('readBlend', () => {
  it('reads a blend of the two colours, and the shade of a crease between them', () => {
    const half = readBlend(mix(0.5), SKIN, DENIM)!;
    expect(half.a).toBeCloseTo(0.5, 1);
    expect(half.s).toBeCloseTo(1, 1);
    const crease = readBlend(mix(0.3, 0.6), SKIN, DENIM)!;
    expect(crease.a).toBeCloseTo(0.3, 1);
    expect(crease.s).toBeCloseTo(0.6, 1);
  });

  it('reads nothing of a third colour or of two colours too near, and no shade of two colours of one hue', () => {
    expect(readBlend([40, 200, 40], SKIN, DENIM)).toBeUndefined();
    expect(readBlend([80, 100, 130], [90, 110, 140], DENIM)).toBeUndefined();
    // A brown hand on dark brown: its shade is no blend with the darker colour.
    const brown = [150, 100, 60];
    const dark = brown.map((v) => v * 0.4);
    expect(readBlend(brown.map((v) => v * 0.5), brown, dark)?.s).toBe(1);
  });
});

describe('relayFrontEdges', () => {
  // A hand (x < 20) on old denim (x >= 20), its edge at x 20-21 blended into the denim (photo); the new
  // dress laid over the denim from x 22 on (out), the hand and its edge kept.
  const W = 40;
  const H = 30;
  const scene = () => {
    const under = new Uint8Array(W * H * 3);
    const out = new Uint8Array(W * H * 3);
    const alpha = new Float32Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        const photo = x < 20 ? SKIN : x === 20 ? mix(0.6) : x === 21 ? mix(0.2, 0.7) : DENIM;
        under.set(photo, i * 3);
        if (x >= 22) alpha[i] = 1;
        out.set(x >= 22 ? DRESS : photo, i * 3);
      }
    return { under, out, alpha, w: W, h: H };
  };
  const at = (rgb: Uint8Array, x: number) => [...rgb.subarray((15 * W + x) * 3, (15 * W + x) * 3 + 3)];

  it("lays the hand's edge over the new garment: no rim of the old clothes", () => {
    const s = scene();
    relayFrontEdges(s);
    // 60% hand over 40% dress; the crease 20% hand over 80% dress, in its shade (to a level: the
    // photo's blends are whole numbers, read back by a least-squares fit).
    const near = (got: number[], want: number[]) => got.forEach((v, c) => expect(Math.abs(v - want[c]!)).toBeLessThanOrEqual(1));
    near(at(s.out, 20), SKIN.map((f, c) => 0.6 * f + 0.4 * DRESS[c]!));
    near(at(s.out, 21), SKIN.map((f, c) => 0.7 * (0.2 * f + 0.8 * DRESS[c]!)));
  });

  it("lays the edge over paint without the old clothes' shade, when told", () => {
    const s = scene();
    relayFrontEdges({ ...s, unshaded: true });
    // The crease (20% hand in a 0.7 shade) comes out 20% hand over 80% of what is laid, unshaded.
    at(s.out, 21).forEach((v, c) => expect(Math.abs(v - (0.2 * SKIN[c]! + 0.8 * DRESS[c]!))).toBeLessThanOrEqual(1));
    at(s.out, 20).forEach((v, c) => expect(Math.abs(v - (0.6 * SKIN[c]! + 0.4 * DRESS[c]!))).toBeLessThanOrEqual(1));
  });

  it('keeps the hand itself, the garment, and what the engine filled', () => {
    const s = scene();
    // A filled pixel (the old clothes painted over) differs from what lay under the garment.
    const filled = (10 * W + 21) * 3;
    s.out.set([200, 200, 200], filled);
    relayFrontEdges(s);
    expect(at(s.out, 19)).toEqual(SKIN);
    expect(at(s.out, 10)).toEqual(SKIN);
    expect(at(s.out, 25)).toEqual(DRESS);
    expect([...s.out.subarray(filled, filled + 3)]).toEqual([200, 200, 200]);
  });
});
