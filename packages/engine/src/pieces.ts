// The garment cut into the pieces the fit moves separately: the body panel and each sleeve. A
// label per garment pixel says which piece it belongs to; each sleeve has an axis in the garment
// photo (from the seam to the cuff, through the middle of the sleeve) that is laid along the arm.
import { norm, sub, turnDegrees } from './geometry.ts';
import { firstOn, labelComponents, lastOn, median, morph, rowExtents, walk } from './image.ts';
import { seamByColour } from './sleeve-seams.ts';
import type { GarmentAnalysis, Point } from './types.ts';

export const PANEL = 1;
export const LEFT_SLEEVE = 2;
export const RIGHT_SLEEVE = 3;

export interface Limb {
  label: number;
  start: Point;
  end: Point;
  cap: number;
  capHalf: number;
  outer: number[];
  lo: number[];
  hi: number[];
  strap: boolean;
}

export interface GarmentPieces {
  labels: Uint8Array;
  /** Centre column and top row of the panel (shoulder line, or waistband for lower garments). */
  cx: number;
  topY: number;
  /** Bottom row of the panel's hem. */
  hemY: number;
  /** Half-width of the panel per garment row (0 where the row has no panel pixels). */
  halfWidth: Float32Array;
  /** Row where the torso proper starts (below the armholes); lower garments: the waistband. */
  armpitY: number;
  /** Half the distance between the side seams (lower garments: the waistband's half-width). */
  seamHalf: number;
  /**
   * Sleeves: axis start and end in garment pixels, keyed by label; `cap`: how far (garment pixels)
   * the sleeve reaches back before its start and is drawn there, up to the shoulder line (far, over
   * the shoulder, for a sleeve merged with the body, whose top is narrow; the stretch from the seam to
   * the start for the others: cut square at the shoulder joint instead, a T-shirt's sleeve stood
   * beside the panel with a flat top, like a flag).
   * `capHalf`: the sleeve's half-width across its axis at the start (garment pixels).
   * `outer`: how far it reaches across its axis on its outer side (away from the panel, the shoulder's
   * line in a flat lay; garment pixels), in each of OUTER_BINS equal spans of the axis from its start
   * to its far end: a sleeve narrows to its hem, and its axis lies nearer its outer side (fit.ts
   * acrossTheArm).
   * `lo`, `hi`: in the same spans, its least and greatest offset across its axis along the axis'
   * left-hand normal (-dir.y, dir.x), as warp.ts reads a piece's across coordinate (long-sleeves.ts).
   * `strap`: a flutter or cold-shoulder sleeve laid out from a shoulder strap (its axis read towards
   * its tip): its top is not the shoulder's round (fit.ts, the cap).
   */
  limbs: Limb[];
  /** Bounding box of each label's pixels (warp.ts lays each piece within its box). */
  boxes: Map<number, LabelBox>;
  /** Lower garments only: what the fit reads of the flat lay's legs (fit.ts). */
  lower?: LowerRows;
}

export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LowerRows {
  /** Per garment row, half the distance between its outermost pixels (0 where the row has none). */
  extents: Float32Array;
  /** The crotch: the first row where the centre column leaves the cut-out for 3 rows; -1 for none (a skirt). */
  crotch: number;
  /**
   * Per row from the crotch to the hem, each leg's centre: the mean of the garment columns on its side
   * of the centre column, across from it (+ for the `plus` leg, image-left); NaN where the side has none.
   */
  legCentres: { plus: Float64Array; minus: Float64Array };
}

