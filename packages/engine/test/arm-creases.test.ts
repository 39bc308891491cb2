import { describe, expect, it } from 'vitest';
import { cutAtArmpitCreases } from '../src/arm-creases.ts';
import { firstColumn, keypointsAt } from './draw.ts';

/**
 * A photo 160x160, shoulder width 100 (the crease looked for up to 5 px into the arm), the torso's
 * middle at x 50 and the image-right arm's shoulder joint at (100, 10), its elbow at (105, 110): rows
 * 20..70 are looked at. The arm in front from x 80 on; skin colour 200 everywhere but a crease of
 * luma `crease` at column `at`. `skin` says which columns the skin model took.
 */
function scene(opts: { at?: number; crease?: number; skin?: (x: number) => boolean } = {}) {
  const [w, h, sw] = [160, 160, 100];
  const kps = keypointsAt({ leftShoulder: [100, 10], rightShoulder: [0, 10], leftElbow: [105, 110], rightElbow: [0, 110] });
  const front = new Uint8Array(w * h);
  const skin = new Uint8Array(w * h);
  const photo = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x >= 80) front[i] = 255;
      if (opts.skin?.(x) ?? true) skin[i] = 255;
      photo.fill(x === (opts.at ?? 84) ? (opts.crease ?? 120) : 200, i * 3, i * 3 + 3);
    }
  cutAtArmpitCreases(front, skin, photo, kps, w, h, sw);
  /** The first column of the arm in front on row y. */
  return firstColumn(front, w);
}

describe("an arm in front ends at its armpit's crease (arm-creases.ts cutAtArmpitCreases)", () => {
  it("takes the torso's skin between the arm's mask and the crease from the arm, on the rows below the armpit", () => {
    const row = scene();
    expect([20, 45, 70].map(row)).toEqual([84, 84, 84]);
    // Above the armpits' row (row 20) and below 0.6 of the upper arm: as it was.
    expect([15, 75].map(row)).toEqual([80, 80]);
  });

  it('leaves it where no crease darker than both sides lies within reach', () => {
    expect(scene({ crease: 185 })(45)).toBe(80);
    expect(scene({ at: 86 })(45)).toBe(80);
  });

  it('leaves a sleeved arm beside an old top (no bare skin), but cuts where the torso inside is bare though the skin model missed the pixels cut', () => {
    expect(scene({ skin: () => false })(45)).toBe(80);
    expect(scene({ skin: (x) => x < 78 })(45)).toBe(84);
  });
});
