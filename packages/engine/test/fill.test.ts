import { describe, expect, it } from 'vitest';
import { acrossSplit, bodyShape, limbSegments, pushPull, replacedRegion } from '../src/fill.ts';
import { shadeFilledLimbs } from '../src/limb-shading.ts';
import { sampleSkin, skinMask } from '../src/skin.ts';
import { outfitSplit } from '../src/outfit.ts';
import { standingBody } from './draw.ts';

/** A 60 x 60 photo coloured by `colour(x, y)`, all of it clothes: the outfit split's scenes. */
function splitScene(colour: (x: number, y: number) => readonly number[]) {
  const [w, h] = [60, 60];
  const photo = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) photo.set(colour(x, y), (y * w + x) * 3);
  return { w, h, photo, clothes: new Uint8Array(w * h).fill(255) };
}

describe('what is under the old garment', () => {
  it('fills a hole from the known pixels around it, following their gradient', () => {
    const w = 64;
    const h = 32;
    const rgb = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgb.fill(x * 4, (y * w + x) * 3, (y * w + x) * 3 + 3);
    const known = new Uint8Array(w * h).fill(255);
    const target = new Uint8Array(w * h);
    for (let y = 8; y < 24; y++) for (let x = 24; x < 40; x++) {
      target[y * w + x] = 255;
      rgb.fill(0, (y * w + x) * 3, (y * w + x) * 3 + 3); // the old garment, black
    }
    pushPull(rgb, w, known, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 });
    const v = rgb[(16 * w + 32) * 3]!;
    expect(v).toBeGreaterThan(100);
    expect(v).toBeLessThan(156);
    expect(rgb[(16 * w + 26) * 3]!).toBeLessThan(rgb[(16 * w + 38) * 3]!);
  });

  it('replaces the old top above its end (and on the arms) for a top, the old bottom for a bottom', () => {
    const w = 10;
    const h = 10;
    const clothes = new Uint8Array(w * h).fill(255);
    const arms = new Uint8Array(w * h);
    arms[7 * w + 0] = 255;
    const feet = new Uint8Array(w * h);
    feet.fill(255, 9 * w);
    const photo = new Uint8Array(w * h * 3).fill(90);
    const upper = replacedRegion('upper', photo, clothes, arms, { topEnd: 4, bottomStart: 5 }, w, h, feet);
    expect(upper[3 * w + 5]).toBe(255);
    expect(upper[6 * w + 5]).toBe(0);
    expect(upper[7 * w + 0]).toBe(255); // an old sleeve on the arm
    const lower = replacedRegion('lower', photo, clothes, arms, { topEnd: 4, bottomStart: 5 }, w, h, feet);
    expect(lower[3 * w + 5]).toBe(0);
    expect(lower[6 * w + 5]).toBe(255);
    expect(lower[9 * w + 5]).toBe(0); // shoes stay
  });

  it("takes the old bottom's waistband where it rises above the split for a bottom, not the old top beside it", () => {
    // A lilac top down to the split (row 30) over black leggings; on columns 30..59 the leggings'
    // waistband shows on rows 26..29, above the split. Shoulder widths 80: the band is 6 rows.
    const w = 60;
    const h = 60;
    const photo = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) photo.set(y >= 30 || (y >= 26 && x >= 30) ? [15, 15, 18] : [170, 140, 220], (y * w + x) * 3);
    const clothes = new Uint8Array(w * h).fill(255);
    const outfit = { topEnd: 30, bottomStart: 30 };
    const region = replacedRegion('lower', photo, clothes, new Uint8Array(w * h), outfit, w, h, new Uint8Array(w * h), acrossSplit(photo, clothes, outfit, w, h, 80, 'bottom'));
    expect(region[27 * w + 40]).toBe(255); // the waistband above the split
    expect(region[27 * w + 10]).toBe(0); // the top beside it
    expect(region[20 * w + 40]).toBe(0); // above the band
    expect(region[40 * w + 10]).toBe(255);
  });

  it("takes the old top's hem where it hangs below the split for a top, not the old bottom beside it", () => {
    // A grey sweatshirt down to the split (row 30) over blue jeans; on columns 0..19 its hem hangs on
    // rows 30..33, below the split. Shoulder widths 80: the band is 6 rows.
    const w = 60;
    const h = 60;
    const photo = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) photo.set(y < 30 || (y < 34 && x < 20) ? [180, 180, 182] : [30, 50, 90], (y * w + x) * 3);
    const clothes = new Uint8Array(w * h).fill(255);
    const outfit = { topEnd: 29, bottomStart: 30 };
    const hem = acrossSplit(photo, clothes, outfit, w, h, 80, 'top');
    const region = replacedRegion('upper', photo, clothes, new Uint8Array(w * h), outfit, w, h, new Uint8Array(w * h), hem);
    expect(region[32 * w + 10]).toBe(255); // the hem below the split
    expect(region[32 * w + 40]).toBe(0); // the jeans beside it
    expect(region[45 * w + 10]).toBe(0); // below the band
    expect(region[20 * w + 40]).toBe(255);
    // Nothing when a bare band parts top and bottom.
    expect(acrossSplit(photo, clothes, { topEnd: 25, bottomStart: 30 }, w, h, 80, 'top').some(Boolean)).toBe(false);
  });

  it("takes no shaded speck of the old top for the old bottom's waistband in a two-piece outfit, only what reaches the split", () => {
    // A grey sweatshirt down to the split (row 30) over dark blue jeans; the jeans' waistband shows on
    // rows 27..29 of columns 30..59, and the sweatshirt has dark specks (2 x 2) on rows 25..26 at
    // columns 10, 16 and 22, nearer the jeans' colour than its grey. Shoulder widths 80: the band is 6 rows.
    const { w, h, photo, clothes } = splitScene((x, y) => {
      const speck = (y === 25 || y === 26) && [10, 11, 16, 17, 22, 23].includes(x);
      return y >= 30 || (y >= 27 && x >= 30) || speck ? [30, 45, 80] : [170, 170, 172];
    });
    const band = acrossSplit(photo, clothes, { topEnd: 30, bottomStart: 30 }, w, h, 80, 'bottom');
    expect(band[28 * w + 40]).toBe(255); // the waistband
    expect(band[25 * w + 10]).toBe(0); // a speck of the sweatshirt
    expect(band[26 * w + 23]).toBe(0);
    // A dress (one piece) has no waistband: above its split both colours are the dress's, and its
    // specks were a fringe of the dress over the new waistband (053700 + 051412).
    expect(acrossSplit(photo, clothes, { topEnd: 30, bottomStart: 30, onePiece: true }, w, h, 80, 'bottom').some(Boolean)).toBe(false);
  });

  it("takes no seam of the old bottom's waistband for the old top's hem: a hem is a band going on from the top", () => {
    // Black top down to the split (row 30) over blue jeans; the waistband has a 1 px black seam on
    // row 30 (columns 35..55) and a black rivet on rows 32..35 (columns 40..43), off the split row.
    const { w, h, photo, clothes } = splitScene((x, y) => {
      const seam = y === 30 && x >= 35 && x <= 55;
      const rivet = y >= 32 && y <= 35 && x >= 40 && x <= 43;
      return y < 30 || (y < 34 && x < 20) || seam || rivet ? [15, 15, 18] : [30, 50, 90];
    });
    const hem = acrossSplit(photo, clothes, { topEnd: 29, bottomStart: 30 }, w, h, 80, 'top');
    expect(hem[32 * w + 10]).toBe(255); // the hem
    expect(hem[30 * w + 45]).toBe(0); // the seam
    expect(hem[33 * w + 41]).toBe(0); // the rivet
  });

  it("takes the old sleeve down a forearm below the top's end, its shaded side too, not the trousers beside it", () => {
    // A red long sleeve down the arm (columns 10..19, its side 17..19 in shade, nearer the trousers'
    // black than its red) over black trousers (columns 20..59); the arm's capsule (columns 10..29)
    // takes in trousers too.
    const region = topOverArm((x, y) => (y <= 30 || x < 17 ? [150, 20, 40] : x < 20 ? [60, 6, 12] : [15, 15, 18]));
    expect(region[45 * W + 15]).toBe(255); // the sleeve below the top's end
    expect(region[45 * W + 18]).toBe(255); // its shaded side
    expect(region[45 * W + 25]).toBe(0); // the trousers beside it, inside the arm's capsule
    expect(region[45 * W + 40]).toBe(0);
    expect(region[20 * W + 25]).toBe(255); // above the top's end: all of the old top
  });

  it("tells a neutral sleeve by its colour as it is, not in any light: scaled, white is every grey", () => {
    // A white sleeve (columns 10..16) with grey beside it (17..19) over dark grey trousers (20..59):
    // the grey is nearer the trousers than the white.
    const region = topOverArm((x, y) => (y <= 30 || x < 17 ? [235, 235, 235] : x < 20 ? [110, 110, 110] : [60, 60, 64]));
    expect(region[45 * W + 15]).toBe(255);
    expect(region[45 * W + 18]).toBe(0);
  });

  it("takes nothing on the arms below a sleeveless top's end for a sleeve that does not go on from it", () => {
    // A black top (its sides on the arm's capsule) over blue jeans; a black seam of the jeans on the
    // arm's capsule (rows 45..47, columns 12..18) is not a sleeve.
    const region = topOverArm((x, y) => (y <= 30 || (y >= 45 && y <= 47 && x >= 12 && x <= 18) ? [15, 15, 18] : [30, 50, 90]));
    expect(region[46 * W + 15]).toBe(0);
    expect(region[20 * W + 15]).toBe(255);
  });

  it('paints an arm about as wide as an upper arm is, not as wide as a loose old sleeve', () => {
    // Shoulder widths 100: the image-right upper arm runs from (250, 150) to (265, 260), at x 257.5 on
    // row 205. Upper arms here are 0.08-0.1 shoulder widths across each side of that line; what a
    // loose sleeve holds beyond is backdrop, not arm.
    const { kps, w, h } = standingBody();
    const shape = bodyShape(kps, w, h, 100);
    expect(shape[205 * w + 265]).toBe(255);
    expect(shape[205 * w + 269]).toBe(0);
    expect(shape[205 * w + 246]).toBe(255); // the arm's inner side and the torso
  });

  it('draws a forearm that narrows to the wrist, not a tube one width from elbow to hand', () => {
    // Shoulder widths 100: the image-right forearm runs from the elbow (265, 260) to the wrist
    // (270, 360), its straight capsule 8.5 px each side; near the wrist (row 350, line at x 269.5) it
    // is narrower.
    const { kps, w, h } = standingBody();
    const shape = bodyShape(kps, w, h, 100);
    expect(shape[350 * w + 274]).toBe(255);
    expect(shape[350 * w + 277]).toBe(0);
    expect(shape[350 * w + 262]).toBe(0);
  });

  it('draws a shin that swells at the calf and narrows to the ankle, not a column of one width', () => {
    // Shoulder widths 100: the left shin runs from the knee (232, 560) to the ankle
    // (234, 720), its straight capsule 13 px each side; the calf a third of the way down is wider, the
    // ankle narrower.
    const { kps, w, h } = standingBody();
    const shape = bodyShape(kps, w, h, 100);
    expect(shape[613 * w + 246]).toBe(255);
    expect(shape[704 * w + 234 + 11]).toBe(0);
    expect(shape[704 * w + 234 + 8]).toBe(255);
  });

  it('draws shoulders that slope from the neck and are round at their tips, not a square top', () => {
    // Shoulder joints (250, 150) and (150, 150), 100 apart: the top of a shoulder is about 0.1 above
    // its joint, the neck's base about 0.2 above their line; past the joint the shoulder rounds off.
    const { kps, w, h } = standingBody();
    const shape = bodyShape(kps, w, h, 100);
    expect(shape[141 * w + 250]).toBe(255);
    expect(shape[132 * w + 200]).toBe(255);
    expect(shape[138 * w + 257]).toBe(0);
    expect(shape[138 * w + 143]).toBe(0);
    expect(shape[150 * w + 258]).toBe(255);
  });

  it('tells skin from clothing by the face colour and finds a bare midriff between top and bottom', () => {
    const w = 40;
    const h = 100;
    const data = new Uint8Array(w * h * 3);
    const skin = [224, 172, 140];
    const paint = (y0: number, y1: number, c: number[]) => {
      for (let y = y0; y < y1; y++) for (let x = 0; x < w; x++) data.set(c, (y * w + x) * 3);
    };
    paint(0, 20, skin); // face
    paint(20, 50, [40, 60, 160]); // blue top
    paint(50, 60, skin); // midriff
    paint(60, 100, [30, 30, 30]); // black trousers
    const body = new Uint8Array(w * h).fill(255);
    const img = { width: w, height: h, data };
    const model = sampleSkin(img, body, { x: 20, y: 10 }, 8)!;
    const mask = skinMask(img, body, model);
    expect(mask[55 * w + 20]).toBe(255);
    expect(mask[30 * w + 20]).toBe(0);
    expect(mask[80 * w + 20]).toBe(0);
    const clothes = new Uint8Array(w * h);
    for (let i = 20 * w; i < w * h; i++) clothes[i] = mask[i] ? 0 : 255;
    const split = outfitSplit(img, clothes, { shoulderY: 20, hipY: 80, x0: 5, x1: 35 });
    expect(split.topEnd).toBeGreaterThanOrEqual(49);
    expect(split.topEnd).toBeLessThanOrEqual(52);
    expect(split.bottomStart).toBeGreaterThanOrEqual(58);
    expect(split.bottomStart).toBeLessThanOrEqual(61);
  });

  it('shows no bare leg beside a new trouser leg, only below its hem', () => {
    const { kps, w, h } = standingBody();
    // A narrow new trouser leg on the image-right leg (hip 230,400 -> knee 232,560), down to y 650.
    const covered = new Float32Array(w * h);
    for (let y = 400; y < 650; y++) for (let x = 225; x < 241; x++) covered[y * w + x] = 1;
    const shape = bodyShape(kps, w, h, 100, covered);
    expect(shape[500 * w + 215]).toBe(0); // beside the new leg: the old trousers become background
    expect(shape[700 * w + 233]).toBe(255); // the shin below its hem
    expect(shape[500 * w + 170]).toBe(255); // the other leg, not covered at all
    expect(bodyShape(kps, w, h, 100)[500 * w + 215]).toBe(255);
  });

  it('draws the torso no wider than a new top or dress where it covers the torso, the arms beside it', () => {
    const { kps, w, h } = standingBody();
    // A dress panel narrower than the drawn torso (shoulders 150..250), from row 200 down.
    const covered = new Float32Array(w * h);
    for (let y = 200; y < 700; y++) for (let x = 165; x < 236; x++) covered[y * w + x] = 1;
    const shape = bodyShape(kps, w, h, 100, covered, true);
    expect(bodyShape(kps, w, h, 100, covered)[300 * w + 155]).toBe(255); // the torso's side, drawn
    expect(shape[300 * w + 155]).toBe(0); // beside the dress: backdrop
    expect(shape[300 * w + 245]).toBe(0);
    expect(shape[300 * w + 133]).toBe(255); // the arm hanging beside it
    expect(shape[300 * w + 200]).toBe(255); // under the dress
    expect(shape[180 * w + 155]).toBe(255); // above the dress (the centre not covered): the shoulders
  });

  it("keeps the neck's base beside a new collar as the torso, not beside the garment (from the armpits' row, geometry.ts armpitsRow)", () => {
    const { kps, w, h } = standingBody();
    // A collar band (x 185..215, rows 140..160) over the torso's middle, lower than the old neckline;
    // the top's shoulders and body from row 165 down. Shoulder joints on row 150.
    const covered = new Float32Array(w * h);
    for (let y = 140; y <= 160; y++) for (let x = 185; x <= 215; x++) covered[y * w + x] = 1;
    for (let y = 165; y < 400; y++) for (let x = 140; x < 260; x++) covered[y * w + x] = 1;
    const shape = bodyShape(kps, w, h, 100, covered, true);
    // Beside the collar on its rows, nothing of the garment above: the neck's base and shoulder, skin.
    expect(shape[150 * w + 170]).toBe(255);
    expect(shape[145 * w + 228]).toBe(255);
  });

  it("keeps the torso under a new top's slanting hem, taking away only what is beside the top", () => {
    const { kps, w, h } = standingBody();
    // A crop top x 165..235 whose hem slants down to the right: it ends at row 250 at x 165, 285 at x 235.
    const covered = new Float32Array(w * h);
    for (let x = 165; x <= 235; x++) for (let y = 200; y <= 250 + (x - 165) / 2; y++) covered[y * w + x] = 1;
    const shape = bodyShape(kps, w, h, 100, covered, true);
    // Row 265 crosses the hem: the top covers x >= 195 there. At x 185 the hem is 5 rows above and
    // the top's side 10 px along the row: under the hem, the belly.
    expect(shape[265 * w + 185]).toBe(255);
    // At x 158 nothing of the top is above: beside it, backdrop; and so beside its side higher up.
    expect(shape[265 * w + 158]).toBe(0);
    expect(shape[230 * w + 160]).toBe(0);
  });

  it("raises the drawn shoulders to the person's outline a little above them, not a ledge below it", () => {
    // standingBody's shoulder joints (150, 150) and (250, 150): the drawn shoulder slopes from about
    // row 131 beside the neck to 140 above the joint. The person's outline here: row 129 all along
    // (a broad man's shoulders under his T-shirt), but for hair from the top down on columns 226..227
    // (its end on the shoulder) and on 172..180 (a lock wider than BRIDGE).
    const { kps, w, h } = standingBody();
    const body = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 100; x <= 300; x++) if (y >= 129 || (x >= 226 && x <= 227) || (x >= 172 && x <= 180)) body[y * w + x] = 255;
    const drawn = bodyShape(kps, w, h, 100);
    const shape = bodyShape(kps, w, h, 100, undefined, false, body);
    expect(drawn[131 * w + 228]).toBe(0);
    expect(shape[131 * w + 228]).toBe(255); // 5 px above the drawn top: raised to the outline
    expect(shape[128 * w + 228]).toBe(0); // not past it
    expect(shape[131 * w + 226]).toBe(255); // the hair's end between raised columns: raised as they are
    expect(shape[131 * w + 176]).toBe(0); // a lock wider than that: left as drawn
    // 10 px from the joint, 8 below the outline: the rise there is half SHOULDER_RISE (TAPER).
    expect(shape[133 * w + 240]).toBe(0);
  });

  it('draws no torso past a gap between a hanging arm and the waist', () => {
    const { kps, w, h, mask } = standingBody();
    // Backdrop between the image-left arm and the waist: x 160..163 on rows 300..380.
    const body = mask.slice();
    for (let y = 300; y <= 380; y++) for (let x = 160; x <= 163; x++) body[y * w + x] = 0;
    expect(bodyShape(kps, w, h, 100)[320 * w + 155]).toBe(255); // the torso drawn out to x 151 on that row
    const shape = bodyShape(kps, w, h, 100, undefined, false, body);
    expect(shape[320 * w + 155]).toBe(0); // past the gap: not the torso (nor the arm, out to x 141)
    expect(shape[320 * w + 170]).toBe(255);
    expect(shape[320 * w + 245]).toBe(255); // the other side, no gap
    expect(shape[290 * w + 155]).toBe(255); // above the gap
  });
});

