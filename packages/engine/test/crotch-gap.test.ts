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

  /** The trousers in `fabric`, their V the white backdrop in the legs' shade: grey 0.55 of it at its apex, lighter down to its mouth. */
  const shadedV = (fabric: string) =>
    trousers.replace('#3a4a6a', fabric).replace(
      '<path d="M300 420 L304 500 L296 500 Z" fill="#ffffff"/>',
      '<defs><linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c8c8c"/><stop offset="1" stop-color="#e6e6e6"/></linearGradient></defs><path d="M300 420 L304 500 L296 500 Z" fill="url(#v)"/>',
    );

  it("cuts out the V in the legs' shade too (051988's cream jeans: a grey wedge at the crotch)", async () => {
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, shadedV('#e6dfcd')), 'lower')).mask);
    for (const y of [440, 455, 470, 495]) expect(mask[y * 600 + 300], `V at row ${y}`).toBe(0);
    expect([mask[470 * 600 + 280], mask[470 * 600 + 320]]).toEqual([255, 255]);
  });

  it("keeps the legs of trousers in the backdrop's shades (grey), whose V's shade no colour tells from them", async () => {
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, shadedV('#a8a8a8')), 'lower')).mask);
    for (const x of [250, 280, 320, 350]) expect(mask[470 * 600 + x], `leg at column ${x}`).toBe(255);
    for (const x of [280, 320]) expect(mask[700 * 600 + x], `leg at column ${x}`).toBe(255);
  });
});
