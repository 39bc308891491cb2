import { describe, expect, it } from 'vitest';
import { draped, shoulderDrape, shoulderOf, undraped } from '../src/drape.ts';
import { PANEL, type GarmentPieces } from '../src/pieces.ts';
import { shoulderedAt, type Fit } from '../src/fit.ts';

/** A panel 100 px wide (columns 50..149) from row `top(x)` to row 200 of a 200x220 garment photo. */
function garment(top: (x: number) => number): { g: GarmentPieces; gw: number } {
  const gw = 200;
  const labels = new Uint8Array(gw * 220);
  for (let x = 50; x < 150; x++) for (let y = Math.round(top(x)); y <= 200; y++) labels[y * gw + x] = PANEL;
  return { g: { labels, cx: 100, topY: 10 } as unknown as GarmentPieces, gw };
}

// The panel laid from (100, 50) straight down at the garment's scale; shoulder joints at (50, 80)
// and (150, 80): the shoulder line's top runs from the collar down 22 px to each shoulder.
const panel = { path: [{ x: 100, y: 50 }, { x: 100, y: 300 }], along: 1, across: new Float32Array(300).fill(1), s0: 0 };
const shoulders = [{ x: 50, y: 80 }, { x: 150, y: 80 }] as const;

describe('the panel draped on the shoulders', () => {
  it('moves a flat shoulder seam down onto sloping shoulders, not the collar, and less further down', () => {
    const { g, gw } = garment(() => 10);
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    // Near the shoulder (u 40, either side) the top moves down about 14 px (the straight line from
    // the collar to the shoulder's top would be 15.5; a shouldered top's line is raised towards the
    // neck, 2 px there); at the collar not at all.
    for (const u of [40, -40]) expect(draped(drape, 0, u)).toBeCloseTo(-13.7, 0);
    expect(draped(drape, 0, 0)).toBe(0);
    // Halfway down the fade the move is half; below it, none.
    expect(draped(drape, drape.fade / 2, 40)).toBeCloseTo(drape.fade / 2 - 6.9, 0);
    expect(draped(drape, drape.fade + 5, 40)).toBe(drape.fade + 5);
  });

  it("lays a cami's top (its armholes far below the line) on the straight line, not the raised one", () => {
    // The same top with its edge 50 px lower 20..30 px either side of the centre (armholes inside straps).
    const { g, gw } = garment((x) => (Math.abs(x - 100) >= 20 && Math.abs(x - 100) <= 30 ? 60 : 10));
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    for (const u of [40, -40]) expect(draped(drape, 0, u)).toBeCloseTo(-15.5, 0);
    // And says so, per side (a T-shirt's are shouldered: shoulder-tops.ts lays them up to the outline).
    expect(drape.shouldered).toEqual([false, false]);
    expect(shoulderDrape(panel, garment(() => 10).g, gw, shoulders, 100, 150).shouldered).toEqual([true, true]);
  });

  it("moves a garment whose shoulders slope as much as the person's at most by the trapezius's rise, and not at the collar", () => {
    const { g, gw } = garment((x) => 10 + Math.max(0, Math.abs(x - 100) - 15) * (22 / 35) + 1);
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    for (let u = -50; u <= 50; u++) expect(Math.abs(draped(drape, 0, u))).toBeLessThanOrEqual(3.5);
    for (const u of [0, 20, -20]) expect(draped(drape, 0, u)).toBe(0);
  });

  it("lifts a T-shirt's shoulders lying below the line onto it near the tips, not at the collar, over a short fade", () => {
    // 3 px below the straight line from the collar out (near it: a shouldered top), rounding off to
    // 10 px below it at the tips, where a band of painted skin showed above it.
    const below = (t: number) => 3 + Math.max(0, (t - 0.7) / 0.3) * 7;
    const { g, gw } = garment((x) => 10 + Math.max(0, Math.abs(x - 100) - 15) * (22 / 35) + below(Math.max(0, Math.abs(x - 100) - 15) / 35));
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    for (const u of [48, -48]) {
      // Content from farther down the garment shows at the top: moved up by 5-10 px (10, smoothed).
      expect(draped(drape, 0, u)).toBeGreaterThan(5);
      expect(draped(drape, 0, u)).toBeLessThanOrEqual(10.5);
      // Faded out over the short lift fade, long before the drop's.
      expect(drape.liftFade).toBeLessThan(drape.fade / 2);
      expect(draped(drape, drape.liftFade + 1, u)).toBe(drape.liftFade + 1);
    }
    for (const u of [0, 20, -20]) expect(draped(drape, 0, u)).toBe(0);
  });

  it("lays a T-shirt's shoulders just inside the photo's outline where it lies above the modelled line", () => {
    // Shouldered: 2 px below the straight line from the collar out. The person's outline is 6 px
    // above that line; the neck (|u| <= 15) is in the silhouette from the photo's top.
    const line = (u: number) => 50 + 22 * Math.min(1, Math.max(0, (Math.abs(u) - 15) / 35));
    const { g, gw } = garment((x) => 10 + Math.max(0, Math.abs(x - 100) - 15) * (22 / 35) + 2);
    const silhouette = { mask: new Uint8Array(300 * 400), w: 300, h: 400 };
    for (let x = 0; x < 300; x++) {
      const u = 100 - x;
      for (let y = Math.abs(u) <= 15 ? 0 : Math.round(line(u) - 6); y < 400; y++) silhouette.mask[y * 300 + x] = 255;
    }
    const measured = shoulderDrape(panel, g, gw, shoulders, 100, 150, silhouette);
    const modelled = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    for (const u of [40, -40]) {
      // Moved up onto the outline less 1 px (7 px, smoothed), not only onto the raised line (4 px).
      expect(draped(measured, 0, u)).toBeGreaterThan(6);
      expect(draped(measured, 0, u)).toBeLessThan(8);
      expect(draped(modelled, 0, u)).toBeLessThan(4.6);
    }
    for (const u of [0, 10, -10]) expect(draped(measured, 0, u)).toBe(0);
  });

  it('tells which side of the photo a shouldered side lies on (fit.ts shoulderedAt)', () => {
    // A cami's armhole on the flat lay's right side only (columns 120..130), which the warp lays on
    // the photo's right of the panel's path (x > 100).
    const { g, gw } = garment((x) => (x - 100 >= 20 && x - 100 <= 30 ? 60 : 10));
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    const fit = { pieces: [{ ...panel, label: PANEL, drape }], garment: g } as unknown as Fit;
    expect(shoulderedAt(fit, 150)).toBe(false);
    expect(shoulderedAt(fit, 50)).toBe(true);
    expect(shoulderedAt({ ...fit, pieces: [{ ...panel, label: PANEL }] } as unknown as Fit, 50)).toBe(false);
  });

  it("reads a side's armhole as where its top leaves the line for good, and a cami or an off-shoulder top as not shouldered", () => {
    const side = (near: (at: number) => boolean) => shoulderOf(Array.from({ length: 61 }, (_, k) => ({ at: 0.4 + k / 100, near: near(0.4 + k / 100) })));
    // A T-shirt on a narrow person: its armhole starts before the band's end (0.75).
    expect(side((at) => at < 0.7)).toEqual({ shouldered: true, armhole: 0.7 });
    // A few low columns by the collar do not count against it.
    expect(side((at) => at > 0.42 && at < 0.9).shouldered).toBe(true);
    // A cami: far below between its collar and its straps.
    expect(side((at) => at > 0.6).shouldered).toBe(false);
    // An off-shoulder top: below the line everywhere.
    expect(side(() => false).shouldered).toBe(false);
  });

  it("does not lift a shouldered top's armhole, only its shoulder", () => {
    // Near the line out to 40 px from the centre (a shouldered top), then its armhole far below.
    const { g, gw } = garment((x) => (Math.abs(x - 100) > 40 ? 150 : 10 + Math.max(0, Math.abs(x - 100) - 15) * (22 / 35) + 2));
    const drape = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    for (const u of [36, -36]) expect(draped(drape, 0, u)).toBeGreaterThan(2);
    for (const u of [48, -48]) expect(Math.abs(draped(drape, 0, u))).toBeLessThan(0.5);
  });

  it("shears the panel's rows onto shoulders tilted to the body's axis, collar included, and not at the hips", () => {
    const { g, gw } = garment(() => 10);
    // The image-left joint 20 px higher than the image-right one (11 degrees), the axis upright.
    const tilted = shoulderDrape(panel, g, gw, [{ x: 50, y: 70 }, { x: 150, y: 90 }], 100, 150);
    const level = shoulderDrape(panel, g, gw, shoulders, 100, 150);
    // Where the panel's top row (the garment's top, draped arc length 0) is laid in column u.
    const topAt = (drape: typeof level, u: number) => {
      let best = -60;
      for (let s = -60; s <= 60; s += 0.25) if (Math.abs(draped(drape, s, u)) < Math.abs(draped(drape, best, u))) best = s;
      return best;
    };
    // The collar (u +-10, not moved per column) tilts with the shoulders: 0.2 px per px across.
    expect(topAt(tilted, 10) - topAt(tilted, -10)).toBeCloseTo(-4, 0);
    expect(topAt(level, 10) - topAt(level, -10)).toBeCloseTo(0, 1);
    // Near the shoulders the image-left side lies about 16 px higher than the other (0.2 x 80, a little
    // less below the panel's top, where the shear fades), each about as far from its own joint as on
    // level shoulders.
    const rise = topAt(tilted, 40) - topAt(tilted, -40);
    expect(rise).toBeGreaterThan(-17);
    expect(rise).toBeLessThan(-12);
    expect(Math.abs(topAt(tilted, 40) + topAt(tilted, -40) - topAt(level, 40) - topAt(level, -40))).toBeLessThan(2);
    // Down the chest (the shear's fade, 0.4 torso lengths, the drop's) the rows lie across the axis again.
    expect(tilted.fade).toBe(0.4 * 150);
    expect(draped(tilted, tilted.fade + 1, 40)).toBe(draped(tilted, tilted.fade + 1, -40));
    expect(Math.abs(level.tilt)).toBe(0);
  });

  it('gives the output arc length a sheared one shows at (fit.ts forward)', () => {
    const drape = { u0: -50, drop: new Float32Array(101), fade: 150, liftFade: 18, shouldered: [true, true] as const, tilt: -0.2 };
    for (const s of [-30, 0, 5, 20, 100, 149, 200])
      for (const u of [-40, 40]) expect(draped(drape, undraped(drape, s, u), u)).toBeCloseTo(s, 6);
    expect(undraped(drape, 0, 40)).toBeCloseTo(-8, 6);
  });

  it('never shears so steeply that the rows fold over one another (a short torso)', () => {
    const { g, gw } = garment(() => 10);
    // The same tilted shoulders over a torso of 20 px: the shear fades out within 8 px.
    const short = shoulderDrape(panel, g, gw, [{ x: 50, y: 70 }, { x: 150, y: 90 }], 100, 20);
    for (const u of [-100, -50, 50, 100])
      for (let s = -20; s < 20; s++) expect(draped(short, s + 1, u)).toBeGreaterThan(draped(short, s, u));
  });
});
