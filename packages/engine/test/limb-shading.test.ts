import { describe, expect, it } from 'vitest';
import { shadeFilledLimbs, type LimbSegment } from '../src/limb-shading.ts';

describe('light across a limb the fill draws', () => {
  // A vertical forearm, bone at x = 50, radius 20, rows 0..199 of a 100x200 picture. Its upper half
  // is bare skin lit from the image-left (bright there, dark on the right edge); its lower half was
  // filled with one flat colour.
  const w = 100;
  const h = 200;
  const seg: LimbSegment = { a: { x: 50, y: 0 }, b: { x: 50, y: 199 }, r: 20 };
  const lit = (x: number) => Math.round(200 - 3 * (x - 30)); // 200 at the left edge, 80 at the right
  /** The limb x 30..70: bare skin where `bare` (lit by `light`), filled flat 140 elsewhere. */
  function picture(bare = (_x: number, y: number) => y < 100, light = lit) {
    const photo = new Uint8Array(w * h * 3);
    const rgb = new Uint8Array(w * h * 3);
    const skin = new Uint8Array(w * h);
    const target = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 30; x <= 70; x++) {
        const i = y * w + x;
        if (bare(x, y)) {
          skin[i] = 255;
          photo.fill(light(x), i * 3, i * 3 + 3);
        } else target[i] = 255;
        rgb.fill(bare(x, y) ? light(x) : 140, i * 3, i * 3 + 3);
      }
    return { photo, rgb, skin, target };
  }

  it("lays the person's own light across the filled part: the lit side brighter, the far edge darker, the middle about the fill", () => {
    const { photo, rgb, skin, target } = picture();
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, [seg], w, h);
    const at = (x: number) => rgb[(150 * w + x) * 3]!;
    expect(at(33)).toBeGreaterThan(155); // at most 1.15 times the fill
    expect(at(67)).toBeLessThan(110);
    expect(Math.abs(at(50) - 140)).toBeLessThan(15);
    // The bare skin itself is not touched.
    expect(rgb[(50 * w + 33) * 3]).toBe(lit(33));
  });

  it("shades along the skin's colour line where it is given: the dark edge deeper in its red than its lit colour scaled", () => {
    // The fill a skin colour (200, 140, 110); the line's slopes per level of luma as a skin's: red
    // changing least, blue most (each channel's change over the luma's).
    const shaded = (slope?: readonly number[]) => {
      const { photo, rgb, skin, target } = picture();
      for (let i = 0; i < w * h; i++) if (target[i]) rgb.set([200, 140, 110], i * 3);
      shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, [seg], w, h, undefined, false, slope);
      return Array.from(rgb.subarray((150 * w + 67) * 3, (150 * w + 67) * 3 + 3));
    };
    const [scaled, along] = [shaded(), shaded([0.8, 1.05, 1.1])];
    // Scaled: red and green in the fill's ratio; along the line: red keeps more, the pixel redder.
    expect(scaled[0]! / scaled[1]!).toBeCloseTo(200 / 140, 1);
    expect(along[0]! / along[1]!).toBeGreaterThan(scaled[0]! / scaled[1]! + 0.1);
    expect(along[0]).toBeLessThan(200);
  });

  it('blends a lit torso in beside a limb: the limb\'s dark edge is not carried onto it in full', () => {
    // A trunk's bone at x = 90 beside the limb: the limb's dark edge (x 67) lies within both reaches.
    const trunk: LimbSegment = { a: { x: 90, y: 0 }, b: { x: 90, y: 199 }, r: 20, trunk: true };
    const shaded = (segs: LimbSegment[], litTrunk: boolean) => {
      const { photo, rgb, skin, target } = picture();
      shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, segs, w, h, undefined, litTrunk);
      return rgb[(150 * w + 67) * 3]!;
    };
    expect(shaded([seg, trunk], true)).toBeGreaterThan(shaded([seg], true) + 5);
  });

  it("darkens a lit torso's two sides alike, as its limbs' light falls off, and leaves its middle as filled (a belly under a crop top)", () => {
    // The limb of picture() drawn as the trunk, all filled: no bare skin, so a round limb's falloff.
    const { photo, rgb, skin, target } = picture(() => false);
    const trunk: LimbSegment = { ...seg, trunk: true };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [trunk], w, h, undefined, true);
    const at = (x: number) => rgb[(100 * w + x) * 3]!;
    expect(Math.abs(at(50) - 140)).toBeLessThanOrEqual(1);
    expect(at(32)).toBeLessThan(130);
    expect(at(68)).toBeLessThan(130);
    expect(Math.abs(at(32) - at(68))).toBeLessThan(4);
  });

  it("reads a torso's sides from its own run through the bone, not from skin beside it below (a hand past the painted belly)", () => {
    // The lit trunk filled in rows 0..139; below, on the old trousers' rows, only a hand's skin
    // (x 62..70) 12 px beside the bone: no slanting dark band up the belly's middle.
    const { photo, rgb, skin, target } = picture(() => false);
    for (let y = 140; y < h; y++)
      for (let x = 30; x <= 70; x++) {
        const i = y * w + x;
        target[i] = 0;
        if (x >= 62) skin[i] = 255;
      }
    const trunk: LimbSegment = { ...seg, trunk: true };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [trunk], w, h, undefined, true);
    const at = (x: number) => rgb[(134 * w + x) * 3]!;
    expect(Math.abs(at(50) - 140)).toBeLessThanOrEqual(1);
    expect(Math.abs(at(32) - at(68))).toBeLessThan(4);
  });

  it("leaves what lies before a limb's root (the shoulder above an upper arm) unshaded, and shades the limb", () => {
    // The limb starts at row 100 (its root: no other bone ends there); the fill runs on above it,
    // rows 0..149 filled, rows 150.. bare and lit.
    const { photo, rgb, skin, target } = picture((_x, y) => y >= 150);
    const root: LimbSegment = { a: { x: 50, y: 100 }, b: { x: 50, y: 199 }, r: 20 };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [root], w, h);
    expect(rgb[(88 * w + 67) * 3]).toBe(140);
    expect(rgb[(130 * w + 67) * 3]).toBeLessThan(120);
  });

  it("sets a root's light in over half a radius past its start, not in a step at it (the shoulder line across a painted chest)", () => {
    const { photo, rgb, skin, target } = picture((_x, y) => y >= 150);
    const root: LimbSegment = { a: { x: 50, y: 100 }, b: { x: 50, y: 199 }, r: 20 };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [root], w, h);
    const at = (y: number) => rgb[(y * w + 67) * 3]!;
    // Two rows past the start the dark edge is a little darker than the fill (140), darker each row on,
    // and ten rows on (half the radius) as dark as further down.
    expect(at(102)).toBeGreaterThan(120);
    expect(at(102)).toBeGreaterThan(at(106) + 8);
    expect(at(106)).toBeGreaterThan(at(110) + 8);
    expect(Math.abs(at(112) - at(130))).toBeLessThan(3);
  });

  it("learns a root's light from its own bare skin, not from skin before its start (a neck above the torso)", () => {
    // Bare skin lit from the image-left only above the root's start (rows 70..99); the limb itself is
    // all fill. With no skin of its own it takes the light of a round limb: its two edges alike.
    const { photo, rgb, skin, target } = picture((_x, y) => y >= 70 && y < 100);
    const root: LimbSegment = { a: { x: 50, y: 100 }, b: { x: 50, y: 199 }, r: 20 };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [root], w, h);
    const at = (x: number) => rgb[(150 * w + x) * 3]!;
    expect(Math.abs(at(33) - at(67))).toBeLessThan(6);
    expect(at(50)).toBeGreaterThan(at(67) + 5);
  });

  it('reads the limb on under the new garment: a hem crossing it does not make an edge of the limb mid-way', () => {
    // The filled lower half's image-right part (x 60..70) is covered by the new garment: neither
    // skin nor fill, but the limb goes on beneath it.
    const run = (under?: Uint8Array) => {
      const { photo, rgb, skin, target } = picture();
      for (let y = 100; y < h; y++) for (let x = 60; x <= 70; x++) target[y * w + x] = 0;
      shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, [seg], w, h, under);
      return rgb[(150 * w + 58) * 3]!;
    };
    const under = new Uint8Array(w * h);
    for (let y = 100; y < h; y++) for (let x = 60; x <= 70; x++) under[y * w + x] = 255;
    // x 58 is 0.4 of the way to the limb's dark image-right edge, not at it.
    expect(run(under)).toBeGreaterThan(run() + 8);
    expect(run(under)).toBeGreaterThan(118);
  });

  it('leaves pixels on no limb as the fill made them', () => {
    const { photo, rgb, skin, target } = picture();
    target[150 * w + 90] = 255;
    rgb.fill(140, (150 * w + 90) * 3, (150 * w + 90) * 3 + 3);
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, [seg], w, h);
    expect(rgb[(150 * w + 90) * 3]).toBe(140);
  });

  it("lights the arm as the picture shows it, not as its bone lies: a bone on the arm's edge gives no dark stripe", () => {
    // A drawn forearm x 30..70 (flat 140), no bare skin anywhere (a round limb's light), but the
    // elbow and wrist found on its image-right edge (x 66), as the pose model often places them.
    const rgb = new Uint8Array(w * h * 3);
    const target = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 30; x <= 70; x++) {
        target[y * w + x] = 255;
        rgb.fill(140, (y * w + x) * 3, (y * w + x) * 3 + 3);
      }
    const edge: LimbSegment = { a: { x: 66, y: 0 }, b: { x: 66, y: 199 }, r: 20 };
    shadeFilledLimbs(rgb, new Uint8Array(w * h * 3), new Uint8Array(w * h), target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [edge], w, h);
    const at = (x: number) => rgb[(100 * w + x) * 3]!;
    // Brightest in the arm's middle, its two edges alike.
    expect(at(50)).toBeGreaterThan(at(33) + 5);
    expect(at(50)).toBeGreaterThan(at(67) + 5);
    expect(Math.abs(at(33) - at(67))).toBeLessThan(6);
  });

  it("gives a filled strip cut off from the limb's run (beyond a strap) its neighbours' light, not a hard step to the plain fill", () => {
    // The lit limb of picture(), and below its bare half a filled strip x 73..78 beside it, across a
    // 2 px strap (x 71, 72: neither skin nor fill), so on no bone's section.
    const { photo, rgb, skin, target } = picture();
    for (let y = 100; y < h; y++)
      for (let x = 73; x <= 78; x++) {
        target[y * w + x] = 255;
        rgb.fill(140, (y * w + x) * 3, (y * w + x) * 3 + 3);
      }
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 100, x1: w - 1, y1: h - 1 }, [seg], w, h);
    const at = (x: number) => rgb[(150 * w + x) * 3]!;
    // The limb's dark edge (x 70) and the strip next to it differ by far less than the fill's 140 and that edge.
    expect(at(70)).toBeLessThan(115);
    expect(Math.abs(at(73) - at(70))).toBeLessThan(0.5 * (140 - at(70)));
  });

  it("takes no light of its own from bare skin seen only down the limb's middle: its two edges alike", () => {
    // Bare skin only x 46..54 of the limb, rows 0..99, steeply lit from the image-left; the rest filled.
    const { photo, rgb, skin, target } = picture((x, y) => y < 100 && x >= 46 && x <= 54, (x) => 220 - 10 * (x - 46));
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [seg], w, h);
    const at = (x: number) => rgb[(150 * w + x) * 3]!;
    expect(Math.abs(at(33) - at(67))).toBeLessThan(6);
  });
  it("takes no light of its own from skin at one spot along the limb (a wrist between a cuff and the hand): a round limb's", () => {
    // Bare skin, steeply lit from the image-left, only in rows 180..199 (the last tenth of the bone)
    // and past its end, rows 200.. (none here: the picture ends; a hand).
    const { photo, rgb, skin, target } = picture((_x, y) => y >= 180);
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }, [seg], w, h);
    const at = (x: number) => rgb[(100 * w + x) * 3]!;
    expect(Math.abs(at(33) - at(67))).toBeLessThan(6);
    expect(at(50)).toBeGreaterThan(at(33) + 8);
  });

  it("lends a drawn arm with no skin of its own no light from the torso's skin (a neckline's, flat across): a round limb's", () => {
    // 200 px wide: the arm of picture() all filled (x 30..70), and a torso x 90..170 whose skin shows
    // all down it, evenly lit.
    const W = 200;
    const photo = new Uint8Array(W * h * 3);
    const rgb = new Uint8Array(W * h * 3);
    const skin = new Uint8Array(W * h);
    const target = new Uint8Array(W * h);
    for (let y = 0; y < h; y++) {
      for (let x = 30; x <= 70; x++) target[y * W + x] = 255;
      for (let x = 90; x <= 170; x++) {
        skin[y * W + x] = 255;
        photo.fill(140, (y * W + x) * 3, (y * W + x) * 3 + 3);
      }
    }
    rgb.fill(140);
    const torso: LimbSegment = { a: { x: 130, y: 0 }, b: { x: 130, y: 199 }, r: 40, trunk: true };
    shadeFilledLimbs(rgb, photo, skin, target, { x0: 0, y0: 0, x1: W - 1, y1: h - 1 }, [seg, torso], W, h);
    const at = (x: number) => rgb[(100 * W + x) * 3]!;
    expect(at(50)).toBeGreaterThan(at(33) + 8);
    expect(at(50)).toBeGreaterThan(at(67) + 8);
  });
});
