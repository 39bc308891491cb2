import { describe, expect, it } from 'vitest';
import { bittenTop } from './draw.ts';
import { withoutHemNotches } from '../src/hem-notches.ts';

const w = 300;

describe('withoutHemNotches', () => {
  it("fills a notch the flood bit into a white top's hem, in the fabric's colour", () => {
    // oot-06123_00: 12-14 px wide (2.7% of its width), 10-11 deep (1.2% of its height), in the hem's
    // lowest rows.
    const { img, mask } = bittenTop([240, 240, 242], [240, 240, 242], [[120, 542, 125, 549]]);
    const out = withoutHemNotches(img, mask);
    expect(out?.[545 * w + 123]).toBe(255);
    expect(out?.[552 * w + 123]).toBe(0); // no lower than the hem beside it
  });

  it("leaves a notch of the backdrop's colour in a dark top, a shallow dip, and the backdrop beside a sleeve", () => {
    // A slit in a navy top holds the backdrop's light: its own shape.
    expect(withoutHemNotches(...args(bittenTop([30, 30, 60], [246, 246, 246], [[120, 542, 125, 549]])))).toBeUndefined();
    // A dip of 2 px is the outline's wobble.
    expect(withoutHemNotches(...args(bittenTop([240, 240, 242], [240, 240, 242], [[120, 548, 125, 549]])))).toBeUndefined();
    // Above the hem's zone: the backdrop between a sleeve's end hanging below its row and the body.
    const sleeve = bittenTop([240, 240, 242], [240, 240, 242], [[70, 110, 79, 119]]);
    expect(withoutHemNotches(sleeve.img, sleeve.mask)?.[115 * w + 75] ?? 0).toBe(0);
  });

  it('squares off no corner beside a drop (the garment reaches lower on one side only)', () => {
    // The body's lower corner cut back over 6 columns, the backdrop below the sleeve beyond it.
    const { img, mask } = bittenTop([240, 240, 242], [240, 240, 242], [[214, 544, 219, 549]]);
    expect(withoutHemNotches(img, mask)?.[547 * w + 216] ?? 0).toBe(0);
  });
});

const args = ({ img, mask }: ReturnType<typeof bittenTop>) => [img, mask] as const;
