import { describe, expect, it } from 'vitest';
import { closeArmSeams, closeSeams } from '../src/seams.ts';
import type { Keypoint, Point } from '../src/types.ts';

/**
 * One row, 40 px: a sleeve over 0..9 (colour ramping 10, 20, ... so mirroring shows), a run not
 * covered over 10..19, a panel over 20..39 (colour 200). `may` marks old clothes; the middle column
 * is 35, no seam within 5 of it.
 */
function row(may: (x: number) => boolean, maxGap = 12) {
  const w = 40;
  const rgb = new Float32Array(w * 3);
  const alpha = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    if (x >= 10 && x < 20) continue;
    alpha[x] = 1;
    rgb.fill(x < 10 ? 10 * (x + 1) : 200, x * 3, x * 3 + 3);
  }
  const mask = Uint8Array.from({ length: w }, (_, x) => (may(x) ? 255 : 0));
  closeSeams({ rgb, alpha }, (i) => mask[i] === 255, w, 1, { y0: 0, y1: 0, cx: 35, inner: 5, maxGap });
  return { alpha: Array.from(alpha.subarray(10, 20)), red: Array.from(rgb.filter((_, i) => i % 3 === 0).subarray(10, 20)) };
}

describe('seams between sleeve and panel (seams.ts closeSeams)', () => {
  it('closes a gap over old clothes, each side mirrored from its own edge', () => {
    const { alpha, red } = row(() => true);
    expect(alpha).toEqual(Array(10).fill(1));
    // 10..14 from the sleeve mirrored about its edge (9, 8, ...: 100, 90, ...), 15..19 from the panel.
    expect(red).toEqual([100, 90, 80, 70, 60, 200, 200, 200, 200, 200]);
  });

  it('leaves what is not old clothes between them (the backdrop between arm and torso) uncovered', () => {
    const { alpha } = row((x) => x < 12 || x > 16);
    expect(alpha).toEqual([1, 1, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('leaves a gap wider than maxGap, and one beside the middle column, as they are', () => {
    expect(row(() => true, 8).alpha).toEqual(Array(10).fill(0));
    // The same row with the middle at 15: the whole run is within 5 of it.
    const w = 40;
    const rgb = new Float32Array(w * 3).fill(100);
    const a = Float32Array.from({ length: w }, (_, x) => (x >= 10 && x < 20 ? 0 : 1));
    closeSeams({ rgb, alpha: a }, () => true, w, 1, { y0: 0, y1: 0, cx: 15, inner: 6, maxGap: 12 });
    expect(Array.from(a.subarray(10, 20))).toEqual(Array(10).fill(0));
  });

  /**
   * 100 x 100, shoulders at y 20 and 100 px apart (sw 100: armpits from y 30), the person's body
   * everywhere and all of it bare skin. A sleeve over x 0..9 from row `sleeveTop`, a
   * gap over 10..19, the panel over 20..99 from row `panelTop`; `sleeves` the sleeves' axes as laid;
   * `outline`: where the person's body starts in column x (backdrop above it; default row 0); `hand`:
   * where a hand lies in front (none by default).
   * Gives the gap's coverage per row.
   */
  function shoulders(sleeveTop: number, panelTop: number, sleeves: Point[][] = [], outline = (_x: number) => 0, hand = (_x: number, _y: number) => false) {
    const [w, h] = [100, 100];
    const rgb = new Float32Array(w * h * 3).fill(100);
    const alpha = Float32Array.from({ length: w * h }, (_, i) => {
      const [x, y] = [i % w, Math.floor(i / w)];
      return (x < 10 && y >= sleeveTop) || (x >= 20 && y >= panelTop) ? 1 : 0;
    });
    const kps = [
      { name: 'leftShoulder', x: 100, y: 20, score: 1 },
      { name: 'rightShoulder', x: 0, y: 20, score: 1 },
    ] as Keypoint[];
    const on = Uint8Array.from({ length: w * h }, (_, i) => (Math.floor(i / w) >= outline(i % w) ? 255 : 0));
    const off = new Uint8Array(w * h);
    const hands = Uint8Array.from({ length: w * h }, (_, i) => (hand(i % w, Math.floor(i / w)) ? 255 : 0));
    closeArmSeams({ rgb, alpha }, kps, { body: on, skin: on, head: off, hands }, w, h, 100, sleeves);
    return (y: number) => Array.from(alpha.subarray(y * w + 10, y * w + 20));
  }

  it('closes a gap over bare skin below the armpits on the arm a sleeve covers, down to its end', () => {
    // The sleeve's axis down x 8 to row 70: the gap (x 10..19) within 0.13 shoulder widths of it.
    const gap = shoulders(8, 10, [[{ x: 8, y: 20 }, { x: 8, y: 70 }]]);
    for (const y of [30, 50, 70]) expect(gap(y)).toEqual(Array(10).fill(1));
    // Past the sleeve's end (a short sleeve's: a forearm below it, in front of the torso or beside it).
    expect(gap(99)).toEqual(Array(10).fill(0));
    // Farther than 0.13 shoulder widths from the axis: the arm beside the torso, not under the sleeve.
    expect(shoulders(8, 10, [[{ x: -20, y: 20 }, { x: -20, y: 99 }]])(50)).toEqual(Array(10).fill(0));
  });

  it('closes a gap over bare skin above the armpits where both sides end at its top, not below the armpits', () => {
    // The sleeve's cap 2 rows above the panel's shoulder: the gap's top is the garment's top edge.
    const gap = shoulders(8, 10);
    expect(gap(10)).toEqual(Array(10).fill(1));
    expect(gap(29)).toEqual(Array(10).fill(1));
    // Above the panel there is no gap (nothing on its right), and below the armpits bare skin is the
    // arm beside the torso.
    expect(gap(9)).toEqual(Array(10).fill(0));
    expect(gap(30)).toEqual(Array(10).fill(0));
    expect(gap(99)).toEqual(Array(10).fill(0));
  });

  it('closes a gap above the armpits that the sloping shoulder crosses, its top along the outline', () => {
    // The shoulder slopes down outwards (row 15 - x / 2, backdrop above); the sleeve's cap (row 8) and
    // the panel's corner (row 4) stand on it. Row 8 crosses the outline: only its part under the
    // outline (x 14..19) is the gap's top.
    const outline = (x: number) => 15 - x / 2;
    const gap = shoulders(8, 4, [], outline);
    expect(gap(8)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(gap(9)).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 1, 1]);
    for (const y of [10, 20, 29]) expect(gap(y)).toEqual(Array(10).fill(1));
    // The backdrop above the outline stays uncovered.
    expect(gap(7)).toEqual(Array(10).fill(0));
  });

  it('leaves a gap above the armpits with a hand in it open, on both sides of the hand', () => {
    // A hand over x 14..15 on rows 20..24: those rows' gaps are not shut in by the person.
    const gap = shoulders(8, 10, [], undefined, (x, y) => x >= 14 && x <= 15 && y >= 20 && y <= 24);
    for (const y of [20, 24]) expect(gap(y)).toEqual(Array(10).fill(0));
    for (const y of [19, 25]) expect(gap(y)).toEqual(Array(10).fill(1));
  });

  it('closes a gap above the armpits where one side goes on up past its top (no wedge of shoulder between panel and sleeve)', () => {
    // The sleeve's cap from row 0, the panel's corner 10 rows lower: from the panel's top down the
    // gap is closed, its top the panel's; above it there is no gap (nothing on its right).
    const gap = shoulders(0, 10);
    for (const y of [10, 20, 29]) expect(gap(y)).toEqual(Array(10).fill(1));
    expect(gap(9)).toEqual(Array(10).fill(0));
    // And the other way round: the panel's corner 10 rows higher than the sleeve's cap (00055 on 05997).
    const other = shoulders(10, 0);
    for (const y of [10, 20, 29]) expect(other(y)).toEqual(Array(10).fill(1));
    expect(other(9)).toEqual(Array(10).fill(0));
  });
});
