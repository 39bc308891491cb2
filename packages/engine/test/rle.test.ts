import { describe, expect, it } from 'vitest';
import { decodeMask, encodeMask } from '../src/rle.ts';

describe('mask RLE', () => {
  it('round-trips a mask with long and short runs', () => {
    const w = 300;
    const h = 200;
    const m = new Uint8Array(w * h);
    for (let y = 20; y < 180; y++) for (let x = 40 + (y % 7); x < 260; x++) m[y * w + x] = 255;
    m[0] = 255;
    m[w * h - 1] = 255;
    const enc = encodeMask(m, w, h);
    expect(JSON.parse(JSON.stringify(enc))).toEqual(enc);
    expect(enc.rle.length).toBeLessThan(2000);
    expect(Buffer.from(decodeMask(enc))).toEqual(Buffer.from(m));
  });

  it('rejects a mask whose runs do not cover the image', () => {
    const enc = encodeMask(new Uint8Array(100).fill(255), 10, 10);
    expect(() => decodeMask({ ...enc, height: 11 })).toThrow(/corrupt/);
  });
});
