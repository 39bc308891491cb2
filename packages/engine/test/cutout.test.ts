import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCutout } from '../src/cutout.ts';
import { analyseGarment } from '../src/garment.ts';
import { svgImage } from './draw.ts';

describe('garment cut-out preview', () => {
  it('shows the soft matte the engine uses: partial coverage on a mixed edge, no backdrop colour in it', async () => {
    // A red garment on a tinted backdrop; its left side at x 200.5, so column 200 is half of each.
    const photo = await svgImage(600, 700, '<rect width="100%" height="100%" fill="#d8c8b8"/><rect x="200.5" y="150" width="200" height="400" fill="#c02020"/>');
    // (A plain rectangle has no shoulders: analysed as a skirt.)
    const analysis = await analyseGarment(photo, 'lower');
    const { data, info } = await sharp(await renderCutout(photo, analysis)).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    // Photo column 200 in the crop, which starts MATTE_OUT (2) px left of the mask's box.
    const x = 200 - (analysis.box.x - 2);
    const row = (300 - (analysis.box.y - 2)) * info.width * 4;
    const px = (xx: number) => [...data.subarray(row + xx * 4, row + xx * 4 + 4)];
    const [r, g, , a] = px(x);
    expect(a).toBeGreaterThan(60);
    expect(a).toBeLessThan(200);
    // Decontaminated: the garment's red, not the half-and-half mix (r 204, g 116).
    expect(r).toBeGreaterThan(175);
    expect(g).toBeLessThan(60);
    expect(px(x + 20)[3]).toBe(255);
    expect(px(0)[3]).toBe(0);
  });
});
