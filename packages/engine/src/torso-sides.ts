// The torso's two sides across the body's path, read from the person's mask without the arms: fit.ts
// lays a top's or dress's panel as wide as they are apart and centres it between them.
import type { Body } from './fit.ts';
import { closeProfile } from './image.ts';
import type { Point } from './types.ts';

/**
 * One side: how far (pixels) the silhouette runs from the path before it ends or an arm begins (`t`),
 * whether an arm ended it (`byArm`), whether the torso's edge there is hidden (an arm in front of it,
 * body again beyond the arm; an arm beside the torso has backdrop beyond it), and where the torso's
 * edge is taken to lie (`edge`: `t`, or past a hand or a forearm in front of it).
 */
export interface Side {
  t: number;
  byArm: boolean;
  hidden: boolean;
  edge: number;
}

/**
 * The side from `c` along `p` times `dir`. A side hidden by a hand's disc alone runs on to the torso's
 * edge past it (07966's hand on her hip: its disc, laid on along her forearm across her waist's side,
 * lies over her torso, ended that side's walk there, and her new top was laid a hand narrower than
 * her waist on both sides, a white gap beside it).
 */
export function bodySide(body: Body, c: Point, p: Point, dir: -1 | 1): Side {
  const at = pixelsAlong(body, c, p, dir);
  let t = 0;
  let byArm = false;
  for (; t < body.w; t += 2) {
    const i = at(t);
    if (i < 0 || !body.mask[i]) break;
    if (t > 4 && body.arms[i]) {
      byArm = true;
      break;
    }
  }
  let beyond = t;
  const inArm = (i: number) => i >= 0 && body.mask[i] && body.arms[i];
  while (t > 4 && inArm(at(beyond))) beyond += 2;
  const past = at(beyond);
  const hidden = beyond > t && past >= 0 && !!body.mask[past];
  // Hidden by a hand's disc alone (no arm in front there): on past it to where the body ends.
  let edge = t;
  const { hands } = body;
  if (hidden && hands && hands[at(t)] && hands[at(beyond - 2)])
    for (edge = beyond; edge < body.w; edge += 2) {
      const i = at(edge);
      if (i < 0 || !body.mask[i] || body.arms[i]) break;
    }
  return { t, byArm, hidden, edge };
}

/** The pixel index (-1 outside the photo) at distance t from `c` along `p` times `dir`. */
const pixelsAlong =
  (body: Body, c: Point, p: Point, dir: -1 | 1) =>
  (t: number): number => {
    const x = Math.round(c.x + p.x * t * dir);
    const y = Math.round(c.y + p.y * t * dir);
    return x < 0 || y < 0 || x >= body.w || y >= body.h ? -1 : y * body.w + x;
  };

/** Half-width of the silhouette (arms excluded) from its two sides: the mean of their edges. */
export const halfOf = (minus: Side, plus: Side) => (minus.edge + plus.edge) / 2;

/** Half-width of the silhouette across `c` along `p` (halfOf its sides there). */
export function bodyHalf(body: Body, c: Point, p: Point): number {
  return halfOf(bodySide(body, c, p, -1), bodySide(body, c, p, 1));
}

/** How often (samples of the path) the sides are read: they change slowly, and the profile is smoothed. */
export const SIDES_STEP = 3;

/** Both sides per sample of a path from its `s0` (read at every SIDES_STEP-th; undefined between). */
export interface Sides {
  minus: (Side | undefined)[];
  plus: (Side | undefined)[];
}

/**
 * Both sides at every SIDES_STEP-th of `n` samples of the path from arc length `s0` (`at`: the path's
 * point at arc length s). Where an arm in front ends a side far inside the torso's edge above and
 * below it, the edge is taken between those (ARM_DIP): a hand on the hip with the forearm held out
 * beside the waist (backdrop beyond the arm, so not `hidden`) ended 07966's image-left side 56-68 px
 * from her middle against 180-200 above and below it, and every top was laid a hand narrower there
 * and moved off to her other side, her old trousers and belt showing in a notch at its hem. An arm
 * hanging beside the torso ends its side about where the torso's edge is, and runs on up into the
 * shoulder: nothing is taken past it.
 */
