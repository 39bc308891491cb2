import { describe, expect, it } from 'vitest';
import { countSet, firstSet, lastSet, maskFill, maskAnd, maskAndNot, maskOr, maskOrNot, setIndices } from '../src/mask-ops.ts';

/** A 0/255 mask of n pixels, set by a pattern that is not periodic in 4 (so every word mixes set and unset bytes). */
const pattern = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => ((i * i + seed * i + seed) % 7 < 3 ? 255 : 0));

/** Each op with the byte test it stands for. */
const ops = [
  { name: 'maskOr', op: maskOr, byte: (a: number, b: number) => (a || b ? 255 : 0) },
  { name: 'maskAnd', op: maskAnd, byte: (a: number, b: number) => (a && b ? 255 : 0) },
  { name: 'maskAndNot', op: maskAndNot, byte: (a: number, b: number) => (a && !b ? 255 : 0) },
  { name: 'maskOrNot', op: maskOrNot, byte: (a: number, b: number) => (a || !b ? 255 : 0) },
];

describe('mask operations (mask-ops.ts)', () => {
  for (const { name, op, byte } of ops)
    it(`${name} gives the byte test's mask, in whole words, in the bytes after them and on a subarray off a word`, () => {
      // 103 pixels: 25 words and 3 bytes after them; a subarray at offset 1: no word view, all byte by byte.
      for (const [a, b] of [
        [pattern(103, 1), pattern(103, 2)],
        [pattern(104, 3).subarray(1), pattern(104, 4).subarray(1)],
      ] as const) {
        const out = new Uint8Array(a.length);
        op(out, a, b);
        expect(Array.from(out)).toEqual(Array.from(a, (v, i) => byte(v, b[i]!)));
        // In place (out = a), as the fill calls them.
        const inPlace = a.slice();
        op(inPlace, inPlace, b);
        expect(Array.from(inPlace)).toEqual(Array.from(out));
      }
    });

  it('finds the first, the last and every set pixel, and counts them, set pixels not 255 too, past whole words unset and on a subarray off a word', () => {
    for (const set of [[], [0], [5], [102], [3, 40, 41, 99], [17, 18, 19, 20, 21, 102]]) {
      const whole = new Uint8Array(103);
      for (const i of set) whole[i] = i % 2 ? 1 : 255;
      const off = new Uint8Array(104).subarray(1);
      off.set(whole);
      for (const mask of [whole, off]) {
        expect(setIndices(mask)).toEqual(set);
        expect(countSet(mask)).toBe(set.length);
        expect(firstSet(mask)).toBe(set.length ? set[0] : -1);
        expect(lastSet(mask)).toBe(set.length ? set[set.length - 1] : -1);
      }
    }
  });

  it('maskFill sets a value where the mask is set and keeps the rest, in whole words and after them', () => {
    for (const [a, m] of [
      [Uint8Array.from({ length: 103 }, (_, i) => i % 4), pattern(103, 5)],
      [Uint8Array.from({ length: 104 }, (_, i) => i % 3).subarray(1), pattern(104, 6).subarray(1)],
    ] as const) {
      const out = a.slice();
      maskFill(out, m, 3);
      expect(Array.from(out)).toEqual(Array.from(a, (v, i) => (m[i] ? 3 : v)));
    }
  });
});
