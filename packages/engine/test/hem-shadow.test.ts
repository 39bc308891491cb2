import { describe, expect, it } from 'vitest';
import { castHemShadow } from '../src/hem-shadow.ts';

describe('the shadow a garment casts on the skin painted below it (hem-shadow.ts)', () => {
  // One column 1 px wide and 40 tall, all grey 200: the garment covers rows 10..19; every row is
  // painted except row 21 (the photo's own skin), so a shadow cast above or onto the garment shows.
  // Shoulder width 100: the shadow reaches 5 rows.
  const scene = () => {
    const h = 40;
    const rgb = new Uint8Array(h * 3).fill(200);
    const painted = Uint8Array.from({ length: h }, (_, y) => (y !== 21 ? 255 : 0));
    const covered = Float32Array.from({ length: h }, (_, y) => (y >= 10 && y < 20 ? 1 : 0));
    castHemShadow(rgb, painted, covered, { x0: 0, y0: 0, x1: 0, y1: h - 1 }, 1, 100);
    return (y: number) => rgb[y * 3]!;
  };

  it('darkens the painted skin right under the edge most, fading to nothing a little below', () => {
    const at = scene();
    expect(at(20)).toBeLessThan(170);
    expect(at(22)).toBeGreaterThan(at(20));
    expect(at(22)).toBeLessThan(200);
    expect(at(26)).toBe(200);
  });

  it("shades along the skin's colour line where it is given: deeper and redder, not the paint's colour scaled", () => {
    const h = 40;
    const rgb = new Uint8Array(h * 3).fill(200);
    const painted = new Uint8Array(h).fill(255);
    const covered = Float32Array.from({ length: h }, (_, y) => (y >= 10 && y < 20 ? 1 : 0));
    castHemShadow(rgb, painted, covered, { x0: 0, y0: 0, x1: 0, y1: h - 1 }, 1, 100, [0.8, 1.05, 1.1]);
    const [r, g, b] = rgb.subarray(20 * 3, 21 * 3);
    expect(r).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(b!);
    expect(b).toBeLessThan(170);
  });

  it('shades paint whose box starts a few rows below the edge (a hem above the painted skin)', () => {
    // The garment ends at row 19 and the box of what is painted starts at row 23, so the edge lies
    // outside the box.
    const h = 40;
    const rgb = new Uint8Array(h * 3).fill(200);
    const painted = Uint8Array.from({ length: h }, (_, y) => (y >= 23 ? 255 : 0));
    const covered = Float32Array.from({ length: h }, (_, y) => (y >= 10 && y < 20 ? 1 : 0));
    castHemShadow(rgb, painted, covered, { x0: 0, y0: 23, x1: 0, y1: h - 1 }, 1, 100);
    expect(rgb[23 * 3]).toBeLessThan(200);
    expect(rgb[26 * 3]).toBe(200);
  });

  it("leaves what is not painted (the photo's own skin), what lies above the garment and the garment itself", () => {
    const at = scene();
    expect(at(21)).toBe(200);
    expect(at(5)).toBe(200);
    expect(at(15)).toBe(200);
  });
});
