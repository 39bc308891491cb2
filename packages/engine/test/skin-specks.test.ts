import { describe, expect, it } from 'vitest';
import { dropSkinSpecks } from '../src/skin-specks.ts';

const [w, h, sw] = [200, 200, 100];

/** A 0/255 mask with the given boxes (x0, y0, x1, y1, inclusive) set. */
function maskWith(...boxes: (readonly [number, number, number, number])[]): Uint8Array {
  const m = new Uint8Array(w * h);
  for (const [x0, y0, x1, y1] of boxes) for (let y = y0; y <= y1; y++) m.fill(255, y * w + x0, y * w + x1 + 1);
  return m;
}

const setIn = (m: Uint8Array, x: number, y: number) => m[y * w + x] === 255;

describe('specks of a print taken for skin (skin-specks.ts dropSkinSpecks)', () => {
  it('drops a speck far from any larger patch of skin, and keeps the patch', () => {
    // An arm (30 x 80) and a 5 x 5 speck 60 px from it (SPECK: parts under 8 x 8 at this shoulder width).
    const skin = maskWith([10, 10, 39, 89], [110, 150, 114, 154]);
    dropSkinSpecks(skin, w, h, sw, maskWith());
    expect(setIn(skin, 20, 50)).toBe(true);
    expect(setIn(skin, 112, 152)).toBe(false);
  });

  it('keeps a speck near a larger patch (a shaded crease parting it from its arm) and a patch as large as a toe', () => {
    // A speck 3 px from the arm (NEAR: 4 px here), and a 9 x 9 patch on its own.
    const skin = maskWith([10, 10, 39, 89], [43, 50, 46, 53], [150, 20, 158, 28]);
    dropSkinSpecks(skin, w, h, sw, maskWith());
    expect(setIn(skin, 44, 51)).toBe(true);
    expect(setIn(skin, 154, 24)).toBe(true);
  });

  it("keeps a speck with a pixel where specks are a hand's, a held thing's or a shoe's", () => {
    const skin = maskWith([10, 10, 39, 89], [110, 150, 114, 154]);
    dropSkinSpecks(skin, w, h, sw, maskWith([100, 140, 112, 199]));
    expect(setIn(skin, 114, 154)).toBe(true);
  });
});