/** `rgb`: the cut-out's colours (matting.ts Matte), when known: a sleeve of another colour is parted from the panel where that colour begins. */
export function garmentPieces(mask: Uint8Array, ga: GarmentAnalysis, rgb?: Uint8Array): GarmentPieces {
  const { width: w, height: h } = ga;
  const L = ga.landmarks;
  const labels = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (mask[i]) labels[i] = PANEL;
  const halfWidth = new Float32Array(h);
  const limbs: GarmentPieces['limbs'] = [];
  if (ga.category === 'lower') {
    const lw = L.leftWaist ?? { x: ga.box.x, y: ga.box.y };
    const rw = L.rightWaist ?? { x: ga.box.x + ga.box.width, y: ga.box.y };
    const cx = (lw.x + rw.x) / 2;
    const topY = Math.round((lw.y + rw.y) / 2);
    const hemY = Math.round(ga.box.y + ga.box.height - 1);
    for (let y = topY; y <= Math.min(h - 1, hemY); y++) halfWidth[y] = (walk(mask, w, y, cx, 1) - walk(mask, w, y, cx, -1)) / 2;
    const lower = lowerRows(labels, w, h, cx, topY, hemY);
    return { labels, cx, topY, hemY, halfWidth, armpitY: topY, limbs, seamHalf: halfWidth[topY] ?? 0, boxes: labelBoxes(labels, w, h), lower };
  }
  const topY = Math.round(Math.min(L.leftShoulder?.y ?? ga.box.y, L.rightShoulder?.y ?? ga.box.y));
  const hemY = Math.round(Math.max(L.leftHem?.y ?? ga.box.y + ga.box.height - 1, L.rightHem?.y ?? 0));
  const len = Math.max(1, hemY - topY);
  // The centre line: the middle of the shoulder rows (a sleeve hanging lower on one side moves the
  // box's centre, the shoulders are symmetric); the analysed neckline where they have no pixels or
  // a broken cut-out puts their middle far off.
  const boxCx = L.neck?.x ?? ga.box.x + ga.box.width / 2;
  const shoulders = shoulderCentre(mask, w, topY, Math.round(topY + 0.05 * len), ga.box);
  const cx = shoulders !== undefined && Math.abs(shoulders - boxCx) < 0.1 * ga.box.width ? shoulders : boxCx;
  // The side seams: the panel's edges through the middle of the torso (below any sleeve), as
  // columns; the armpit is where, going up that column, the sleeve's underside starts.
  // Sleeves hanging down may touch the torso in the middle rows but rarely at the hem, a flared
  // hem is wider than the waist: the narrower of the two bands' median edges is the seam. A dress's
  // seams are the bodice's edges at the analysed armpits (where the sleeve's underside meets it;
  // below them a dress narrows to its waist), else read in its bodice.
  const dressPits = ga.category === 'full' && L.leftArmpit && L.rightArmpit ? ([L.leftArmpit, L.rightArmpit] as const) : undefined;
  // A top's bands are shares of its length down to the lowest row of its centre line, when that lies
  // below the analysed hem: the hem row is the lowest one about as wide as the garment above it, and
  // an off-shoulder crop top's puff sleeves, joined to its body down to near its hem, made the rows
  // above the body's hem that wide (10297: hem read at 599, the body ends at 636). Its bands then lay
  // across body and sleeves, no seam was read, and the whole top was one panel squeezed into the
  // torso's width, its sleeves folded into it.
  const bands = ga.category === 'full' ? [[0.14, 0.24]] : [[0.5, 0.7], [0.85, 0.95]];
  const bandLen = ga.category === 'full' ? len : Math.max(len, lastOn(mask, w, cx, ga.box.y, ga.box.y + ga.box.height - 1) - topY);
  const med = (v: number[]) => median(v, cx);
  /** How far from the centre line the garment reaches on each row of a band, towards `dir`. */
  const reaches = ([a, b]: number[], dir: -1 | 1) => {
    const v: number[] = [];
    for (let y = topY + Math.round(a! * bandLen); y <= topY + Math.round(b! * bandLen); y++) v.push((walk(mask, w, y, cx, dir) - cx) * dir);
    return v;
  };
  const side = (dir: -1 | 1) => Math.min(...bands.map((band) => med(reaches(band, dir))));
  // How ragged a side's edge is over the first band (median distance from its median): a side seam
  // is a smooth line, a cut-out broken by a white print on white is not.
  const ragged = (dir: -1 | 1) => {
    const v = reaches(bands[0]!, dir);
    const m = med(v);
    return med(v.map((x) => Math.abs(x - m)));
  };
  // A top whose sleeves lie merged with its body into one outline (a flared or ruffled sleeve laid
  // over the body's side: one trapezoid) has no seam in its outline; there the cuffs hanging below
  // the hem, apart from the body, show the sleeves' undersides: no seam lies further out.
  const cuffs = ga.category === 'upper' ? cuffGaps(mask, w, cx, topY + Math.round(0.5 * len), len, ga.box) : undefined;
  // (A cuff near the centre, e.g. a sleeve laid across the front, says nothing about the seam.)
  const minGap = 0.4 * Math.abs((L.rightShoulder?.x ?? cx) - (L.leftShoulder?.x ?? cx)) / 2;
  const gapOr = (v: number, k: 0 | 1) => {
    const g = cuffs?.[k];
    return g !== undefined && g >= minGap ? Math.min(v, g) : v;
  };
  const read = dressPits ? [cx - dressPits[0].x, dressPits[1].x - cx] : [side(-1), side(1)];
  const sides = dressPits ? read : [gapOr(read[0]!, 0), gapOr(read[1]!, 1)];
  // A garment is symmetric: a sleeve hanging against the torso with no gap (a long sleeve laid along
  // the body) widens only its own side, so the narrower side gives both seams.
  // (A side far narrower than the other, or a ragged narrower side, is a broken cut-out, e.g. white
  // on white: keep both as read.)
  const seamsOf = (half: number[]): readonly [number, number] => {
    const seam = Math.min(...half);
    const narrow = half[0]! <= half[1]! ? -1 : 1;
    const clean = dressPits !== undefined || ragged(narrow) <= 0.05 * seam;
    return clean && seam >= 0.4 * Math.max(...half) ? [cx - seam, cx + seam] : [cx - half[0]!, cx + half[1]!];
  };
  const edges = seamsOf(sides);
  // Sides whose sleeve was merged with the body: the cuff moved their seam.
  const outline = seamsOf(read);
  const merged = [edges[0] > outline[0] + 2, edges[1] < outline[1] - 2];
  const halfW = (edges[1] - edges[0]) / 2;
  const armpitOf = (edge: number, dir: -1 | 1): number => {
    const probe = Math.round(edge + dir * Math.max(3, 0.05 * halfW));
    if (probe < 0 || probe >= w) return topY + Math.round(0.3 * len);
    for (let y = topY + Math.round(0.5 * len); y > topY; y--) if (mask[y * w + probe]) return y;
    return topY + Math.round(0.3 * len);
  };
  const pits = dressPits ? ([dressPits[0].y, dressPits[1].y] as const) : ([armpitOf(edges[0], -1), armpitOf(edges[1], 1)] as const);
  const armpitY = Math.round((pits[0] + pits[1]) / 2);
  // The support is the analysed box grown by the matte's band: nothing outside it is garment.
  const bx0 = Math.max(0, ga.box.x - 4);
  const bx1 = Math.min(w - 1, ga.box.x + ga.box.width + 4);
  const by0 = Math.max(0, ga.box.y - 4);
  const by1 = Math.min(h - 1, ga.box.y + ga.box.height + 4);
  const hangs = ga.category === 'full' ? hangingFromArmpits(mask, w, edges, pits, bx0, bx1, hemY, 0.3 * halfW) : undefined;
  for (let y = by0; y <= by1; y++) {
    const l = walk(mask, w, y, cx, -1);
    const r = walk(mask, w, y, cx, 1);
    for (let x = bx0; x <= bx1; x++) {
      const i = y * w + x;
      if (!mask[i]) continue;
      const dir = x < cx ? 0 : 1;
      const edge = edges[dir];
      const outside = dir === 0 ? x < edge + 3 : x > edge - 3;
      // Outside the seam column: sleeve above the armpit; below it only when background separates
      // it from the panel on that row (a flared hem or peplum joined to the panel is panel).
      const below = y > pits[dir];
      const separate = dir === 0 ? x < l : x > r;
      // A sleeve lying against the panel: the row reaches far past the seam above the hem zone.
      const reach = dir === 0 ? edge - l : r - edge;
      // (Not for dresses: there it is the skirt's flare.)
      // Near the hem only a reach too far for a flared hem: a long sleeve hanging down to it.
      // A dress's long sleeve hanging against its bodice: garment all the way up its column from the
      // armpit's row (a skirt's flare has the narrower waist, background, above it).
      const touching = ga.category === 'upper' ? reach > (y < topY + 0.8 * len ? 0.2 : 0.3) * halfW : hangs !== undefined && y <= hangs[x]! && reach > 0.2 * halfW;
      // A dress's sleeves end above its hips (long ones hang to the waist); anything lower outside
      // the bodice is skirt.
      const skirt = ga.category === 'full' && y > topY + 0.5 * len;
      if (outside && !skirt && (!below || separate || touching)) labels[i] = dir === 0 ? LEFT_SLEEVE : RIGHT_SLEEVE;
    }
  }
  // Bits of a sleeve's label apart from it (a hem's corner flaring past the seam, a strip or a few
  // rows of the side) are panel: left in, they set the sleeve's axis from its seam to the hem.
  const sleeveBoxes = labelBoxes(labels, w, h);
  for (const label of [LEFT_SLEEVE, RIGHT_SLEEVE]) dropStrayParts(labels, w, h, label, sleeveBoxes.get(label));
  // The shoulder landmarks of a merged outline are its outer corners, on the sleeves: the panel's
  // top is where its seams meet the shoulder line.
  const panelTop = merged.some(Boolean) ? Math.min(...edges.map((x) => firstOn(mask, w, x, by0, hemY))) : topY;
  /** The panel's own half-width per row (sleeves excluded), from the labels as they are. */
  const measurePanel = () => {
    const isPanel = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++) isPanel[i] = labels[i] === PANEL ? 1 : 0;
    for (let y = panelTop; y <= Math.min(h - 1, hemY); y++) halfWidth[y] = (walk(isPanel, w, y, cx, 1) - walk(isPanel, w, y, cx, -1)) / 2;
  };
  measurePanel();
  // A side is sleeved when its sleeve reaches out from the seam (an armhole curve does not). Its
  // axis runs through the middle of the sleeve: from the centre of its first fifth (at the seam) to
  // the centre of its last fifth (the cuff).
  const total = countPanel(labels);
  /** How far out past side k's seam a point lies. */
  const outward = (k: 0 | 1, p: Point) => (p.x - edges[k]) * (k ? 1 : -1);
  const sampleOf = (label: number) => {
    const out: Point[] = [];
    for (let y = by0; y <= by1; y += 3) for (let x = bx0; x <= bx1; x += 3) if (labels[y * w + x] === label) out.push({ x, y });
    return out;
  };
  // A dress's sleeves laid hanging beside its bodice (puff sleeves: 052234, 053786) have a long outer
  // side: the rows where a sleeve reaches out its farthest (within a tenth) span about as many rows as
  // it reaches out. A sleeve held out (053290's, a T-shirt's) reaches that far only at its cuff's
  // corner. Both sleeves are read together: a garment is symmetric, one side of a cut-out may not be.
  const outerSide = (k: 0 | 1, pts: Point[]) => {
    const out = pts.reduce((m, p) => Math.max(m, outward(k, p)), 0);
    const rows = pts.filter((p) => outward(k, p) >= (1 - OUTER_SIDE) * out).map((p) => p.y);
    return out > 0 && rows.length ? (Math.max(...rows) - Math.min(...rows)) / out : 0;
  };
  const hanging = dressPits !== undefined && (outerSide(0, sampleOf(LEFT_SLEEVE)) + outerSide(1, sampleOf(RIGHT_SLEEVE))) / 2 >= HANGING_SIDE;
  /** The middle of side k's seam, from the garment's top to its armpit. */
  const seamMid = (k: 0 | 1): Point => ({ x: edges[k], y: (topY + pits[k]) / 2 });
  for (const [k, label] of [[0, LEFT_SLEEVE], [1, RIGHT_SLEEVE]] as const) {
    const sample = () => sampleOf(label);
    let pts = sample();
    const axisFrom = (from: Point, to: Point) => axisAlong(pts, from, pts.length ? axisDir(from, to) : { x: 0, y: 1 });
    let axis = axisFrom(seamMid(k), centreOf(pts));
    // A hanging sleeve's axis runs from the top of its seam, the shoulder, down to its cuff. Read from
    // the seam's middle it leaned out across the sleeve, and everything above its start (a third of a
    // puff sleeve) was squeezed into the cap: the sleeve stood on the shoulder, its cuff at 0.4-0.55
    // of the upper arm and slanted across it. (A long sleeve's axis already hangs: left as it is.)
    if (hanging) {
      const fromTop = axisFrom({ x: edges[k], y: topY }, centreOf(pts));
      if (slope(fromTop) - slope(axis) > HANGING_TURN) axis = fromTop;
    }
    // ...and stands out sideways past the seam (a sleeveless bodice's armhole edge is a thin strip).
    const outOf = (p: Point) => outward(k, p);
    const out = pts.reduce((m, p) => Math.max(m, outOf(p)), 0);
    if (pts.length * 9 < 0.01 * total || axis.reach < 0.25 * halfW || out < 0.35 * halfW) {
      for (let i = 0; i < w * h; i++) if (labels[i] === label) labels[i] = PANEL;
      continue;
    }
    // A sleeve hangs from the shoulder. An axis pointing up (more than UP_SLOPE) is a flutter or
    // cold-shoulder sleeve laid out from its shoulder strap, its label going on down a strip of the
    // side (053744, 050002): laid along the arm it stood up past the shoulder like a wing. The strip
    // is panel, and the sleeve is read from the top of its seam towards its outermost fifth (its tip).
    const strap = axis.start.y - axis.end.y > UP_SLOPE * Math.abs(axis.end.x - axis.start.x);
    if (strap) {
      trimSideStrip(labels, w, label, edges[k], k ? 1 : -1, SIDE_STRIP * halfW, sleeveBoxes.get(label));
      pts = sample();
      axis = axisFrom({ x: edges[k], y: topY }, centreOf(pts.filter((p) => outOf(p) > 0.8 * out)));
    }
    limbs.push(limbAlong(label, k, pts, axis.start, axisDir(axis.start, axis.end), strap));
  }
  // A garment's two sleeves lie out alike. Where their axes, one mirrored, part by more than
  // SLEEVE_TURN, the sleeve read across the longer cross-section at its start takes the other's
  // direction, mirrored, from the centre of its own first fifth along it: 050181's image-left sleeve
  // was read level (-1 degrees against the other's 32; its cross-section at the start the whole
  // armhole, 176 px against 74), and laid down an arm held out from the body it hung straight down
  // from the shoulder as a box (07966).
  if (limbs.length === 2 && !hanging && !limbs.some((l) => l.strap)) {
    const [a, b] = limbs as [Limb, Limb];
    const mirrored = (d: Point) => ({ x: -d.x, y: d.y });
    if (turnDegrees(axisDir(a.start, a.end), mirrored(axisDir(b.start, b.end))) > SLEEVE_TURN) {
      const [ref, off] = a.capHalf <= b.capHalf ? [a, b] : [b, a];
      const k = off.label === RIGHT_SLEEVE ? 1 : 0;
      const dir = mirrored(axisDir(ref.start, ref.end));
      const pts = sampleOf(off.label);
      const { start } = axisAlong(pts, seamMid(k), dir);
      if (Number.isFinite(start.x)) limbs[limbs.indexOf(off)] = limbAlong(off.label, k, pts, start, dir, false);
    }
  }
  // A top's sleeve of another colour is parted from the panel where its colour begins (sleeve-seams.ts),
  // once the sleeves' axes, caps and widths are read: a sleeve is laid as before, only which of its
  // pixels it draws changes (read from the parted label, a short sleeve's cap was half as wide).
  // The panel's rows are measured again with the strips given back: measured at the side seam's
  // column, the fit laid that column at the shoulder's tip and the strip out past it, a wing of the
  // body's colour standing out over the top of each sleeve (00055's lilac on every person).
  if (rgb && ga.category === 'upper') {
    const parted = [[0, LEFT_SLEEVE] as const, [1, RIGHT_SLEEVE] as const].map(([k, label]) => seamByColour(labels, rgb, w, h, { label, edge: edges[k], dir: k ? 1 : -1, top: topY, armpit: pits[k], other: edges[1 - k] }, halfW));
    if (parted.some(Boolean)) measurePanel();
  }
  return { labels, cx, topY: panelTop, hemY, halfWidth, armpitY, limbs, seamHalf: halfW, boxes: labelBoxes(labels, w, h) };
}

