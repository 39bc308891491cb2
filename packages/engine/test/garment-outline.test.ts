import { describe, expect, it } from 'vitest';
import { smoothOutline } from '../src/garment-outline.ts';

/**
 * A garment 200x200 (shoulder width 200: a blur of 2 px a pass) covering x 50..149, y 50..149, each
 * pixel red = its column (so where a colour comes from shows), with `edit` applied to its coverage
 * first (teeth, a notch); smoothed with `may` (default: everywhere), a sleeve's axis down x 100 from
 * row 40 to `sleeveEnd`.
 */
function garment(edit: (x: number, y: number) => number | undefined, may: (i: number) => boolean = () => true, sleeveEnd = 180) {
  const [w, h] = [200, 200];
  const rgb = new Float32Array(w * h * 3);
  const alpha = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const a = edit(x, y) ?? (x >= 50 && x <= 149 && y >= 50 && y <= 149 ? 1 : 0);
      alpha[i] = a;
      rgb.fill(x * a, i * 3, i * 3 + 3);
    }
  const before = Float32Array.from(alpha);
  smoothOutline({ rgb, alpha }, may, w, h, 200, [[{ x: 100, y: 40 }, { x: 100, y: sleeveEnd }]]);
  const a = (x: number, y: number) => alpha[y * w + x]!;
  const red = (x: number, y: number) => rgb[(y * w + x) * 3]! / alpha[y * w + x]!;
  return { a, red, before, alpha };
}

describe("a garment's outline smoothed (garment-outline.ts smoothOutline)", () => {
  it('takes away a tooth 2 px wide standing 6 px out of the top edge', () => {
    const { a } = garment((x, y) => (x >= 99 && x <= 100 && y >= 44 && y < 50 ? 1 : undefined));
    expect(a(99, 45)).toBe(0);
    expect(a(100, 46)).toBe(0);
    // The edge beside it stays.
    expect(a(99, 52)).toBe(1);
  });

  it('fills a notch 2 px wide cut 6 px into the top edge, with the colour beside it', () => {
    const { a, red } = garment((x, y) => (x >= 99 && x <= 100 && y >= 50 && y < 56 ? 0 : undefined));
    expect(a(99, 53)).toBe(1);
    expect(a(100, 55)).toBe(1);
    // From the columns beside it: 98..101.
    expect(red(99, 53)).toBeGreaterThanOrEqual(98);
    expect(red(99, 53)).toBeLessThanOrEqual(101);
  });

  it('leaves a straight edge and the inside as laid, a sheer patch (soft coverage) too', () => {
    const { alpha, before } = garment((x, y) => (x >= 90 && x <= 110 && y >= 90 && y <= 110 ? 0.3 : undefined));
    // Rows 60..140 (away from the square's corners), all columns: the side edges at x 50 and 149.
    expect(Array.from(alpha.subarray(60 * 200, 141 * 200))).toEqual(Array.from(before.subarray(60 * 200, 141 * 200)));
  });

  it('adds nothing where `may` says no (a hand in front)', () => {
    const { a } = garment((x, y) => (x >= 99 && x <= 100 && y >= 50 && y < 56 ? 0 : undefined), (i) => i % 200 !== 99);
    expect(a(99, 53)).toBe(0);
    expect(a(100, 53)).toBe(1);
  });

  it('rounds a square corner', () => {
    const { a } = garment(() => undefined);
    expect(a(50, 50)).toBeLessThan(0.5);
    expect(a(53, 53)).toBe(1);
  });

  it("leaves the outline below its sleeves' ends (and 0.1 shoulder widths past them) as laid", () => {
    // A tooth on the hem (y 150..155) and one on the side at y 119..120; the sleeves end at row 80 (20 px past them: row 100).
    const tooth = (x: number, y: number) => ((x >= 99 && x <= 100 && y >= 150 && y <= 155) || (x >= 150 && x <= 155 && y >= 119 && y <= 120) ? 1 : undefined);
    const { a } = garment(tooth, undefined, 80);
    expect(a(99, 152)).toBe(1);
    expect(a(152, 119)).toBe(1);
    expect(garment(tooth).a(152, 119)).toBeLessThan(0.5); // with the sleeves down to the hem: taken away
  });
});
