// The bench's honest checks (bench/engine/checks.ts) on a drawn scene: a good try-on passes every
// check, and each way of getting it wrong turns exactly the check meant to see it red.
import { describe, expect, it } from 'vitest';
import { bothStages, CHECKS, checkPair, comboChecks, failing, ownEdgeShares, type CheckName, type CheckResult, type PairChecks } from '../../../bench/engine/checks.ts';
import { garmentContext, personContext } from '../../../bench/engine/context.ts';
import type { GarmentLabel, PersonLabel } from '../../../bench/engine/labels.ts';

type Rgb = readonly [number, number, number];
const W = 200;
const H = 400;
const BACKDROP: Rgb = [210, 210, 210];
const SKIN: Rgb = [224, 172, 140];
const RED: Rgb = [200, 30, 30];
const BLUE: Rgb = [30, 40, 160];
const HAIR: Rgb = [60, 40, 30];
const GREEN: Rgb = [40, 160, 60];

function paint(img: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha?: Uint8Array) {
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      img.set(c, (y * w + x) * 3);
      if (alpha) alpha[y * w + x] = 255;
    }
}

/** A person facing the camera in a red long-sleeved top and blue trousers, hair over the chest. */
function personPhoto(): Uint8Array {
  const img = new Uint8Array(W * H * 3);
  paint(img, W, 0, 0, W, H, BACKDROP);
  paint(img, W, 80, 15, 120, 55, SKIN); // head
  paint(img, W, 90, 55, 110, 80, SKIN); // neck
  paint(img, W, 60, 70, 140, 240, RED); // torso
  paint(img, W, 45, 80, 65, 230, RED); // sleeves to the wrists
  paint(img, W, 135, 80, 155, 230, RED);
  paint(img, W, 47, 230, 63, 252, SKIN); // hands
  paint(img, W, 137, 230, 153, 252, SKIN);
  paint(img, W, 62, 240, 98, 390, BLUE); // trouser legs
  paint(img, W, 102, 240, 138, 390, BLUE);
  paint(img, W, 62, 240, 138, 300, BLUE);
  paint(img, W, 85, 82, 115, 100, HAIR); // hair falling in front of the top
  return img;
}

const person: PersonLabel = {
  knees: true,
  pose: 'standing',
  neck: 60,
  shoulder: 80,
  navel: 180,
  hip: 230,
  knee: 310,
  ankle: 390,
  shoulderX: [60, 140],
  arms: [[55, 150, 55, 238], [145, 150, 145, 238]],
  top: { top: 70, hem: 240, sleeve: 'long', swatch: [70, 120, 130, 170] },
  bottom: { top: 240, hem: 390, swatch: [70, 310, 95, 370] },
  front: [{ what: 'hair', box: [85, 82, 115, 100] }],
};

const tee: GarmentLabel = { kind: 'upper', shown: 'flat', what: 'green T-shirt', length: 'hip', sleeve: 'short' };

/** The garment photo: a green T-shirt on white. */
function garmentPhoto(): Uint8Array {
  const img = new Uint8Array(300 * 300 * 3).fill(255);
  paint(img, 300, 100, 60, 200, 260, GREEN);
  paint(img, 300, 60, 60, 240, 110, GREEN);
  return img;
}

interface Draw {
  colour?: Rgb;
  hem?: number;
  sleeveEnd?: number;
  skinFill?: boolean;
  overFront?: boolean;
}

/** A try-on result drawn by hand: new top (torso + sleeves to sleeveEnd), old sleeves below filled with skin. */
function tryOn(d: Draw = {}): { after: Uint8Array; alpha: Uint8Array } {
  const after = personPhoto();
  const alpha = new Uint8Array(W * H);
  const c = d.colour ?? GREEN;
  const hem = d.hem ?? 240;
  const sleeveEnd = d.sleeveEnd ?? 115;
  if (d.skinFill !== false) {
    paint(after, W, 45, sleeveEnd, 65, 230, BACKDROP);
    paint(after, W, 135, sleeveEnd, 155, 230, BACKDROP);
    paint(after, W, 48, sleeveEnd, 62, 230, SKIN);
    paint(after, W, 138, sleeveEnd, 152, 230, SKIN);
  }
  paint(after, W, 60, 70, 140, hem, c, alpha);
  paint(after, W, 45, 80, 65, sleeveEnd, c, alpha);
  paint(after, W, 135, 80, 155, sleeveEnd, c, alpha);
  // A little shading, as a real composite carries the photo's light.
  for (let y = 70; y < hem; y += 7) for (let x = 60; x < 140; x++) after.set(c.map((v) => Math.round(v * 0.94)), (y * W + x) * 3);
  if (!d.overFront) paint(after, W, 85, 82, 115, 100, HAIR);
  else {
    paint(after, W, 47, 230, 63, 252, c, alpha);
    paint(after, W, 137, 230, 153, 252, c, alpha);
  }
  return { after, alpha };
}

const p = personContext(personPhoto(), W, H, person);
const g = garmentContext(garmentPhoto(), 300, 300, tee);
const fails = (r: { after: Uint8Array; alpha: Uint8Array }): CheckName[] => failing(checkPair(p, g, r));

/** The person photo with the old sleeves ending at row `from`: below, each arm bare (skin in columns x0..x1) on the backdrop down to the hands. */
function bareArmsPhoto(from: number, ...arms: [number, number][]): Uint8Array {
  const photo = personPhoto();
  paint(photo, W, 45, from, 65, 230, BACKDROP);
  paint(photo, W, 135, from, 155, 230, BACKDROP);
  for (const [x0, x1] of arms) paint(photo, W, x0, from, x1, 230, SKIN);
  return photo;
}