/**
 * A sleeve (`label`, side k: 1 image-right) of sampled pixels `pts` laid along the axis from `start`
 * in direction `dir` (garment pixels), extended to its far end; see GarmentPieces `limbs`.
 */
function limbAlong(label: number, k: 0 | 1, pts: Point[], start: Point, dir: Point, strap: boolean): Limb {
  const proj = (p: Point) => (p.x - start.x) * dir.x + (p.y - start.y) * dir.y;
  const far = pts.reduce((m, p) => Math.max(m, proj(p)), 0);
  // A sleeve's cap is its pixels before its axis' start: between the seam and the start for a sleeve
  // set in, far above the start, over the shoulder, for a merged one (see `cap`); it is rounded to
  // the sleeve's half-width at the start.
  const cap = pts.reduce((m, p) => Math.max(m, -proj(p)), 0);
  const cross = (p: Point) => (p.x - start.x) * dir.y - (p.y - start.y) * dir.x;
  const capHalf = pts.reduce((m, p) => (Math.abs(proj(p)) < 0.1 * far ? Math.max(m, Math.abs(cross(p))) : m), 0);
  // Outer: where the axis' normal (dir.y, -dir.x) points away from the panel, as fit.ts reads `out`.
  const outSign = dir.y * (k ? 1 : -1) >= 0 ? 1 : -1;
  const outer = new Array<number>(OUTER_BINS).fill(0);
  const [lo, hi] = [new Array<number>(OUTER_BINS).fill(0), new Array<number>(OUTER_BINS).fill(0)];
  for (const p of pts) {
    const b = Math.min(OUTER_BINS - 1, Math.floor((OUTER_BINS * proj(p)) / Math.max(1, far)));
    if (b < 0) continue;
    outer[b] = Math.max(outer[b]!, outSign * cross(p));
    // (cross is the offset along the right-hand normal.)
    lo[b] = Math.min(lo[b]!, -cross(p));
    hi[b] = Math.max(hi[b]!, -cross(p));
  }
  return { label, start, end: { x: start.x + dir.x * far, y: start.y + dir.y * far }, cap, capHalf, outer, lo, hi, strap };
}

