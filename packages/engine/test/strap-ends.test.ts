import { describe, expect, it } from 'vitest';
import { clearStrapEnds } from '../src/strap-ends.ts';
import { laidOnShoulders } from './draw.ts';

/**
 * A person 200x200, shoulder joints at (60, 80) and (140, 80) (shoulder width 80: columns 44-156 are
 * looked at, a strap's run is at most 4 px): the body's top is row 70 from column 51 to 149 (the neck, columns 90-110, from row 0),
 * and row 85 from column 30 to 50 (the image-right shoulder falling down the arm's side, below the
 * joints), and an arm raised beside it from row 60 at columns 20-28. The garment covers columns
 * 30-170 from row 75 and every pixel `also` names. Returns its coverage after clearStrapEnds.
 */
function cleared(also: (x: number, y: number) => boolean) {
  const p = laidOnShoulders(
    (x, y) => (y >= 70 && x >= 51 && x <= 149) || (x >= 90 && x <= 110) || (y >= 85 && x >= 30 && x <= 170) || (y >= 60 && x >= 20 && x <= 28),
    (x, y) => (y >= 75 && x >= 30 && x <= 170) || also(x, y),
  );
  clearStrapEnds(p.warped, p.body, p.kps, p.w, p.h, p.sw);
  return (x: number, y: number) => p.warped.alpha[y * p.w + x]!;
}

describe('clearStrapEnds (no strap standing above the shoulder outline over the backdrop)', () => {
  it("takes a strap's end standing above the shoulder's outline down to it", () => {
    const at = cleared((x, y) => x >= 60 && x <= 63 && y >= 50);
    expect(at(61, 55)).toBe(0);
    expect(at(61, 67)).toBe(0);
    // Up to 2 px above the outline stays (its blend with the backdrop), and all below it.
    expect(at(61, 68)).toBe(1);
    expect(at(61, 72)).toBe(1);
  });

  it("leaves a wide ruffle, a run reaching past the shoulders, and thin runs beside the neck, beside the arm below the joints and past the shoulders' reach", () => {
    const at = cleared(
      (x, y) =>
        (x >= 60 && x <= 75 && y >= 60) ||
        (x >= 147 && x <= 150 && y >= 60) ||
        (x >= 84 && x <= 86 && y >= 40) ||
        (x >= 24 && x <= 26 && y >= 50) ||
        (x >= 46 && x <= 48 && y >= 60),
    );
    // A ruffle or a sleeve's cap standing out above the shoulder (16 px wide).
    expect(at(67, 62)).toBe(1);
    // A run whose image-left end lies over a column whose outline falls below the joints (150).
    expect(at(148, 62)).toBe(1);
    // Beside the neck (NECK): a collar's or a halter's edge.
    expect(at(85, 50)).toBe(1);
    // Past the shoulders' reach (0.2 shoulder widths past the joint: columns 44-156 are looked at):
    // on an arm raised beside the shoulder.
    expect(at(25, 55)).toBe(1);
    // Beside the shoulder falling down the arm, its outline below the joints: not a shoulder's top.
    expect(at(47, 65)).toBe(1);
  });
});
