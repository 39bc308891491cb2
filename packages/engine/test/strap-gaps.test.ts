import { describe, expect, it } from 'vitest';
import { analyseGarment, garmentMask } from '../src/garment.ts';
import { decodeRgb } from '../src/image.ts';
import { decodeMask } from '../src/rle.ts';
import { svgImage } from './draw.ts';

/**
 * A cami laid flat on white, 600x800: its body 150..450 x 300..650; on the image-left a strap's front
 * and back, 8 px wide, meet at its top (y 120) and reach the body 20 px apart, shutting in a narrow
 * triangle of backdrop; the image-right strap is single. The print has a white dot near the top of
 * the body, shut in by wide fabric.
 */
const cami = `<path d="M150 300 L450 300 L450 650 L150 650 Z" fill="#e0b020"/>
  <path d="M200 120 L180 300 M200 120 L220 300" stroke="#e0b020" stroke-width="8" fill="none"/>
  <path d="M400 120 L400 300" stroke="#e0b020" stroke-width="8"/>
  <circle cx="300" cy="330" r="10" fill="#ffffff"/>`;

describe('strap gaps (strap-gaps.ts)', () => {
  it("cuts out the backdrop a strap's loop shuts in", async () => {
    const bytes = await svgImage(600, 800, cami);
    // No flood from the border reaches it: the cut-out holds it.
    expect(garmentMask(await decodeRgb(bytes))[250 * 600 + 200]).toBe(255);
    const mask = decodeMask((await analyseGarment(bytes, 'upper')).mask);
    for (const y of [200, 250, 280]) expect(mask[y * 600 + 200], `gap at row ${y}`).toBe(0);
    // The straps beside it stay.
    expect(mask[250 * 600 + 186]).toBe(255);
    expect(mask[250 * 600 + 214]).toBe(255);
  });

  // (Both points lie below the straps' zone, the garment's top 0.3: what keeps them is chiefly that zone.)
  it('keeps white print shut in by wide fabric, and a garment of the backdrop colour whole', async () => {
    expect(decodeMask((await analyseGarment(await svgImage(600, 800, cami), 'upper')).mask)[330 * 600 + 300]).toBe(255);
    // In white on white, outlined: the fabric between its outline and the straps is of the backdrop's colour.
    const white = cami.replaceAll('#e0b020', '#fdfdfd').replace('fill="#fdfdfd"/>', 'fill="#fdfdfd" stroke="#303030" stroke-width="2"/>');
    const mask = decodeMask((await analyseGarment(await svgImage(600, 800, white), 'upper')).mask);
    expect(mask[450 * 600 + 300]).toBe(255);
  });
});
