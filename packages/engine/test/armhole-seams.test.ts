import { describe, expect, it } from 'vitest';
import { hideUnderArmholes } from '../src/armhole-seams.ts';
import { keypointsAt } from './draw.ts';

/**
 * A photo 200x200 all body, shoulder width 100: the shoulder joints at (50, 40) and (150, 40), the
 * elbows 100 below them, so a quarter down the upper arm is row 65 and the shoulder's tip 3 px past
 * the joint. On row 65 the arms in front reach in to x 58 (image-left) and x 142 (image-right).
 */
function hidden(opts: { front?: boolean } = {}) {
  const [w, h, sw] = [200, 200, 100];
  const kps = keypointsAt({ leftShoulder: [150, 40], rightShoulder: [50, 40], leftElbow: [150, 140], rightElbow: [50, 140] });
  const front = new Uint8Array(w * h);
  if (opts.front ?? true)
    for (let y = 65; y < 140; y++) {
      front.fill(255, y * w + 37, y * w + 59);
      front.fill(255, y * w + 142, y * w + 164);
    }
  const out = new Uint8Array(w * h);
  hideUnderArmholes(out, front, new Uint8Array(w * h).fill(255), kps, w, h, sw);
  return (x: number, y: number) => out[y * w + x] === 255;
}

describe("a sleeve shown from the shoulder's tip down to the arm in front (armhole-seams.ts hideUnderArmholes)", () => {
  it("hides the panel past the line from the shoulder's tip to the arm's inner edge a quarter down", () => {
    const at = hidden();
    // The shoulder joint's row: past the tip (153; image-left 47).
    expect([at(153, 40), at(152, 40), at(47, 40), at(48, 40)]).toEqual([true, false, true, false]);
    // Halfway down: 153 + (142 - 153) * 13 / 25 = 147.3.
    expect([at(148, 53), at(147, 53)]).toEqual([true, false]);
    // A quarter down the arm: from its inner edge.
    expect([at(142, 65), at(141, 65), at(58, 65), at(59, 65)]).toEqual([true, false, true, false]);
  });

  it("goes no higher than the shoulder joint, no lower than a quarter down, and no farther than the arm's capsule", () => {
    const at = hidden();
    expect([at(160, 39), at(160, 66), at(164, 52), at(163, 52)]).toEqual([false, false, false, true]);
  });

  it("takes the capsule's inner edge where no arm is in front", () => {
    const at = hidden({ front: false });
    expect([at(137, 65), at(136, 65)]).toEqual([true, false]);
  });
});