/** The person in a light grey top, and a result with a plain green top over it (the print is painted by each test). */
function greyTopScene(grey: Rgb) {
  const photo = personPhoto();
  paint(photo, W, 60, 70, 140, 240, grey);
  paint(photo, W, 85, 82, 115, 100, HAIR);
  const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, swatch: [70, 120, 130, 170] } });
  const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
  paint(r.after, W, 60, 70, 140, 240, GREEN, r.alpha);
  return { pc, r };
}

describe('honest engine checks (bench/engine/checks.ts)', () => {
  it('pass a good try-on: new top, old sleeves replaced by arms, hair and hands in front', () => {
    const c = checkPair(p, g, tryOn());
    expect(failing(c)).toEqual([]);
    // Every check judges it but the bare arms' (its sleeves are long).
    expect(CHECKS.filter((k) => !c[k].applicable)).toEqual(['arms']);
    expect(c.colour.value).toBeLessThan(3);
  });

  it('halo: a rim of the garment photo backdrop around the new garment', () => {
    const r = tryOn();
    // The rim comes with the garment layer (the engine composites it with the garment's opacity).
    for (const [x0, x1] of [[41, 45], [155, 159]] as const) paint(r.after, W, x0, 66, x1, 244, [255, 255, 255], r.alpha);
    paint(r.after, W, 65, 66, 135, 70, [255, 255, 255], r.alpha);
    paint(r.after, W, 65, 240, 135, 244, [255, 255, 255], r.alpha);
    const c = checkPair(p, g, r);
    expect(failing(c)).toContain('halo');
    expect(c.halo.value).toBeGreaterThan(0.1);
  });

  it('halo: not judged for a garment whose outline is its backdrop\'s colour (a white T-shirt on white)', () => {
    const r = tryOn();
    for (const [x0, x1] of [[41, 45], [155, 159]] as const) paint(r.after, W, x0, 66, x1, 244, [255, 255, 255], r.alpha);
    const white = garmentContext(garmentPhoto(), 300, 300, { ...tee, nearBackdrop: true });
    expect(checkPair(p, white, r).halo).toMatchObject({ applicable: false, pass: true });
    expect(checkPair(p, g, r).halo).toMatchObject({ applicable: true, pass: false });
  });

  it('halo: old clothes beside the garment filled with the person photo\'s own light backdrop are no rim', () => {
    // A person on a near-white backdrop in a wide red top; the new T-shirt is narrower, the engine fills
    // the rest of the old top with the backdrop (the colour of the garment photo's white, but not from it).
    const light: Rgb = [250, 250, 250];
    const photo = personPhoto();
    for (let i = 0; i < W * H; i++) if (photo[i * 3] === BACKDROP[0] && photo[i * 3 + 1] === BACKDROP[1]) photo.set(light, i * 3);
    paint(photo, W, 40, 70, 160, 240, RED);
    paint(photo, W, 85, 82, 115, 100, HAIR);
    const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, swatch: [70, 120, 130, 170] } });
    const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
    paint(r.after, W, 40, 70, 60, 240, light);
    paint(r.after, W, 140, 70, 160, 240, light);
    paint(r.after, W, 60, 70, 140, 240, GREEN, r.alpha);
    paint(r.after, W, 85, 82, 115, 100, HAIR);
    const c = checkPair(pc, g, r);
    expect(c.halo).toMatchObject({ applicable: true, pass: true });
  });

  it("halo: the garment's own light band inside its outline is judged as wide as it is laid, not as its photo's 3 px", () => {
    // The garment photo: a green panel 160 x 280 with a 2 px green outline and a 4 px white band inside
    // it (a print's cream next to a dark edge). Laid at half its size (80 x 140, a quarter of its
    // area), the result's 3 px edge band holds 1 px of outline and 2 px of the white band: as much
    // white (66%) as the photo's own 6 px band, not the 33% of its 3 px band.
    const photo = new Uint8Array(400 * 400 * 3).fill(255);
    paint(photo, 400, 120, 60, 280, 340, GREEN);
    paint(photo, 400, 122, 62, 278, 338, [255, 255, 255]);
    paint(photo, 400, 126, 66, 274, 334, GREEN);
    const banded = garmentContext(photo, 400, 400, tee);
    const laid = () => {
      const r = { after: personPhoto(), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 60, 70, 140, 210, GREEN, r.alpha);
      paint(r.after, W, 61, 71, 139, 209, [255, 255, 255]);
      paint(r.after, W, 63, 73, 137, 207, GREEN);
      return r;
    };
    expect(checkPair(p, banded, laid()).halo).toMatchObject({ applicable: true, pass: true });
    // A real rim, 3 px of the backdrop outside that garment, still fails.
    const rimmed = laid();
    for (const [x0, x1] of [[57, 60], [140, 143]] as const) paint(rimmed.after, W, x0, 67, x1, 213, [255, 255, 255], rimmed.alpha);
    expect(checkPair(p, banded, rimmed).halo).toMatchObject({ applicable: true, pass: false });
  });

  it("halo: the garment's own edge share at a band width between two whole pixels of its photo is both widths' shares, weighed", () => {
    // Laid at 1.2 times its cut-out's size (144 px over 100), the result's 3 px band is 2.5 px of the
    // photo: halfway between its 2 px band's share and its 3 px band's (rounded, it took the 3 px
    // band's alone, and a garment laid 1% larger could cross the half and its share jump).
    const shares = Array.from({ length: 13 }, (_, r) => r / 10);
    const sides = shares.map((s, r) => [s, s / 2, r === 2 ? NaN : 0.05, NaN]);
    const laid = new Uint8Array(W * H).fill(1, 0, 144);
    const own = ownEdgeShares({ ...g, ownEdgeBgShares: shares, ownSideBgShares: sides, cutoutPixels: 100 }, laid);
    expect(own.all).toBeCloseTo(0.25, 6);
    // A side with no band pixels at one of the two widths takes the other's share.
    expect(own.sides.slice(0, 3).map((v) => +v.toFixed(6))).toEqual([0.25, 0.125, 0.05]);
    expect(own.sides[3]).toBeNaN();
  });

  it("halo: a pale print that reaches the garment's outline is its own edge, though the cut-out's flood takes it there", () => {
    // The garment photo: a green panel 160 x 280 in a checker of 8 px green and white cells, laid at
    // half its size (4 px cells). The flood that makes the bench's cut-out takes the white cells along
    // the outline with the backdrop, so its edge band is mostly green; the band of fabric just inside
    // says half the outline is white (052234's white flowers on blue).
    const WHITE: Rgb = [255, 255, 255];
    const checker = (img: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number, cell: number, alpha?: Uint8Array) => {
      paint(img, w, x0, y0, x1, y1, GREEN, alpha);
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if ((Math.floor((x - x0) / cell) + Math.floor((y - y0) / cell)) % 2) img.set(WHITE, (y * w + x) * 3);
    };
    const photo = new Uint8Array(400 * 400 * 3).fill(255);
    checker(photo, 400, 120, 60, 280, 340, 8);
    const printed = garmentContext(photo, 400, 400, tee);
    const laid = () => {
      const r = { after: personPhoto(), alpha: new Uint8Array(W * H) };
      checker(r.after, W, 60, 70, 140, 210, 4, r.alpha);
      return r;
    };
    expect(checkPair(p, printed, laid()).halo).toMatchObject({ applicable: true, pass: true });
    // A real rim, 3 px of the backdrop outside that garment, still fails.
    const rimmed = laid();
    for (const [x0, x1] of [[57, 60], [140, 143]] as const) paint(rimmed.after, W, x0, 67, x1, 213, WHITE, rimmed.alpha);
    expect(checkPair(p, printed, rimmed).halo).toMatchObject({ applicable: true, pass: false });
  });

  it("halo: white dots of the new print that land on the old top's own grey are no rim", () => {
    // A light grey old top; the new green top carries white dots (8 x 8) whose middles (4 x 4) have
    // exactly the old grey: small holes in the changed region, their white rings next to them.
    const grey: Rgb = [230, 230, 230];
    const { pc, r } = greyTopScene(grey);
    for (let y = 110; y < 230; y += 16)
      for (let x = 66; x < 130; x += 16) {
        paint(r.after, W, x, y, x + 8, y + 8, [255, 255, 255]);
        paint(r.after, W, x + 2, y + 2, x + 6, y + 6, grey);
      }
    paint(r.after, W, 85, 82, 115, 100, HAIR);
    expect(checkPair(pc, g, r).halo).toMatchObject({ applicable: true, pass: true });
  });

  it("halo: the edge of a large pale patch of the new print on the old top's own colour, the garment all round it, is no rim", () => {
    // A picture print whose pale face (40 x 50, exactly the old grey, in a white frame) lands on a light
    // grey old top: a hole in the changed region far larger than a print's dots, the garment (by the
    // engine's opacity) on both sides of its edge.
    const grey: Rgb = [230, 230, 230];
    const { pc, r } = greyTopScene(grey);
    paint(r.after, W, 76, 116, 124, 174, [255, 255, 255]);
    paint(r.after, W, 80, 120, 120, 170, grey);
    paint(r.after, W, 85, 82, 115, 100, HAIR);
    expect(checkPair(pc, g, r).halo).toMatchObject({ applicable: true, pass: true });
    // Where the hole reaches the garment's edge, its white frame is an outline again.
    paint(r.after, W, 60, 116, 80, 174, [255, 255, 255]);
    paint(r.after, W, 60, 120, 80, 170, grey);
    for (let y = 120; y < 170; y++) r.alpha.fill(0, y * W + 60, y * W + 80);
    expect(checkPair(pc, g, r).halo).toMatchObject({ applicable: true, pass: false });
  });

  it("halo: the garment's light inside where it goes on behind hair left in front of it is no rim; the same band beside old clothes is", () => {
    // A white-ground print clipped at the hair (our label's box, in front): its ground shows along the cut.
    const r = tryOn();
    paint(r.after, W, 82, 79, 118, 103, [255, 255, 255], r.alpha);
    paint(r.after, W, 85, 82, 115, 100, HAIR);
    // (The engine's garment opacity is 0 where it keeps the hair in front.)
    for (let y = 82; y < 100; y++) r.alpha.fill(0, y * W + 85, y * W + 115);
    expect(checkPair(p, g, r).halo).toMatchObject({ applicable: true, pass: true });
    // The same white band round a patch of the old red top left showing (no garment there, not in front).
    paint(r.after, W, 82, 147, 118, 171, [255, 255, 255], r.alpha);
    paint(r.after, W, 85, 150, 115, 168, RED);
    for (let y = 150; y < 168; y++) r.alpha.fill(0, y * W + 85, y * W + 115);
    expect(checkPair(p, g, r).halo).toMatchObject({ applicable: true, pass: false });
  });

  it("halo: a pale waistband is the top edge of its trousers, judged against that side of their photo; the same band at their hem is not", () => {
    // Green trousers on a grey backdrop (212: the person photo's own 210 below them blends in), a band
    // 10 px deep of pale grey (200: the backdrop's colour, ΔE 4) along their top in one photo, along
    // their hem in the other.
    const BAND: Rgb = [200, 200, 200];
    const trousers = (band: 'top' | 'hem') => {
      const photo = new Uint8Array(300 * 300 * 3).fill(212);
      paint(photo, 300, 110, 40, 190, 280, GREEN);
      paint(photo, 300, 110, band === 'top' ? 40 : 270, 190, band === 'top' ? 50 : 280, BAND);
      return garmentContext(photo, 300, 300, { kind: 'lower', shown: 'flat', what: 'green trousers', length: 'ankle', sleeve: 'none' });
    };
    // Laid over the old blue trousers, inside them (clear of the hands), their waistband's 7 px against
    // the red top above.
    const r = { after: personPhoto(), alpha: new Uint8Array(W * H) };
    paint(r.after, W, 68, 240, 132, 390, GREEN, r.alpha);
    paint(r.after, W, 68, 240, 132, 247, BAND, r.alpha);
    expect(checkPair(p, trousers('top'), r).halo).toMatchObject({ applicable: true, pass: true });
    expect(checkPair(p, trousers('hem'), r).halo).toMatchObject({ applicable: true, pass: false });
  });

  it('remnants: the old long sleeves left below the new short ones', () => {
    const c = checkPair(p, g, tryOn({ skinFill: false }));
    expect(failing(c)).toEqual(['remnants']);
    expect(c.remnants.value).toBeGreaterThan(0.15);
  });

  it('proportions: sleeves on the arms reach along them where the arm lines are labelled beside the arms', () => {
    // The arms are 45..65 and 135..155; these lines were read a few pixels out, in the backdrop.
    const beside = personContext(personPhoto(), W, H, { ...person, shoulderX: [40, 160], arms: [[38, 150, 38, 238], [162, 150, 162, 238]] });
    const sleeved = checkPair(beside, g, tryOn()).proportions;
    expect(sleeved).toMatchObject({ applicable: true, pass: true });
    const bare = checkPair(beside, g, tryOn({ sleeveEnd: 80 })).proportions;
    expect(bare.pass).toBe(false);
    expect(bare.note).toMatch(/sleeveL 0\.00.*sleeveR 0\.00/);
  });

  it("proportions: a sleeve that ends at a band's end (0.85 of the upper arm, short) is in the band", () => {
    // Sleeves to row 141 reach 0.85 along the labelled arms (as a long-sleeve label's note says). The
    // reach was summed in steps of 0.05 and came to 0.8500000000000002: past the short band's 0.85.
    const longTee = { ...g, label: { ...g.label, sleeve: 'long' as const } };
    expect(checkPair(p, longTee, tryOn({ sleeveEnd: 141 })).proportions.note).toMatch(/sleeveL 0\.85 .*sleeveR 0\.85 /);
    expect(checkPair(p, g, tryOn({ sleeveEnd: 141 })).proportions).toMatchObject({ applicable: true, pass: true });
    // One step on, the sleeve is out of the band.
    expect(checkPair(p, g, tryOn({ sleeveEnd: 143 })).proportions.note).toMatch(/sleeveL 0\.90 not 0\.1\.\.0\.85/);
  });

  /**
   * Bare arms from `left[0]` to 65 and from 135 to `right[1]` beside the torso, their lines labelled at
   * 55 and 145 in the backdrop: a sleeveless top's panel from arm to arm (up to their inner edges, the
   * arms in front of it) is no sleeve on them, and sleeves over them to the wrists are still seen.
   */
  function sleevelessUpToBareArms(left: number, right: number) {
    const photo = bareArmsPhoto(80, [left, 65], [135, right]);
    const pc = personContext(photo, W, H, person);
    const cami = { ...g, label: { ...g.label, sleeve: 'none' as const } };
    const panel = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
    paint(panel.after, W, 65, 70, 135, 240, GREEN, panel.alpha);
    expect(checkPair(pc, cami, panel).proportions).toMatchObject({ applicable: true, pass: true, value: 0 });
    const sleeves = { after: new Uint8Array(panel.after), alpha: new Uint8Array(panel.alpha) };
    paint(sleeves.after, W, left, 80, 65, 230, GREEN, sleeves.alpha);
    paint(sleeves.after, W, 135, 80, right, 230, GREEN, sleeves.alpha);
    const long = checkPair(pc, cami, sleeves).proportions;
    expect(long.pass).toBe(false);
    expect(long.note).toMatch(/sleeveL 1\.\d\d.*sleeveR 1\.\d\d/);
  }

  it('proportions: a sleeveless top laid up to a slim bare arm is no sleeve on it; a sleeve over the arm is', () => {
    // Slim bare arms (5 px, 0.06 shoulder widths: 60..65 and 135..140) with their lines in the backdrop
    // beside them: the arms' middles are taken an arm's half-width in from their outer edges, at their
    // inner edges.
    sleevelessUpToBareArms(60, 140);
  });

  it('proportions: a sleeveless top laid up to a very slim bare arm is no sleeve on it; a sleeve over the arm is', () => {
    // 051482's forearm, 9 px across (0.038 shoulder widths) beside her white camisole: bare arms of
    // 3 px (0.0375 shoulder widths: 62..65 and 135..138). Taken for no bare arm, their middles were put
    // an arm's half-width in, on the panel; and a disc of 0.05 shoulder widths (4 px) round their true
    // middles took the panel's edge for a sleeve.
    sleevelessUpToBareArms(62, 138);
  });

  describe('remnants counts only old clothes, not what lies beside them', () => {
    /** A person in a sleeveless top with bare arms on a backdrop painted by `backdrop`; the same labels. */
    function sleeveless(top: Rgb, backdrop: (x: number, y: number) => Rgb): { photo: Uint8Array; pc: ReturnType<typeof personContext> } {
      const photo = personPhoto();
      for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (photo[(y * W + x) * 3] === BACKDROP[0] && photo[(y * W + x) * 3 + 1] === BACKDROP[1]) photo.set(backdrop(x, y), (y * W + x) * 3);
      paint(photo, W, 45, 80, 65, 230, SKIN); // bare arms
      paint(photo, W, 135, 80, 155, 230, SKIN);
      paint(photo, W, 60, 70, 140, 240, top);
      return { photo, pc: personContext(photo, W, H, { ...person, top: { ...person.top!, sleeve: 'none' }, front: [] }) };
    }
    /** The new green top over the torso from x0 to x1 (the whole old top: 60..140), nothing else changed. */
    const newTop = (photo: Uint8Array, x0 = 60, x1 = 140) => {
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, x0, 70, x1, 240, GREEN, r.alpha);
      return r;
    };
    const passesWithin1Percent = (c: CheckResult) => {
      expect(c).toMatchObject({ applicable: true, pass: true });
      expect(c.value).toBeLessThan(0.01);
    };
    /** The new top over the whole old one passes; a narrower one leaving the old top's sides fails. */
    const coveredPassesNarrowFails = ({ photo, pc }: ReturnType<typeof sleeveless>) => {
      passesWithin1Percent(checkPair(pc, g, newTop(photo)).remnants);
      const narrow = checkPair(pc, g, newTop(photo, 75, 125)).remnants;
      expect(narrow.pass).toBe(false);
      expect(narrow.value).toBeGreaterThan(0.2);
    };

    it('bare arms beside a cream top (skin within ΔE 14 of the top\'s colour) are not old clothes', () => {
      coveredPassesNarrowFails(sleeveless([235, 195, 165], () => BACKDROP));
    });

    it("lit skin between a pale top's hem and the trousers (within ΔE 14 of the top), paler than the shaded face and forearms, is not old clothes", () => {
      // model_2's belly below her white tank: only her upper arms are lit as it is.
      const [lit, shaded]: [Rgb, Rgb] = [[232, 204, 178], [190, 150, 120]];
      const { photo } = sleeveless([218, 210, 202], () => BACKDROP);
      paint(photo, W, 80, 15, 120, 55, shaded);
      paint(photo, W, 90, 55, 110, 70, shaded);
      for (const x0 of [45, 135]) {
        paint(photo, W, x0, 80, x0 + 20, 150, lit);
        paint(photo, W, x0, 150, x0 + 20, 230, shaded);
      }
      paint(photo, W, 60, 220, 140, 240, lit);
      const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, sleeve: 'none' }, front: [] });
      const newTop = (x0: number, x1: number) => {
        const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
        paint(r.after, W, x0, 70, x1, 220, GREEN, r.alpha);
        return r;
      };
      passesWithin1Percent(checkPair(pc, g, newTop(60, 140)).remnants);
      expect(checkPair(pc, g, newTop(75, 125)).remnants.value).toBeGreaterThan(0.2);
    });

    it('arms hanging beside the hips are not the old bottom, even in its colour (long gloves)', () => {
      const { photo } = sleeveless(RED, () => BACKDROP);
      paint(photo, W, 45, 80, 60, 252, BLUE);
      paint(photo, W, 140, 80, 155, 252, BLUE);
      const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, sleeve: 'none' }, front: [] });
      const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
      const legs = (r: { after: Uint8Array; alpha: Uint8Array }) => {
        paint(r.after, W, 62, 240, 98, 390, GREEN, r.alpha);
        paint(r.after, W, 102, 240, 138, 390, GREEN, r.alpha);
        paint(r.after, W, 62, 240, 138, 300, GREEN, r.alpha);
        return r;
      };
      passesWithin1Percent(checkPair(pc, trousers, legs({ after: new Uint8Array(photo), alpha: new Uint8Array(W * H) })).remnants);
      // The old trousers left below a knee-length new pair still fail.
      const short = legs({ after: new Uint8Array(photo), alpha: new Uint8Array(W * H) });
      short.after.set(photo.subarray(330 * W * 3, 390 * W * 3), 330 * W * 3);
      short.alpha.fill(0, 330 * W, 390 * W);
      expect(checkPair(pc, trousers, short).remnants.pass).toBe(false);
    });

    it('a held bag in the trousers\' colour over them is not the old bottom', () => {
      const photo = personPhoto();
      const bag: [number, number, number, number] = [100, 270, 150, 330];
      paint(photo, W, bag[0], bag[1], bag[2], bag[3], [40, 50, 170]);
      const pc = personContext(photo, W, H, { ...person, front: [...person.front, { what: 'bag', box: bag }] });
      const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
      // New trousers on the legs; the bag stays in front of them, as it was.
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 62, 240, 98, 390, GREEN, r.alpha);
      paint(r.after, W, 102, 240, 138, 390, GREEN, r.alpha);
      paint(r.after, W, 62, 240, 138, 300, GREEN, r.alpha);
      paint(r.after, W, bag[0], bag[1], bag[2], bag[3], [40, 50, 170]);
      passesWithin1Percent(checkPair(pc, trousers, r).remnants);
    });

    it("a black top's hem above dark trousers (within ΔE 14 of them, nearer the top's own colour) is not the old bottom", () => {
      const photo = personPhoto();
      paint(photo, W, 60, 70, 140, 240, [22, 22, 24]);
      for (const [x0, x1] of [[62, 98], [102, 138], [62, 138]] as const) paint(photo, W, x0, 240, x1, x0 === 62 && x1 === 138 ? 300 : 390, [34, 34, 40]);
      const pc = personContext(photo, W, H, person);
      const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
      const legs = (to: number) => {
        const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
        paint(r.after, W, 62, 240, 98, to, GREEN, r.alpha);
        paint(r.after, W, 102, 240, 138, to, GREEN, r.alpha);
        paint(r.after, W, 62, 240, 138, Math.min(to, 300), GREEN, r.alpha);
        return r;
      };
      passesWithin1Percent(checkPair(pc, trousers, legs(390)).remnants);
      // The old trousers left below a knee-length new pair still fail.
      expect(checkPair(pc, trousers, legs(330)).remnants.pass).toBe(false);
    });

    it('a backdrop that darkens away from the frame (to the grey of the top) is not old clothes', () => {
      // Light at the frame (210), 185 from 25 px in: more than ΔE 5 from the frame's colours, within 14 of the top's.
      const falloff = (x: number, y: number): Rgb => {
        const v = Math.round(210 - 25 * Math.min(1, Math.min(x, y, W - 1 - x, H - 1 - y) / 25));
        return [v, v, v];
      };
      coveredPassesNarrowFails(sleeveless([170, 170, 170], falloff));
    });
  });

  /** A red sleeveless dress from the shoulders to below the knees, bare arms: the photo and its context. */
  const dressed = () => {
    const photo = personPhoto();
    paint(photo, W, 45, 80, 65, 230, SKIN);
    paint(photo, W, 135, 80, 155, 230, SKIN);
    paint(photo, W, 60, 70, 140, 340, RED);
    return { photo, pc: personContext(photo, W, H, { ...person, top: { top: 70, hem: 340, sleeve: 'none', swatch: [70, 120, 130, 300] }, bottom: undefined, dress: true, front: [] }) };
  };

  it('remnants: a dress under a new top goes on below where the top may end, as a skirt', () => {
    const { photo, pc } = dressed();
    const topTo = (hem: number) => {
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 60, 70, 140, hem, GREEN, r.alpha);
      return checkPair(pc, g, r).remnants;
    };
    // A T-shirt's hem may end from just below the navel (row 190): the dress below row 200 is its skirt.
    expect(topTo(200)).toMatchObject({ applicable: true, pass: true });
    // Ended at row 150, it leaves the dress's bodice as it was above where any T-shirt ends.
    const short = topTo(150);
    expect(short).toMatchObject({ applicable: true, pass: false });
    expect(short.value).toBeGreaterThan(0.2);
  });

  it('remnants: a dress under a new bottom goes on above where its waistband may sit, as a top tucked in', () => {
    const { photo, pc } = dressed();
    const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
    const bottomFrom = (waist: number, x0 = 60, x1 = 140) => {
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, x0, waist, x1, 340, GREEN, r.alpha);
      return checkPair(pc, trousers, r).remnants;
    };
    // A waistband may sit down to 0.6 of the belly below the navel (row 210): the dress above it is a top.
    expect(bottomFrom(205)).toMatchObject({ applicable: true, pass: true });
    // Lower than that, the dress between is left where the bottom belongs; and beside a narrower bottom.
    expect(bottomFrom(240)).toMatchObject({ applicable: true, pass: false });
    expect(bottomFrom(205, 70, 130)).toMatchObject({ applicable: true, pass: false });
  });

  it("remnants: a long-sleeved dress's sleeves go on in front of a new bottom, as a top's cuffs do; its skirt beside the bottom still counts", () => {
    // 052767's printed dress: its sleeves down to the wrists, kept beside the new trousers' hips.
    const photo = personPhoto();
    paint(photo, W, 60, 70, 140, 340, RED);
    const pc = personContext(photo, W, H, { ...person, top: { top: 70, hem: 340, sleeve: 'long', swatch: [70, 120, 130, 300] }, bottom: undefined, dress: true, front: [] });
    const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
    const bottom = (x0: number, x1: number) => {
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, x0, 205, x1, 340, GREEN, r.alpha);
      // The sleeves stay in front of it, as the photo shows them.
      for (const [a, b] of [[45, 65], [135, 155]] as const) {
        paint(r.after, W, a, 205, b, 230, RED);
        for (let y = 205; y < 230; y++) r.alpha.fill(0, y * W + a, y * W + b);
      }
      return checkPair(pc, trousers, r).remnants;
    };
    const kept = bottom(60, 140);
    expect(kept).toMatchObject({ applicable: true, pass: true });
    // (The sleeves' outer 2 px lie past the labelled sleeve's 0.1 shoulder widths about the arm line.)
    expect(kept.value).toBeLessThan(0.02);
    expect(bottom(70, 130)).toMatchObject({ applicable: true, pass: false });
  });

  describe('remnants counts all of the old clothes', () => {
    it('a white top whose edge against a light backdrop is fainter than the backdrop flood\'s step', () => {
      // The backdrop falls off from white at the frame to 232 from 25 px in; the top is 230 (ΔE about 0.7 from it).
      const photo = personPhoto();
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++)
          if (photo[(y * W + x) * 3] === BACKDROP[0] && photo[(y * W + x) * 3 + 1] === BACKDROP[1]) {
            const v = Math.round(250 - 18 * Math.min(1, Math.min(x, y, W - 1 - x, H - 1 - y) / 25));
            photo.set([v, v, v], (y * W + x) * 3);
          }
      paint(photo, W, 45, 80, 65, 230, SKIN); // bare arms
      paint(photo, W, 135, 80, 155, 230, SKIN);
      paint(photo, W, 60, 70, 140, 240, [230, 230, 230]);
      const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, sleeve: 'none' }, front: [] });
      // A cropped new top leaves the old top's lower half as it was.
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 60, 70, 140, 150, GREEN, r.alpha);
      const c = checkPair(pc, g, r).remnants;
      expect(c).toMatchObject({ applicable: true, pass: false });
      expect(c.value).toBeGreaterThan(0.2);
    });

    it('long old sleeves hanging below the hem of a cropped top', () => {
      const photo = personPhoto();
      paint(photo, W, 60, 150, 140, 240, SKIN); // bare midriff under a top cropped at 150
      const pc = personContext(photo, W, H, { ...person, top: { top: 70, hem: 150, sleeve: 'long', swatch: [70, 105, 130, 145] } });
      // The new top covers the old one down to its hem and the sleeves a little past it (the labelled rows' margin).
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 60, 70, 140, 150, GREEN, r.alpha);
      paint(r.after, W, 45, 80, 65, 165, GREEN, r.alpha);
      paint(r.after, W, 135, 80, 155, 165, GREEN, r.alpha);
      paint(r.after, W, 85, 82, 115, 100, HAIR);
      const c = checkPair(pc, g, r).remnants;
      expect(c).toMatchObject({ applicable: true, pass: false });
      expect(c.value).toBeGreaterThan(0.15);
    });
  });

  it('front: the garment pasted over the hair and the hands', () => {
    expect(fails(tryOn({ overFront: true }))).toContain('front');
  });

  it("front: the garment over the hair's lower edge alone (4 of its 18 rows: 2 past its blended edge, about a tenth of what is judged)", () => {
    // Pins the limit (0.05), not only a garment pasted over all of it. The hair's 2 px against the
    // old top are a blend of the two, which a try-on may lay again: not judged (context.ts frontEdge).
    const r = tryOn();
    paint(r.after, W, 85, 96, 115, 100, GREEN, r.alpha);
    expect(checkPair(p, g, r).front).toMatchObject({ applicable: true, pass: false });
  });

  it("front: the hair's 2 px against the old top, a blend of the two, laid again in the garment's colour covers nothing", () => {
    const r = tryOn();
    paint(r.after, W, 85, 98, 115, 100, GREEN, r.alpha);
    expect(checkPair(p, g, r).front).toMatchObject({ applicable: true, pass: true });
  });

  it("front: specks of the old top's colour in the hair leave it judged (its edge is against the top, not them)", () => {
    const photo = personPhoto();
    for (let y = 84; y < 98; y += 4) for (let x = 87; x < 114; x += 4) photo.set(RED, (y * W + x) * 3);
    const pc = personContext(photo, W, H, person);
    const after = photo.slice();
    const alpha = new Uint8Array(W * H);
    paint(after, W, 60, 70, 140, 240, GREEN, alpha);
    expect(checkPair(pc, g, { after, alpha }).front).toMatchObject({ applicable: true, pass: false });
  });

  it("front: a hand box that takes in a long sleeve's cuff below the top's hem counts the hand, not the cuff", () => {
    // A top labelled as ending at row 150 whose sleeves hang to the wrists (230), and a hand box from
    // row 215: the cuff in it is the old top, which a short-sleeved tee turns into a bare forearm.
    const cropped: PersonLabel = { ...person, top: { ...person.top!, hem: 150 }, front: [...person.front, { what: 'hand', box: [48, 215, 62, 252] }] };
    const pc = personContext(personPhoto(), W, H, cropped);
    // (Hem above the hands: the drawn torso is as wide as the hips, where the hands hang.)
    expect(checkPair(pc, g, tryOn({ hem: 228 })).front).toMatchObject({ applicable: true, pass: true });
    expect(checkPair(pc, g, tryOn({ overFront: true })).front.pass).toBe(false);
  });

  describe('arms: a bare arm the new garment does not reach stays as the photo shows it', () => {
    // The person in a red top with short sleeves (to row 125, a little past where the label's short
    // sleeve ends), the arms bare below them to the hands; the result: the green tee over the torso
    // and sleeves, the arms kept.
    const photo = bareArmsPhoto(125, [48, 62], [138, 152]);
    const pc = personContext(photo, W, H, { ...person, top: { ...person.top!, sleeve: 'short' } });
    const kept = () => {
      const r = { after: new Uint8Array(photo), alpha: new Uint8Array(W * H) };
      paint(r.after, W, 60, 70, 140, 240, GREEN, r.alpha);
      paint(r.after, W, 45, 80, 65, 125, GREEN, r.alpha);
      paint(r.after, W, 135, 80, 155, 125, GREEN, r.alpha);
      paint(r.after, W, 85, 82, 115, 100, HAIR);
      return r;
    };

    it('passes the arms as they are, and changes right beside the new garment or the old clothes', () => {
      expect(checkPair(pc, g, kept()).arms).toMatchObject({ applicable: true, pass: true, value: 0 });
      // Image-left: a longer new sleeve (to row 150), the 2 rows below its edge repainted (a shaded
      // cuff), within reach of its layer.
      const r = kept();
      paint(r.after, W, 45, 125, 65, 150, GREEN, r.alpha);
      paint(r.after, W, 48, 150, 62, 152, [200, 150, 120]);
      // Image-right: a shorter one (to row 100), the 2 rows below the old sleeve's end repainted (the
      // skin's edge blended with the old sleeve goes with it).
      paint(r.after, W, 135, 100, 155, 125, BACKDROP);
      paint(r.after, W, 138, 100, 152, 127, [200, 150, 120]);
      for (let y = 100; y < 125; y++) r.alpha.fill(0, y * W + 135, y * W + 155);
      expect(checkPair(pc, g, r).arms).toMatchObject({ applicable: true, pass: true, value: 0 });
    });

    it('fails a forearm repainted in another tone (blotches of filled skin), though the garment is nowhere near', () => {
      const r = kept();
      paint(r.after, W, 48, 180, 62, 200, [240, 200, 170]);
      const c = checkPair(pc, g, r);
      expect(c.arms).toMatchObject({ applicable: true, pass: false });
      expect(c.outside.pass).toBe(true);
    });

    it('is not judged on arms in long sleeves (nothing bare)', () => {
      expect(checkPair(p, g, tryOn()).arms).toMatchObject({ applicable: false, pass: true });
    });
  });

  it('a bottom on a busy background is judged only along its labelled legs', () => {
    const busy: PersonLabel = { ...person, background: 'busy' };
    expect(personContext(personPhoto(), W, H, busy).oldBottom.some(Boolean)).toBe(false);
    // Capsules down the image-left trouser leg only (x 62-98): the other leg is not looked at.
    const legs: PersonLabel = { ...busy, bottom: { ...person.bottom!, legs: [[80, 250, 80, 380, 16]] } };
    const old = personContext(personPhoto(), W, H, legs).oldBottom;
    expect(old[330 * W + 80]).toBe(1);
    expect(old[330 * W + 120]).toBe(0);
  });

  it('front: a hand box that reaches up the forearm counts only past the wrist, where a long sleeve ends', () => {
    // The box begins 38 px above the labelled wrist (238): a long sleeve down to the wrist covers the
    // forearm in it (the photo's skin from row 230), as on a hand in a pocket; over the hand it fails.
    const reaching: PersonLabel = { ...person, front: [...person.front, { what: 'hand', box: [47, 200, 63, 252] }] };
    const pc = personContext(personPhoto(), W, H, reaching);
    expect(checkPair(pc, g, tryOn({ sleeveEnd: 238 })).front).toMatchObject({ applicable: true, pass: true });
    expect(checkPair(pc, g, tryOn({ overFront: true })).front.pass).toBe(false);
  });

  it('colour: the garment comes out in another colour than its photo', () => {
    const c = checkPair(p, g, tryOn({ colour: [130, 60, 170] }));
    expect(failing(c)).toEqual(['colour']);
    expect(c.colour.value).toBeGreaterThan(20);
  });

  it('proportions: a T-shirt hem at the knee, and long sleeves on a short-sleeved tee', () => {
    const long = checkPair(p, g, tryOn({ hem: 310 }));
    expect(failing(long)).toContain('proportions');
    expect(long.proportions.note).toMatch(/hem\(hip\)/);
    const sleeves = checkPair(p, g, tryOn({ sleeveEnd: 225 }));
    expect(failing(sleeves)).toEqual(['proportions']);
    expect(sleeves.proportions.note).toMatch(/sleeveL/);
  });

  it('proportions: shoulders standing out past the person over the backdrop like wings', () => {
    const r = tryOn();
    // The flat lay's square shoulder line carried 25 px out beside each shoulder (x 20..45, 155..180).
    paint(r.after, W, 20, 72, 45, 100, GREEN, r.alpha);
    paint(r.after, W, 155, 72, 180, 100, GREEN, r.alpha);
    const c = checkPair(p, g, r);
    expect(failing(c)).toContain('proportions');
    expect(c.proportions.note).toMatch(/shoulders .* out over the backdrop/);
    // A sleeve 2 px wider than the arm is not a wing.
    const snug = tryOn();
    paint(snug.after, W, 43, 80, 45, 115, GREEN, snug.alpha);
    expect(failing(checkPair(p, g, snug))).toEqual([]);
  });

  it('outside: a change in the face, far from where the top goes', () => {
    const r = tryOn();
    paint(r.after, W, 90, 25, 110, 40, [120, 60, 60]);
    expect(fails(r)).toEqual(['outside']);
  });

  it('every check fails when the result is not the size of the photo', () => {
    const r = tryOn();
    expect(fails({ after: r.after.subarray(3), alpha: r.alpha })).toHaveLength(CHECKS.length);
  });
});

