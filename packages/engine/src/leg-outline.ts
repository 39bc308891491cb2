// A drawn shin as wide as the person's own. Where a new bottom or dress ends above the old skirt's or
// dress's hem, the leg under it is drawn (fill.ts bodyShape) as a tapered capsule from the joints, of
// one size for everybody; the photo shows the real shin below the old hem, and the drawn knee stood
// out of it as a wider flat block, in a step at the old hem (052472 and 053514 under a knee dress).
// Here the drawn part takes the edges the photo shows just below the old hem, on up to the knee.
import { bone, keepBare, readRows, sleeveEnd, type At, type Edges, type Row } from './arm-outline.ts';
import { legCapsules, shinTaperAt } from './fill.ts';
import { found, hipsRow, kp } from './geometry.ts';
import { median } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { PersonMasks } from './layers.ts';
import type { Keypoint, Point } from './types.ts';

/** How far above the knee (share of the thigh) the shin's edges are carried: the knee's round, under any garment long enough to cover a thigh. */
const ABOVE_KNEE = 0.35;
/** How far (shoulder widths) each side of the leg's line the drawn capsule's pixels past the shin's edges are taken away: LEG radius and a pixel. */
const LEG_CLEAR = 0.15;

/**
 * Each shin of `shape` (0/255, the body's drawn shape) whose bare part the photo shows below an old
 * hem (the walk up from the ankle that finds an old sleeve's end: arm-outline.ts sleeveEnd) is drawn
 * again above that hem, up to ABOVE_KNEE of the thigh, between the edges of the bare shin just below
 * it (their median over a few rows), within the person's outline; the capsule's pixels beyond those
 * edges go, outwards up to LEG_CLEAR, inwards up to halfway to the other leg's line; only below the
 * new garment's lowest row on the shin (`covered`, its opacity), as bodyShape draws legs. Into `keep`
 * (0/255) go the bare shin's rows below the old hem between their edges (keepBare): its shaded sides,
 * which the skin model misses, were filled as the old dress, in notches down the shins.
 */
