import { describe, expect, it } from 'vitest';
import { borrowFloats, giveBack } from '../src/scratch.ts';

describe('scratch buffers', () => {
  it('lends a given-back buffer again, zeroed, and the smallest one that is big enough', () => {
    const big = borrowFloats(1000).fill(7);
    const small = borrowFloats(100).fill(5);
    giveBack(big, small);
    const again = borrowFloats(50);
    expect(again.buffer).toBe(small.buffer);
    expect(again.length).toBe(50);
    expect([...again].every((v) => v === 0)).toBe(true);
    const other = borrowFloats(500);
    expect(other.buffer).toBe(big.buffer);
    expect([...other].every((v) => v === 0)).toBe(true);
    // Nothing big enough is left: a new one.
    expect(borrowFloats(2000).buffer).not.toBe(big.buffer);
    giveBack(again, other);
  });
});
