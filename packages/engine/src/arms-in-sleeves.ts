// An arm inside the new sleeve that covers it. The fill draws an upper arm under an old short sleeve
// as wide as the photo shows the bare arm below the old hem (arm-outline.ts ownArms), up to the
// shoulder; a new sleeve is laid about the arm's line, and where it is narrower than that drawn arm,
// the drawn arm's outer side beside it was painted as a strip of bare skin running up the sleeve's
// outer edge, an arm outside its own sleeve (fashn-model's flexed arm under every T-shirt: 15-20 px of
// skin between the sleeve and the backdrop). Beside a new sleeve, on the side away from the body, the
// drawn body ends at the sleeve's edge: what the old garment covered there is painted as backdrop.
import { dist, torsoMiddle } from './geometry.ts';
import { COVERED } from './warp.ts';
import type { Keypoint, Point } from './types.ts';

/** A drawn pixel taken away, while the rays are walked. */
const TAKEN = 1;
/** Farthest (shoulder widths) across a sleeve from its axis its outer edge is looked for. */
const ACROSS = 0.4;
/** Farthest (shoulder widths) past the sleeve's outer edge the drawn body is taken away. */
const PAST = 0.25;
/** Least share of a sleeve's axis's direction that runs down (or up) the photo for its normal to run outwards. */
const LEVEL = 0.3;
/** Widest gap (shoulder widths) in a sleeve's coverage across it that is a hole in it (lace), not its edge. */
const HOLE = 0.03;
/** Length (shoulder widths) of a sleeve's axis before its end left as it is: the hem's corner, where the arm comes out of it. */
const HEM = 0.05;
/** How far down a sleeve's axis (shoulder widths, at least 2 px) its outer edge is read again to tell its side from its slanting hem. */
const SLANT = 0.02;
/** How far in (pixels a pixel down the axis) a sleeve's outer edge comes where it is the hem, not the side. */
const HEM_SLOPE = 0.5;

/**
 * Takes out of `shape` (0/255, the body's drawn shape) what lies beside each new sleeve (`axes`, from
 * its cap to its end: fit.ts sleeveAxes), on the side away from the torso's middle: on each normal to
 * the axis (every half pixel along it, but for its last HEM), past the last `covered` pixel out from
 * the axis before a gap wider than HOLE (within ACROSS), the drawn pixels that go on from there
 * (within PAST); not where that edge is the sleeve's hem (SLANT).
 */
export function armsInsideSleeves(shape: Uint8Array, covered: Float32Array, axes: Point[][], kps: Keypoint[], w: number, h: number, sw: number): void {
  const middle = torsoMiddle(kps);
  const taken: number[] = [];
  const [across, past, hem, gap] = [ACROSS * sw, PAST * sw, HEM * sw, Math.max(1, HOLE * sw)];
  const slant = Math.max(2, Math.round(SLANT * sw));
  const at = (x: number, y: number) => {
    const [xi, yi] = [Math.round(x), Math.round(y)];
    return xi < 0 || yi < 0 || xi >= w || yi >= h ? -1 : yi * w + xi;
  };
  /** The sleeve's coverage at (x, y); none off the photo. */
  const coverAt = (x: number, y: number) => {
    const i = at(x, y);
    return i < 0 ? 0 : covered[i]!;
  };
  for (const axis of axes) {
    let total = 0;
    for (let k = 1; k < axis.length; k++) total += dist(axis[k - 1]!, axis[k]!);
    // Each ray across the sleeve (every half pixel along its axis): where it starts, its direction out,
    // and how far out the sleeve's outer edge lies on it (NaN: the axis not covered there, past the
    // sleeve's end; Infinity: no edge within ACROSS).
    const rays: { px: number; py: number; dx: number; dy: number; edge: number; skip: boolean }[] = [];
    let walked = 0;
    for (let k = 1; k < axis.length; k++) {
      const [a, b] = [axis[k - 1]!, axis[k]!];
      const len = dist(a, b);
      if (!len) continue;
      const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
      for (let s = 0; s < len && walked + s < total; s += 0.5) {
        const [px, py] = [a.x + ux * s, a.y + uy * s];
        // The normal pointing away from the torso's middle on this row.
        const out = px >= middle(Math.round(py)) ? 1 : -1;
        const [dx, dy] = -uy * out >= 0 ? [-uy, ux] : [uy, -ux];
        // (None across a raised arm's sleeve, whose normal runs up and down, nor at the hem's corner.)
        const skip = Math.abs(uy) < LEVEL || walked + s >= total - hem;
        if (coverAt(px, py) < COVERED) {
          rays.push({ px, py, dx, dy, edge: NaN, skip });
          continue;
        }
        // The sleeve's outer edge: its last covered pixel before a gap wider than a lace's hole.
        let [e, edge] = [0, 0];
        for (; e < across && e - edge <= gap; e += 0.5) if (coverAt(px + dx * e, py + dy * e) >= COVERED) edge = e;
        rays.push({ px, py, dx, dy, edge: e >= across ? Infinity : edge, skip });
      }
      walked += len;
    }
    for (const [k, ray] of rays.entries()) {
      if (ray.skip || !Number.isFinite(ray.edge)) continue;
      // A ray that leaves the sleeve through its hem, not its side: SLANT further down the axis the
      // outer edge has come in by more than HEM_SLOPE of that (the hem slanting across the axis; a
      // sleeve's side narrows a tenth to a fifth of a pixel a pixel), or the sleeve has ended. What
      // lies past it is the arm coming out of the hem: taken away, a slanting short sleeve's hem cut
      // a wedge of backdrop into the drawn upper arm below it, which stood as a box with a square top
      // (02849 under 050181).
      const on = rays[k + 2 * slant];
      if (!on || Number.isNaN(on.edge) || on.edge < ray.edge - HEM_SLOPE * slant) continue;
      const d = ray.edge + 0.5;
      // (What a ray takes is marked TAKEN until all are walked: taken away at once, the next ray
      // half a pixel on, or a slanting one, met it and stopped short of the rest.)
      for (let e = d; e < d + past; e += 0.5) {
        const i = at(ray.px + ray.dx * e, ray.py + ray.dy * e);
        if (i < 0 || !shape[i]) break;
        if (shape[i] !== TAKEN) taken.push(i);
        shape[i] = TAKEN;
      }
    }
  }
  for (const i of taken) shape[i] = 0;
}
