import { describe, expect, it } from 'vitest';
import { closeSeams } from '../src/seams.ts';

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
    const { alpha } = row(() => true);
    expect(alpha.every((a) => a === 1)).toBe(true);
    // The same row with the middle at 15: the whole run is within 5 of it.
    const w = 40;
    const rgb = new Float32Array(w * 3).fill(100);
    const a = Float32Array.from({ length: w }, (_, x) => (x >= 10 && x < 20 ? 0 : 1));
    closeSeams({ rgb, alpha: a }, () => true, w, 1, { y0: 0, y1: 0, cx: 15, inner: 6, maxGap: 12 });
    expect(Array.from(a.subarray(10, 20))).toEqual(Array(10).fill(0));
  });
});