/**
 * Points `pts` along direction `d` from `from`: how far they reach, and the axis from the centre of
 * their first fifth along it to that of their last.
 */
function axisAlong(pts: Point[], from: Point, d: Point): { reach: number; start: Point; end: Point } {
  const along = pts.map((p) => (p.x - from.x) * d.x + (p.y - from.y) * d.y);
  const reach = along.reduce((m, v) => Math.max(m, v), 0);
  return { reach, start: centreOf(pts.filter((_, i) => along[i]! < 0.2 * reach)), end: centreOf(pts.filter((_, i) => along[i]! > 0.8 * reach)) };
}

/** The mean of points. */
function centreOf(q: Point[]): Point {
  return { x: q.reduce((t, p) => t + p.x, 0) / q.length, y: q.reduce((t, p) => t + p.y, 0) / q.length };
}

/** Degrees two sleeves' axes, one mirrored, may part before one takes the other's direction (garmentPieces). */
const SLEEVE_TURN = 12;

/** Share of a sleeve's reach within which its rows count as its outer side, and how long that side is (over the reach) on a hanging sleeve (garmentPieces; 052234 1.1, 053786 0.95; sleeves laid out from the body: 053290 0.27, 053744's flutters 0.45). */
const OUTER_SIDE = 0.1;
const HANGING_SIDE = 0.8;
/** Degrees a hanging sleeve's axis from its seam's top must be steeper than the one from its seam's middle to replace it. */
const HANGING_TURN = 15;

