import { describe, expect, it } from 'vitest';
import { evenSkinColour, legsLit, shadeSkin, withoutHeldColours } from '../src/skin-colour.ts';
import { giveBack } from '../src/scratch.ts';
import { standingBody } from './draw.ts';

/**
 * A w x h photo and its painted copy: `what(x, y)` makes pixel (x, y) known skin of a colour (the same
 * in both), paint of a colour (the fill's target, in the copy only), or nothing.
 */
function paintScene(w: number, h: number, what: (x: number, y: number) => { skin: number[] } | { paint: number[] } | undefined) {
  const photo = new Uint8Array(w * h * 3);
  const rgb = new Uint8Array(w * h * 3);
  const known = new Uint8Array(w * h);
  const target = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const it = what(x, y);
      if (it && 'skin' in it) {
        known[i] = 255;
        photo.set(it.skin, i * 3);
        rgb.set(it.skin, i * 3);
      } else if (it) {
        target[i] = 255;
        rgb.set(it.paint, i * 3);
      }
    }
  return { photo, rgb, known, target };
}

describe('painted skin in the person’s own skin colour', () => {
  // A 100 x 100 picture: known skin in columns 0..19, lit (237,211,186) in rows 0..49 and shaded and
  // redder (200,155,129) below; a painted area in columns 20..99 filled with a pink cast (200,140,160)
  // that no skin of this person has.
  const w = 100;
  const h = 100;
  const box = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 };
  const scene = () => paintScene(w, h, (x, y) => (x < 20 ? { skin: y < 50 ? [237, 211, 186] : [200, 155, 129] } : { paint: [200, 140, 160] }));
  const px = (rgb: Uint8Array, x: number, y: number) => [...rgb.subarray((y * w + x) * 3, (y * w + x) * 3 + 3)];

  it('gives paint far from the known skin the colour the skin has at its brightness', () => {
    const { photo, rgb, known, target } = scene();
    evenSkinColour(rgb, photo, known, target, box, w, 100);
    // Luma 160.2, a little darker than the shaded skin (165.5) on the line through the two: (196, 149, 123).
    const [r, g, b] = px(rgb, 80, 50);
    expect(Math.abs(r! - 196)).toBeLessThanOrEqual(2);
    expect(Math.abs(g! - 149)).toBeLessThanOrEqual(2);
    expect(Math.abs(b! - 123)).toBeLessThanOrEqual(2);
  });

  it("returns the skin's colour line's slopes, for the light laid on the paint after it; none from colours no skin has", () => {
    const { photo, rgb, known, target } = scene();
    const slope = evenSkinColour(rgb, photo, known, target, box, w, 100)!;
    // Per level of luma from the shaded skin (165.5) to the lit (215.9): red 37, green 56, blue 57.
    expect(slope.map((s) => Math.round(s * 100))).toEqual([73, 111, 113]);
    const odd = paintScene(w, h, (x, y) => (x < 20 ? { skin: y < 50 ? [200, 200, 200] : [200, 100, 100] } : { paint: [200, 140, 160] }));
    expect(evenSkinColour(odd.rgb, odd.photo, odd.known, odd.target, box, w, 100)).toBeUndefined();
  });

  it('leaves paint beside the known skin about as it was, and the known skin as it is', () => {
    const { photo, rgb, known, target } = scene();
    evenSkinColour(rgb, photo, known, target, box, w, 100);
    expect(px(rgb, 20, 50)[2]).toBeGreaterThan(150);
    expect(px(rgb, 10, 20)).toEqual([237, 211, 186]);
  });

  it('lifts paint on the torso far from the known skin to the light of the skin facing the camera, never darkens it', () => {
    const { photo, rgb, known, target } = scene();
    const torso = Uint8Array.from(target);
    // Rows 0..9 painted light (luma about 230), lighter than any known skin.
    for (let y = 0; y < 10; y++) for (let x = 20; x < w; x++) rgb.set([240, 228, 215], (y * w + x) * 3);
    evenSkinColour(rgb, photo, known, target, box, w, 100, torso);
    // Luma 160.2 lifted to the known skin's 70th percentile, its lit half (216.0): its colour.
    const [r, g, b] = px(rgb, 80, 50);
    expect(Math.abs(r! - 237)).toBeLessThanOrEqual(2);
    expect(Math.abs(g! - 211)).toBeLessThanOrEqual(2);
    expect(Math.abs(b! - 186)).toBeLessThanOrEqual(2);
    // The light paint keeps its luma (the skin's colour at it, about 248,229,205).
    const light = px(rgb, 80, 5);
    expect(0.299 * light[0]! + 0.587 * light[1]! + 0.114 * light[2]!).toBeGreaterThan(228);
  });

  it('lifts paint on the torso by as much as its weight there, feathered across its edge', () => {
    const { photo, rgb, known, target } = scene();
    const full = Uint8Array.from(target);
    const half = Uint8Array.from(target, (v) => v >> 1);
    const lifted = Uint8Array.from(rgb);
    evenSkinColour(lifted, photo, known, target, box, w, 100, full);
    evenSkinColour(rgb, photo, known, target, box, w, 100, half);
    const l = (p: number[]) => 0.299 * p[0]! + 0.587 * p[1]! + 0.114 * p[2]!;
    // Luma 160.2 lifted to 216.0 at full weight; at half weight about half way.
    expect(Math.abs(l(px(rgb, 80, 50)) - (160.2 + 216) / 2)).toBeLessThanOrEqual(2);
    expect(Math.abs(l(px(lifted, 80, 50)) - 216)).toBeLessThanOrEqual(2);
  });

  it('changes nothing without enough known skin to learn from', () => {
    const { photo, rgb, target } = scene();
    const before = Uint8Array.from(rgb);
    evenSkinColour(rgb, photo, new Uint8Array(w * h), target, box, w, 100);
    expect(rgb).toEqual(before);
  });

  it("leaves out of the skin learnt from what a hand holds in a colour far from the rest, not the hand's own skin", () => {
    const { photo, known } = scene();
    const hands = new Uint8Array(w * h);
    // In the hands' mask: a blue bag the skin model took for skin (rows 0..9) and the hand's skin in
    // shadow (rows 90..99, as the shaded skin: 88 apart in RGB from the lit skin, about as red).
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 20; x++) {
        hands[y * w + x] = 255;
        photo.set([70, 90, 150], (y * w + x) * 3);
      }
    for (let y = 90; y < h; y++) for (let x = 0; x < 20; x++) hands[y * w + x] = 255;
    withoutHeldColours(known, photo, hands, w * h);
    expect(known[5 * w + 10]).toBe(0);
    expect(known[95 * w + 10]).toBe(255);
    expect(known[30 * w + 10]).toBe(255);
    // The same colour outside the hands' mask stays: only what is in the hands' mask is judged.
    const other = scene();
    for (let y = 0; y < 10; y++) for (let x = 0; x < 20; x++) other.photo.set([70, 90, 150], (y * w + x) * 3);
    withoutHeldColours(other.known, other.photo, new Uint8Array(w * h), w * h);
    expect(other.known[5 * w + 10]).toBe(255);
  });
});