export function sidesAlong(body: Body, at: (s: number) => Point, p: Point, s0: number, n: number): Sides {
  const minus: (Side | undefined)[] = new Array(n);
  const plus: (Side | undefined)[] = new Array(n);
  for (let k = 0; k < n; k += SIDES_STEP) {
    const c = at(s0 + k);
    minus[k] = bodySide(body, c, p, -1);
    plus[k] = bodySide(body, c, p, 1);
  }
  bridgeArmDips(minus);
  bridgeArmDips(plus);
  return { minus, plus };
}

/** A run of samples ended by an arm is bridged when its edges all lie within this share of the lower of its neighbours' (sidesAlong). */
const ARM_DIP = 0.6;

/** Bridges each run of samples ended by an arm far inside its neighbours' edges: taken between them, and hidden. */
function bridgeArmDips(sides: (Side | undefined)[]): void {
  // (Ended by an arm, and not already taken past a hand.)
  const dip = (k: number) => {
    const s = sides[k];
    return !!s && s.byArm && s.edge === s.t;
  };
  for (let k = 0; k < sides.length; k += SIDES_STEP) {
    if (!dip(k)) continue;
    let end = k;
    while (dip(end + SIDES_STEP)) end += SIDES_STEP;
    // (Its neighbours: none before the first sample or past the last.)
    const [a, b] = [sides[k - SIDES_STEP], sides[end + SIDES_STEP]];
    let deepest = 0;
    for (let r = k; r <= end; r += SIDES_STEP) deepest = Math.max(deepest, sides[r]!.edge);
    if (a && b && deepest < ARM_DIP * Math.min(a.edge, b.edge))
      for (let r = k; r <= end; r += SIDES_STEP) {
        const f = (r - k + SIDES_STEP) / (end - k + 2 * SIDES_STEP);
        sides[r] = { ...sides[r]!, hidden: true, edge: a.edge + f * (b.edge - a.edge) };
      }
    k = end;
  }
}

/**
 * A bottom's sides from sample `from` (its waist) down (sidesAlong's samples): a side ended by an arm
 * reads at least the widest that side was read from there on. The hips do not narrow going down them,
 * and an arm hanging beside them, its hand at the thigh, ends the side inside the hip's edge: taken
 * there, new trousers were laid narrower under the hands than above and below them and stood out
 * past the fingertips like pockets turned out (052964 under 051473: 72-78 px from her middle against
 * 95-114 above and 104 below).
 */
export function holdHips(sides: Sides, from: number): void {
  for (const side of [sides.minus, sides.plus]) {
    let widest = 0;
    for (let k = Math.ceil(from / SIDES_STEP) * SIDES_STEP; k < side.length; k += SIDES_STEP) {
      const s = side[k];
      if (!s) continue;
      if (s.byArm && s.edge < widest) side[k] = { ...s, edge: widest };
      widest = Math.max(widest, s.edge);
    }
  }
}

/**
 * A top's sides from sample `from` (its armpits) down (fit.ts; a dress's bodice is not bridged): a dip in a side shorter than
 * `span` samples is bridged (a 1-D closing of its edges), as cloth hangs across it. A straight T-shirt
 * laid to model_5's waist, whose image-right side runs in 10 px for about 50 rows and out again,
 * was pulled in there, a dark sliver in the notch beside his arm; a waist that narrows over most of
 * the torso (01861's) keeps its shape.
 */
