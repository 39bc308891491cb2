// A drawn upper arm as wide as the person's own. Where a new top leaves bare what an old short sleeve
// covered, the arm under it is drawn (fill.ts bodyShape) as a capsule of one radius for everybody
// (ARM_R, 0.1 shoulder widths each side of the joints' line); the photo shows the real arm below the
// sleeve's end, and a broad arm met the narrower drawn one in a step at the old hem, a slim one stood
// out of it (049205's upper arms under every sleeveless dress). Here the drawn part takes the edges
// the photo shows just below the sleeve's end, on up to the shoulder.
import { dist, found, kp } from './geometry.ts';
import { median } from './image.ts';
import type { PersonMasks } from './layers.ts';
import type { Keypoint, Point } from './types.ts';

/** Half-width (shoulder widths) of the strip along the arm's line that decides whether a row across the arm is bare. */
const CORE = 0.05;
/** Share of the strip's body pixels that are skin for its row to be bare. */
const BARE_SHARE = 0.6;
/** Rows (shoulder widths, at least 3 px) of bare arm below the old sleeve, and of sleeve above them, that say where it ends. */
const RUN = 0.03;
/** Farthest (shoulder widths) from the line an arm's edge is looked for: past it the skin runs on into something else (a bare torso beside the arm). */
const REACH = 0.22;
/** Rows (shoulder widths) below the sleeve's end whose edges are the arm's; and each side of a bare row, the rows whose median edges hold it (keepBare). */
const REF = 0.1;
/** Where on the upper arm (share of shoulder to elbow) the sleeve's end is looked for: below it the elbow and forearm may lie across the body. */
const LOOK_FROM = 0.9;

export interface Edges {
  /** Toward the body's centre (pixels from the line, <= 0). */
  inner: number;
  /** Away from it (>= 0). */
  outer: number;
}

/** Where a bare row's edges may lie from the arm's median ones (shoulder widths): a loose hem's corner beside the arm is not the arm. */
const TOL = 0.02;

export type At = (t: number, k: number) => number;

export interface Row {
  t: number;
  bare: boolean;
  edges: Edges | undefined;
  /** Where a bare row's skin ends each side (within `edges`). */
  skin?: Edges;
}

/**
 * The person's own arms where the photo shows them bare, and the upper arms under an old short
 * sleeve. Each upper arm of `shape` (0/255, the body's drawn shape) is redrawn above the old sleeve's
 * end to the edges of the bare arm just below it (median over REF of rows), rounded at the shoulder as
 * the deltoid is, within the person's outline; beyond its outer edge the drawn capsule is taken away
 * (below the shoulder's round), so a loose sleeve over a slim arm gives way to the backdrop. Arms
 * bare to the shoulder, covered to the elbow, or whose edges run on past REACH are drawn as before.
 * Into `keep` (0/255) go the bare rows of upper arms and forearms between their edges (within TOL of
 * the median edges of the rows near each), on a little past the elbow: the arm as the photo shows it,
 * its shaded outer side too, which the skin model misses and which was filled as backdrop, a dotted
 * line down the arm; not what has the old top's colour (`oldTop`: the frilled edge of 02849's white
 * sleeve on the rows where her arm shows), but for the arm's own edge pixels against the backdrop
 * (EDGE_RIM), which a pale backdrop gives a white top's colour. `shaded`: the pixels of skin in shade
 * (layers.ts shadedSkin), which an arm's inner edge takes in (edgesAt).
 */