/** An axis's angle below the horizontal, in degrees. */
function slope(a: { start: Point; end: Point }): number {
  return (Math.atan2(a.end.y - a.start.y, Math.abs(a.end.x - a.start.x)) * 180) / Math.PI;
}

/** In how many equal spans of its axis a sleeve's outer reach is read (garmentPieces `outer`). */
const OUTER_BINS = 10;
/** A sleeve's axis rising more than this (rise over run) points up (see garmentPieces). */
const UP_SLOPE = 0.35;

/** How far past the seam (share of the panel's half-width) a row of a sleeve's label below it must reach to be sleeve (trimSideStrip). */
const SIDE_STRIP = 0.3;

/**
 * The rows at the bottom of a sleeve's label that reach no further than `within` past the seam
 * (`edge`, outwards `dir`) are panel: a strip of the side (a bodice wider than its armpits, a dress's
 * bust) below a flutter or cold-shoulder sleeve, which drew the sleeve's axis up and down the side
 * (053744, 050002). A sleeve's own lowest rows (its cuff, its underside) lie further out. Only for a
 * sleeve whose axis points up: a T-shirt's sleeve laid out straight has such rows by the seam too.
 */
function trimSideStrip(labels: Uint8Array, w: number, label: number, edge: number, dir: -1 | 1, within: number, box: LabelBox | undefined): void {
  if (!box) return;
  for (let y = box.y1; y >= box.y0; y--) {
    let reach = -1;
    for (let x = box.x0; x <= box.x1; x++) if (labels[y * w + x] === label) reach = Math.max(reach, (x - edge) * dir);
    if (reach < 0) continue;
    if (reach >= within) return;
    for (let x = box.x0; x <= box.x1; x++) if (labels[y * w + x] === label) labels[y * w + x] = PANEL;
  }
}

