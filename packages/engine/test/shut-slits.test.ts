import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseGarment } from '../src/garment.ts';
import { renderCutout } from '../src/cutout.ts';
import { svgImage } from './draw.ts';

/**
 * A long-sleeved top on white, 600x800: body 200..400 x 150..600, each sleeve 64 px wide beside it
 * and sewn to it down to y 300 and again from y 400 (a puff sleeve's cuff against the bodice, as
 * oot-051998_1's): between them a slit of backdrop 6 px wide (x 194..200 and 400..406), shut in at
 * both ends.
 */
const puff = (extra = '') => `<rect x="200" y="150" width="200" height="450" fill="#203028"/>
  <rect x="130" y="170" width="64" height="390" fill="#203028"/><rect x="406" y="170" width="64" height="390" fill="#203028"/>
  <rect x="194" y="150" width="6" height="150" fill="#203028"/><rect x="400" y="150" width="6" height="150" fill="#203028"/>
  <rect x="194" y="400" width="6" height="160" fill="#203028"/><rect x="400" y="400" width="6" height="160" fill="#203028"/>${extra}`;

/** The prepared cut-out's colour and opacity at (x, y) of the photo (the cut-out is cropped to the garment's box less 2 px). */
async function cutoutAt(svg: string, at: readonly (readonly [number, number])[]): Promise<number[][]> {
  const bytes = await svgImage(600, 800, svg);
  const ga = await analyseGarment(bytes, 'upper');
  const { data, info } = await sharp(await renderCutout(bytes, ga)).raw().toBuffer({ resolveWithObject: true });
  const [left, top] = [Math.max(0, ga.box.x - 2), Math.max(0, ga.box.y - 2)];
  return at.map(([x, y]) => [...data.subarray(((y - top) * info.width + x - left) * 4, ((y - top) * info.width + x - left) * 4 + 4)]);
}
const white = (p: number[]) => p[0]! > 200 && p[1]! > 200 && p[2]! > 200;

describe('slits shut in between a sleeve and the body (shut-slits.ts)', () => {
  it('paints the slit with the fabric beside it: no stripe of backdrop down the bodice', async () => {
    const slit = [[197, 310], [197, 350], [197, 390], [403, 350]] as const;
    for (const [k, p] of (await cutoutAt(puff(), slit)).entries()) {
      expect(white(p), `slit at ${slit[k]!.join(',')}: ${p.join(',')}`).toBe(false);
      expect(p[3], 'opaque').toBe(255);
    }
  });

  it('leaves white print alone: stripes several to a side, and one down a sleeve hanging apart', async () => {
    // A white stripe down each sleeve beside its slit: two such parts a side are a print.
    const stripes = '<rect x="150" y="300" width="6" height="100" fill="#ffffff"/><rect x="444" y="300" width="6" height="100" fill="#ffffff"/>';
    const kept = [[153, 350], [447, 350], [197, 350], [403, 350]] as const;
    for (const [k, p] of (await cutoutAt(puff(stripes), kept)).entries()) expect(white(p), `kept at ${kept[k]!.join(',')}`).toBe(true);
    // The image-left sleeve apart from the body below the armpit (its join at the cuff gone): backdrop on the stripe's inner side.
    const apart = puff('<rect x="160" y="300" width="6" height="100" fill="#ffffff"/>').replace('<rect x="194" y="400" width="6" height="160" fill="#203028"/>', '');
    const [p] = await cutoutAt(apart, [[163, 350]]);
    expect(white(p!), 'stripe down a sleeve apart from the body').toBe(true);
  });
});
