import { describe, expect, it } from 'vitest';
import { analyseGarment } from '../src/garment.ts';
import { GARMENT_CACHE_SIZE, garmentKey, prepareGarment, preparedGarment } from '../src/garment-cache.ts';
import { packGarment, unpackGarment } from '../src/garment-pack.ts';
import type { GarmentCategory } from '../src/types.ts';
import { svgImage, tshirtSvg } from './draw.ts';

const trousersSvg = (fill: string) =>
  `<rect width="600" height="800" fill="#f4f4f4"/><path d="M180 60 H420 L460 760 H330 L300 300 L270 760 H140 Z" fill="${fill}"/>`;

/** Pushes every prepared garment out of the engine's cache. */
async function emptyCache() {
  for (let k = 0; k < GARMENT_CACHE_SIZE; k++) {
    const other = await svgImage(300, 350, tshirtSvg(`#${(40 + k).toString(16)}30a0`));
    await preparedGarment(other, await analyseGarment(other, 'upper'));
  }
}

describe('the garment prepared at analysis, packed beside it', () => {
  it.each<[GarmentCategory, string]>([
    ['upper', tshirtSvg('#2f7d4a')],
    ['lower', trousersSvg('#34495e')],
  ])('unpacks a %s garment exactly as it was prepared, from tens of kilobytes', async (category, svg) => {
    const photo = await svgImage(600, 800, svg, 'jpeg');
    const ga = await analyseGarment(photo, category);
    const packed = await prepareGarment(photo, ga);
    expect(packed.length).toBeLessThan(200_000);
    const prepared = await preparedGarment(photo, ga);
    const unpacked = unpackGarment(packed, prepared.image, garmentKey(photo, ga));
    expect(unpacked).toBeDefined();
    expect(unpacked!.cut).toEqual(prepared.cut);
    expect(unpacked!.pieces).toEqual(prepared.pieces);
    if (category === 'lower') expect(unpacked!.pieces.lower?.crotch).toBeGreaterThan(0);
  });

  it('is not used with another photo or analysis, nor when its bytes are damaged', async () => {
    const photo = await svgImage(600, 700, tshirtSvg('#8e44ad'));
    const ga = await analyseGarment(photo, 'upper');
    const packed = await prepareGarment(photo, ga);
    const { image } = await preparedGarment(photo, ga);
    const key = garmentKey(photo, ga);
    expect(unpackGarment(packed, image, key)).toBeDefined();
    expect(unpackGarment(packed, image, garmentKey(photo, { ...ga, box: { ...ga.box, x: ga.box.x + 1 } }))).toBeUndefined();
    const damaged = Buffer.from(packed);
    const middle = damaged.length >> 1;
    damaged.writeUInt8(damaged.readUInt8(middle) ^ 0xff, middle);
    expect(unpackGarment(damaged, image, key)).toBeUndefined();
    expect(unpackGarment(photo, image, key)).toBeUndefined();
  });

  it('names a garment by its analysis whatever the order of its keys (as PostgreSQL jsonb gives them back)', async () => {
    const photo = await svgImage(600, 700, tshirtSvg('#c0392b'));
    const ga = await analyseGarment(photo, 'upper');
    const reordered = JSON.parse(JSON.stringify(ga, (_name, value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(Object.keys(reordered)).not.toEqual(Object.keys(ga));
    expect(garmentKey(photo, reordered)).toBe(garmentKey(photo, ga));
  });

  it('generation takes the garment from the pack when it is not prepared already', async () => {
    const photo = await svgImage(600, 700, tshirtSvg('#16a085'));
    const ga = await analyseGarment(photo, 'upper');
    const key = garmentKey(photo, ga);
    const prepared = await preparedGarment(photo, ga);
    // A pack that differs from what preparing the photo gives (no coverage anywhere) shows which was used.
    const empty = packGarment({ ...prepared, cut: { ...prepared.cut, alpha: new Float32Array(prepared.cut.alpha.length) } }, key);
    await emptyCache();
    const fromPack = await preparedGarment(photo, ga, empty);
    expect(fromPack.cut.alpha.some((a) => a > 0)).toBe(false);
    // Kept: the pack is not read again while the garment stays prepared.
    expect(await preparedGarment(photo, ga)).toBe(fromPack);
  });
});
