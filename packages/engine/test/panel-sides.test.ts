import { describe, expect, it } from 'vitest';
import { closePanelSides } from '../src/panel-sides.ts';
import { keypointsAt } from './draw.ts';

const KPS = keypointsAt({ leftShoulder: [30, 10], rightShoulder: [70, 10], leftHip: [30, 150], rightHip: [70, 150] });

/**
 * A torso 100x200 (shoulder width 100: strips up to 7 px closed, 3 px of them off the person; up to
 * 10 px within 15 rows of closed ones): the person (body) over x 20..95, a panel (red = its column, so
 * stretching shows) over x 30..65, rows 5..140 (the armpits' row: 20), and something in front of it
 * (an arm) from column `front` on (or `front(y)`), rows `rows`. `gap`: columns of backdrop between
 * the torso and the arm.
 */
function torso(front: number | ((y: number) => number), opts: { gap?: [number, number]; rows?: [number, number] } = {}) {
  const [w, h] = [100, 200];
  const body = new Uint8Array(w * h);
  const inFront = new Uint8Array(w * h);
  const rgb = new Float32Array(w * h * 3);
  const alpha = new Float32Array(w * h);
  const [r0, r1] = opts.rows ?? [0, h - 1];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x >= 20 && x <= 95 && !(opts.gap && x >= opts.gap[0] && x <= opts.gap[1])) body[i] = 255;
      if (x >= (typeof front === 'number' ? front : front(y)) && x <= 95 && y >= r0 && y <= r1) inFront[i] = 255;
      if (x >= 30 && x <= 65 && y >= 5 && y <= 140) {
        alpha[i] = 1;
        rgb.fill(x, i * 3, i * 3 + 3);
      }
    }
  closePanelSides({ rgb, alpha }, KPS, { body, front: inFront }, w, h, 100);
  /** The panel's last column in row y, the red of that pixel and of column 65 (its side before), and the red at any column. */
  return (y: number) => {
    let x = 99;
    while (x > 0 && alpha[y * w + x]! < 0.5) x--;
    return { x, red: rgb[(y * w + x) * 3], side: rgb[(y * w + 65) * 3], at: (c: number) => rgb[(y * w + c) * 3]! };
  };
}

describe("a top's side laid up to the arm in front of it (panel-sides.ts closePanelSides)", () => {
  it('closes a strip of the person up to 0.07 shoulder widths between the panel and an arm, the side stretched over it', () => {
    const row = torso(72);
    // The strip 66..71: the side's colour (65) goes out to 71; column 65 takes the panel's further in.
    const { x, red, side } = row(80);
    expect({ x, red }).toEqual({ x: 71, red: 65 });
    expect(side).toBeLessThan(65);
  });

  it("stretches every row of a side from the same column in, sampled between columns, so a print's vertical lines stay lines", () => {
    // Rows 60..66 taper from a 1 px strip to 6 (the arm begins at row 60): each is stretched from 14
    // px in (twice the widest strip), column 52 moved on the 1 px row as on the 6 px one, and a column's
    // colour moves less than a column from one row to the next (stretched from twice each row's own
    // strip in and rounded to whole columns, the rows took columns 2-3 apart: horizontal streaks).
    const row = torso(72, { rows: [60, 199] });
    const rows = [60, 61, 62, 63, 64, 65, 66].map((y) => row(y));
    expect(rows.map((r) => r.x)).toEqual([66, 67, 68, 69, 70, 71, 71]);
    for (const r of rows) expect(r.at(52)).toBeLessThan(52);
    expect(row(58).at(52)).toBe(52);
    for (const c of [54, 58, 62]) for (let k = 1; k < rows.length; k++) expect(Math.abs(rows[k]!.at(c) - rows[k - 1]!.at(c))).toBeLessThan(1);
  });

  it('closes 7 px of a strip up to 10 px wide between closed rows within 15 rows, not a V notch down the side', () => {
    // Strips of 6 px, but of 9 px on rows 70..84 (the arm from 75): 7 of those closed, the side laid
    // on straight (the rest left, a narrow strip beside the arm).
    const row = torso((y) => (y >= 70 && y <= 84 ? 75 : 72));
    expect([60, 70, 77, 84, 90].map((y) => row(y).x)).toEqual([71, 72, 72, 72, 71]);
    // 16 rows of it (70..85), or a strip of 11 px: left, the side tapering off to it.
    expect(torso((y) => (y >= 70 && y <= 85 ? 75 : 72))(77).x).toBe(65);
    expect(torso((y) => (y >= 70 && y <= 84 ? 77 : 72))(77).x).toBe(65);
  });

  it('leaves a wider strip (an arm hanging away from the new top) and one that ends on the backdrop', () => {
    expect(torso(74)(80).x).toBe(65);
    expect(torso(72, { rows: [0, 0] })(80).x).toBe(65);
  });

  it("closes a crease of up to 0.025 shoulder widths of backdrop in the strip, not a wider gap between arm and torso", () => {
    expect(torso(72, { gap: [68, 70] })(80).x).toBe(71);
    expect(torso(72, { gap: [67, 70] })(80).x).toBe(65);
    // All of the strip backdrop (66..68, then the arm's mask from 69): the edge of a sleeve laid out to
    // the arm's outline, no panel's side to stretch.
    expect(torso(69, { gap: [66, 68] })(80).x).toBe(65);
  });

  it('tapers off a pixel a row where the arm beside it begins, and leaves the rows above the armpits', () => {
    const row = torso(72, { rows: [60, 199] });
    expect([58, 59, 60, 61, 62, 66].map((y) => row(y).x)).toEqual([65, 65, 66, 67, 68, 71]);
    expect([15, 19, 20, 21].map((y) => torso(72)(y).x)).toEqual([65, 65, 66, 67]);
  });
});
