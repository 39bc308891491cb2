import { describe, expect, it } from 'vitest';
import { analyseGarment } from '../src/garment.ts';
import { decodeMask } from '../src/rle.ts';
import { svgImage, tshirtSvg } from './draw.ts';

/** A wire hook (grey, 6 px) from the middle of the T-shirt's neckline (tshirtSvg: 300, 165) up to a curl at y 60..110. */
const hook = '<path d="M300 168 L300 100 C300 60 340 55 345 85 C348 100 335 106 327 100" fill="none" stroke="#8c8c90" stroke-width="6" stroke-linecap="round"/>';

describe('hanger hooks (hanger-hook.ts)', () => {
  it("cuts a hanger's hook out of a T-shirt photographed on it: the T-shirt's top is its shoulders", async () => {
    const ga = await analyseGarment(await svgImage(600, 700, tshirtSvg('#c03030') + hook), 'upper');
    const mask = decodeMask(ga.mask);
    for (const [x, y] of [[300, 130], [300, 100], [330, 62], [344, 85]] as const) expect(mask[y * 600 + x], `hook at ${x},${y}`).toBe(0);
    expect(ga.box.y).toBeGreaterThanOrEqual(148);
    expect(ga.landmarks.leftShoulder!.y).toBeGreaterThan(140);
    // The T-shirt itself stays.
    expect(mask[300 * 600 + 300]).toBe(255);
  });

  it("keeps a cami's thin straps: they rise as far, but off the middle", async () => {
    const cami = `<rect x="200" y="250" width="200" height="300" fill="#203080"/>
      <path d="M225 252 L240 120 M375 252 L360 120" stroke="#203080" stroke-width="6"/>`;
    const ga = await analyseGarment(await svgImage(600, 700, cami), 'upper');
    const mask = decodeMask(ga.mask);
    for (const [x, y] of [[240, 125], [360, 125], [232, 190]] as const) expect(mask[y * 600 + x], `strap at ${x},${y}`).toBe(255);
  });
});
