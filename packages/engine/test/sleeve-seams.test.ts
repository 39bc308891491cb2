import { describe, expect, it } from 'vitest';
import { seamByColour } from '../src/sleeve-seams.ts';
import { LEFT_SLEEVE, PANEL } from '../src/pieces.ts';

/**
 * 100 x 60: the panel (label PANEL) right of the seam's column x 40, the image-left sleeve (LEFT_SLEEVE)
 * left of it over rows 0..59 (the armpit at row 50), out to x 0. Colours: the panel's `panel`
 * everywhere right of the column and on the sleeve's label out to `strip(y)` columns past it; the
 * sleeve's `sleeve` beyond. Gives each row's first column (from the seam out) still labelled sleeve.
 */
function sleeveOf(panel: number[] | ((x: number, y: number) => number[]), sleeve: number[] | ((x: number, y: number) => number[]), strip: (y: number) => number) {
  const [w, h, edge] = [100, 60, 40];
  const labels = new Uint8Array(w * h);
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // As pieces.ts labels it: the sleeve from 3 px inside the column outwards.
      labels[i] = x < edge + 3 ? LEFT_SLEEVE : PANEL;
      rgb.set(x > edge - strip(y) ? (typeof panel === 'function' ? panel(x, y) : panel) : typeof sleeve === 'function' ? sleeve(x, y) : sleeve, i * 3);
    }
  // (The other side seam's column at x 97.)
  seamByColour(labels, rgb, w, h, { label: LEFT_SLEEVE, edge, dir: -1, top: 0, armpit: 50, other: 97 }, 50);
  return (y: number) => {
    let x = edge + 3;
    while (x >= 0 && labels[y * w + x] !== LEFT_SLEEVE) x--;
    return x;
  };
}

const [lilac, plum] = [[200, 190, 230], [60, 40, 80]];

describe("a sleeve of another colour parted where its colour begins (sleeve-seams.ts)", () => {
  it('gives the strip of the panel\'s colour past the seam back to the panel, above the armpit', () => {
    // The seam slants: 12 px of lilac past the column at the top, none at the armpit.
    const first = sleeveOf(lilac, plum, (y) => Math.round(12 * (1 - y / 50)));
    // (Each row's width is the median of 17 rows': at the top, a pixel less.)
    expect(first(0) - (40 - 12)).toBeLessThanOrEqual(1);
    expect(first(25)).toBe(40 - 6);
    // Below the armpit the label stays as it was.
    expect(first(55)).toBe(42);
  });

  it('runs the seam on through rows where the sleeve\'s colour reaches the column (a shadow along it)', () => {
    // 8 px of lilac past the column but on rows 15..34, where the plum begins at it.
    const shadow = sleeveOf(lilac, plum, (y) => (y >= 15 && y < 35 ? -2 : 8));
    expect(shadow(25)).toBe(40 - 8);
    expect(shadow(5)).toBe(40 - 8);
  });

  it('leaves a sleeve of the panel\'s colour, a printed one, and a strip running past 0.4 of the half-width, as labelled', () => {
    expect(sleeveOf(lilac, [190, 185, 225], () => 12)(0)).toBe(42);
    // A printed sleeve (plum and green columns in turn): no one colour of its own to part it by.
    expect(sleeveOf(lilac, (x) => (x % 2 ? plum : [40, 160, 60]), () => 12)(0)).toBe(42);
    // 25 px of lilac past the column (the limit is 20): no seam found on that row.
    const far = sleeveOf(lilac, plum, (y) => (y < 10 ? 25 : 12));
    expect(far(5)).toBe(42);
    expect(far(20)).toBe(40 - 12);
  });

  it("reads the panel's colour row by row: a band of another colour across a panel of the sleeve's colour", () => {
    // A red panel with a white band on rows 25..49 (the FILA T-shirt 00126), red sleeves; 10 px past
    // the column are the panel's on every row. Only the band's rows tell the seam: given back there.
    const [red, white] = [[200, 30, 50], [240, 240, 240]];
    const first = sleeveOf((_, y) => (y >= 25 ? white : red), red, () => 10);
    expect(first(35)).toBe(40 - 10);
    expect(first(45)).toBe(40 - 10);
    // On the red rows nothing tells where the sleeve was sewn on: as labelled.
    expect(first(10)).toBe(42);
    expect(first(20)).toBe(42);
    // White at this seam only, not across the panel (a print's flower): no band, as labelled.
    const flower = sleeveOf((x, y) => (y >= 25 && x < 70 ? white : red), red, () => 10);
    expect(flower(35)).toBe(42);
    // Nor a band of 6 rows (under 0.2 of the half-width: a flower on both shoulders).
    const short = sleeveOf((_, y) => (y >= 30 && y < 36 ? white : red), red, () => 10);
    expect(short(32)).toBe(42);
  });
});
