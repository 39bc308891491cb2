import { describe, expect, it } from 'vitest';
import { analyseGarment, garmentMask } from '../src/garment.ts';
import { decodeRgb } from '../src/image.ts';
import { decodeMask } from '../src/rle.ts';
import { svgImage } from './draw.ts';

/**
 * A long-sleeved top laid flat on white, 600x800: body 200..400 x 150..600; each sleeve hangs beside
 * it, 10 px of backdrop between them from the armpit (y 260) down. The image-left cuff flares to 2 px
 * from the body (the flood's barrier seals the gap there, as oot-00470_00's cuff against its hem).
 * The print has a white dot on the body and a white stripe down the image-right sleeve, shut in by
 * fabric at both ends.
 */
const top = `<path d="M200 150 L400 150 L470 180 L470 610 L410 610 L410 260 L400 260 L400 600 L200 600 L200 260 L190 260 L190 590 L198 590 L198 610 L130 610 L130 180 Z" fill="#203028"/>
  <circle cx="330" cy="300" r="15" fill="#ffffff"/>
  <rect x="436" y="250" width="8" height="250" fill="#ffffff"/>`;

describe('arm gaps (arm-gaps.ts)', () => {
  it('cuts the backdrop between a hanging sleeve and the body out where the cuff seals it in', async () => {
    const bytes = await svgImage(600, 800, top);
    // The gap is sealed: the flood leaves it in the cut-out.
    expect(garmentMask(await decodeRgb(bytes))[400 * 600 + 195]).toBe(255);
    const mask = decodeMask((await analyseGarment(bytes, 'upper')).mask);
    for (const y of [300, 400, 500, 570]) expect(mask[y * 600 + 195], `gap at row ${y}`).toBe(0);
    // The fabric beside it stays.
    expect(mask[400 * 600 + 180]).toBe(255);
    expect(mask[400 * 600 + 210]).toBe(255);
  });

  it('keeps white print shut in by fabric: a dot on the body, a stripe down a sleeve', async () => {
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, top), 'upper')).mask);
    expect(mask[300 * 600 + 330]).toBe(255);
    for (const y of [300, 400, 480]) expect(mask[y * 600 + 440], `stripe at row ${y}`).toBe(255);
  });

  it("leaves a garment of the backdrop's own colour whole: its fabric is no gap", async () => {
    // The same top in white on white, its outline drawn, seams down its image-left sleeve: the strips
    // between them are as long and narrow as a gap, open at the cuff, and of the backdrop's colour.
    const seams = '<path d="M142 170 V612 M154 170 V612 M166 170 V612 M178 170 V612" stroke="#303030" stroke-width="2"/>';
    const white = top.replace('fill="#203028"', 'fill="#fdfdfd" stroke="#303030" stroke-width="2"') + seams;
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, white), 'upper')).mask);
    for (const [x, y] of [[136, 400], [148, 500], [300, 400], [420, 400]] as const) expect(mask[y * 600 + x], `fabric at ${x},${y}`).toBe(255);
  });

  it("keeps a strip of the backdrop's colour but not its hue: a white top's side in bluish shade", async () => {
    // A white top on a warm grey backdrop (224,223,220), a strip of its image-right side in shade
    // (220,220,230) from the armpit to the hem: 11 from the backdrop's colour, as a gap's pixels are,
    // but bluish where the backdrop is warm (oot-048554_1's side).
    const white = `<rect width="600" height="800" fill="rgb(224,223,220)"/>${top.replace('fill="#203028"', 'fill="#f4f4f4" stroke="#505050" stroke-width="2"')}
      <rect x="372" y="270" width="14" height="329" fill="rgb(220,220,230)"/>`;
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, white), 'upper')).mask);
    for (const y of [300, 400, 500, 590]) expect(mask[y * 600 + 379], `shade at row ${y}`).toBe(255);
  });
});

