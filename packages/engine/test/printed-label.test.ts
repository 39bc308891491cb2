import { describe, expect, it } from 'vitest';
import { luma } from '../src/image.ts';
import { paintPrintedLabel } from '../src/printed-label.ts';
import type { GarmentLandmarks } from '../src/types.ts';

const [W, H] = [300, 200];
const landmarks: GarmentLandmarks = { leftShoulder: { x: 50, y: 40 }, rightShoulder: { x: 250, y: 40 } };

/**
 * A white top (luma 244) cut from y 40 down (its neck's cut), 300x200, with `marks` drawn on it in
 * grey (160): a printed label's last lines are short dashes of text.
 */
function top(marks: (x: number, y: number) => boolean, fabric = [244, 244, 244]) {
  const data = new Uint8Array(W * H * 3);
  const mask = new Uint8Array(W * H);
  for (let y = 40; y < H; y++)
    for (let x = 20; x < 280; x++) {
      mask[y * W + x] = 255;
      data.set(marks(x, y) ? [160, 160, 160] : fabric, (y * W + x) * 3);
    }
  return { img: { width: W, height: H, data }, mask };
}

/** Two lines of text just below the cut: dashes 3 px long, 1 px apart, on rows 44 and 48. */
const text = (x: number, y: number) => (y === 44 || y === 48) && x >= 135 && x < 165 && x % 4 !== 3;
const darkest = (rgb: Uint8Array, x0: number, x1: number, y0: number, y1: number) => {
  let least = 255;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) least = Math.min(least, luma(rgb, y * W + x));
  return least;
};

describe("a label printed on the back's inside, left just below the neck's cut (printed-label.ts)", () => {
  it('paints its text with the fabric around it', () => {
    const { img, mask } = top(text);
    const rgb = new Uint8Array(img.data);
    expect(paintPrintedLabel(rgb, img, mask, landmarks)).toBe(true);
    expect(darkest(rgb, 130, 170, 42, 50)).toBeGreaterThan(230);
  });

  it("leaves a print that runs on below the zone (the front's own graphic)", () => {
    // The same dashes and a dotted line from them down to row 80 (dots of 2 px, every 3 rows).
    const { img, mask } = top((x, y) => text(x, y) || (x === 150 && y >= 44 && y < 80 && y % 3 !== 2));
    expect(paintPrintedLabel(new Uint8Array(img.data), img, mask, landmarks)).toBe(false);
  });

  it('leaves a shape larger than a letter (a logo just below the neck)', () => {
    // 8x6 px: a tenth of the zone, the fabric around it still plain.
    const { img, mask } = top((x, y) => x >= 140 && x < 148 && y >= 44 && y < 50);
    expect(paintPrintedLabel(new Uint8Array(img.data), img, mask, landmarks)).toBe(false);
  });

  it('leaves the shadow under a coloured rib (the fabric there not plain)', () => {
    // oot-00151_00: its yellow ring's lower edge, a broken dark line (runs of 4 px), above white
    // fabric; the ring is pale enough (luma 230) to be no mark itself.
    const { img, mask } = top((x, y) => y === 46 && x >= 135 && x < 165 && x % 5 !== 4);
    for (let y = 40; y < 46; y++) for (let x = 20; x < 280; x++) img.data.set([250, 235, 150], (y * W + x) * 3);
    expect(paintPrintedLabel(new Uint8Array(img.data), img, mask, landmarks)).toBe(false);
  });
});