/** Strips of a sleeve's label narrower than twice this (pixels) are not the sleeve (see dropStrayParts). */
const STRIP = 3;

/**
 * Keeps of `label` only its main part: its largest 4-connected part once strips narrower than
 * 2 x STRIP px are shrunk away (a column of the side running down from the sleeve), grown back
 * within the label. The rest (a hem's corner flaring past the seam, a few rows of the side) is panel.
 */
function dropStrayParts(labels: Uint8Array, w: number, h: number, label: number, box: LabelBox | undefined): void {
  // Within the label's bounding box (a margin for the regrowth): a full-photo pass took 30 ms.
  if (!box) return;
  const m = STRIP + 2;
  const [x0, y0, x1, y1] = [Math.max(0, box.x0 - m), Math.max(0, box.y0 - m), Math.min(w - 1, box.x1 + m), Math.min(h - 1, box.y1 + m)];
  const bw = x1 - x0 + 1;
  const bh = y1 - y0 + 1;
  const mine = new Uint8Array(bw * bh);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) mine[y * bw + x] = labels[(y + y0) * w + x + x0] === label ? 255 : 0;
  const core = morph(mine, bw, bh, -STRIP);
  const parts = labelComponents(core, bw, bh);
  if (!parts.count) return;
  let best = 1;
  for (let k = 2; k <= parts.count; k++) if (parts.size[k]! > parts.size[best]!) best = k;
  for (let i = 0; i < bw * bh; i++) core[i] = parts.label[i] === best ? 255 : 0;
  const main = morph(core, bw, bh, STRIP + 1);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) if (mine[y * bw + x] && !main[y * bw + x]) labels[(y + y0) * w + x + x0] = PANEL;
}

