import { describe, expect, it } from 'vitest';
import { closeArmBites } from '../src/arm-bites.ts';
import { firstColumn, keypointsAt } from './draw.ts';

/**
 * A photo 160x200, shoulder width 100 (bites up to 16 rows filled), the torso's middle at x 50 and the
 * image-right upper arm straight down x 100 from its joint (100, 10) to its elbow (100, 190). The arm
 * in front from row 30 (its top rounded: x 100 - 2 (y - 30) on rows 30..39) reaches x 80, but where
 * `dip` says it starts farther out; the arms mask is x `armsFrom`..125 (75).
 */
function scene(dip: (y: number) => number | undefined, armsFrom = 75) {
  const [w, h, sw] = [160, 200, 100];
  const kps = keypointsAt({ leftShoulder: [100, 10], rightShoulder: [0, 10], leftElbow: [100, 190], rightElbow: [0, 190] });
  const front = new Uint8Array(w * h);
  const arms = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    arms.fill(255, y * w + armsFrom, y * w + 126);
    if (y < 30) continue;
    const from = dip(y) ?? (y < 40 ? 100 - 2 * (y - 30) : 80);
    front.fill(255, y * w + from, y * w + 120);
  }
  closeArmBites(front, arms, kps, w, h, sw);
  /** The first column of the arm in front on row y. */
  return firstColumn(front, w);
}

describe("an upper arm in front has no bites in its inner side (arm-bites.ts closeArmBites)", () => {
  it('fills a bite shorter than twice BITE down the arm to the edge each side of it', () => {
    const row = scene((y) => (y >= 90 && y <= 100 ? 92 : undefined));
    expect([89, 90, 95, 100, 101].map(row)).toEqual([80, 80, 80, 80, 80]);
  });

  it("keeps a longer dip (a crease cut, an arm leaving the torso) and the arm's round top", () => {
    const row = scene((y) => (y >= 90 && y <= 130 ? 92 : undefined));
    expect([100, 110, 120].map(row)).toEqual([92, 92, 92]);
    expect([30, 33, 36].map(row)).toEqual([100, 94, 88]);
  });

  it('fills no further than the arms mask', () => {
    const row = scene((y) => (y >= 90 && y <= 100 ? 92 : undefined), 85);
    expect(row(95)).toBe(85);
  });
});
