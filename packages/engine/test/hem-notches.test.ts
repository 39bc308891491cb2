import { describe, expect, it } from 'vitest';
import { withoutHemNotches } from '../src/hem-notches.ts';

const [w, h] = [300, 600];

/**
 * A top of `fabric` on a light backdrop, its mask as the cut-out leaves it: the body x 80..219, y
 * 50..549, sleeves out to x 40..259 on y 50..119. `bites` are boxes [x0, y0, x1, y1] taken out of the
 * mask whose pixels keep `inBite`'s colour (the fabric's, where the flood took white fabric on white).
 */
function top(fabric: readonly number[], inBite: readonly number[], bites: readonly (readonly [number, number, number, number])[]) {
  const data = new Uint8Array(w * h * 3).fill(246);
  const mask = new Uint8Array(w * h);
  const paint = (x0: number, y0: number, x1: number, y1: number, on: boolean, colour: readonly number[]) => {
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        data.set(colour, (y * w + x) * 3);
        mask[y * w + x] = on ? 255 : 0;
      }
  };
  paint(80, 50, 219, 549, true, fabric);
  paint(40, 50, 259, 119, true, fabric);
  for (const [x0, y0, x1, y1] of bites) paint(x0, y0, x1, y1, false, inBite);
  return { img: { width: w, height: h, data }, mask };
}

describe('withoutHemNotches', () => {
  it("fills a notch the flood bit into a white top's hem, in the fabric's colour", () => {
    // oot-06123_00: 12-14 px wide (2.7% of its width), 10-11 deep (1.2% of its height), in the hem's
    // lowest rows.
    const { img, mask } = top([240, 240, 242], [240, 240, 242], [[120, 542, 125, 549]]);
    const out = withoutHemNotches(img, mask);
    expect(out?.[545 * w + 123]).toBe(255);
    expect(out?.[552 * w + 123]).toBe(0); // no lower than the hem beside it
  });

  it("leaves a notch of the backdrop's colour in a dark top, a shallow dip, and the backdrop beside a sleeve", () => {
    // A slit in a navy top holds the backdrop's light: its own shape.
    expect(withoutHemNotches(...args(top([30, 30, 60], [246, 246, 246], [[120, 542, 125, 549]])))).toBeUndefined();
    // A dip of 2 px is the outline's wobble.
    expect(withoutHemNotches(...args(top([240, 240, 242], [240, 240, 242], [[120, 548, 125, 549]])))).toBeUndefined();
    // Above the hem's zone: the backdrop between a sleeve's end hanging below its row and the body.
    const sleeve = top([240, 240, 242], [240, 240, 242], [[70, 110, 79, 119]]);
    expect(withoutHemNotches(sleeve.img, sleeve.mask)?.[115 * w + 75] ?? 0).toBe(0);
  });

  it('squares off no corner beside a drop (the garment reaches lower on one side only)', () => {
    // The body's lower corner cut back over 6 columns, the backdrop below the sleeve beyond it.
    const { img, mask } = top([240, 240, 242], [240, 240, 242], [[214, 544, 219, 549]]);
    expect(withoutHemNotches(img, mask)?.[547 * w + 216] ?? 0).toBe(0);
  });
});

const args = ({ img, mask }: ReturnType<typeof top>) => [img, mask] as const;