/** Bounding box of each label in the garment photo. */
export function labelBoxes(labels: Uint8Array, w: number, h: number): Map<number, LabelBox> {
  const out = new Map<number, LabelBox>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const l = labels[y * w + x] ?? 0;
      if (!l) continue;
      const b = out.get(l);
      if (!b) out.set(l, { x0: x, y0: y, x1: x, y1: y });
      else {
        if (x < b.x0) b.x0 = x;
        if (x > b.x1) b.x1 = x;
        if (y < b.y0) b.y0 = y;
        if (y > b.y1) b.y1 = y;
      }
    }
  return out;
}

/** A lower garment's rows as the fit reads them (LowerRows); all its pixels are panel. */
function lowerRows(labels: Uint8Array, w: number, h: number, cxAt: number, topY: number, hemY: number): LowerRows {
  const extents = new Float32Array(h);
  rowExtents(labels, w, h).forEach((r, y) => {
    if (r.left >= 0) extents[y] = (r.right - r.left + 1) / 2;
  });
  const cx = Math.round(cxAt);
  let crotch = -1;
  for (let y = topY + 2; y + 2 <= hemY; y++)
    if ([0, 1, 2].every((k) => labels[(y + k) * w + cx] !== PANEL)) {
      crotch = y;
      break;
    }
  const plus = new Float64Array(h).fill(NaN);
  const minus = new Float64Array(h).fill(NaN);
  if (crotch >= 0)
    for (const [arr, dir] of [[plus, 1], [minus, -1]] as const)
      for (let y = crotch; y <= Math.min(h - 1, hemY); y++) {
        let t = 0;
        let m = 0;
        for (let x = 0; x < w; x++)
          if (labels[y * w + x] === PANEL && (cx - x) * dir > 0) {
            t += (cx - x) * dir;
            m++;
          }
        if (m) arr[y] = (t / m) * dir;
      }
  return { extents, crotch, legCentres: { plus, minus } };
}

/**
 * Per side (image-left, image-right), the median distance from column cx of the inner edge of the
 * garment hanging apart from the body below its hem: over the rows from y0 to the box's bottom whose
 * centre is background, the nearest run of garment on that side when it is about as wide as it is
 * far from the centre (a cuff; a curved hem's corners are narrow strips). Undefined on a side with
 * fewer such rows than CUFF_ROWS x the garment's length `len`.
 */
