// The photo's own grain on painted skin. A fill (push-pull) is smooth to the last level: beside the
// person's real skin, with its pores, sensor noise and JPEG texture, a painted belly or shoulder read
// as a plastic slab even where its tone and light were right. The grain is measured on the skin the
// fill learns from and added to what it painted, as noise of the same strength (the texture itself
// is not copied: it would repeat).
import { nthSmallest } from './image.ts';
import { borrowDoubles, giveBack } from './scratch.ts';

/** Robust spread (1.4826 x median absolute value) of each known pixel's luma minus its 4 neighbours' mean. */
export function grainOf(photo: Uint8Array, known: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number): number {
  const luma = (i: number) => 0.299 * photo[i * 3]! + 0.587 * photo[i * 3 + 1]! + 0.114 * photo[i * 3 + 2]!;
  const residuals = borrowDoubles(Math.max(0, (box.x1 - box.x0 - 1) * (box.y1 - box.y0 - 1)));
  let n = 0;
  for (let y = box.y0 + 1; y < box.y1; y++)
    for (let x = box.x0 + 1; x < box.x1; x++) {
      const i = y * w + x;
      // Inside the known skin only: across its outline the residual is the outline's.
      if (!known[i] || !known[i - 1] || !known[i + 1] || !known[i - w] || !known[i + w]) continue;
      residuals[n++] = Math.abs(luma(i) - (luma(i - 1) + luma(i + 1) + luma(i - w) + luma(i + w)) / 4);
    }
  // (Fewer than 50: no grain.)
  const median = n >= 50 ? nthSmallest(residuals.subarray(0, n), n >> 1) : 0;
  giveBack(residuals);
  // White noise of spread s leaves a residual of spread s * sqrt(1 + 1/4).
  return (1.4826 * median) / Math.sqrt(1.25);
}

/** Adds luma noise of spread `sigma` to the `target` pixels of `rgb` within the box (the same noise every time). */
export function addGrain(rgb: Uint8Array, target: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number, sigma: number): void {
  if (sigma <= 0) return;
  let seed = 0x9e3779b9;
  const uniform = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      // Normal enough: the sum of four uniforms, scaled to unit spread.
      const n = (uniform() + uniform() + uniform() + uniform() - 2) * Math.sqrt(3) * sigma;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + c]! + n)));
    }
}
