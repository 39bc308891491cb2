import { describe, expect, it } from 'vitest';
import { neckLabel, paintNeckLabel } from '../src/neck-label.ts';
import type { GarmentLandmarks } from '../src/types.ts';

type Box = readonly [x0: number, y0: number, x1: number, y1: number];
const inBox = (x: number, y: number, [x0, y0, x1, y1]: Box) => x >= x0 && x <= x1 && y >= y0 && y <= y1;

/**
 * A garment 200x200 of `fabric` from row 40 down between columns 30 and 170, shoulders at (40, 45) and
 * (160, 45) (120 apart, middle 100), with a light patch (245) in `patch`; `text` adds black letters
 * (columns every 4 px, 2 px wide) on the patch's middle rows.
 */
function garment(patch: Box, opts: { fabric?: number | ((x: number) => number); text?: boolean } = {}) {
  const [w, h] = [200, 200];
  const data = new Uint8Array(w * h * 3);
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let v = 255;
      if (y >= 40 && x >= 30 && x <= 170) {
        mask[i] = 255;
        v = typeof opts.fabric === 'function' ? opts.fabric(x) : (opts.fabric ?? 40);
        if (inBox(x, y, patch)) v = 245;
        if (opts.text !== false && inBox(x, y, [patch[0] + 3, patch[1] + 3, patch[2] - 3, patch[3] - 3]) && (x - patch[0]) % 4 < 2) v = 20;
      }
      data.fill(v, i * 3, i * 3 + 3);
    }
  const landmarks: GarmentLandmarks = { leftShoulder: { x: 40, y: 45 }, rightShoulder: { x: 160, y: 45 } };
  return { img: { width: w, height: h, data }, mask, landmarks };
}

describe('neckLabel (a label seen through the neckline)', () => {
  it('finds a white label with text at the middle of the neck, below the top, and paints it with the fabric', () => {
    const g = garment([86, 55, 113, 66]);
    expect(neckLabel(g.img, g.mask, g.landmarks)).toBeDefined();
    const rgb = Uint8Array.from(g.img.data);
    expect(paintNeckLabel(rgb, g.img, g.mask, g.landmarks)).toBe(true);
    for (let y = 53; y <= 68; y++) for (let x = 84; x <= 115; x++) expect(Math.abs(rgb[(y * 200 + x) * 3]! - 40)).toBeLessThan(8);
  });

  it("paints a label on a busy print with the print beside it, not a blur of its colours (048769's zebra)", () => {
    // Stripes of 30 and 150, 4 px each: painted smoothly, the label's box came out a flat grey between them.
    const stripes = (x: number) => (x % 8 < 4 ? 30 : 150);
    const g = garment([86, 55, 113, 66], { fabric: stripes });
    const rgb = Uint8Array.from(g.img.data);
    expect(paintNeckLabel(rgb, g.img, g.mask, g.landmarks)).toBe(true);
    const grey: string[] = [];
    for (let y = 53; y <= 68; y++) for (let x = 84; x <= 115; x++) if (![30, 150].includes(rgb[(y * 200 + x) * 3]!)) grey.push(`${x},${y}`);
    expect(grey).toEqual([]);
  });

  it('leaves a light patch without text, one off the middle, one on a light garment, a stripe across and the top edge', () => {
    const none = (patch: Box, opts?: { fabric?: number; text?: boolean }) => {
      const g = garment(patch, opts);
      return neckLabel(g.img, g.mask, g.landmarks);
    };
    expect(none([86, 55, 113, 66], { text: false })).toBeUndefined();
    expect(none([100, 55, 123, 66])).toBeUndefined();
    expect(none([86, 55, 113, 66], { fabric: 190 })).toBeUndefined();
    expect(none([60, 55, 140, 62])).toBeUndefined();
    expect(none([86, 40, 113, 51])).toBeUndefined();
  });
});
