// The inside of a top's back when it is the shoulders' own shade (oot-049940_1's white blouse on a
// ghost mannequin, its inside 216-223 luma against its shaded shoulders' 218): neck-interior.ts finds
// the front neckline's step but no band of another colour than the fabric beside it (a two-tone yoke
// looks the same down a column), and the warp laid the back, with its label and zip, over every
// wearer's throat as a high band. What tells the inside from a yoke is the neckline's shape: followed
// from the columns neck-interior.ts looks down, outward along its step, it rises to meet the outline's
// top at the neck's corners, where a yoke's lower edge runs on across the shoulders.
import { firstOn, luma, type RgbImage } from './image.ts';
import { BAND, MIN_STEP as START_STEP, neckFrame, OFF_CENTRE } from './neck-interior.ts';
import type { GarmentLandmarks } from './types.ts';

/**
 * The mask without the inside above a front neckline traced to the outline's top (the back's inside,
 * whatever its shade), or undefined when the neckline meets the top on neither side. From the steepest
 * rise in luma (START_STEP or more) down each column off the centre (OFF_CENTRE, MIN_DEPTH below the
 * top at least), the step is followed one column at a time (within REACH rows of the last) inward to
 * the centre and outward until it lies within CLOSE of the shoulders' distance of the outline's top and
 * SHRINK of its deepest there (the neck's corner), or fades (under TRACE_STEP for more than FADED
 * columns). Both sides' traces must come to the centre at one depth (MEET). A side whose step fades
 * takes the other's depths below the top, mirrored about the centre (a neckline is symmetric;
 * oot-049940_1's fades on its left, in shade). Each column loses what lies above its traced row and
 * EDGE rows more.
 */
export function withoutTracedNeckInside(img: RgbImage, mask: Uint8Array, l: GarmentLandmarks): Uint8Array | undefined {
  const { width: w, height: h, data } = img;
  const frame = neckFrame(l);
  if (!frame) return undefined;
  const { x0, x1, cx, depth } = frame;
  const span = x1 - x0;
  const top = (x: number) => firstOn(mask, w, x, 0, h - 1);
  // Luma across three columns, NaN off the garment.
  const lumaAt = (x: number, y: number) => {
    if (y < 0 || y >= h || x < 1 || x >= w - 1) return NaN;
    let s = 0;
    for (let dx = -1; dx <= 1; dx++) s += mask[y * w + x + dx] ? luma(data, y * w + x + dx) : NaN;
    return s / 3;
  };
  const stepAt = (x: number, y: number) => {
    let [above, below] = [0, 0];
    for (let k = 1; k <= BAND; k++) [above, below] = [above + lumaAt(x, y - k), below + lumaAt(x, y + k - 1)];
    return (below - above) / BAND;
  };
  /** The neckline's row per column from (x, y) towards `dir` up to `end`, and whether it met the top. */
  const trace = (x: number, y: number, dir: -1 | 1, end: number) => {
    const rows = new Map<number, number>();
    let [prev, faded, deepest] = [y, 0, 0];
    for (let col = x; dir * (end - col) >= 0; col += dir) {
      let [best, at] = [-Infinity, prev];
      for (let yy = prev - REACH; yy <= prev + REACH; yy++) {
        const s = stepAt(col, yy);
        if (s > best) [best, at] = [s, yy];
      }
      if (!(best >= TRACE_STEP)) {
        if (++faded > FADED) return { rows, closed: false };
        continue;
      }
      [prev, faded] = [at, 0];
      rows.set(col, at);
      const gap = at - top(col);
      deepest = Math.max(deepest, gap);
      if (gap <= Math.min(CLOSE * span, SHRINK * deepest)) return { rows, closed: true };
    }
    return { rows, closed: false };
  };
  const sides = ([-1, 1] as const).map((dir) => {
    const x = cx + dir * Math.round(OFF_CENTRE * span);
    // The steepest rise well below the top there (one just under it is the top's own edge).
    let [band, best] = [0, -Infinity];
    for (let y = top(x) + Math.round(MIN_DEPTH * span); y < top(x) + depth; y++) {
      const step = stepAt(x, y);
      if (step > best) [band, best] = [y, step];
    }
    if (!(best >= START_STEP)) return undefined;
    const outward = trace(x, band, dir, (dir < 0 ? x0 : x1) + dir * Math.round(PAST_SHOULDER * span));
    const inward = trace(x, band, dir === -1 ? 1 : -1, cx);
    // Depth below the top by distance from the centre.
    const gaps = new Map<number, number>();
    for (const [xx, row] of [...inward.rows, ...outward.rows]) gaps.set(Math.abs(xx - cx), row - top(xx));
    return { dir, gaps, closed: outward.closed, last: Math.max(...Array.from(outward.rows.keys(), (xx) => Math.abs(xx - cx))) };
  });
  const [left, right] = sides;
  if (!left || !right || !(left.closed || right.closed)) return undefined;
  // Both sides' traces meet at the centre, at one depth: a neckline is one curve. (Two edges of a
  // shirt's collar, followed from either side, came to the centre 42 rows apart: oot-049949_1.)
  const [a, b] = [left.gaps.get(0), right.gaps.get(0)];
  if (a === undefined || b === undefined || Math.abs(a - b) > MEET) return undefined;
  const out = new Uint8Array(mask);
  for (const [side, other] of [[left, right], [right, left]] as const) {
    const { dir, gaps, closed, last } = side;
    // Out to where the closed side met the top (and no farther on this one if it closed nearer).
    const reach = closed ? Math.max(...gaps.keys()) : Math.max(...other.gaps.keys());
    let gap: number | undefined;
    for (let d = 0; d <= reach; d++) {
      // Where the step faded for a column or two, the depth before it.
      gap = gaps.get(d) ?? (d > last ? other.gaps.get(d) : gap);
      if (gap === undefined) continue;
      const x = cx + dir * d;
      const t = top(x);
      for (let y = t; y < t + gap + EDGE; y++) out[y * w + x] = 0;
    }
  }
  return out;
}

/** Rows up or down one column may move the traced neckline from the last. */
const REACH = 3;
/** Rows apart the two sides' traces may come to the centre. */
const MEET = 2;
/** Least rise in luma (0-255) across the neckline that keeps it traced. */
const TRACE_STEP = 6;
/** Columns the step may fade for before the trace gives up on that side. */
const FADED = 4;
/**
 * Within this share of the shoulders' distance below the outline's top, and SHRINK of the deepest it
 * lay on that side, the neckline has met it.
 */
const CLOSE = 0.08;
const SHRINK = 0.4;
/** How far below the outline's top (share of the shoulders' distance) the neckline is looked for off the centre. */
const MIN_DEPTH = 0.1;
/** How far past the shoulder landmark (share of the shoulders' distance) the neckline is followed. */
const PAST_SHOULDER = 0.1;
/** Rows below the step's row that go too: the neckline's shaded edge (the step is read across BAND rows). */
const EDGE = 2;
