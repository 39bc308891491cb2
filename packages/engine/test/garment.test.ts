import { describe, expect, it } from 'vitest';
import { analyseGarment, garmentMask } from '../src/garment.ts';
import { decodeRgb } from '../src/image.ts';
import { decodeMask } from '../src/rle.ts';
import { EngineRefusal } from '../src/types.ts';
import { svgImage, tshirtSvg } from './draw.ts';

/** A top drawn on 600x700 (svgImage), analysed: its analysis and its cut-out mask. */
async function topCutOut(svg: string) {
  const ga = await analyseGarment(await svgImage(600, 700, svg), 'upper');
  return { ga, mask: decodeMask(ga.mask) };
}

describe('garment analysis', () => {
  it('cuts a T-shirt from a white background and finds its landmarks', async () => {
    const ga = await analyseGarment(await svgImage(600, 700, tshirtSvg('#c03030')), 'upper');
    expect(ga.presentation).toBe('flat-lay');
    const mask = decodeMask(ga.mask);
    const on = mask.reduce((n, v) => n + (v ? 1 : 0), 0);
    // Torso 200x400 plus two sleeves: ~95k pixels.
    expect(on).toBeGreaterThan(85_000);
    expect(on).toBeLessThan(110_000);
    const L = ga.landmarks;
    expect(L.leftShoulder!.x).toBeGreaterThan(180);
    expect(L.leftShoulder!.x).toBeLessThan(230);
    expect(L.rightShoulder!.x).toBeGreaterThan(370);
    expect(L.leftHem!.y).toBeGreaterThan(520);
    expect(L.leftArmpit!.y).toBeGreaterThan(230);
    expect(L.leftArmpit!.y).toBeLessThan(300);
    expect(L.leftCuff!.x).toBeLessThan(160);
    expect(ga.colours[0]).toMatch(/^#c.3.3.$/);
  });

  it('reads a sleeveless dress with a slanted hem: no sleeves, hem corners at full width', async () => {
    // Armholes curve outwards a little above the armpit; the hem runs down from left to right.
    const dress = '<path d="M230 80 L270 80 Q300 110 330 80 L370 80 Q365 200 385 300 L400 620 L400 680 L200 610 Z" fill="#208060"/>';
    const ga = await analyseGarment(await svgImage(600, 720, dress), 'full');
    const L = ga.landmarks;
    expect(L.leftCuff).toBeUndefined();
    expect(L.rightCuff).toBeUndefined();
    // Both hem corners at the garment's sides, not one of them pulled to the middle.
    expect(L.leftHem!.x).toBeLessThan(215);
    expect(L.rightHem!.x).toBeGreaterThan(385);
  });

  it('follows a background lit from one side instead of taking its bright side for garment', async () => {
    const light = '<defs><linearGradient id="l"><stop offset="0" stop-color="#fafaf6"/><stop offset="1" stop-color="#c8c8c4"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#l)"/>';
    const img = await decodeRgb(await svgImage(600, 700, `${light}<rect x="220" y="120" width="160" height="420" fill="#4070c0"/>`));
    const mask = garmentMask(img);
    expect(mask[300 * 600 + 300]).toBe(255);
    expect(mask[300 * 600 + 30]).toBe(0); // the bright side
    expect(mask[300 * 600 + 570]).toBe(0); // the dim side
  });

  it('keeps white stripes that touch the outline inside the garment', async () => {
    const stripes = Array.from({ length: 10 }, (_, i) => `<rect x="200" y="${150 + i * 40}" width="200" height="20" fill="#ffffff"/>`).join('');
    const img = await decodeRgb(await svgImage(600, 700, `${tshirtSvg('#202040')}${stripes}`));
    const mask = garmentMask(img);
    expect(mask[170 * 600 + 300]).toBe(255); // inside a white stripe
    expect(mask[170 * 600 + 205]).toBe(255); // white stripe at the garment edge
    expect(mask[600 * 600 + 300]).toBe(0); // below the hem
  });

  it('gives back the backdrop between a sleeve and the body that the closing sealed in at the cuff', async () => {
    // A sleeve hangs beside the body, 30 px of backdrop between them; at the cuff the gap narrows to
    // 10 px (the closing bridges it). Before, that pocket became a hole and was filled: a band of
    // backdrop beside the body (oot-049940_1).
    const blouse = '<path d="M400 150 L600 150 L600 750 L400 750 Z M400 150 L310 220 L310 640 L390 640 L390 610 L340 610 L340 250 L400 200 Z" fill="#304070"/>';
    const mask = garmentMask(await decodeRgb(await svgImage(1000, 1000, blouse)));
    expect(mask[420 * 1000 + 370]).toBe(0); // in the pocket
    expect(mask[420 * 1000 + 325]).toBe(255); // the sleeve
    expect(mask[420 * 1000 + 500]).toBe(255); // the body
  });

  it('cuts off a soft shadow beside the garment but keeps the faint edge of a white garment', async () => {
    // Backdrop #ebebeb; right of the dark garment the backdrop darkens over 14 px (a ramp to 0.75x).
    const shadow = '<defs><linearGradient id="s"><stop offset="0" stop-color="#b0b0b0"/><stop offset="1" stop-color="#ebebeb"/></linearGradient></defs>';
    const scene = `${shadow}<rect width="100%" height="100%" fill="#ebebeb"/><rect x="400" y="120" width="14" height="420" fill="url(#s)"/><rect x="220" y="120" width="180" height="420" fill="#403830"/>`;
    const mask = garmentMask(await decodeRgb(await svgImage(600, 700, scene)));
    expect(mask[300 * 600 + 300]).toBe(255);
    expect(mask[300 * 600 + 404]).toBe(0); // in the shadow
    // A white garment only 6 levels darker than its backdrop, with the same hue: its edge is a
    // step, not a ramp, and stays garment.
    const white = '<rect width="100%" height="100%" fill="#f6f6f6"/><rect x="220" y="120" width="180" height="420" fill="#f0f0f0"/><rect x="280" y="200" width="60" height="200" fill="#c03030"/>';
    const wm = garmentMask(await decodeRgb(await svgImage(600, 700, white)));
    expect(wm[300 * 600 + 224]).toBe(255);
    expect(wm[300 * 600 + 396]).toBe(255);
  });

  it('keeps a white T-shirt whole on an exactly flat backdrop only a few levels from its fabric', async () => {
    // Backdrop #f6f6f6 (246); the T-shirt runs from (246, 246, 243) at its left edge, with no step to
    // the backdrop, to (251, 251, 248) at its right: a flood 7 levels loose takes nearly all of it.
    const fabric = '<defs><linearGradient id="f"><stop offset="0" stop-color="#f6f6f3"/><stop offset="1" stop-color="#fbfbf8"/></linearGradient></defs>';
    const tee = tshirtSvg('url(#f)').replace('fill="#ffffff"', 'fill="#f6f6f6"');
    const { ga, mask } = await topCutOut(`${fabric}${tee}<rect x="250" y="250" width="100" height="120" fill="#c03030"/>`);
    expect(mask[450 * 600 + 220]).toBe(255); // plain fabric near the left side
    expect(mask[250 * 600 + 130]).toBe(255); // the left sleeve
    expect(mask[600 * 600 + 300]).toBe(0); // below the hem
    expect(ga.landmarks.rightShoulder!.x - ga.landmarks.leftShoulder!.x).toBeGreaterThan(120);
  });

  it('cuts away the inside of the back seen through the neckline of a ghost-mannequin top', async () => {
    // A light T-shirt whose back rises above its front neckline; between them the inside of the back
    // in its own shadow (grey).
    const inside = '<path d="M260 150 Q300 110 340 150 Q300 215 260 150 Z" fill="#9a9a96"/>';
    const { ga, mask } = await topCutOut(`${tshirtSvg('#e6e6f0')}${inside}`);
    expect(mask[150 * 600 + 300]).toBe(0); // the inside
    expect(mask[160 * 600 + 230]).toBe(255); // the shoulder beside it
    expect(mask[200 * 600 + 300]).toBe(255); // the front below the neckline
    expect(ga.landmarks.neck!.y).toBeGreaterThan(165);
  });

  it("cuts away the inside down to a V-neck's point, below where its sides cross the columns looked down", async () => {
    // oot-049947_1: the inside of its back (darker pink) shows down to the V's point; cut only to the
    // row where the V's sides cross the columns off the centre, it stood on the wearer's chest as a
    // block with a flat top edge.
    const inside = '<path d="M255 150 Q300 110 345 150 L300 235 Z" fill="#9a9a96"/>';
    const { mask } = await topCutOut(`${tshirtSvg('#e6e6f0')}${inside}`);
    expect([mask[150 * 600 + 300], mask[200 * 600 + 300], mask[222 * 600 + 300]]).toEqual([0, 0, 0]); // the inside, to near its point
    expect([mask[205 * 600 + 270], mask[205 * 600 + 330]]).toEqual([255, 255]); // the front beside the V
    expect(mask[250 * 600 + 300]).toBe(255); // the front below the point
    expect(mask[160 * 600 + 230]).toBe(255); // the shoulder
  });

  it('cuts away an inside darker on one side than the other, both its shades', async () => {
    // oot-12562_00: its inside in its own shade, 185,182,163 in the column left of the centre and
    // 209,210,200 right of it; read from the left column alone, the lighter right part stayed on the
    // wearer's throat.
    const lens = 'M260 150 Q300 110 340 150 Q300 215 260 150 Z';
    const inside = `<defs><clipPath id="right"><rect x="300" y="0" width="300" height="600"/></clipPath></defs><path d="${lens}" fill="#8a8a80"/><path d="${lens}" fill="#b4b4ac" clip-path="url(#right)"/>`;
    const { mask } = await topCutOut(`${tshirtSvg('#e6e6f0')}${inside}`);
    expect([mask[150 * 600 + 275], mask[150 * 600 + 325], mask[165 * 600 + 315]]).toEqual([0, 0, 0]); // both shades
    expect(mask[160 * 600 + 230]).toBe(255); // the shoulder beside it
    expect(mask[200 * 600 + 300]).toBe(255); // the front below the neckline
  });

  it('cuts away the dark inside of a black T-shirt with the label sewn into it', async () => {
    // oot-03032_00: the inside, in the back's shadow, at luma 4 over a front at 19 (a rise under
    // MIN_STEP, but more than twice the inside's); a light label hangs from the back's collar to the
    // front neckline, where the cut had stopped above it and left it on the wearer's throat.
    const inside = '<path d="M260 150 Q300 110 340 150 Q300 215 260 150 Z" fill="#040404"/><rect x="295" y="132" width="10" height="58" fill="#d0d0d0"/>';
    const { mask } = await topCutOut(`${tshirtSvg('#131313')}${inside}`);
    expect(mask[150 * 600 + 275]).toBe(0); // the inside
    expect(mask[160 * 600 + 300]).toBe(0); // the label over it
    expect(mask[160 * 600 + 230]).toBe(255); // the shoulder beside it
    expect(mask[200 * 600 + 300]).toBe(255); // the front below the neckline
  });

  it("cuts away the inside of a collar ring, of the fabric's own colour, between the back's trim and the front's", async () => {
    // oot-06123_00, oot-00151_00: a light T-shirt whose collar is a ring of coloured trim; the back's
    // trim, in the garment's shadow, is darker than the front's (the same hue, 86 apart), and the
    // inside between them is the fabric's white. Before, only the back's trim went, and the inside
    // with its label lay on the wearer's throat.
    const tee = tshirtSvg('#f2f2f2').replace('Q300 180 340 150', 'L340 150');
    const ring = '<path d="M255 160 Q300 150 345 160" fill="none" stroke="#0c4a8c" stroke-width="10"/><path d="M255 160 Q300 240 345 160" fill="none" stroke="#1a70d8" stroke-width="10"/>';
    const { mask } = await topCutOut(`${tee}${ring}`);
    expect(mask[170 * 600 + 300]).toBe(0); // the inside
    expect(mask[168 * 600 + 280]).toBe(0);
    expect(mask[200 * 600 + 300]).toBe(255); // the front's trim
    expect(mask[160 * 600 + 230]).toBe(255); // the shoulder beside it
    expect(mask[215 * 600 + 300]).toBe(255); // the front below the neckline
  });

  it("cuts a sleeved T-shirt's crew-neck inside of its own colour, label and all, by the neckline's shape", async () => {
    // oot-049805_1, oot-050181_1: the back's collar rises to two peaks with a shallow dip between them,
    // and the inside below it is the fabric's colour (no band to find); its label lay on the throat.
    const neck = (body: string) => `<rect width="100%" height="100%" fill="#ffffff"/><path d="${body}" fill="#402878"/><rect x="290" y="150" width="20" height="12" fill="#f4f4f4"/>`;
    const tee = 'M200 165 L265 140 Q300 152 335 140 L400 165 L500 250 L450 300 L400 260 L400 550 L200 550 L200 260 L150 300 L100 250 Z';
    const { ga, mask } = await topCutOut(neck(tee));
    expect(mask[156 * 600 + 300]).toBe(0); // the label
    expect(mask[200 * 600 + 300]).toBe(255); // the front below the neckline
    expect(mask[175 * 600 + 230]).toBe(255); // the shoulder beside it
    expect(ga.landmarks.neck!.y).toBeGreaterThan(165);
    // The same top edge on a top without sleeves may be its front neckline: kept, unless a label
    // shows there (sewn into the back's inside: oot-053790_1, oot-049920_1).
    const vest = 'M200 165 L265 140 Q300 152 335 140 L400 165 L400 550 L200 550 Z';
    const { mask: plain } = await topCutOut(neck(vest).replace(/<rect x="290"[^>]*>/, ''));
    expect(plain[156 * 600 + 300]).toBe(255);
    expect(plain[170 * 600 + 300]).toBe(255);
    const { mask: labelled } = await topCutOut(neck(vest));
    expect(labelled[156 * 600 + 300]).toBe(0); // the label
    expect(labelled[170 * 600 + 300]).toBe(0); // the inside round it
    expect(labelled[200 * 600 + 300]).toBe(255); // the front below the neckline
    // A thin band of another colour along the top (the outline's edge blended with the backdrop) is no label.
    const { mask: banded } = await topCutOut(neck(vest).replace(/<rect x="290"[^>]*>/, '<path d="M265 143 Q300 155 335 143" fill="none" stroke="#f4f4f4" stroke-width="2"/>'));
    expect(banded[170 * 600 + 300]).toBe(255);
  });

  it("cuts a wide crew neck's inside no deeper than a crew neck's on the same shoulders, and shallow at its corners", async () => {
    // oot-03244_00, oot-048554_1, oot-053786_1: the peaks 0.6 of the shoulders apart, past the crew
    // necks' gate, left the inside and its label on the throat. Cut as deep as a crew neck's share of
    // the opening, the front below the neckline and the shoulders beside the peaks went with it.
    const neck = `<rect width="100%" height="100%" fill="#ffffff"/><path d="M200 165 L240 140 Q300 164 360 140 L400 165 L500 250 L450 300 L400 260 L400 550 L200 550 L200 260 L150 300 L100 250 Z" fill="#402878"/><rect x="290" y="152" width="20" height="12" fill="#c83c3c"/>`;
    const { mask } = await topCutOut(neck);
    expect(mask[158 * 600 + 300]).toBe(0); // the label
    expect(mask[185 * 600 + 300]).toBe(0); // the inside above the neckline
    expect(mask[200 * 600 + 300]).toBe(255); // the front below it
    expect(mask[165 * 600 + 245]).toBe(255); // the shoulder at the peak
  });

  it('keeps the yoke above a print just below the neckline (it is the shoulders\' fabric)', async () => {
    // A dark T-shirt with a white print just under its neckline: a dark band over a light one, as a
    // neck's inside over the front, but the dark has the shoulders' colour and runs on into them.
    const { ga, mask } = await topCutOut(`${tshirtSvg('#282830')}<rect x="230" y="185" width="140" height="60" fill="#f4f4f4"/>`);
    expect(mask[175 * 600 + 300]).toBe(255);
    expect(ga.landmarks.neck!.y).toBeLessThan(172);
  });

  it('tells trousers from a skirt', async () => {
    const trousers = await svgImage(500, 700, '<path d="M150 80 L350 80 L380 650 L290 650 L250 300 L210 650 L120 650 Z" fill="#2040a0"/>');
    const skirt = await svgImage(500, 700, '<path d="M180 80 L320 80 L400 500 L100 500 Z" fill="#2040a0"/>');
    const t = await analyseGarment(trousers, 'lower');
    const s = await analyseGarment(skirt, 'lower');
    expect(t.shape).toBe('trousers');
    expect(t.landmarks.crotch!.y).toBeGreaterThan(280);
    // Closing (for white stripes) narrows the leg gap a little, so the crotch reads slightly low.
    expect(t.landmarks.crotch!.y).toBeLessThan(370);
    expect(t.landmarks.leftLegOuter!.x).toBeLessThan(t.landmarks.leftLegInner!.x);
    expect(s.shape).toBe('skirt');
    expect(s.landmarks.rightHem!.x - s.landmarks.leftHem!.x).toBeGreaterThan(250);
  });

  it('refuses a garment on a busy background, saying what photo works', async () => {
    const noise = Array.from({ length: 400 }, (_, i) => `<rect x="${(i % 20) * 30}" y="${Math.floor(i / 20) * 35}" width="30" height="35" fill="${['#e04020', '#20a040', '#2040e0', '#f0f020', '#101010'][(i * 7) % 5]}"/>`).join('');
    const err = await analyseGarment(await svgImage(600, 700, `${noise}${tshirtSvg('#ffffff').replace(/<rect[^>]*\/>/, '')}`), 'upper').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineRefusal);
    expect((err as EngineRefusal).reason).toBe('busy_background');
    expect((err as EngineRefusal).message).toMatch(/plain background/);
  });

  it('refuses a photo without a garment', async () => {
    const err = await analyseGarment(await svgImage(400, 400, '<rect width="100%" height="100%" fill="#ffffff"/>'), 'upper').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineRefusal);
    expect((err as EngineRefusal).reason).toBe('no_garment');
  });

  it('refuses bytes that are not an image and unknown categories', async () => {
    await expect(analyseGarment(Buffer.from('not an image'), 'upper')).rejects.toMatchObject({ reason: 'invalid_image' });
    await expect(analyseGarment(Buffer.from('x'), 'hat' as 'upper')).rejects.toMatchObject({ reason: 'unsupported_category' });
  });
});
