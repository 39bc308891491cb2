import { describe, expect, it } from 'vitest';
import { roundElbow, sleeveOverArm } from '../src/long-sleeves.ts';
import type { Limb } from '../src/pieces.ts';

// A photo 300 x 300, shoulders 200 px apart (centre column 200), the image-left arm hanging straight
// down x = 100 from the shoulder joint (100, 50) through the elbow (100, 150) to the wrist (100, 250).
const [W, H, SW, CENTRE] = [300, 300, 200, 200];
const PATH = [
  { x: 100, y: 50 },
  { x: 100, y: 150 },
  { x: 100, y: 250 },
];

/**
 * Body and skin masks: the arm bare from row `bareFrom` down, between columns x0..x1 (and the body
 * above, in clothes); from x1 on to `torsoTo` the torso beside it, in clothes.
 */
function photo(x0: number, x1: number, bareFrom = 50, torsoTo = x1) {
  const [mask, skin] = [new Uint8Array(W * H), new Uint8Array(W * H)];
  for (let y = 40; y <= 270; y++)
    for (let x = x0; x <= torsoTo; x++) {
      mask[y * W + x] = 255;
      if (y >= bareFrom && x <= x1) skin[y * W + x] = 255;
    }
  return { mask, skin, w: W, h: H };
}

/** A flat-lay sleeve 200 px long, `half` px each side of its axis all along. */
const sleeve = (half: number): Limb => ({ label: 2, start: { x: 0, y: 0 }, end: { x: 0, y: 200 }, cap: 0, capHalf: half, outer: Array(10).fill(half), lo: Array(10).fill(-half), hi: Array(10).fill(half), strap: false });

describe('long-sleeves sleeveOverArm', () => {
  it('widens a slim sleeve to cover a broad bare arm, with a little ease each side', () => {
    // The arm 41 px across (x 80..120); the sleeve 30 at the flat lay's scale.
    const fit = sleeveOverArm(PATH, photo(80, 120), CENTRE, SW, sleeve(15), 1, 1, 200)!;
    expect(fit).toBeDefined();
    // At the forearm's middle (s 150): 20 px each side of the line and the ease (3 px): 46 over 30.
    expect(fit.across[150]).toBeCloseTo(46 / 30, 1);
    expect(Math.abs(fit.shift[150]!)).toBeLessThan(1);
  });

  it("moves the sleeve across onto an arm that lies off the joints' line, towards its side", () => {
    // The arm x 70..110, the torso in clothes beside it (its inner edge where its skin ends, its outer
    // one the outline): its middle 10 px out from the line (away from the body's centre), which is
    // along the path's left-hand normal (-1, 0) for a path going down.
    const fit = sleeveOverArm(PATH, photo(70, 110, 50, 190), CENTRE, SW, sleeve(15), 1, 1, 200)!;
    expect(fit.shift[150]).toBeCloseTo(10, 0);
  });

  it("keeps the flat lay's scale at the shoulder joint where the upper arm is in clothes, and holds past the last bare row", () => {
    const fit = sleeveOverArm(PATH, photo(80, 120, 140), CENTRE, SW, sleeve(15), 1, 1, 220)!;
    expect(fit.across[0]).toBeCloseTo(1, 1);
    expect(fit.across[220]).toBeCloseTo(46 / 30, 1);
  });

  it('asks for nothing where the sleeve already covers the arm, or no row is bare', () => {
    expect(sleeveOverArm(PATH, photo(90, 110), CENTRE, SW, sleeve(20), 1, 1, 200)).toBeUndefined();
    expect(sleeveOverArm(PATH, photo(80, 120, 290), CENTRE, SW, sleeve(15), 1, 1, 200)).toBeUndefined();
  });

  it('widens at most WIDEN (1.8) times, centred on the arm', () => {
    // The arm x 60..120, 67 px across with the ease, its middle 10 px out; the sleeve 20.
    const fit = sleeveOverArm(PATH, photo(60, 120), CENTRE, SW, sleeve(10), 1, 1, 200)!;
    expect(fit.across[150]).toBeCloseTo(1.8, 2);
    expect(fit.shift[150]).toBeCloseTo(10, 0);
  });
});

describe('long-sleeves roundElbow', () => {
  it('leaves a straight arm as it is', () => {
    expect(roundElbow(PATH, SW)).toEqual({ path: PATH, shorter: 0 });
  });

  it("rounds a bent elbow's corner: no point on it, the curve passing inside it, the path shorter", () => {
    const bent = [PATH[0]!, PATH[1]!, { x: 0, y: 150 }];
    const { path, shorter } = roundElbow(bent, SW);
    expect(path.length).toBeGreaterThan(3);
    expect(path.some((p) => p.x === 100 && p.y === 150)).toBe(false);
    // A quarter turn rounded from 20 px before the joint to 20 after: the curve's middle lies
    // 20 * sqrt(2) / 4 px inside the corner, and the path is 2 * 20 less the curve's length shorter.
    const middle = path[1 + 4]!;
    expect(Math.hypot(middle.x - 100, middle.y - 150)).toBeCloseTo((20 * Math.SQRT2) / 4, 1);
    expect(shorter).toBeGreaterThan(5);
    expect(shorter).toBeLessThan(10);
  });
});
