import { describe, expect, it } from 'vitest';
import { outfitSplit } from '../src/outfit.ts';

/** A 100 x 200 photo whose torso column (x 30..69, rows 20..180) is clothes coloured by row, skin where `bare`. */
function torso(colour: (y: number) => number[], bare = (_y: number) => false) {
  const [w, h] = [100, 200];
  const data = new Uint8Array(w * h * 3).fill(240);
  const clothes = new Uint8Array(w * h);
  for (let y = 20; y <= 180; y++)
    for (let x = 30; x < 70; x++) {
      data.set(bare(y) ? [200, 150, 120] : colour(y), (y * w + x) * 3);
      if (!bare(y)) clothes[y * w + x] = 255;
    }
  return outfitSplit({ width: w, height: h, data }, clothes, { shoulderY: 20, hipY: 120, x0: 30, x1: 69 });
}

describe("where the person's own top ends and bottom starts", () => {
  it('says a dress is one garment, split at the natural waist', () => {
    expect(torso(() => [15, 15, 18])).toEqual({ topEnd: 105, bottomStart: 105, onePiece: true });
  });

  it('parts a top from trousers where the colour changes, and a crop top from its bottom at the bare band', () => {
    const shirt = torso((y) => (y < 90 ? [235, 235, 235] : [30, 50, 90]));
    expect(shirt.onePiece).toBeUndefined();
    expect(Math.abs(shirt.topEnd - 90)).toBeLessThanOrEqual(2);
    const crop = torso(() => [15, 15, 18], (y) => y >= 70 && y < 90);
    expect(crop).toEqual({ topEnd: 70, bottomStart: 90 });
  });
});