export function ownArms(shape: Uint8Array, keep: Uint8Array, kps: Keypoint[], m: PersonMasks, w: number, h: number, sw: number, oldTop?: (i: number) => boolean, shaded?: (i: number) => boolean): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!found(ls) || !found(rs)) return;
  const centreX = (ls.x + rs.x) / 2;
  for (const side of ['left', 'right'] as const) {
    const [s, e, wr] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`), kp(kps, `${side}Wrist`)];
    if (!found(e)) continue;
    const upper = upperArm(s, e, centreX, m, w, h, sw, shaded);
    if (upper) {
      const { at, rows, end } = upper;
      if (end) fillArm(shape, at, end.t, end.edges, m, sw);
      keepBare(keep, at, end ? rows.filter((r) => r.t >= end.t) : rows, m, sw, oldTop);
    }
    const fore = found(wr) ? bone(e, wr, centreX, w, h) : undefined;
    if (fore) keepBare(keep, fore.at, readRows(fore.at, -Math.round(PAST_ELBOW * sw), Math.round(fore.len), m, sw, shaded), m, sw, oldTop);
  }
}

/** How far past the elbow (shoulder widths) the upper arm's rows go on, and the forearm's begin before it. */
const PAST_ELBOW = 0.08;

/**
 * The upper arm from shoulder joint `s` to elbow `e` as ownArms reads it: its bone, its rows (on past
 * the elbow, and the forearm's from before it: each bone's rows leave the outside of a bent elbow's
 * corner uncovered), and where an old short sleeve over it ends (sleeveEnd). Read by the fit too
 * (fit.ts acrossTheArm), which lays a short sleeve over the arm as it will be drawn.
 */
export function upperArm(s: Point, e: Point, centreX: number, m: ArmMasks, w: number, h: number, sw: number, shaded?: (i: number) => boolean): { at: At; len: number; rows: Row[]; end: ReturnType<typeof sleeveEnd> } | undefined {
  const upper = bone(s, e, centreX, w, h);
  if (!upper) return undefined;
  const rows = readRows(upper.at, Math.round(upper.len + PAST_ELBOW * sw), 0, m, sw, shaded);
  return { ...upper, rows, end: sleeveEnd(rows.filter((r) => r.t <= LOOK_FROM * upper.len), sw) };
}

/** What an arm's rows are read from: the person's outline and bare skin. */
type ArmMasks = Pick<PersonMasks, 'body' | 'skin'>;

/** Pixel lookup along a bone (t from `a`, k across it, + away from the body's centre column), and its length; undefined for a bone too short to walk. */
export function bone(a: Point, b: Point, centreX: number, w: number, h: number): { at: At; len: number } | undefined {
  const len = dist(a, b);
  if (len < 8) return undefined;
  const u = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
  const n0 = { x: -u.y, y: u.x };
  const n = n0.x * ((a.x + b.x) / 2 - centreX) >= 0 ? n0 : { x: -n0.x, y: -n0.y };
  const at = (t: number, k: number) => {
    const x = Math.round(a.x + u.x * t + n.x * k);
    const y = Math.round(a.y + u.y * t + n.y * k);
    return x < 0 || y < 0 || x >= w || y >= h ? -1 : y * w + x;
  };
  return { at, len };
}

/** Rows across the bone from t = `from` to `to` (either way): bare when the strip CORE each side of the line is mostly skin; a bare row's edges (edgesAt, `shaded` as there). */
export function readRows(at: At, from: number, to: number, m: ArmMasks, sw: number, shaded?: (i: number) => boolean): Row[] {
  const core = Math.max(2, Math.round(CORE * sw));
  const reach = Math.round(REACH * sw);
  const inShade = shaded && { on: shaded, reach: Math.round((REACH + SHADED_REACH) * sw) };
  const rows: Row[] = [];
  const step = to >= from ? 1 : -1;
  for (let t = from; step > 0 ? t <= to : t >= to; t += step) {
    let body = 0;
    let skin = 0;
    for (let k = -core; k <= core; k++) {
      const i = at(t, k);
      if (i < 0 || !m.body[i]) continue;
      body++;
      if (m.skin[i]) skin++;
    }
    const bare = body >= core && skin >= BARE_SHARE * body;
    rows.push({ t, bare, ...(bare ? edgesAt(at, t, m, reach, inShade) : { edges: undefined }) });
  }
  return rows;
}

const medianEdges = (e: Edges[]): Edges => ({ inner: median(e.map((r) => r.inner)), outer: median(e.map((r) => r.outer)) });

/**
 * Walking up the upper arm's rows (from LOOK_FROM of it), where the bare arm ends under an old sleeve
 * (RUN rows of sleeve after RUN bare ones), and its edges just below; undefined when it does not.
 */
export function sleeveEnd(rows: Row[], sw: number): { t: number; edges: Edges } | undefined {
  const run = Math.max(3, Math.round(RUN * sw));
  let bare = 0;
  let covered = 0;
  for (const [j, row] of rows.entries()) {
    if (row.bare) {
      // A short covered stretch between bare rows (a bangle, a crease) is still the bare arm.
      covered = 0;
      bare++;
      continue;
    }
    // Not yet on the bare arm (a hand or cuff at the elbow): look on.
    if (bare < run) {
      bare = 0;
      continue;
    }
    if (++covered < run) continue;
    // A sleeve covers the arm from its end up to the shoulder: with more bare rows than covered ones
    // above, this is a band the skin model missed (a shaded crease, 052964's upper arm), not a
    // sleeve's end. Taken for one, the bare arm above it was drawn narrow and painted over.
    const above = rows.slice(j + 1);
    if (2 * above.filter((r) => r.bare).length > above.length) {
      covered = 0;
      continue;
    }
    // The sleeve: its end is the last bare row.
    const last = rows[j - covered]!.t;
    const ref = rows.filter((r) => r.t >= last && r.t <= last + REF * sw && r.edges).map((r) => r.edges!);
    return ref.length < run ? undefined : { t: last, edges: medianEdges(ref) };
  }
  return undefined;
}

/**
 * Into `keep`, each bare row's pixels between its edges, held within TOL of the median edges of the
 * bare rows within REF of it (nothing with fewer than RUN bare rows). Of the rows near it, not of the
 * whole bone: an arm tapers and bends off its joints' line, and held to one median for the bone its
 * edge pixels past it were filled as the old top's (049447's arms, a ragged pale rim under every new top).
 */
export function keepBare(keep: Uint8Array, at: At, rows: Row[], m: PersonMasks, sw: number, oldTop?: (i: number) => boolean): void {
  const bare = rows.filter((r) => r.edges);
  if (bare.length < Math.max(3, Math.round(RUN * sw))) return;
  const tol = TOL * sw;
  const near = REF * sw;
  const mids = windowMedians(bare, near);
  for (const [j, { t, edges, skin }] of bare.entries()) {
    const mid = mids[j]!;
    const inner = Math.max(edges!.inner, mid.inner - tol);
    const outer = Math.min(edges!.outer, mid.outer + tol);
    // The arm's own edge pixels between its skin and the backdrop, whatever their colour: blended
    // with a pale backdrop they have a white old top's (049447).
    const rim = (k: number) => k < skin!.inner - 0.5 || (k > skin!.outer + 0.5 && edges!.outer - skin!.outer <= EDGE_RIM);
    // (In half steps: a row across a slanting bone is no row of pixels, and whole steps left a dotted
    // pattern of pixels between the rows.)
    for (let k = Math.round(inner); k <= Math.round(outer); k += 0.5) {
      const i = at(t, k);
      if (i >= 0 && m.body[i] && (rim(k) || !oldTop?.(i))) keep[i] = 255;
    }
  }
}

/**
 * Per row of `rows` (in order of t, either way), medianEdges of the rows within `near` of it along
 * the bone, from two sorted windows slid along the rows (a sort per row cost a generation up to 15 ms).
 */
export function windowMedians(rows: Row[], near: number): Edges[] {
  const inner: number[] = [];
  const outer: number[] = [];
  const insert = (v: number[], x: number) => v.splice(sortedIndex(v, x), 0, x);
  const remove = (v: number[], x: number) => v.splice(sortedIndex(v, x), 1);
  const mids: Edges[] = [];
  let [lo, hi] = [0, 0];
  for (const { t } of rows) {
    for (; hi < rows.length && Math.abs(rows[hi]!.t - t) <= near; hi++) {
      insert(inner, rows[hi]!.edges!.inner);
      insert(outer, rows[hi]!.edges!.outer);
    }
    for (; Math.abs(rows[lo]!.t - t) > near; lo++) {
      remove(inner, rows[lo]!.edges!.inner);
      remove(outer, rows[lo]!.edges!.outer);
    }
    mids.push({ inner: inner[inner.length >> 1]!, outer: outer[outer.length >> 1]! });
  }
  return mids;
}

/** The first index of sorted `v` whose value is not below `x`. */
function sortedIndex(v: number[], x: number): number {
  let [a, b] = [0, v.length];
  while (a < b) {
    const c = (a + b) >> 1;
    if (v[c]! < x) a = c + 1;
    else b = c;
  }
  return a;
}

/** How much farther than REACH (shoulder widths) an arm's skin in shade may run on inwards (edgesAt): a bent arm's underside lies farther from its joints' line. */
const SHADED_REACH = 0.1;
/** The widest gap (px) in it that walk bridges: a vein or a crease's highlight across the underside. */
const SHADED_GAP = 3;

/**
 * The arm's edges across row t: outwards, the person's outline (the skin model misses a bare arm's
 * shaded outer edge, which lies against the backdrop); inwards, where its skin ends (beside the arm
 * lies the torso, in the old clothes), or the outline just past it (outlineBeyond); and where its
 * skin ends each side. Each walk bridges gaps of 1 px; no edges when one runs on past `reach` (the
 * arm lies against something). Inwards the skin in shade (`shaded.on`, bridging gaps of SHADED_GAP)
 * goes on with it where that ends within `shaded.reach`: the skin model misses an arm's shaded
 * underside too (fashn-model's bent arm, whose underside was painted as the dark backdrop beside it
 * in jagged blotches); where it runs on, the skin's end stays the edge.
 */
function edgesAt(at: At, t: number, m: ArmMasks, reach: number, shaded?: { on: (i: number) => boolean; reach: number }): { edges: Edges; skin: Edges } | { edges: undefined } {
  const walk = (dir: 1 | -1, on: (i: number) => boolean, most = reach, gap = 1): number | undefined => {
    let last = 0;
    for (let k = dir; Math.abs(k) <= most; k += dir) {
      const i = at(t, k);
      if (i >= 0 && on(i)) last = k;
      else if (Math.abs(k - last) > gap) return last;
    }
    return undefined;
  };
  const skin = (i: number) => !!m.skin[i];
  const outer = walk(1, (i) => !!m.body[i]);
  const inner = walk(-1, skin);
  if (outer === undefined || inner === undefined) return { edges: undefined };
  const inShade = shaded && walk(-1, (i) => skin(i) || shaded.on(i), shaded.reach, SHADED_GAP);
  return { edges: { inner: outlineBeyond(at, t, inShade ?? inner, m), outer }, skin: { inner, outer: Math.min(outer, walk(1, skin) ?? outer) } };
}

/**
 * The arm's inner edge `inner` (where its skin ends) taken on to the person's outline where that is
 * at most EDGE_RIM px past it: between arm and torso lies the backdrop (an arm held out from the
 * body, a hand on the hip), and the arm's edge pixels there, blended with the backdrop, are the arm's,
 * not an old garment's (049447: filled as backdrop, a ragged pale line down the inner side of her
 * arm under every new top). Where the body goes on past them (the torso in its old clothes beside the
 * arm) the skin's end stays the edge.
 */
function outlineBeyond(at: At, t: number, inner: number, m: ArmMasks): number {
  for (let k = inner - 1; k >= inner - EDGE_RIM - 1; k--) {
    const i = at(t, k);
    if (i < 0 || !m.body[i]) return k + 1;
  }
  return inner;
}

/** Widest (px) an arm's edge pixels between its skin and the backdrop are. */
const EDGE_RIM = 9;

/**
 * Rows 0..end of the arm within `edges`, the outer edge rounded at the shoulder (a quarter circle of
 * its own radius from the joint), within the person's outline; past the outer edge, below the
 * shoulder's round (SHOULDER_ROUND), what the capsule drew is taken away.
 */
function fillArm(shape: Uint8Array, at: At, end: number, edges: Edges, m: PersonMasks, sw: number): void {
  const { inner, outer } = edges;
  const clearTo = Math.round(ARM_CLEAR * sw);
  for (let t = 0; t <= end; t += 0.5) {
    const round = t >= outer ? outer : Math.sqrt(outer * outer - (outer - t) ** 2);
    for (let k = inner; k <= round; k += 0.5) {
      const i = at(t, k);
      if (i >= 0 && m.body[i]) shape[i] = 255;
    }
    if (t < SHOULDER_ROUND * sw) continue;
    for (let k = Math.ceil(round) + 1; k <= clearTo; k++) {
      const i = at(t, k);
      if (i >= 0) shape[i] = 0;
    }
  }
}

/** Below this far from the shoulder joint (shoulder widths) the torso's drawn shoulder (fill.ts SHOULDER_R) stays. */
const SHOULDER_ROUND = 0.12;
/** How far out from the line (shoulder widths) the capsule's pixels past the arm's outer edge are taken away: its radius and a pixel. */
const ARM_CLEAR = 0.11;
