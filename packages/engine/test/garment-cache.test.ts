import { describe, expect, it } from 'vitest';
import { analyseGarment } from '../src/garment.ts';
import { GARMENT_CACHE_SIZE, preparedGarment } from '../src/garment-cache.ts';
import { svgImage, tshirtSvg } from './draw.ts';

describe('prepared garments (decoded photo, cut-out, pieces) kept between generations', () => {
  it('prepares a garment once while it is in use, and forgets the least recently used', async () => {
    const first = await svgImage(600, 700, tshirtSvg('#c03030'));
    const ga = await analyseGarment(first, 'upper');
    const a = preparedGarment(first, ga);
    expect(preparedGarment(Buffer.from(first), ga)).toBe(a);
    // A different analysis of the same photo is prepared on its own.
    expect(preparedGarment(first, { ...ga, box: { ...ga.box, x: ga.box.x + 1 } })).not.toBe(a);
    for (let k = 0; k < GARMENT_CACHE_SIZE; k++) {
      const other = await svgImage(600, 700, tshirtSvg(`#20${(16 + k).toString(16)}a0`));
      await preparedGarment(other, ga);
    }
    expect(preparedGarment(first, ga)).not.toBe(a);
    expect((await a).pieces.limbs).toHaveLength(2);
  });

  it('refuses an analysis made of another image, and does not keep the failure', async () => {
    const small = await svgImage(300, 350, tshirtSvg('#3060c0'));
    const ga = await analyseGarment(await svgImage(600, 700, tshirtSvg('#3060c0')), 'upper');
    const failed = preparedGarment(small, ga);
    await expect(failed).rejects.toMatchObject({ reason: 'analysis_mismatch' });
    const again = preparedGarment(small, ga);
    expect(again).not.toBe(failed);
    await expect(again).rejects.toMatchObject({ reason: 'analysis_mismatch' });
  });
});