export function ownLegs(shape: Uint8Array, keep: Uint8Array, kps: Keypoint[], m: PersonMasks, w: number, h: number, sw: number, covered: Float32Array): void {
  const [lh, rh] = [kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  if (!found(lh) || !found(rh)) return;
  const centreX = (lh.x + rh.x) / 2;
  const shins = (['left', 'right'] as const).map((side) => {
    const [hp, kn, an] = [kp(kps, `${side}Hip`), kp(kps, `${side}Knee`), kp(kps, `${side}Ankle`)];
    return found(kn) && found(an) ? { hp, kn, an, shin: bone(kn, an, centreX, w, h) } : undefined;
  });
  for (const [j, leg] of shins.entries()) {
    if (!leg?.shin) continue;
    const { at, len } = leg.shin;
    const rows = readRows(at, Math.round(len), 0, m, sw);
    const hem = sleeveEnd(rows, sw);
    if (!hem) continue;
    // Below the hem, each bare row's edges are the leg's outline on both sides where it ends within
    // reach (the backdrop between the legs): the skin model misses a shin's shaded sides, and the
    // old hem's shadow across its top, and a shin measured by its skin was drawn too narrow above it.
    const outline = new Map(readRows(at, Math.round(len), hem.t, { ...m, skin: m.body }, sw).map((r) => [r.t, r]));
    const bare = rows.filter((r) => r.t >= hem.t).map((r) => {
      const o = outline.get(r.t);
      return r.edges && o?.edges ? o : r;
    });
    keepBare(keep, at, bare, m, sw);
    const other = shins[1 - j];
    // Halfway to the other shin's line, across this one's rows (its knee's and ankle's mean offset).
    const gap = other ? halfGap(leg.kn, leg.an, other.kn, other.an) : Infinity;
    const top = -ABOVE_KNEE * Math.hypot(leg.hp.x - leg.kn.x, leg.hp.y - leg.kn.y);
    const edges = shinLine(bare, hem, sw, len);
    fillShin(shape, at, belowGarment(at, top, hem.t, edges, covered), hem.t, edges, m, Math.round(LEG_CLEAR * sw), gap);
  }
}

/** Half the distance (px) from this shin's line to the other's, at knee and ankle on average. */
function halfGap(kn: Point, an: Point, okn: Point, oan: Point): number {
  return (Math.hypot(okn.x - kn.x, okn.y - kn.y) + Math.hypot(oan.x - an.x, oan.y - an.y)) / 4;
}

/** Rows (shoulder widths) of bare shin below the old hem whose middles give the shin's direction, and the most it may slant off the line to the knee (px across per px along). */
const FIT = 0.3;
const MAX_SLANT = 0.5;

/**
 * The shin's edges on row t above the old hem (`hem`: its sleeveEnd): the median width of the bare
 * rows within FIT below it, widened up the calf as the drawn leg tapers (`len`: the shin's length),
 * about a middle carried on from theirs along the line through them. The
 * knee's joint under a dress is the pose model's guess, and a shin slanting off the line to it was
 * drawn on up that line, in a step at the old hem (053514's image-left leg).
 */
function shinLine(rows: Row[], hem: { t: number; edges: Edges }, sw: number, len: number): (t: number) => Edges {
  const near = rows.filter((r) => r.edges && r.t >= hem.t && r.t <= hem.t + FIT * sw);
  if (near.length < 3) return () => hem.edges;
  const mids = near.map((r) => (r.edges!.outer + r.edges!.inner) / 2);
  const half = median(near.map((r) => (r.edges!.outer - r.edges!.inner) / 2));
  const mt = near.reduce((a, r) => a + r.t, 0) / near.length;
  const mm = mids.reduce((a, v) => a + v, 0) / near.length;
  const vt = near.reduce((a, r) => a + (r.t - mt) ** 2, 0);
  const fit = vt > 0 ? near.reduce((a, r, k) => a + (r.t - mt) * (mids[k]! - mm), 0) / vt : 0;
  const slope = Math.max(-MAX_SLANT, Math.min(MAX_SLANT, fit));
  // Wider up the calf as a leg is (fill.ts LEG_TAPER), from the width read below the hem (that width at
  // the hem: no step there): carried up at one width, an ankle bared by old trousers was drawn as a
  // column of the ankle's width up to the knee.
  const atHem = shinTaperAt(hem.t / len);
  return (t) => {
    const c = mm + slope * (t - mt);
    const k = (half * shinTaperAt(t / len)) / atHem;
    return { inner: c - k, outer: c + k };
  };
}

/**
 * The first row from `top` to `end` below the new garment's lowest row on the shin (opacity >= 0.5
 * between its edges), as bodyShape draws a leg: above it the leg is inside the new trousers or skirt,
 * and a shin drawn to its own width there stood as a bare strip beside a narrower new trouser leg.
 */
function belowGarment(at: At, top: number, end: number, edgesAt: (t: number) => Edges, covered: Float32Array): number {
  let from = top;
  for (let t = top; t <= end; t += 0.5) {
    const { inner, outer } = edgesAt(t);
    for (let k = Math.round(inner); k <= Math.round(outer); k++) {
      const i = at(t, k);
      if (i >= 0 && (covered[i] ?? 0) >= 0.5) {
        from = t + 0.5;
        break;
      }
    }
  }
  return from;
}

/** Rows top..end of the shin within its edges on each row (in the person's outline); past them, what the capsule drew is taken away (out to `clear` from the line, or a third of it past the edge if farther; in as far, but never past `gap`, halfway to the other leg). */
function fillShin(shape: Uint8Array, at: At, top: number, end: number, edgesAt: (t: number) => Edges, m: PersonMasks, clear: number, gap: number): void {
  for (let t = top; t <= end; t += 0.5) {
    const { inner, outer } = edgesAt(t);
    for (let k = inner; k <= outer; k += 0.5) {
      const i = at(t, k);
      if (i >= 0 && m.body[i]) shape[i] = 255;
    }
    for (let k = Math.ceil(outer) + 1; k <= Math.max(clear, outer + clear / 3); k++) {
      const i = at(t, k);
      if (i >= 0) shape[i] = 0;
    }
    for (let k = Math.floor(inner) - 1; k >= Math.max(-gap, Math.min(-clear, inner - clear / 3)); k--) {
      const i = at(t, k);
      if (i >= 0) shape[i] = 0;
    }
  }
}

/** How far (shoulder widths) below the new garment's lowest pixel in a column a drawn leg's top may lie and still be carried up to it (legsUpToHem). */
const HEM_GAP = 0.15;

/**
 * Each drawn leg (`shape`, 0/255) carried up to the new garment's hem, column by column. A leg is
 * drawn from below the garment's lowest row on it (fill.ts bodyShape, ownLegs above): where the hem
 * curves up across the leg, the columns where it is higher showed the backdrop in a strip between the
 * hem and the leg's flat top (051482 and 051962 under 052234's curved midi hem). In each column of the
 * legs' capsules below the hips, the rows between the garment's lowest pixel there (`covered`, its
 * opacity, >= 0.5) and a drawn leg's top within HEM_GAP below it are drawn too, within the person's
 * outline (`body`).
 */
export function legsUpToHem(shape: Uint8Array, kps: Keypoint[], body: Uint8Array, covered: Float32Array, w: number, h: number, sw: number): void {
  const hips = hipsRow(kps);
  if (hips === undefined) return;
  const legs = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) legCapsules(legs, kps, side, w, h, sw);
  const gap = HEM_GAP * sw;
  for (let x = 0; x < w; x++) {
    let low = -1;
    for (let y = h - 1; y >= hips && low < 0; y--) if ((covered[y * w + x] ?? 0) >= 0.5) low = y;
    if (low < 0) continue;
    let top = low + 1;
    while (top < h && top - low <= gap && !shape[top * w + x]) top++;
    if (top - low <= 1 || top - low > gap || top >= h || !legs[top * w + x]) continue;
    let inside = true;
    for (let y = low + 1; y < top && inside; y++) inside = !!body[y * w + x];
    if (inside) for (let y = low + 1; y < top; y++) shape[y * w + x] = 255;
  }
  giveBack(legs);
}
