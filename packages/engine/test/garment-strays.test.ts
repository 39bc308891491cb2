import { describe, expect, it } from 'vitest';
import { dropStrays } from '../src/garment-strays.ts';
import { laidOnShoulders } from './draw.ts';

/**
 * A person 200x200, shoulder joints at (60, 80) and (140, 80) (shoulder width 80: a crumb is at most
 * 2.56 px), the body from row 70 down between columns 40 and 160; the garment covers the body from
 * row 85 and every pixel `also` names. Returns the garment's coverage after dropStrays.
 */
function strays(also: (x: number, y: number) => boolean) {
  const p = laidOnShoulders((x, y) => y >= 70 && x >= 40 && x <= 160, (x, y) => (y >= 85 && x >= 40 && x <= 160) || also(x, y), 0.8);
  dropStrays(p.warped, p.body, p.kps, p.w, p.h, p.sw);
  const { alpha, rgb } = p.warped;
  return { at: (x: number, y: number) => alpha[y * p.w + x]!, rgb: (x: number, y: number) => rgb[(y * p.w + x) * 3]! };
}

describe('dropStrays (bits of the garment floating over the backdrop)', () => {
  it('takes away a strap end standing over the backdrop above the shoulders, apart from the garment', () => {
    // A hook beside the head (columns 30-32, rows 20-40): no body under it, above the shoulder line.
    const s = strays((x, y) => x >= 30 && x <= 32 && y >= 20 && y <= 40);
    expect(s.at(31, 30)).toBe(0);
    expect(s.rgb(31, 30)).toBe(0);
    expect(s.at(100, 120)).toBeCloseTo(0.8);
  });

  it('keeps what is joined to the garment, what lies over the body, and what reaches below the shoulders', () => {
    // A strap over the backdrop rising above the shoulders from a thin diagonal run off the garment's
    // top corner (pixels joined at their corners), a tag over the body above the shoulders, and a
    // flared piece beside the body reaching below the shoulder line.
    const s = strays(
      (x, y) =>
        (x >= 161 && x <= 165 && x + y === 245) ||
        (x >= 166 && x <= 168 && y >= 40 && y <= 79) ||
        (x >= 90 && x <= 95 && y >= 72 && y <= 78) ||
        (x >= 20 && x <= 30 && y >= 70 && y <= 100),
    );
    expect(s.at(167, 50)).toBeCloseTo(0.8);
    expect(s.at(92, 75)).toBeCloseTo(0.8);
    expect(s.at(25, 95)).toBeCloseTo(0.8);
  });

  it('takes away crumbs of a few pixels over the backdrop wherever they lie, not larger parts', () => {
    const s = strays((x, y) => (x === 20 && y >= 150 && y <= 151) || (x >= 10 && x <= 12 && y >= 150 && y <= 152));
    expect(s.at(20, 150)).toBe(0);
    expect(s.at(11, 151)).toBeCloseTo(0.8);
  });
});
