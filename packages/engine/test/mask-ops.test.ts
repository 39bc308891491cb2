import { describe, expect, it } from 'vitest';
import { maskAnd, maskAndNot, maskOr, maskOrNot } from '../src/mask-ops.ts';

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
});
