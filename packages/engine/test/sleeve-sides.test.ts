import { describe, expect, it } from 'vitest';
import { fillSleeveSides } from '../src/sleeve-sides.ts';

/**
 * An arm 100x100 (shoulder width 100: rims up to 3 px closed): the person (body) over x 40..60, a
 * sleeve (red = its column, so mirroring shows) over x `from`..60, rows 20..80, its axis down x 50
 * from its shoulder joint at row 10.
 */
function sleeve(from: number, opts: { axisX?: number; axisY?: number; axisEnd?: number; head?: (x: number) => boolean; other?: boolean; skin?: (x: number) => boolean; edgeAlpha?: number } = {}) {
  const [w, h] = [100, 100];
  const body = new Uint8Array(w * h);
  const head = new Uint8Array(w * h);
  const skin = new Uint8Array(w * h);
  const rgb = new Float32Array(w * h * 3);
  const alpha = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x >= 40 && x <= 60) body[i] = 255;
      if (opts.head?.(x)) head[i] = body[i] = 255;
      if (body[i] && opts.skin?.(x)) skin[i] = 255;
      if (x >= from && x <= 60 && y >= 20 && y <= 80) {
        // (Premultiplied: the edge column, partly clear, is red 200 unpremultiplied.)
        alpha[i] = x === from ? (opts.edgeAlpha ?? 1) : 1;
        rgb.fill(x === from && opts.edgeAlpha !== undefined ? 200 * opts.edgeAlpha : x, i * 3, i * 3 + 3);
      }
    }
  const axisX = opts.axisX ?? 50;
  fillSleeveSides({ rgb, alpha }, { body, head, hands: new Uint8Array(w * h), skin }, w, h, 100, [[{ x: axisX, y: opts.axisY ?? 10 }, { x: axisX, y: opts.axisEnd ?? 90 }], ...(opts.other ? [[{ x: 95, y: 10 }, { x: 95, y: 90 }]] : [])]);
  /** The sleeve's first column in row y, and that pixel's red (unpremultiplied); `at`: that of column x. */
  const at = (y: number, x: number) => ({ x, red: rgb[(y * w + x) * 3]! / alpha[y * w + x]!, alpha: alpha[y * w + x]! });
  return Object.assign(
    (y: number) => {
      let x = 0;
      while (x < w && alpha[y * w + x]! < 0.5) x++;
      return { x, red: rgb[(y * w + x) * 3] };
    },
    { at },
  );
}

describe("a sleeve laid up to the arm's outline (sleeve-sides.ts fillSleeveSides)", () => {
  it("closes a rim of the arm of up to 0.03 shoulder widths beside the sleeve, its edge stretched over it, 2 px past the outline", () => {
    const row = sleeve(43);
    // The rim 40..42 and 38..39 past it: the sleeve's columns up to 20 in (twice the widest rim and
    // its 2 px: all 17 of 44..60) stretched with its edge over 38..60, the outermost (38) taking the
    // edge's own column, 43 the colour 5 * 17 / 22 columns in (between two columns).
    expect(row(50)).toEqual({ x: 38, red: 43 });
    expect(row.at(50, 43).red).toBeCloseTo(43 + (5 * 17) / 22, 4);
    // The sleeve's right side meets the outline: nothing past it.
  });

  it('tapers off a pixel a row where the sleeve begins and ends', () => {
    const row = sleeve(43);
    expect([20, 21, 22, 24, 76, 80].map((y) => row(y).x)).toEqual([42, 41, 40, 38, 38, 42]);
  });

  it("leaves the rows above the sleeve's shoulder joint (the shoulder's top, laid by column)", () => {
    // (And with the other sleeve's joint higher: its rows are looked at, not this sleeve's there.)
    for (const row of [sleeve(43, { axisY: 50 }), sleeve(43, { axisY: 50, other: true })]) expect([30, 49, 50, 54].map((y) => row(y).x)).toEqual([43, 43, 42, 38]);
  });

  it('leaves a wider rim not bare skin (an old sleeve beside a narrow new one), a sleeve off its axis, and hair beside it', () => {
    expect(sleeve(45)(50).x).toBe(45);
    expect(sleeve(43, { axisX: 85 })(50).x).toBe(43);
    // Hair over x 36..39 beside the arm: the rim ends on the head, not the backdrop.
    expect(sleeve(43, { head: (x) => x >= 36 && x < 40 })(50).x).toBe(43);
  });

  it("closes a rim of bare skin up to 0.08 shoulder widths above the sleeve's end: the arm's outer side a sleeve holds", () => {
    // The rim 40..45 (6 px) all skin: closed to 38, the outermost taking the edge's column.
    const row = sleeve(46, { skin: () => true });
    expect(row(50)).toEqual({ x: 38, red: 46 });
    // Wider than 0.08 (9 px, 40..48): left.
    expect(sleeve(49, { skin: () => true })(50).x).toBe(49);
  });

  it('leaves a wide rim that is not bare skin (an old sleeve), or below the sleeve\'s end (the forearm)', () => {
    // Skin on 2 of its 6 px: left; and the sleeve's axis ending at row 50: rows below it keep 0.03.
    expect(sleeve(46, { skin: (x) => x < 42 })(50).x).toBe(46);
    const row = sleeve(46, { skin: () => true, axisEnd: 50 });
    expect([40, 60].map((y) => row(y).x)).toEqual([38, 46]);
  });

  it("moves the sleeve's edge pixel, partly clear, out to the new edge: left inside, it would stand as a line", () => {
    const row = sleeve(43, { edgeAlpha: 0.6 });
    expect(row.at(50, 43)).toMatchObject({ x: 43, alpha: 1 });
    expect(row.at(50, 43).red).toBeCloseTo(43 + (5 * 17) / 22, 4);
    expect(row.at(50, 38)).toMatchObject({ x: 38, alpha: 1 });
    expect(row.at(50, 38).red).toBeCloseTo(200, 3);
  });
});
