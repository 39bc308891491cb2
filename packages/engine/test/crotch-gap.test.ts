import { describe, expect, it } from 'vitest';
import { analyseGarment, garmentMask } from '../src/garment.ts';
import { decodeRgb } from '../src/image.ts';
import { decodeMask } from '../src/rle.ts';
import { svgImage } from './draw.ts';

/**
 * Trousers laid flat on white, 600x800: waist 200..400 at y 150, legs down to y 750 with a gap
 * between them that narrows to 2 px at y 500 (the flood's barrier seals it there, as where
 * 051412's legs meet), and above it a V of the backdrop up to y 420, shut in by the legs. A white
 * stripe of the print on the image-left leg is shut in by fabric all round.
 */
const trousers = `<path d="M200 150 L400 150 L410 750 L306 750 L301 500 L299 500 L294 750 L190 750 Z" fill="#3a4a6a"/>
  <path d="M300 420 L304 500 L296 500 Z" fill="#ffffff"/>
  <rect x="240" y="430" width="8" height="60" fill="#ffffff"/>`;

describe('the crotch gap (crotch-gap.ts)', () => {
  it("cuts out the backdrop's V the legs shut in above their gap, not the fabric or a white print", async () => {
    const bytes = await svgImage(600, 800, trousers);
    // Sealed, the flood leaves the V in the cut-out.
    expect(garmentMask(await decodeRgb(bytes))[480 * 600 + 300]).toBe(255);
    const mask = decodeMask((await analyseGarment(bytes, 'lower')).mask);
    for (const y of [440, 470, 495]) expect(mask[y * 600 + 300], `V at row ${y}`).toBe(0);
    // The legs beside it, and the print's white stripe.
    expect([mask[470 * 600 + 280], mask[470 * 600 + 320], mask[460 * 600 + 244]]).toEqual([255, 255, 255]);
  });
});