describe('bare legs painted where old trousers were', () => {
  /**
   * standingBody's joints (shoulder width 100, 400 x 800). `paint(x, y)` says what pixel (x, y) is:
   * known skin of a colour, paint (luma about 78: the shins pulled from the ankles in shade), or
   * nothing. `luma(x, y)` after the legs are lifted (legsLit, evenSkinColour).
   */
  const legScene = (paint: (x: number, y: number) => number[] | 'paint' | undefined) => {
    const { kps, w, h } = standingBody();
    const { photo, rgb, known, target } = paintScene(w, h, (x, y) => {
      const it = paint(x, y);
      return it === 'paint' ? { paint: [100, 70, 55] } : it ? { skin: it } : undefined;
    });
    const legs = legsLit(known, target, photo, kps, w, h, 100);
    evenSkinColour(rgb, photo, known, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, w, 100, undefined, legs);
    if (legs) giveBack(legs.mask);
    const luma = (x: number, y: number) => 0.299 * rgb[(y * w + x) * 3]! + 0.587 * rgb[(y * w + x) * 3 + 1]! + 0.114 * rgb[(y * w + x) * 3 + 2]!;
    return { legs, luma };
  };
  const forearm = (x: number, y: number) => y >= 270 && y < 350 && ((x >= 128 && x < 138) || (x >= 262 && x < 272));
  const shin = (x: number, y: number, y0: number, y1: number) => y >= y0 && y < y1 && ((x >= 160 && x < 176) || (x >= 224 && x < 240));

  const face = (x: number, y: number) => x >= 180 && x < 220 && y >= 40 && y < 90;

  it("are lifted towards the bare arms' light, not the lit face's, nor left at the shaded ankles'", () => {
    // Known skin on both forearms (luma about 121) and a lit face (about 221).
    const { legs, luma } = legScene((x, y) => (forearm(x, y) ? [150, 110, 90] : face(x, y) ? [240, 215, 195] : shin(x, y, 600, 690) ? 'paint' : undefined));
    expect(legs?.level).toBeGreaterThan(110);
    expect(legs?.level).toBeLessThan(130);
    // 78 times 1.4 (109), at most the arms' 121: not the face's light, not the ankles' shade.
    expect(luma(168, 650)).toBeGreaterThan(100);
    expect(luma(168, 650)).toBeLessThan(125);
  });

  it('are lifted less near the shaded ankles they meet, no step of light there', () => {
    const ankle = (x: number, y: number) => shin(x, y, 700, 720);
    const { luma } = legScene((x, y) => (forearm(x, y) ? [150, 110, 90] : ankle(x, y) ? [100, 70, 55] : shin(x, y, 560, 700) ? 'paint' : undefined));
    // 15 px above the ankle (0.15 shoulder widths) about half way; 0.3 above, the whole lift.
    expect(luma(168, 685)).toBeLessThan(luma(168, 600) - 10);
    expect(luma(168, 600)).toBeGreaterThan(100);
  });

  it("are lifted where drawn past their joints' capsules, as the rest of the leg (a shin drawn to the photo's own)", () => {
    // The image-left shin drawn 15-25 px off its joints' line (the capsule: 13 px), from x 143.
    const off = (x: number, y: number) => y >= 600 && y < 690 && x >= 143 && x < 176;
    const known = (x: number, y: number) => (forearm(x, y) ? [150, 110, 90] : face(x, y) ? [240, 215, 195] : undefined);
    const { luma } = legScene((x, y) => known(x, y) ?? (off(x, y) ? 'paint' : undefined));
    expect(luma(147, 650)).toBeGreaterThan(100);
    expect(Math.abs(luma(147, 650) - luma(168, 650))).toBeLessThan(5);
    // Above the hips it is no leg.
    const { luma: above } = legScene((x, y) => known(x, y) ?? (y >= 380 && y < 390 && x >= 100 && x < 110 ? 'paint' : undefined));
    expect(Math.round(above(105, 385))).toBe(77);
  });

  it('are left as painted without bare arms to take the light from', () => {
    const { legs, luma } = legScene((x, y) => (shin(x, y, 600, 690) ? 'paint' : undefined));
    expect(legs).toBeUndefined();
    expect(Math.round(luma(168, 650))).toBe(77);
  });
});

describe('shadeSkin', () => {
  it("darkens along the skin's colour line: its luma by f, red less and blue more than a plain scaling", () => {
    // Lit skin (luma 215.9) at 0.8 of its light, along the line through it and its shaded (200,155,129).
    const rgb = Uint8Array.from([237, 211, 186]);
    shadeSkin(rgb, 0, 0.8, [0.733, 1.109, 1.129]);
    expect([...rgb]).toEqual([205, 163, 137]);
    const plain = Uint8Array.from([237, 211, 186]);
    shadeSkin(plain, 0, 0.8);
    expect([...plain]).toEqual([190, 169, 149]);
  });
});
