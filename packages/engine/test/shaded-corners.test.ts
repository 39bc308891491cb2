import { describe, expect, it } from 'vitest';
import { withoutShadedCorners } from '../src/shaded-corners.ts';
import type { BackgroundPlane } from '../src/types.ts';

const [w, h] = [200, 200];
/** A white backdrop, flat. */
const plane: BackgroundPlane = [
  [255, 0, 0],
  [255, 0, 0],
  [255, 0, 0],
];

/**
 * A T-shirt of `fabric` on the white backdrop, its mask as garmentMask leaves it: the body x 60..139,
 * y 60..189, the sleeves out to x 30..169 on y 60..99; under the image-left sleeve, beside the body
 * (x 52..59, y 100..107), a wedge of the backdrop in its shade (210 grey) that the mask holds.
 */
function tshirt(fabric: readonly number[] = [10, 140, 120]) {
  const data = new Uint8Array(w * h * 3).fill(255);
  const mask = new Uint8Array(w * h);
  const paint = (x0: number, y0: number, x1: number, y1: number, colour: readonly number[], inMask = true) => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        data.set(colour, (y * w + x) * 3);
        mask[y * w + x] = inMask ? 255 : 0;
      }
  };
  paint(60, 60, 139, 189, fabric);
  paint(30, 60, 169, 99, fabric);
  paint(52, 100, 59, 107, [210, 210, 210]);
  const at = (x: number, y: number) => mask[y * w + x];
  return { img: { width: w, height: h, data }, mask, paint, at };
}

describe('the backdrop in the shade of a corner of the outline (withoutShadedCorners)', () => {
  it("is cut from a coloured garment's mask under a sleeve, beside the body, and nothing else", () => {
    const { img, mask, at } = tshirt();
    const out = withoutShadedCorners(img, mask, plane)!;
    expect(out).toBeDefined();
    const cut = (x: number, y: number) => !out[y * w + x] && !!at(x, y);
    expect(cut(55, 105)).toBe(true);
    expect(cut(52, 107)).toBe(true);
    let removed = 0;
    for (let i = 0; i < w * h; i++) if (mask[i] && !out[i]) removed++;
    expect(removed).toBe(8 * 8);
  });

  it('is cut where the thin rim of shade down the body\'s side joins it, and the rim is left', () => {
    const { img, mask, paint } = tshirt();
    paint(60, 100, 61, 189, [210, 210, 210]);
    const out = withoutShadedCorners(img, mask, plane)!;
    expect(out).toBeDefined();
    expect(out[105 * w + 55]).toBe(0);
    expect(out[150 * w + 60]).toBe(255);
  });

  it('is cut where its shade goes on into the fabric through a neck the opening parts: its own shade is no print around it', () => {
    const { img, mask, paint } = tshirt();
    paint(60, 103, 62, 104, [210, 210, 210]);
    paint(63, 101, 69, 107, [210, 210, 210]);
    const out = withoutShadedCorners(img, mask, plane)!;
    expect(out).toBeDefined();
    expect(out[105 * w + 55]).toBe(0);
  });

  it("is not looked for on a garment of the backdrop's shades (a white or grey one, its folds such shades; one striped with them)", () => {
    expect(withoutShadedCorners(tshirt([225, 225, 225]).img, tshirt([225, 225, 225]).mask, plane)).toBeUndefined();
    // Stripes of the shade's grey across the body, 3 px wide every 6 rows (each too thin for a
    // corner, and far from the wedge): about a fifth of the mask's inside.
    const { img, mask, paint } = tshirt();
    for (let y = 130; y <= 186; y += 6) paint(60, y, 139, y + 2, [215, 215, 215]);
    expect(withoutShadedCorners(img, mask, plane)).toBeUndefined();
  });

  it('is not a pale print of the garment where it meets the outline, with more of the print around it', () => {
    // Flowers of the same grey on the body near the wedge, each a part of its own.
    const { img, mask, paint } = tshirt();
    paint(64, 102, 70, 108, [215, 215, 215]);
    paint(64, 114, 70, 120, [215, 215, 215]);
    expect(withoutShadedCorners(img, mask, plane)).toBeUndefined();
  });

  it('is not a shade that no fabric shuts in on two sides (under the hem), nor the thin rim down a side, nor grey shut inside the fabric', () => {
    const { img, mask, paint } = tshirt();
    // Not the wedge: back to backdrop outside the mask.
    paint(52, 100, 59, 107, [255, 255, 255], false);
    paint(95, 190, 106, 199, [210, 210, 210]); // below the hem, open below
    paint(138, 100, 139, 189, [210, 210, 210]); // a 2 px rim down the image-right side
    paint(90, 130, 100, 140, [210, 210, 210]); // shut in by the fabric
    expect(withoutShadedCorners(img, mask, plane)).toBeUndefined();
  });
});
