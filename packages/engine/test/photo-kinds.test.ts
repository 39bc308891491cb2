import { describe, expect, it } from 'vitest';
import { composite } from '../src/composite.ts';
import { photoKinds, printMask, printSplit } from '../src/photo-kinds.ts';

/** A luminance histogram: `share` of the pixels at `dark`, the rest at `light`. */
function twoTones(dark: number, light: number, share: number) {
  const hist = new Float64Array(256);
  hist[dark] = 1000 * share;
  hist[light] = 1000 * (1 - share);
  return hist;
}

describe('printSplit', () => {
  it('parts black print from a white ground', () => {
    const t = printSplit(twoTones(30, 235, 0.2))!;
    expect(t).toBeGreaterThan(30);
    expect(t).toBeLessThanOrEqual(235);
  });

  for (const [what, dark, light, share] of [
    ["a white T-shirt's shaded side", 150, 235, 0.4],
    ["a navy top's shadows", 20, 60, 0.3],
    ['a few dark seams', 30, 235, 0.01],
  ] as const)
    it(`keeps ${what} one kind`, () => expect(printSplit(twoTones(dark, light, share))).toBeUndefined());

  it('is undefined for no pixels', () => expect(printSplit(new Float64Array(256))).toBeUndefined());
});

describe('photoKinds', () => {
  const W = 120;
  const H = 100;
  // An old white top (the whole photo, above its end at row 90) with a large black letter on it at
  // x 40..80, y 30..60: wider than the busy test's reach, so its inside is calm.
  const photo = new Uint8Array(W * H * 3).fill(235);
  for (let y = 30; y < 60; y++) for (let x = 40; x < 80; x++) photo.fill(30, (y * W + x) * 3, (y * W + x) * 3 + 3);
  const none = new Uint8Array(W * H);
  const body = new Uint8Array(W * H).fill(255);

  it("gives the old top's print a kind of its own, bare skin 0, and what is below the top's end 2", () => {
    const skin = new Uint8Array(W * H);
    skin.fill(255, 95 * W);
    const kinds = photoKinds(photo, { skin, body, head: none }, printMask(photo, { skin, head: none, body }, 90, W, H), 90, W, H, 100);
    expect([kinds[10 * W + 10], kinds[45 * W + 60], kinds[92 * W + 10], kinds[97 * W + 10]]).toEqual([1, 3, 2, 0]);
  });

  it("tells the old top from the bottom by colour near the top's end, along a slanting hem, not by its row", () => {
    // A grey top (luma 110) over black trousers (20), the hem slanting from row 40 at x 0 to row 60
    // at x 119; the top's end read at row 50.
    const two = new Uint8Array(W * H * 3);
    const hem = (x: number) => 40 + x / 6;
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) two.fill(y < hem(x) ? 110 : 20, (y * W + x) * 3, (y * W + x) * 3 + 3);
    const kinds = photoKinds(two, { skin: none, body, head: none }, none, 50, W, H, 100);
    // Below row 50 at the right, the top; above it at the left, the trousers; far from the hem, by row.
    expect([kinds[55 * W + 110], kinds[45 * W + 5], kinds[20 * W + 60], kinds[80 * W + 60]]).toEqual([1, 2, 1, 2]);
  });

  it('keeps the print from showing through the new garment as a ghost', () => {
    const warped = { rgb: new Float32Array(W * H * 3).fill(180), alpha: new Float32Array(W * H).fill(1) };
    const input = { photo, w: W, h: H, warped, body, shading: 0.45 };
    const ghost = (out: Uint8Array) => Math.abs(out[(45 * W + 60) * 3]! - out[(45 * W + 10) * 3]!);
    const kinds = photoKinds(photo, { skin: none, body, head: none }, printMask(photo, { skin: none, head: none, body }, H, W, H), H, W, H, 100);
    expect(ghost(composite({ ...input, base: photo.slice(), kinds }))).toBeLessThan(8);
    // Measured against the white around it as if it were shadow, the letter shows.
    const oneKind = new Uint8Array(W * H).fill(1);
    expect(ghost(composite({ ...input, base: photo.slice(), kinds: oneKind }))).toBeGreaterThan(20);
  });
});
