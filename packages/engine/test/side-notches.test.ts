import { describe, expect, it } from 'vitest';
import { bittenTop } from './draw.ts';
import { withoutSideNotches } from '../src/side-notches.ts';

const w = 300;

const white = [247, 247, 247];

describe('withoutSideNotches', () => {
  it("fills a notch the flood bit into a white top's side, in the fabric's colour, on either side", () => {
    // oot-07382_00's strap: 12 px deep over 36 rows, 2% of its width and 5% of its height.
    const right = bittenTop(white, white, [[214, 255, 219, 280]]);
    const out = withoutSideNotches(right.img, right.mask);
    expect(out?.[270 * w + 216]).toBe(255);
    expect(out?.[270 * w + 220]).toBe(0); // no farther out than the side above and below it
    const left = bittenTop(white, white, [[80, 300, 85, 325]]);
    expect(withoutSideNotches(left.img, left.mask)?.[315 * w + 83]).toBe(255);
  });

  it("leaves a notch of the backdrop's colour in a dark top, a shallow dip, and the body's side below a sleeve", () => {
    // A slit in a navy top holds the backdrop's light: its own shape.
    expect(withoutSideNotches(...args(bittenTop([30, 30, 60], [246, 246, 246], [[214, 255, 219, 280]])))).toBeUndefined();
    // A dip of 2 px is the outline's wobble.
    expect(withoutSideNotches(...args(bittenTop(white, white, [[218, 255, 219, 280]])))).toBeUndefined();
    // The body below the sleeve reaches out less than the sleeve, more than nothing: no lower side.
    expect(withoutSideNotches(...args(bittenTop(white, white, [])))).toBeUndefined();
    // Nor a side stepping in by a few pixels and staying in down to the hem (a corner, not a notch).
    expect(withoutSideNotches(...args(bittenTop(white, white, [[214, 301, 219, 549]])))).toBeUndefined();
  });

  it("leaves a waist's gradual curve in, however white", () => {
    // The right side drawn in by up to 6 px over 60 rows, a parabola: no step at its ends.
    const { img, mask } = bittenTop(white, white, []);
    for (let y = 270; y <= 330; y++) {
      const inset = Math.round(6 * (1 - ((y - 300) / 30) ** 2));
      for (let x = 220 - inset; x <= 219; x++) mask[y * w + x] = 0;
    }
    expect(withoutSideNotches(img, mask)?.[300 * w + 216] ?? 0).toBe(0);
  });
});

const args = ({ img, mask }: ReturnType<typeof bittenTop>) => [img, mask] as const;
