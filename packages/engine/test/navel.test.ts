import { describe, expect, it } from 'vitest';
import { drawNavel } from '../src/navel.ts';
import { keypointsAt } from './draw.ts';

// A 300 x 500 picture: shoulders (50, 100) and (250, 100), so 200 px apart; hips (90, 400) and
// (210, 400). The navel lies 0.79 of the way down: (150, 337).
const [w, h, sw] = [300, 500, 200];
const kps = keypointsAt({ leftShoulder: [250, 100], rightShoulder: [50, 100], leftHip: [210, 400], rightHip: [90, 400] });

/** Flat paint 160 on the torso x 60..240, rows 150..450, all of it painted and torso. */
function belly() {
  const rgb = new Uint8Array(w * h * 3);
  const target = new Uint8Array(w * h);
  const torso = new Uint8Array(w * h);
  for (let y = 150; y <= 450; y++)
    for (let x = 60; x <= 240; x++) {
      const i = y * w + x;
      target[i] = 255;
      torso[i] = 255;
      rgb.fill(160, i * 3, i * 3 + 3);
    }
  return { rgb, target, torso };
}
const at = (rgb: Uint8Array, x: number, y: number) => rgb[(y * w + x) * 3]!;

describe('a navel on a painted belly (navel.ts drawNavel)', () => {
  it('draws a small pit where the pose puts the navel, darkest in its upper half, and leaves the belly round it as painted', () => {
    const { rgb, target, torso } = belly();
    expect(drawNavel(rgb, target, torso, kps, w, h, sw)).toBe(true);
    expect(at(rgb, 150, 335)).toBeLessThan(0.75 * 160);
    // Lit from above: its upper half darker than its lower, whose rim takes a little light.
    expect(at(rgb, 150, 333)).toBeLessThan(at(rgb, 150, 342) - 10);
    // Not a line across the belly: a few pixels to the side it is all but the paint.
    expect(at(rgb, 160, 337)).toBeGreaterThan(0.93 * 160);
    // And no step where the drawing ends (16 px round it, CLEAR): just inside, the paint as it was.
    expect(Math.abs(at(rgb, 150, 322) - 160)).toBeLessThanOrEqual(1);
    expect(Math.abs(at(rgb, 150, 352) - 160)).toBeLessThanOrEqual(1);
    expect(at(rgb, 150, 380)).toBe(160);
    expect(at(rgb, 150, 300)).toBe(160);
  });

  it("draws none where what lies round it is not all painted torso (a belly the photo shows, a new top's hem)", () => {
    // The paint begins at row 330, just above the navel: the torso's rows above are the garment or kept skin.
    const { rgb, target, torso } = belly();
    for (let y = 150; y < 330; y++) target.fill(0, y * w, (y + 1) * w);
    const before = rgb.slice();
    expect(drawNavel(rgb, target, torso, kps, w, h, sw)).toBe(false);
    expect(rgb.every((v, k) => v === before[k])).toBe(true);
    // Painted, but not torso there (an arm drawn across the belly).
    const b = belly();
    for (let y = 320; y <= 350; y++) b.torso[y * w + 155] = 0;
    expect(drawNavel(b.rgb, b.target, b.torso, kps, w, h, sw)).toBe(false);
  });

  it('draws none without the hips', () => {
    const { rgb, target, torso } = belly();
    const noHips = keypointsAt({ leftShoulder: [250, 100], rightShoulder: [50, 100] });
    expect(drawNavel(rgb, target, torso, noHips, w, h, sw)).toBe(false);
  });
});
