import { describe, expect, it } from 'vitest';
import { fillShoulderTops } from '../src/shoulder-tops.ts';
import { keypointsAt } from './draw.ts';

/**
 * A person 200x200, shoulder joints at (60, 80) and (140, 80) (shoulder width 80: the widest gap
 * closed is 5 px): the body's top is `outline(x)` (the neck and head above 90..110 are head), and
 * the garment (red = its row, so mirroring shows) covers everything from `garmentTop(x)` down.
 */
function shoulders(
  outline: (x: number) => number,
  garmentTop: (x: number) => number,
  opts: { shouldered?: (x: number) => boolean; hands?: (x: number, y: number) => boolean; head?: (x: number, y: number) => boolean; skin?: (x: number, y: number) => boolean; also?: (x: number, y: number) => boolean } = {},
) {
  const [w, h] = [200, 200];
  const body = new Uint8Array(w * h);
  const head = new Uint8Array(w * h);
  const hands = new Uint8Array(w * h);
  const skin = new Uint8Array(w * h);
  const rgb = new Float32Array(w * h * 3);
  const alpha = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (x >= 90 && x <= 110 && y < 75) head[i] = body[i] = 255;
      if (y >= outline(x) && x >= 30 && x <= 170) body[i] = 255;
      if (opts.hands?.(x, y)) hands[i] = 255;
      if (opts.head?.(x, y) && body[i]) head[i] = 255;
      if (opts.skin?.(x, y) && body[i]) skin[i] = 255;
      if ((y >= garmentTop(x) && x >= 30 && x <= 170) || opts.also?.(x, y)) {
        alpha[i] = 1;
        rgb.fill(y, i * 3, i * 3 + 3);
      }
    }
  const kps = keypointsAt({ leftShoulder: [140, 80], rightShoulder: [60, 80] });
  fillShoulderTops({ rgb, alpha }, kps, { body, head, hands, skin }, w, h, 80, opts.shouldered ?? (() => true));
  /** The garment's top in column x, and the red of its first pixel. */
  return (x: number) => {
    let y = 0;
    while (y < h && alpha[y * w + x]! < 0.5) y++;
    return { top: y, red: rgb[(y * w + x) * 3] };
  };
}

// A rounded shoulder: its top at 70 beside the neck, falling to 77 at x 45 and 155.
const rounded = (x: number) => 70 + Math.round(Math.abs(x - 100) / 7.5);

