import { describe, expect, it } from 'vitest';
import { fitGarment, forward } from '../src/fit.ts';
import { analyseGarment } from '../src/garment.ts';
import { decodeRgb } from '../src/image.ts';
import { decodeMask } from '../src/rle.ts';
import { garmentPieces, LEFT_SLEEVE, PANEL, RIGHT_SLEEVE } from '../src/pieces.ts';
import type { GarmentCategory } from '../src/types.ts';
import { flutterDressSvg, standingBody, svgImage, trapezoidBlouseSvg } from './draw.ts';

async function pieces(svg: string, category: GarmentCategory, w = 600, h = 800) {
  const ga = await analyseGarment(await svgImage(w, h, `<rect width="100%" height="100%" fill="#ffffff"/>${svg}`), category);
  const mask = decodeMask(ga.mask);
  return { ga, mask, p: garmentPieces(mask, ga), at: (x: number, y: number) => garmentPieces(mask, ga).labels[y * w + x] };
}

describe('cutting a garment into its panel and sleeves', () => {
  it('finds a long sleeve hanging against the torso with no gap, as well as one hanging free', async () => {
    // Torso 200..400; the image-right sleeve hangs with a gap beside it, the image-left one touches it.
    const top = `<path d="M200 150 L270 150 Q300 175 330 150 L400 150 L462 172 L478 600 L426 600 L420 262 L400 262 L400 560
      L200 560 L200 600 L124 600 L138 172 Z" fill="#203050"/>`;
    const { p, at } = await pieces(top, 'upper');
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    expect(at(160, 500)).toBe(LEFT_SLEEVE);
    expect(at(445, 500)).toBe(RIGHT_SLEEVE);
    expect(at(300, 400)).toBe(PANEL);
    expect(at(230, 400)).toBe(PANEL);
  });

  it("leaves a hem's corners flaring past the seams to the panel, and the sleeves' axes on the sleeves", async () => {
    // A T-shirt (sleeves held out to x 100 and 500 at y 250) whose hem flares out to x 160 and 440.
    const top = `<path d="M200 150 L260 150 Q300 180 340 150 L400 150 L500 250 L450 300 L400 260 L400 500 L440 550
      L160 550 L200 500 L200 260 L150 300 L100 250 Z" fill="#203050"/>`;
    const { p, at } = await pieces(top, 'upper');
    expect(at(170, 545)).toBe(PANEL);
    expect(at(430, 545)).toBe(PANEL);
    expect(at(140, 260)).toBe(LEFT_SLEEVE);
    // Each sleeve's axis runs out along the sleeve (up to its cuff at y 250-300), not down to the hem.
    for (const limb of p.limbs) expect(Math.max(limb.start.y, limb.end.y)).toBeLessThan(330);
  });

  it('does not mirror a ragged side (a cut-out broken by white on white) onto the other', async () => {
    // A T-shirt with its short sleeves held out (nothing hangs below the hem, so no cuff sets a seam),
    // its image-right side torn into teeth 60 px deep: that side reads narrower than the straight
    // image-left one (x 200).
    let teeth = '';
    for (let y = 262; y < 560; y += 40) teeth += ` L400 ${y} L340 ${y + 20}`;
    const top = `<path d="M200 150 L270 150 Q300 175 330 150 L400 150 L490 250 L450 290 L400 262 ${teeth} L400 560
      L200 560 L200 262 L150 290 L110 250 Z" fill="#203050"/>`;
    const { p, at } = await pieces(top, 'upper');
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    // The torso's own image-left edge stays panel: mirroring the torn side would put that seam at
    // x 220 and cut the strip outside it off as sleeve.
    expect(at(210, 400)).toBe(PANEL);
    expect(at(300, 400)).toBe(PANEL);
  });

  it('finds flared sleeves merged with the body into one trapezoid by the cuffs hanging below the hem', async () => {
    const { p, at } = await pieces(trapezoidBlouseSvg('#e0a0b0'), 'upper');
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    expect(at(150, 500)).toBe(LEFT_SLEEVE);
    expect(at(450, 500)).toBe(RIGHT_SLEEVE);
    expect(at(300, 400)).toBe(PANEL);
    expect(at(240, 400)).toBe(PANEL);
    // The panel is the body between the cuffs' inner edges, not the whole trapezoid...
    expect(p.seamHalf).toBeGreaterThan(60);
    expect(p.seamHalf).toBeLessThan(95);
    // ...and starts where its seams meet the shoulder line, not at the outline's corners (y 230).
    expect(p.topY).toBeLessThan(210);
  });

  it("finds an off-shoulder crop top's puff sleeves, joined to its body down to near its hem", async () => {
    // Body x 220..380, y 300..500, its top edge straight across (no shoulders); each puff sleeve is
    // joined to the body's side down to y 472 and parts from it there, its gathered cuff ending at
    // y 495, just above the body's hem.
    const puff = (s: 1 | -1) => {
      const x = (v: number) => 300 + s * v;
      return `<path d="M${x(75)} 300 L${x(190)} 305 Q${x(205)} 400 ${x(195)} 470 Q${x(175)} 497 ${x(125)} 496 L${x(100)} 490 L${x(80)} 462 Z" fill="#e06020"/>`;
    };
    const top = `<rect x="220" y="300" width="160" height="200" fill="#e06020"/>${puff(-1)}${puff(1)}`;
    const { p, at } = await pieces(top, 'upper');
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    expect(at(150, 420)).toBe(LEFT_SLEEVE);
    expect(at(450, 420)).toBe(RIGHT_SLEEVE);
    expect(at(300, 420)).toBe(PANEL);
    expect(p.seamHalf).toBeLessThan(100);
  });

  it('finds the short sleeves of a dress and none on a sleeveless one', async () => {
    const sleeved = `<path d="M300 90 L360 90 L420 110 L480 200 L430 240 L400 215 L395 330 L450 740 L210 740 L265 330 L260 215
      L230 240 L180 200 L240 110 Z" fill="#3070c0"/>`;
    const sleeveless = `<path d="M300 90 L360 90 L400 100 L405 215 L395 330 L450 740 L210 740 L265 330 L255 215 L260 100 Z" fill="#3070c0"/>`;
    const a = await pieces(sleeved, 'full', 660, 800);
    expect(a.p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    const b = await pieces(sleeveless, 'full', 660, 800);
    expect(b.p.limbs).toEqual([]);
  });

  it("finds a dress's long sleeves hanging against its bodice down to their cuffs", async () => {
    const dress = `<path d="M300 90 L360 90 L400 100 L405 215 L395 330 L450 740 L210 740 L265 330 L255 215 L260 100 Z" fill="#3070c0"/>
      <path d="M260 100 L215 130 L190 400 L258 400 L265 330 L255 215 Z" fill="#3070c0"/>
      <path d="M400 100 L445 130 L470 400 L402 400 L395 330 L405 215 Z" fill="#3070c0"/>`;
    const { p, at } = await pieces(dress, 'full', 660, 800);
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    expect(at(210, 385)).toBe(LEFT_SLEEVE);
    expect(at(450, 385)).toBe(RIGHT_SLEEVE);
    expect(at(330, 300)).toBe(PANEL);
    expect(at(330, 600)).toBe(PANEL);
    // Each sleeve reaches its cuff (y 400), not just the armhole.
    for (const limb of p.limbs) expect(Math.max(limb.start.y, limb.end.y)).toBeGreaterThan(370);
  });

  it("reads a dress's puff sleeves laid hanging beside its bodice from the shoulder down to their cuffs", async () => {
    // Each puff sleeve is sewn to the bodice's side from the shoulder (y 95) down to y 250, hangs
    // beside it, its outer side straight down at x 180 (480) from y 160 to 235, its cuff at y 250.
    const puff = (m: (x: number) => number) =>
      `<path d="M${m(262)} 95 Q${m(200)} 100 ${m(182)} 160 L${m(180)} 235 Q${m(185)} 252 ${m(210)} 252 L${m(250)} 250 L${m(258)} 240 Z" fill="#3070c0"/>`;
    const dress = `<path d="M300 90 L360 90 L400 100 L405 215 L395 330 L450 740 L210 740 L265 330 L255 215 L260 100 Z" fill="#3070c0"/>
      ${puff((x) => x)}${puff((x) => 660 - x)}`;
    const { p, at } = await pieces(dress, 'full', 660, 800);
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    expect(at(200, 200)).toBe(LEFT_SLEEVE);
    expect(at(460, 200)).toBe(RIGHT_SLEEVE);
    for (const limb of p.limbs) {
      // The axis hangs (read from the seam's middle it leaned out at 45 degrees, across the sleeve)...
      const steep = Math.abs(limb.end.y - limb.start.y) / Math.abs(limb.end.x - limb.start.x);
      expect(steep).toBeGreaterThan(2);
      // ...from near the shoulder down to the cuff: little of the sleeve is left above its start.
      expect(limb.start.y).toBeLessThan(140);
      expect(limb.end.y).toBeGreaterThan(235);
      // Sewn on at the shoulder: no strap's (its cap is drawn round, fit.ts).
      expect(limb.strap).toBe(false);
    }
  });

  it("lays a flutter sleeve out from its shoulder strap, down and out: not up a strip of the bodice's side", async () => {
    // Flutter sleeves out from the straps' tops (y 90), a bodice wider at its bust than at its armpits.
    const { p, at } = await pieces(flutterDressSvg('#208060'), 'full', 660, 800);
    expect(p.limbs.map((l) => l.label).sort()).toEqual([LEFT_SLEEVE, RIGHT_SLEEVE]);
    // The bust is panel, the flutters sleeves.
    expect(at(250, 240)).toBe(PANEL);
    expect(at(410, 240)).toBe(PANEL);
    expect(at(200, 140)).toBe(LEFT_SLEEVE);
    for (const limb of p.limbs) {
      const out = limb.label === LEFT_SLEEVE ? limb.start.x - limb.end.x : limb.end.x - limb.start.x;
      // Down from its start (the sleeve hangs from the shoulder), and out towards its tip.
      expect(limb.end.y).toBeGreaterThan(limb.start.y);
      expect(out).toBeGreaterThan(30);
      expect(limb.start.y).toBeLessThan(150);
      // Laid out from the strap: its top is not the shoulder's round.
      expect(limb.strap).toBe(true);
    }
  });
});

describe("a T-shirt's body of another colour than its sleeves, reaching past its side seams to the shoulders' tips", () => {
  it('is measured out to where the sleeves begin, and laid no farther than the shoulder\'s tip', async () => {
    // Side seams x 200 and 400 below the armpits (y 260); above them the lilac body reaches out to
    // x 160 and 440 at the shoulder line (y 150), the plum sleeves held out beyond.
    const svg = `<rect width="100%" height="100%" fill="#ffffff"/>
      <path d="M160 150 L260 150 Q300 180 340 150 L440 150 L520 250 L470 300 L400 260 L400 550 L200 550 L200 260 L130 300 L80 250 Z" fill="#3c2850"/>
      <path d="M160 150 L260 150 Q300 180 340 150 L440 150 L400 260 L400 550 L200 550 L200 260 Z" fill="#c8bee6"/>`;
    const image = await svgImage(600, 800, svg);
    const ga = await analyseGarment(image, 'upper');
    const p = garmentPieces(decodeMask(ga.mask), ga, (await decodeRgb(image)).data);
    // Row 200: the lilac reaches x 178 and 422 (half-width 122), the seams' columns 100 from the centre.
    expect(p.halfWidth[200]).toBeGreaterThan(115);
    // On a body whose shoulder joints are 100 apart (standingBody: x 150 and 250), the lilac's edge at
    // row 200 lies within the panel's reach past the joint (fit.ts ARMHOLE_OUT, 0.03 of the shoulders').
    const panel = fitGarment('upper', standingBody(), ga, p).pieces.find((q) => q.label === PANEL)!;
    for (const x of [178, 422]) expect(Math.abs(forward(panel, { x, y: 200 }).x - 200), `lilac edge x ${x}`).toBeLessThanOrEqual(55);
  });
});

// Short legs for the torso (250 long): knees 120 below the hips, ankles 120 below the knees. Hems
// placed in torso lengths land far too low on such a body.
const body = standingBody({ knee: 520, ankle: 640 });

describe('placing a dress on the legs', () => {
  it('ends a knee dress (a bodice about 3.3 waists long) at the knee and a dress over 5 waists long at the ankle, on short legs', async () => {
    // Waist (narrowest bodice row) 130 wide; from the shoulders to the hem 440 or 670.
    const dress = (hem: number) =>
      `<path d="M300 90 L360 90 L400 100 L405 215 L395 330 L${440 + (hem - 530) / 8} ${hem} L${220 - (hem - 530) / 8} ${hem} L265 330 L255 215 L260 100 Z" fill="#3070c0"/>`;
    for (const [hem, lo, hi] of [[530, 508, 568], [760, 604, 650]] as const) {
      const ga = await analyseGarment(await svgImage(660, 800, `<rect width="100%" height="100%" fill="#ffffff"/>${dress(hem)}`), 'full');
      const fit = fitGarment('full', body, ga, decodeMask(ga.mask));
      const y = forward(fit.pieces[0]!, { x: 330, y: hem }).y;
      expect(y, `hem of a dress drawn to y ${hem}`).toBeGreaterThanOrEqual(lo);
      expect(y, `hem of a dress drawn to y ${hem}`).toBeLessThanOrEqual(hi);
    }
  });
});