function cuffGaps(mask: Uint8Array, w: number, cx: number, y0: number, len: number, box: GarmentAnalysis['box']): [number | undefined, number | undefined] {
  const x0 = Math.round(cx);
  const inBox = (x: number) => x >= box.x && x < box.x + box.width;
  const gap = (dir: -1 | 1): number | undefined => {
    const v: number[] = [];
    for (let y = Math.max(0, y0); y < Math.min(mask.length / w, box.y + box.height); y++) {
      if (mask[y * w + x0]) continue;
      let x = x0;
      while (inBox(x) && !mask[y * w + x]) x += dir;
      if (!inBox(x)) continue;
      const d = (x - x0) * dir;
      const far = walk(mask, w, y, x, dir);
      if ((far - x) * dir + 1 >= 0.5 * d) v.push(d);
    }
    v.sort((a, b) => a - b);
    return v.length >= Math.max(3, CUFF_ROWS * len) ? v[v.length >> 1] : undefined;
  };
  return [gap(-1), gap(1)];
}
/** Rows of cuff apart from the body, as a share of the garment's length, that show a sleeve's underside. */
const CUFF_ROWS = 0.03;

/** Median midpoint of the garment's extent over rows y0..y1 within its box (undefined when empty). */
function shoulderCentre(mask: Uint8Array, w: number, y0: number, y1: number, box: GarmentAnalysis['box']): number | undefined {
  const mids: number[] = [];
  for (let y = y0; y <= y1; y++) {
    let l = -1;
    let r = -1;
    for (let x = box.x; x < box.x + box.width; x++)
      if (mask[y * w + x]) {
        if (l < 0) l = x;
        r = x;
      }
    if (l >= 0) mids.push((l + r) / 2);
  }
  mids.sort((a, b) => a - b);
  return mids[mids.length >> 1];
}

function countPanel(labels: Uint8Array): number {
  let n = 0;
  for (const l of labels) if (l) n++;
  return n;
}

/** Median half-width of the panel over the rows of its upper torso (below the armholes). */
export function panelHalfWidth(p: GarmentPieces, category: GarmentAnalysis['category']): number {
  if (category === 'full') return dressWaistHalf(p);
  const [from, to] = [0.08, 0.5];
  const a = p.armpitY + Math.round(from * (p.hemY - p.armpitY));
  const b = p.armpitY + Math.round(to * (p.hemY - p.armpitY));
  const v: number[] = [];
  for (let y = a; y <= b; y++) if ((p.halfWidth[y] ?? 0) > 0) v.push(p.halfWidth[y] ?? 0);
  v.sort((x, y) => x - y);
  return v[v.length >> 1] ?? 1;
}

/**
 * A dress is measured at its waist, the narrowest row of the bodice between the armpits and half its
 * length: long sleeves hanging beside the bodice, a wide neckline or puffed shoulders widen the rows
 * above it, the skirt's flare the rows below.
 */
function dressWaistHalf(p: GarmentPieces): number {
  let best = Infinity;
  for (let y = p.armpitY; y <= p.topY + 0.5 * (p.hemY - p.topY); y++) if ((p.halfWidth[y] ?? 0) > 0) best = Math.min(best, p.halfWidth[y] ?? 0);
  return Number.isFinite(best) ? best : 1;
}

export const axisDir = (start: Point, end: Point): Point => norm(sub(end, start));

/**
 * Per column outside a dress's seams (`edges`, 3 px or more beyond them), the lowest row down to
 * which the garment runs unbroken from its side's armpit row (`pits`): a sleeve hanging down beside
 * the bodice. -1 where the column is not garment at the armpit's row, lies between the seams, or
 * belongs to a side with fewer such columns than a sleeve is wide (`minWidth`: a bodice's edge
 * running straight down from the armpit is a strip a few columns wide).
 */
function hangingFromArmpits(mask: Uint8Array, w: number, edges: readonly [number, number], pits: readonly [number, number], x0: number, x1: number, hemY: number, minWidth: number): Int32Array {
  const lowest = new Int32Array(w).fill(-1);
  const columns = [0, 0];
  for (let x = x0; x <= x1; x++) {
    const k = x < edges[0] - 3 ? 0 : x > edges[1] + 3 ? 1 : -1;
    if (k < 0) continue;
    const pit = pits[k as 0 | 1];
    if (!mask[pit * w + x]) continue;
    let y = pit;
    while (y + 1 <= hemY && mask[(y + 1) * w + x]) y++;
    lowest[x] = y;
    if (y > pit) columns[k]!++;
  }
  for (let x = x0; x <= x1; x++) if ((x < edges[0] ? columns[0]! : columns[1]!) < minWidth) lowest[x] = -1;
  return lowest;
}