describe("a combo's checks from its two stages (bothStages)", () => {
  const all = (r: Partial<CheckResult>): PairChecks => Object.fromEntries(CHECKS.map((c) => [c, { value: 0, pass: true, applicable: true, note: '', ...r }])) as PairChecks;
  it('fails a check that either stage fails, says which, and keeps the worse figure', () => {
    const bottom = { ...all({}), remnants: { value: 0.08, pass: false, applicable: true, note: 'old garment 8.0% left' } };
    const top = { ...all({ value: 0.01 }), halo: { value: 0.05, pass: false, applicable: true, note: 'halo 5.0% of edge' } };
    const combo = bothStages(bottom, top);
    expect(failing(combo)).toEqual(['halo', 'remnants']);
    expect(combo.remnants).toEqual({ value: 0.08, pass: false, applicable: true, note: 'bottom: old garment 8.0% left' });
    expect(combo.halo.note).toBe('top: halo 5.0% of edge');
    expect(combo.colour).toEqual({ value: 0.01, pass: true, applicable: true, note: '' });
  });
  it("judges the top stage on the photo's held bag, though the new bottom has the bag's colour", () => {
    // A cream bag held over the old blue trousers; the new trousers are cream too (as the bottom's
    // swatch reads them on the bottom stage's result), laid round the bag, which stays in front.
    const CREAM: Rgb = [232, 222, 200];
    const bag: [number, number, number, number] = [100, 270, 150, 330];
    const photo = personPhoto();
    paint(photo, W, bag[0], bag[1], bag[2], bag[3], CREAM);
    const pc = personContext(photo, W, H, { ...person, front: [...person.front, { what: 'bag', box: bag }] });
    const trousers = { ...g, label: { ...g.label, kind: 'lower' as const } };
    const stage = (from: Uint8Array, x0: number, y0: number, x1: number, y1: number, c: Rgb) => {
      const r = { rgb: from.slice(), alpha: new Uint8Array(W * H), width: W, height: H };
      paint(r.rgb, W, x0, y0, x1, y1, c, r.alpha);
      return r;
    };
    const bottom = stage(photo, 62, 240, 138, 390, CREAM);
    // (The bag, in its own cream, is the photo's, not the new trousers'.)
    for (let y = bag[1]; y < bag[3]; y++) bottom.alpha.fill(0, y * W + bag[0], y * W + bag[2]);
    const combo = (top: ReturnType<typeof stage>) => comboChecks(pc, g, trousers, { ...top, image: Buffer.alloc(0), bottom });
    // The new top down to the hips, the hair in front of it: the bag stays.
    const top = stage(bottom.rgb, 60, 70, 140, 240, GREEN);
    paint(top.rgb, W, 85, 82, 115, 100, HAIR);
    expect(combo(top).front).toMatchObject({ applicable: true, pass: true });
    // The new top over the bag too: seen, as on the photo.
    paint(top.rgb, W, bag[0], bag[1], bag[2], bag[3], GREEN, top.alpha);
    expect(combo(top).front).toMatchObject({ applicable: true, pass: false });
  });
  it('judges a check where either stage can, and not where neither can', () => {
    const unjudged = all({ value: NaN, applicable: false, note: 'white on white' });
    expect(bothStages(unjudged, all({ value: 0.3 })).halo).toMatchObject({ applicable: true, value: 0.3, pass: true });
    expect(bothStages(unjudged, unjudged).halo).toMatchObject({ applicable: false, pass: true });
  });
});