describe('a bare belly the fill draws', () => {
  it('is round, not a flat slab: darker towards the sides than down the middle', () => {
    // standingBody: shoulders at x 150 and 250 (y 150), hips at x 170 and 230 (y 400). A crop top
    // leaves the belly, x 160..240 and y 300..380, filled with one flat tone; no bare skin anywhere.
    const { kps, w, h } = standingBody();
    expect(limbSegments(kps, 100).some((s) => s.a.y === 150 && s.b.y === 400 && s.a.x === 200)).toBe(true);
    const rgb = new Uint8Array(w * h * 3);
    const target = new Uint8Array(w * h);
    for (let y = 300; y <= 380; y++)
      for (let x = 160; x <= 240; x++) {
        target[y * w + x] = 255;
        rgb.fill(150, (y * w + x) * 3, (y * w + x) * 3 + 3);
      }
    shadeFilledLimbs(rgb, new Uint8Array(w * h * 3), new Uint8Array(w * h), target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, limbSegments(kps, 100), w, h);
    const at = (x: number) => rgb[(340 * w + x) * 3]!;
    expect(at(200)).toBeGreaterThan(at(162) + 5);
    expect(at(200)).toBeGreaterThan(at(238) + 5);
  });
});

const W = 60;

/** What a new top replaces of a W x W photo coloured by `colour`: an old top ending at row 30 over what is below, the arm's capsule on columns 10..29 from row 10. */
function topOverArm(colour: (x: number, y: number) => readonly number[]): Uint8Array {
  const photo = new Uint8Array(W * W * 3);
  const arms = new Uint8Array(W * W);
  for (let y = 0; y < W; y++)
    for (let x = 0; x < W; x++) {
      if (x >= 10 && x < 30 && y >= 10) arms[y * W + x] = 255;
      photo.set(colour(x, y), (y * W + x) * 3);
    }
  return replacedRegion('upper', photo, new Uint8Array(W * W).fill(255), arms, { topEnd: 30, bottomStart: 31 }, W, W, new Uint8Array(W * W));
}
