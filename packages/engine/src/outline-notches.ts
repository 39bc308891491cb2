// What the finders of notches the backdrop's flood bites into a garment's outline share: the hem's
// (hem-notches.ts, per column) and the sides' (side-notches.ts, per row). The outline's reach closed
// over a window says where a notch lies and how deep; a notch is filled only where it holds the
// fabric's colour.
import { medianRgb, rgbDistance } from './image.ts';

/**
 * Per entry of `reach` (how far the garment's outline reaches at a column or row, larger farther out;
 * NaN where it has none): the nearer of the farthest reaches within `k` entries before it and within
 * `k` after it, itself among both (NaN where `reach` is). Above the entry's own reach it is a notch's:
 * the garment reaches farther on both sides (a corner beside a drop has no farther side).
 */
export function closedReach(reach: ArrayLike<number>, k: number): Float64Array {
  const n = reach.length;
  const farthest = (from: number, to: number) => {
    let v = -Infinity;
    for (let j = Math.max(0, from); j <= Math.min(n - 1, to); j++) if (!Number.isNaN(reach[j]!)) v = Math.max(v, reach[j]!);
    return v;
  };
  return Float64Array.from({ length: n }, (_, i) => (Number.isNaN(reach[i]!) ? NaN : Math.min(farthest(i - k, i), farthest(i, i + k))));
}

/** Shallowest notch filled, in pixels (the outline's own wobble of a pixel or two is left as it is). */
export const MIN_DEPTH = 4;

/**
 * Whether a notch's pixels (`inside`, indices into the photo `data`) have the colour of the fabric
 * beside them (`fabric`): within SAME_COLOUR of its median. A notch in a dark garment holds the
 * backdrop's light and is its own shape (a slit, a scallop); one the flood bit into fabric of the
 * backdrop's colour has the fabric's.
 */
export function holdsFabric(data: Uint8Array, inside: readonly number[], fabric: readonly number[]): boolean {
  return fabric.length > 0 && rgbDistance(medianRgb(data, inside), medianRgb(data, fabric)) <= SAME_COLOUR;
}

/** RGB distance within which a notch's pixels are the fabric's colour. */
const SAME_COLOUR = 20;