describe('a sleeved top laid up to the shoulder outline (shoulder-tops.ts fillShoulderTops)', () => {
  it('closes a gap of a few pixels between the top edge and the outline, mirrored, laid 2 px past the outline', () => {
    const top = shoulders(rounded, (x) => rounded(x) + 4);
    for (const x of [45, 60, 70, 130, 140, 155]) {
      expect(top(x).top, `x ${x}`).toBe(rounded(x) - 2);
      // The first pixel takes the garment's row mirrored about its edge: 4 + 2 rows above the edge,
      // the row 5 below it.
      expect(top(x).red).toBe(rounded(x) + 4 + 5);
    }
  });

  it('tapers the gap laid off where a run of columns ends, one row a column (no box with a step)', () => {
    // The last column before the collar's (x 84, 0.2 shoulder widths from the middle) takes 1 row,
    // the next out 2, ...: 6 from x 79 on.
    const top = shoulders(rounded, (x) => rounded(x) + 4);
    expect([84, 83, 82, 79].map((x) => top(x).top - rounded(x))).toEqual([3, 2, 1, -2]);
    expect([116, 117, 118, 121].map((x) => top(x).top - rounded(x))).toEqual([3, 2, 1, -2]);
  });

  it("leaves a side whose top leaves the outline over more than a tenth of the way from the neck to just past the joint", () => {
    // The image-right side 8 px below the outline just past the joint, x 141..148 (8 of its 25
    // columns out to 0.1 shoulder widths past it): a puff sleeve's gathered top beside a square neckline.
    const top = shoulders(rounded, (x) => rounded(x) + (x > 140 && x <= 148 ? 8 : 4));
    expect(top(130).top).toBe(rounded(130) + 4);
    expect(top(60).top).toBe(rounded(60) - 2);
  });

  it("does not count a crew neck's run beside the collar, up to 0.3 of the side, as the top leaving the outline", () => {
    // The image-right side 8 px below the outline on its 7 columns next to the neck (x 124..130, of
    // the 25 out to 0.1 shoulder widths past the joint): the neckline's curve down to the collar.
    const crew = shoulders(rounded, (x) => rounded(x) + (x >= 124 && x <= 130 ? 8 : 4));
    for (const x of [137, 140, 148]) expect(crew(x).top, `x ${x}`).toBe(rounded(x) - 2);
    // The run itself is the neckline's: left as laid.
    expect(crew(126).top).toBe(rounded(126) + 8);
    // The collar's curve from 0.2 shoulder widths out (x 116..126): read only past 0.3 (x 124), the
    // side's other columns closed, the curve's own left as laid.
    const curve = shoulders(rounded, (x) => rounded(x) + (x >= 116 && x <= 126 ? 8 : 4));
    for (const x of [140, 148]) expect(curve(x).top, `x ${x}`).toBe(rounded(x) - 2);
    expect(curve(118).top).toBe(rounded(118) + 8);
    // A column near the outline within the run (x 124, where the collar's curve crosses a fold of the
    // outline) does not end it: three in a row do.
    const crossed = shoulders(rounded, (x) => rounded(x) + (x >= 125 && x <= 130 ? 8 : 4));
    for (const x of [137, 140, 148]) expect(crossed(x).top, `x ${x}`).toBe(rounded(x) - 2);
    const broken = shoulders(rounded, (x) => rounded(x) + (x === 124 || (x >= 128 && x <= 130) ? 8 : 4));
    expect(broken(140).top).toBe(rounded(140) + 4);
    // 9 columns (more than 0.3 of the side): a top that leaves the outline, the side left as laid.
    const wide = shoulders(rounded, (x) => rounded(x) + (x >= 124 && x <= 132 ? 8 : 4));
    expect(wide(140).top).toBe(rounded(140) + 4);
    expect(wide(60).top).toBe(rounded(60) - 2);
  });

  it("gives back what it took above an arm's side where a sleeve goes on past the arm (no slit of backdrop)", () => {
    // Past x 149 the outline falls down the arm's side (x 150..153: rows 82..88), no body beyond;
    // a sleeve stands from row 70 over those columns and past the arm out to x 160.
    const outline = (x: number) => (x < 150 ? rounded(x) : x <= 153 ? 82 + (x - 150) * 2 : 999);
    const sleeve = (beyond: number) => shoulders(outline, (x) => (x < 150 ? rounded(x) + 4 : x <= beyond ? 70 : 999));
    const slit = sleeve(160);
    // From the row the shoulder's top is laid up to beside them (x 149) down, with the sleeve beyond:
    // the 4 columns kept.
    for (const x of [150, 153]) expect(slit(x).top, `x ${x}`).toBe(slit(149).top);
    // Without a sleeve past the arm, the same columns are trimmed down to the outline (less 2 px).
    const trimmed = sleeve(153);
    expect(trimmed(150).top).toBe(80);
    expect(trimmed(153).top).toBe(86);
  });

  it('closes a hairline gap between columns of the garment in the shoulders\' rows, whatever lies under it', () => {
    // A strip of sleeve past the outline (x 25..29) with a 1 px gap at x 27, over the backdrop.
    const top = shoulders(rounded, (x) => rounded(x) + 4, { also: (x, y) => x >= 25 && x <= 29 && x !== 27 && y >= 70 });
    expect(top(27).top).toBe(70);
  });

  it('reads a pixel of the head on the outline as the shoulder, not a run of hair', () => {
    // One row of the head's mask on the outline over x 55..58 (a dark strap's edge taken for hair):
    // laid over like its neighbours, which are not tapered down to it.
    const stray = shoulders(rounded, (x) => rounded(x) + 4, { head: (x, y) => x >= 55 && x <= 58 && y === rounded(x) });
    for (const x of [52, 54, 60]) expect(stray(x).top, `x ${x}`).toBe(rounded(x) - 2);
    expect(stray(56).top).toBeLessThan(rounded(56));
    // Hair down over the shoulder (10 rows): that column's top is the hair's, left as laid.
    const hair = shoulders(rounded, (x) => rounded(x) + 4, { head: (x, y) => x >= 55 && x <= 58 && y < rounded(x) + 10 });
    expect(hair(56).top).toBe(rounded(56) + 4);
  });

  it("lays the top up to the end of hair lying on the shoulder, not into it; not so beneath the neck's skin", () => {
    // Hair over x 55..65 down to 3 rows below the outline, the top 7 rows below it there (4 elsewhere).
    const laid = (x: number) => rounded(x) + (x >= 55 && x <= 65 ? 7 : 4);
    const hairy = (x: number, y: number) => x >= 55 && x <= 65 && y < rounded(x) + 3;
    const hair = shoulders(rounded, laid, { head: hairy });
    for (const x of [56, 60, 64]) expect(hair(x).top, `x ${x}`).toBe(rounded(x) + 3);
    for (const x of [50, 70]) expect(hair(x).top, `x ${x}`).toBe(rounded(x) - 2);
    // Nor is the top under hair that reaches below it taken away.
    const long = shoulders(rounded, (x) => rounded(x) + 4, { head: (x, y) => x >= 55 && x <= 65 && y < rounded(x) + 9 });
    expect(long(60).top).toBe(rounded(60) + 4);
    // The same run of the head's mask as skin: the neck, not hair; left as laid.
    const neck = shoulders(rounded, laid, { head: hairy, skin: hairy });
    expect(neck(60).top).toBe(rounded(60) + 7);
  });

  it('takes away what of the top stood above the outline', () => {
    const top = shoulders(rounded, (x) => rounded(x) - 6);
    for (const x of [45, 60, 140, 155]) expect(top(x).top, `x ${x}`).toBe(rounded(x) - 2);
  });

  it("leaves a cami's or an off-shoulder top's side, a wider gap, the neck's columns, and what a hand covers", () => {
    // Not shouldered on the image-left side.
    const camiLeft = shoulders(rounded, (x) => rounded(x) + 4, { shouldered: (x) => x > 100 });
    expect(camiLeft(60).top).toBe(rounded(60) + 4);
    expect(camiLeft(140).top).toBe(rounded(140) - 2);
    // A gap of 8 px (more than 0.06 shoulder widths).
    expect(shoulders(rounded, (x) => rounded(x) + 8)(60).top).toBe(rounded(60) + 8);
    // Within 0.2 shoulder widths of the middle: the collar.
    const near = shoulders(rounded, (x) => rounded(x) + 4);
    expect(near(85).top).toBe(rounded(85) + 4);
    // A hand on the shoulder: the outline there is the hand's, not the shoulder's.
    const hand = shoulders(rounded, (x) => rounded(x) + 4, { hands: (x, y) => x >= 55 && x <= 65 && y < 77 });
    expect(hand(60).top).toBe(rounded(60) + 4);
    expect(hand(48).top).toBe(rounded(48) - 2);
  });
});
