import { describe, expect, it } from 'vitest';
import { kindMeans } from '../src/kind-means.ts';

/** The mean over the square by brute force, past the edges the edge pixels repeated (as boxBlur). */
function bruteMean(map: Float32Array, kind: Uint8Array | undefined, w: number, h: number, j: number, r: number): number {
  const [x, y] = [j % w, Math.floor(j / w)];
  let [sum, n] = [0, 0];
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      const s = Math.min(h - 1, Math.max(0, y + dy)) * w + Math.min(w - 1, Math.max(0, x + dx));
      if (kind && kind[s] !== kind[j]) continue;
      sum += map[s]!;
      n++;
    }
  return sum / n;
}

describe('kindMeans', () => {
  const [w, h] = [37, 23];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const map = Float32Array.from({ length: w * h }, () => 255 * random());
  const kind = Uint8Array.from({ length: w * h }, () => Math.floor(3 * random()));

  it('gives the mean of each pixel’s own kind over a square at any radius, edges repeated', () => {
    const means = kindMeans(map, kind, w, h, 6);
    for (const r of [1, 4, 6])
      for (let j = 0; j < w * h; j++) expect(Math.abs(means.at(j % w, Math.floor(j / w), r) - bruteMean(map, kind, w, h, j, r)), `pixel ${j} radius ${r}`).toBeLessThan(1 / 32);
    means.done();
  });

  it('takes every pixel as one kind without kinds', () => {
    const means = kindMeans(map, undefined, w, h, 5);
    for (let j = 0; j < w * h; j++) expect(Math.abs(means.at(j % w, Math.floor(j / w), 5) - bruteMean(map, undefined, w, h, j, 5))).toBeLessThan(1 / 32);
    means.done();
  });
});
