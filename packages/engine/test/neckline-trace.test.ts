import { describe, expect, it } from 'vitest';
import { withoutTracedNeckInside } from '../src/neckline-trace.ts';
import type { GarmentLandmarks } from '../src/types.ts';

const [W, H] = [300, 300];
const landmarks: GarmentLandmarks = {
  neck: { x: 150, y: 70 },
  leftShoulder: { x: 40, y: 50 },
  rightShoulder: { x: 260, y: 50 },
  leftHem: { x: 40, y: 280 },
  rightHem: { x: 260, y: 280 },
};

/** The outline's top: flat on the shoulders (y 50), dipping 20 rows between the neck's corners (x 100..200). */
const topAt = (x: number) => (x > 100 && x < 200 ? 50 + 20 * Math.sin((Math.PI * (x - 100)) / 100) : 50);

/**
 * A white top on a ghost mannequin, 300x300, its mask from x 40 to 260 below the outline's top down
 * to y 280: front fabric at luma 246 below `front(x)` (the front neckline's row), above it in the
 * shade of 212 (the inside of the back, and the shoulders beside the neck as shaded as it).
 */
function top(front: (x: number) => number) {
  const data = new Uint8Array(W * H * 3).fill(255);
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 40; x <= 260; x++)
      if (y >= topAt(x) && y < 280) {
        mask[y * W + x] = 255;
        data.fill(y < front(x) ? 212 : 246, (y * W + x) * 3, (y * W + x) * 3 + 3);
      }
  return { img: { width: W, height: H, data }, mask };
}

/** A front neckline from the neck's corners (x 100, 200) down to `depth` below y 50 at the centre, the shoulders' shade above y 100 beyond them. */
const scoop = (depth: number) => (x: number) => (x > 100 && x < 200 ? 50 + depth * Math.sin((Math.PI * (x - 100)) / 100) : 100);

describe('the inside of the back above a front neckline traced to the outline (neckline-trace.ts)', () => {
  it('cuts away an inside of the shoulders own shade, down to the front neckline, the front and shoulders kept', () => {
    const { img, mask } = top(scoop(80));
    const out = withoutTracedNeckInside(img, mask, landmarks)!;
    expect(out).toBeDefined();
    const at = (x: number, y: number) => out[y * W + x];
    // The inside at the centre (the top at 70, the neckline at 130) and near a corner (x 110: 56 to 75).
    expect([at(150, 90), at(150, 125), at(110, 65), at(190, 65)]).toEqual([0, 0, 0, 0]);
    // The front below the neckline, and the shaded shoulders beyond the neck's corners.
    expect([at(150, 140), at(110, 85), at(60, 60), at(240, 60)]).toEqual([255, 255, 255, 255]);
  });

  it("leaves a yoke alone: a band of the shoulders' shade whose lower edge runs on across the shoulders", () => {
    const { img, mask } = top(() => 120);
    expect(withoutTracedNeckInside(img, mask, landmarks)).toBeUndefined();
  });

  it('leaves alone two edges that come to the centre at different depths (not one neckline)', () => {
    // oot-049949_1's collar: followed from either side, its edges met the centre 42 rows apart.
    const [left, right] = [scoop(60), scoop(80)];
    const { img, mask } = top((x) => (x < 150 ? left(x) : right(x)));
    expect(withoutTracedNeckInside(img, mask, landmarks)).toBeUndefined();
  });
});