export function bridgeDips(sides: Sides, from: number, span: number): void {
  const r = Math.max(1, Math.round(span / 2 / SIDES_STEP));
  const k0 = Math.ceil(from / SIDES_STEP) * SIDES_STEP;
  for (const side of [sides.minus, sides.plus]) {
    const ks: number[] = [];
    for (let k = k0; k < side.length; k += SIDES_STEP) ks.push(k);
    const closed = closeProfile(Float64Array.from(ks, (k) => side[k]?.edge ?? NaN), r);
    ks.forEach((k, j) => {
      const s = side[k];
      if (s && closed[j]! > s.edge) side[k] = { ...s, edge: closed[j]! };
    });
  }
}

/**
 * A top's sides from sample `from` (its armpits) down (sidesAlong's samples, `at` and `p` as given
 * there): below where an arm meets a side (the side ended by it), while the side ends short of that arm
 * with it within `gap` pixels beyond (a speck of the body mask between them aside), it is run on to
 * the arm and `tuck` pixels behind it (at most half the arm's width), and ended by it (so the panel is
 * centred on it too): cloth hangs down along an arm held close beside the waist. Where the arm leaves
 * it, it goes back in by ARM_EASE a row. Laid to model_4's bare waist, a straight T-shirt left a strip
 * of backdrop between it and her hanging arm down to her hips, where her skirt meets the forearm and
 * its side stepped out to it; taken to the arm's edge alone, the garment's own uneven side still left
 * one here and there. Run on to an arm wherever it came close, without its meeting the side above, a
 * top bulged out to a forearm reaching in to the hip (model_5's); stopped at once where the arm
 * leaves, 00055 stepped in to 01861's waist below her armpit.
 */
export function bridgeToArms(sides: Sides, body: Body, at: (s: number) => Point, p: Point, s0: number, from: number, reach: { gap: number; tuck: number }): void {
  for (const [side, dir] of [[sides.minus, -1], [sides.plus, 1]] as const) {
    /** Samples since the side last hung along an arm (ended by it, or with it within the gap), read from the top. */
    let since = Infinity;
    /** The edge it was last run on to (none yet): where the arm leaves it, it goes back in from there by ARM_EASE a row. */
    let left = -Infinity;
    for (let k = 0; k < side.length; k += SIDES_STEP) {
      const s = side[k];
      if (!s) continue;
      since++;
      left -= ARM_EASE * SIDES_STEP;
      if (s.byArm) since = 0;
      const t = !s.byArm && since <= ARM_LOST && s.edge === s.t ? armBeyond(body, at(s0 + k), p, dir, s.t, reach.gap, reach.tuck) : undefined;
      if (t !== undefined) since = 0;
      if (k < from || s.byArm) continue;
      const edge = t ?? left;
      if (edge <= s.edge) continue;
      side[k] = { ...s, t: edge, byArm: true, edge };
      left = Math.max(left, edge);
    }
  }
}

/** How fast (px a row) a side run on to an arm goes back in where the arm leaves it (bridgeToArms). */
const ARM_EASE = 0.5;

/** How many samples (SIDES_STEP rows each) a side may miss the arm beside it and still hang along it (a speck of the body mask in the gap). */
const ARM_LOST = 3;

/**
 * Where (distance from `c` along `p` times `dir`) an arm begins within `gap` past `t`, and the farthest
 * behind its inner edge within `tuck` and half the arm's width there (undefined: no arm).
 */
function armBeyond(body: Body, c: Point, p: Point, dir: -1 | 1, t: number, gap: number, tuck: number): number | undefined {
  const at = pixelsAlong(body, c, p, dir);
  const arm = (d: number) => {
    const i = at(d);
    return i >= 0 && !!body.mask[i] && !!body.arms[i];
  };
  let d = t;
  while (d <= t + gap && at(d) >= 0 && !arm(d)) d++;
  if (!arm(d)) return undefined;
  let out = d;
  while (out < d + 2 * tuck && arm(out + 1)) out++;
  return d + Math.min(tuck, (out - d) / 2);
}
