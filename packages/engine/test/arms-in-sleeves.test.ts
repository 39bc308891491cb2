import { describe, expect, it } from 'vitest';
import { armsInsideSleeves } from '../src/arms-in-sleeves.ts';
import { keypointsAt } from './draw.ts';

// A photo 200x200, shoulder width 100, the torso's middle at x 100. The image-right sleeve's axis runs
// from (150, 20) to (150, 100) and it covers 12 px each side of it; the arm is drawn 25 px each side,
// from row 20 to row 150.
const [W, H, SW] = [200, 200, 100];
const kps = keypointsAt({ leftShoulder: [150, 20], rightShoulder: [50, 20], leftHip: [140, 180], rightHip: [60, 180] });

function scene(opts: { hole?: boolean; axis?: { x: number; y: number }[]; sleeve?: (x: number, y: number) => boolean } = {}) {
  const axis = opts.axis ?? [{ x: 150, y: 20 }, { x: 150, y: 100 }];
  const shape = new Uint8Array(W * H);
  const covered = new Float32Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (y >= 20 && y <= 150 && Math.abs(x - 150) <= 25) shape[i] = 255;
      // (A lace's hole 2 px wide, 6-7 px out from the axis.)
      const sleeve = opts.sleeve ?? ((sx, sy) => sy >= 20 && sy <= 100 && Math.abs(sx - 150) <= 12);
      if (sleeve(x, y) && !(opts.hole && (x === 156 || x === 157))) covered[i] = 1;
    }
  armsInsideSleeves(shape, covered, [axis], kps, W, H, SW);
  return (x: number, y: number) => shape[y * W + x];
}

describe('an arm drawn inside the new sleeve that covers it (arms-in-sleeves.ts armsInsideSleeves)', () => {
  it("takes the drawn arm beside the sleeve's outer edge away, not its inner side, nor below its hem", () => {
    const at = scene();
    expect([at(165, 60), at(175, 60), at(175, 30)]).toEqual([0, 0, 0]);
    // Inside the sleeve, on the side towards the torso's middle, below the sleeve's end.
    expect([at(155, 60), at(128, 60), at(175, 130)]).toEqual([255, 255, 255]);
  });

  it("keeps the arm coming out of a slanting hem, and still takes it beside a tapering side", () => {
    // The hem slanting up to the outer corner at 45 degrees (100 at the axis, 88 at x 162).
    const slanting = scene({ sleeve: (x, y) => y >= 20 && Math.abs(x - 150) <= 12 && y <= 100 - Math.max(0, x - 150) });
    expect([slanting(158, 94), slanting(160, 91)]).toEqual([255, 255]);
    expect(slanting(170, 60)).toBe(0);
    // A side narrowing a fifth of a pixel a pixel down to its hem: taken beside it all the way down.
    const tapering = scene({ sleeve: (x, y) => y >= 20 && y <= 100 && Math.abs(x - 150) <= 12 + (100 - y) * 0.2 });
    expect([tapering(172, 60), tapering(168, 90)]).toEqual([0, 0]);
  });

  it("reads the sleeve's edge past a lace's hole, and keeps the arm under the hole", () => {
    const at = scene({ hole: true });
    expect([at(156, 60), at(157, 60)]).toEqual([255, 255]);
    expect(at(170, 60)).toBe(0);
  });

  it("leaves a raised arm's sleeve alone, whose normal runs up and down", () => {
    // A sleeve 12 px each side of a level axis from (150, 62) to (190, 62), the arm drawn above it.
    const at = scene({ axis: [{ x: 150, y: 62 }, { x: 190, y: 62 }], sleeve: (x, y) => x >= 150 && x <= 190 && Math.abs(y - 62) <= 12 });
    expect([at(160, 40), at(170, 90)]).toEqual([255, 255]);
  });
});
