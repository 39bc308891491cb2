import { describe, expect, it } from 'vitest';
import { composite } from '../src/composite.ts';

const W = 120;
const H = 100;

function garment(value: number, alpha: number) {
  return { rgb: new Float32Array(W * H * 3).fill(value * alpha), alpha: new Float32Array(W * H).fill(alpha) };
}

describe('composite', () => {
  it('shows the prepared base where there is no garment and the garment where it is opaque', () => {
    const photo = new Uint8Array(W * H * 3).fill(100);
    const base = new Uint8Array(W * H * 3).fill(90);
    const warped = garment(200, 0);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 100; x++) {
      warped.alpha[y * W + x] = 1;
      warped.rgb.fill(200, (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
    warped.alpha[50 * W + 10] = 0.5;
    warped.rgb.fill(100, (50 * W + 10) * 3, (50 * W + 10) * 3 + 3);
    const out = composite({ photo, base, w: W, h: H, warped, body: new Uint8Array(W * H).fill(255), shading: 0.6 });
    const at = (x: number, y: number) => out[(y * W + x) * 3]!;
    expect(at(5, 5)).toBe(90); // base (old garment already replaced)
    expect(at(60, 50)).toBe(200); // garment; a flat photo adds no shading
    expect(at(10, 50)).toBe(145); // half covered: 0.5 * 200 + 0.5 * 90
  });

  it('carries the photo shading onto the garment but not the old print', () => {
    const photo = new Uint8Array(W * H * 3).fill(160);
    // A soft fold across the body at x 40..80, and a sharp stripe print at x 90..110.
    for (let y = 0; y < H; y++) {
      for (let x = 40; x < 80; x++) photo.fill(160 - 50 * Math.sin(((x - 40) / 40) * Math.PI), (y * W + x) * 3, (y * W + x) * 3 + 3);
      for (let x = 90; x < 110; x++) photo.fill(x % 2 ? 30 : 230, (y * W + x) * 3, (y * W + x) * 3 + 3);
    }
    const out = composite({ photo, base: photo.slice(), w: W, h: H, warped: garment(200, 1), body: new Uint8Array(W * H).fill(255), shading: 0.6 });
    const at = (x: number) => out[(50 * W + x) * 3]!;
    expect(at(60)).toBeLessThan(185); // darker in the fold
    expect(at(20)).toBeGreaterThan(190); // flat away from it
    expect(Math.abs(at(100) - at(101))).toBeLessThan(10); // stripes do not ghost through
  });

  it("carries a dark old top's print as folds at most half as deep: its marks are few levels but deep as ratios", () => {
    // A black mesh top (luminance 45) with black lines (15) 4 rows wide every 30, like 01008's barbed
    // wire; a white new garment over it.
    const photo = new Uint8Array(W * H * 3).fill(45);
    for (let y = 0; y < H; y++) if (y % 30 < 4) photo.fill(15, y * W * 3, (y + 1) * W * 3);
    const out = composite({ photo, base: photo.slice(), w: W, h: H, warped: garment(220, 1), body: new Uint8Array(W * H).fill(255), shading: 0.6 });
    const at = (y: number) => out[(y * W + 60) * 3]!;
    // On a line, against halfway between two: 24 levels darker before, 13 now (what is left: the
    // lines darken the broad mean the ground between them is measured against).
    expect(at(45) - at(31)).toBeLessThan(16);
  });

  for (const [what, above, below] of [
    ["a dark top's hem above bare skin", 40, 200],
    ["a white T-shirt's hem above blue trousers", 235, 60],
  ] as const)
    it(`does not print the old garment's outline as a fold: ${what}`, () => {
      // The old top above y 50, what is below it under; the new garment covers both.
      const photo = new Uint8Array(W * H * 3);
      const kinds = new Uint8Array(W * H);
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          photo.fill(y < 50 ? above : below, (y * W + x) * 3, (y * W + x) * 3 + 3);
          kinds[y * W + x] = y < 50 ? 1 : 0;
        }
      const input = { photo, w: W, h: H, warped: garment(180, 1), body: new Uint8Array(W * H).fill(255), shading: 0.45 };
      const step = (out: Uint8Array) => Math.abs(out[(36 * W + 60) * 3]! - out[(64 * W + 60) * 3]!);
      expect(step(composite({ ...input, base: photo.slice(), kinds }))).toBeLessThan(8);
      // Measured across the step as if it were light and shadow, the outline shows.
      expect(step(composite({ ...input, base: photo.slice() }))).toBeGreaterThan(20);
    });

  it("does not draw a soft hem's edge as a line on the skin's side beside it", () => {
    // A dark top above y 50 fading to it over 6 rows (its edge pixels are the top's kind), bare skin below.
    const photo = new Uint8Array(W * H * 3);
    const kinds = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        photo.fill(y < 44 ? 40 : y < 50 ? 40 + ((y - 43) * 160) / 7 : 200, (y * W + x) * 3, (y * W + x) * 3 + 3);
        kinds[y * W + x] = y < 50 ? 1 : 0;
      }
    const out = composite({ photo, base: photo.slice(), w: W, h: H, warped: garment(180, 1), body: new Uint8Array(W * H).fill(255), kinds, shading: 0.45 });
    // Measured with the dark rows, the skin beside them read as a shadow: a dark line along the old hem.
    for (let y = 50; y <= 54; y++) expect(Math.abs(out[(y * W + 60) * 3]! - 180), `row ${y}`).toBeLessThan(4);
  });

  it("lends a garment no shading from bare skin: a leg's round light is not the trousers'", () => {
    // Two bare legs (skin, kind 0) from y 50 down, each lit in its middle and dark at its edges, on a
    // backdrop; above y 50 the old top. The new garment covers it all.
    const photo = new Uint8Array(W * H * 3).fill(200);
    const kinds = new Uint8Array(W * H).fill(1);
    const body = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (const x0 of [20, 70])
        for (let x = x0; x < x0 + 30; x++) {
          if (y >= 50) photo.fill(110 + 80 * Math.sin(((x - x0) / 30) * Math.PI), (y * W + x) * 3, (y * W + x) * 3 + 3);
          if (y >= 50) kinds[y * W + x] = 0;
          body[y * W + x] = 255;
        }
    const input = { photo, w: W, h: H, warped: garment(180, 1), body, shading: 0.45 };
    const across = (out: Uint8Array) => [21, 35, 48].map((x) => out[(75 * W + x) * 3]!);
    const flat = across(composite({ ...input, base: photo.slice(), kinds }));
    expect(Math.max(...flat) - Math.min(...flat)).toBeLessThan(3);
    // Taken for clothes (the legs another kind than skin), their light shows on the garment.
    const shaded = across(composite({ ...input, base: photo.slice(), kinds: kinds.map((k) => (k === 0 ? 2 : k)) }));
    expect(shaded[1]! - Math.min(shaded[0]!, shaded[2]!)).toBeGreaterThan(8);
  });
});
