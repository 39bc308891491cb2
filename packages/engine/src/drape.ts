// The body panel's top laid on the shoulders. The panel is warped row by row across the body's axis,
// so a flat lay's shoulder seams keep their own slope: on a person whose shoulders slope more than
// the garment's, or who leans (one shoulder lower than the other), a shoulder of the garment stood
// above the person's like a wing, with backdrop showing under it. Each column of the panel is moved
// down by what its top lacks to reach the person's shoulder line there, fully at the top and less
// and less down to the chest, so the print below the armholes keeps its shape. A shouldered top
// (a T-shirt, not a cami) is also moved up onto the line out towards the shoulder's tip, and where
// the photo's silhouette shows the shoulder's outline, onto that: a shoulder higher than the line
// drawn from the keypoints showed a band of painted skin above the new top.
import { smooth } from './image.ts';
import { PANEL, type GarmentPieces } from './pieces.ts';
import type { Point } from './types.ts';

/**
 * Per output offset across the panel's path (u, in pixels from u0), how far its top is moved down
 * (pixels; up where negative); `fade`: the arc length by which a move down has faded out, `liftFade`
 * a move up.
 */
export interface Drape {
  u0: number;
  drop: Float32Array;
  fade: number;
  liftFade: number;
  /** Per side of the path (u < 0, u > 0), whether the garment's top there is shouldered (shoulderOf): a T-shirt's, not a cami's. */
  shouldered: readonly [boolean, boolean];
  /**
   * The shoulder line's slope across the panel's rows (pixels down per pixel of u): the panel's rows
   * are sheared onto it at the top (collar included), less and less down to `fade` (the chest, as a
   * move down), where they lie across the body's axis again. `drop` is measured in the sheared rows.
   */
  tilt: number;
}

/** The top of the shoulder above its joint (the keypoint), in shoulder widths. */
const LIFT = 0.08;
/** Half the neck's width, in shoulder widths: the collar stays where the panel's origin puts it. */
const NECK_HALF = 0.15;
/** At most this much (shoulder widths) is a column moved down. */
const MAX_DROP = 0.2;
/** At most this much (shoulder widths) is a shouldered top's column moved up (see `lift` below). */
const MAX_LIFT = 0.1;
/**
 * A move up sets in between these shares of the way from the neck to the shoulder's tip: lifted from
 * SHOULDERED's start, a T-shirt's collar band was pulled up into horns beside the neck (049205).
 */
const LIFT_FROM = [0.55, 0.8] as const;
/**
 * How far (shoulder widths) a shouldered top's seam lies above the straight line from the collar to
 * the shoulder's top, at the neck (none at the tip): the trapezius rises towards the neck, and a seam
 * laid on the straight line left an old tank's straps (a band of painted skin) above a new T-shirt's
 * shoulders (model_5: the outline 0.06 shoulder widths above the collar's height beside the neck).
 * What then stands past the person's outline is clipped there (layers.ts pastShoulders).
 */
const RAISE = 0.07;
/** How far (shoulder widths) below the raised line a shouldered top's top may lie (see SHOULDERED). */
const NEAR_LINE = 0.1;
/**
 * Between these shares of the way to the shoulder's tip a top's top edge must lie near the line to
 * count as shouldered (nearer the neck is its collar's opening; farther, and wherever it leaves
 * the line for good, its sleeve's armhole: shoulderOf).
 */
const SHOULDERED = [0.4, 0.75] as const;
/** The share of a shouldered top's columns before its armhole that lie near the line (shoulderOf). */
const NEAR_SHARE = 0.8;
/**
 * At most this slope (pixels down per pixel across) is the panel sheared onto the shoulder line; a
 * steeper line is a keypoint gone astray (a raised arm's shoulder), not a body.
 */
const MAX_TILT = 0.4;
/** The sheared rows' spacing keeps at least 1 - UNFOLDED of the unsheared (see `most` in shoulderDrape). */
const UNFOLDED = 0.8;
/**
 * Down to this many torso lengths below the panel's top a move down and the shear fade out. (The
 * shear faded out by the hips, tried first: the panel's widths are measured across the body's axis,
 * and a sheared waist took the width of a row above or below it, a gap of backdrop beside 07966's
 * hand on her hip; a crop top's hem slanted down over the belly painted below it, 05997 under 10297.)
 */
const FADE = 0.4;
/**
 * A move up fades out sooner: only the shoulder's band above the chest is stretched. Faded out over
 * FADE, the lifted sides bent a chest print under them (the Vans logo's box on 049205 and 053228).
 */
const LIFT_FADE = 0.12;

/**
 * How far (shoulder widths) above the shoulder line the person's outline may lie and still be read
 * as the shoulder's top: a column whose silhouette starts higher runs into the neck or the hair.
 */
const OUTLINE_ABOVE = 0.15;
/** How far (shoulder widths) inside the person's outline a shouldered top's seam is laid. */
const INSET = 0.01;

/** The person's silhouette (0/255 per output pixel). */
export interface Silhouette {
  mask: Uint8Array;
  w: number;
  h: number;
}

/** What the drape needs of the panel piece (fit.ts Piece). */
interface PanelPlacement {
  path: Point[];
  along: number;
  across: Float32Array;
  s0: number;
}

/**
 * The drape of a top's or dress's panel on the shoulders (keypoints of both shoulder joints); its drop
 * is all 0 where the garment's top already lies on or below the shoulder line everywhere.
 */
export function shoulderDrape(
  panel: PanelPlacement,
  garment: GarmentPieces,
  gw: number,
  shoulders: readonly [Point, Point],
  sw: number,
  torso: number,
  silhouette?: Silhouette,
): Drape {
  const [o, next] = [panel.path[0]!, panel.path[1]!];
  const len = Math.hypot(next.x - o.x, next.y - o.y) || 1;
  const d = { x: (next.x - o.x) / len, y: (next.y - o.y) / len };
  // As the warp signs u: along the path's left-hand normal.
  const n = { x: -d.y, y: d.x };
  const joints = shoulders.map((k) => {
    const v = { x: k.x - o.x, y: k.y - LIFT * sw - o.y };
    return { s: v.x * d.x + v.y * d.y, u: v.x * n.x + v.y * n.y };
  });
  // A person leaning or sitting askew has shoulders tilted to the torso's axis: the panel's rows are
  // sheared onto their line, so both tips lie on one sheared row (laid across the axis, a T-shirt's
  // higher shoulder left a slab of painted skin above it that no lift from beside the collar could
  // reach: fashn-model, seated, his shoulders 18 degrees off the rows).
  const [a, b] = joints as [{ s: number; u: number }, { s: number; u: number }];
  const fade = FADE * torso;
  // (Never so steep that the rows within a shoulder width of the path fold over one another above the
  // fade: a short torso's, seen foreshortened.)
  const most = Math.min(MAX_TILT, (UNFOLDED * fade) / sw);
  const tilt = a.u * b.u < 0 ? Math.max(-most, Math.min(most, (b.s - a.s) / (b.u - a.u))) : 0;
  const tips = joints.map((t) => ({ s: t.s - tilt * t.u, u: t.u }));
  const across0 = panel.across[Math.min(panel.across.length - 1, Math.max(0, Math.round(-panel.s0)))] ?? 1;
  const gh = garment.labels.length / gw;
  const U = Math.ceil(0.9 * sw);
  const raw = new Float32Array(2 * U + 1);
  const raised = new Float32Array(2 * U + 1);
  const neck = NECK_HALF * sw;
  // Per side, whether the garment's top lies near the raised shoulder line between its collar and its
  // armhole (a shouldered top, not a cami's or an off-shoulder top's armhole far below it): such a
  // top is moved onto the raised line (or the photo's outline), others down onto the straight one.
  const columns: Column[][] = [[], []];
  const alongs = new Float32Array(2 * U + 1);
  for (let u = -U; u <= U; u++) {
    const tip = tips.find((t) => Math.sign(t.u) === Math.sign(u) && Math.abs(t.u) > neck);
    if (!tip || Math.abs(u) <= neck) continue;
    // The shoulder line: from the collar (s 0) at the neck's side down to the shoulder's top, and on
    // with that slope a little past it.
    const t = (Math.abs(u) - neck) / (Math.abs(tip.u) - neck);
    const body = Math.min(tip.s * t, tip.s + 0.1 * sw);
    const outline = silhouette && outlineAt(silhouette, o, d, n, u, body, sw, (v) => unsheared(tilt, fade, v, u));
    const gx = Math.round(garment.cx - u / across0);
    if (gx < 0 || gx >= gw) continue;
    let top = -1;
    for (let y = 0; y < gh; y++)
      if (garment.labels[y * gw + gx] === PANEL) {
        top = y;
        break;
      }
    if (top < 0) continue;
    const gap = body - (top - garment.topY) * panel.along;
    // The shoulder rises towards the neck above that line (the trapezius): RAISE at the neck, none at the tip.
    const up = gap - RAISE * sw * Math.max(0, 1 - t);
    const along = Math.abs(u) / Math.abs(tip.u);
    alongs[u + U] = along;
    if (along >= SHOULDERED[0] && along <= 1) columns[u < 0 ? 0 : 1]!.push({ at: along, near: up >= -NEAR_LINE * sw });
    // Where the photo shows the shoulder's outline, a shouldered top's seam is laid just inside it.
    const onto = outline !== undefined ? outline + INSET * sw - (top - garment.topY) * panel.along : up;
    raw[u + U] = Math.max(0, Math.min(MAX_DROP * sw, gap));
    // A shouldered top's shoulder below the raised line (or the outline) is lifted onto it, out from
    // its collar (LIFT_FROM) to the shoulder's tip (past it, the top is the armhole's).
    const lift = along <= 1 ? MAX_LIFT * sw * Math.max(0, Math.min(1, (along - LIFT_FROM[0]) / (LIFT_FROM[1] - LIFT_FROM[0]))) : 0;
    raised[u + U] = Math.max(-lift, Math.min(MAX_DROP * sw, onto));
  }
  // Lifted out to the armhole, not the armhole itself (its top is the sleeve's): lifted, its smoothing
  // with a shoulder moved down bent a collar into a horn.
  const sides = columns.map(shoulderOf);
  for (let u = -U; u <= U; u++) {
    const side = sides[u < 0 ? 0 : 1]!;
    if (side.shouldered && Math.abs(u) > neck) raw[u + U] = alongs[u + U]! < side.armhole ? raised[u + U]! : Math.max(0, raised[u + U]!);
  }
  // Smoothed across (a ragged top edge must not ripple the print).
  const drop = smooth(raw, Math.max(1, Math.round(0.05 * sw)));
  // (Moves under half a pixel are none.)
  if (!drop.some((v) => Math.abs(v) > 0.5)) drop.fill(0);
  return { u0: -U, drop, fade, liftFade: LIFT_FADE * torso, shouldered: [sides[0]!.shouldered, sides[1]!.shouldered], tilt };
}

/** One column of a side's top: its share of the way to the shoulder's tip, and whether its top lies near the raised line. */
interface Column {
  at: number;
  near: boolean;
}

/**
 * One side of a top, from its columns out from the collar (SHOULDERED's first share) to the shoulder's
 * tip. Those past the last one near the line are its armhole (`armhole`: the share where it starts),
 * where a T-shirt's sleeve is sewn on: before the tip on a narrow person in a wide garment. The side is
 * shouldered where, of its columns up to SHOULDERED's second share, those before the armhole are at
 * least half and NEAR_SHARE of them lie near the line (a cami's armholes, between its collar and its
 * straps, lie far below it; so does the whole top of an off-shoulder top).
 */
export function shoulderOf(columns: Column[]): { shouldered: boolean; armhole: number } {
  const out = [...columns].sort((a, b) => a.at - b.at);
  let end = out.length;
  while (end > 0 && !out[end - 1]!.near) end--;
  const armhole = end < out.length ? out[end]!.at : Infinity;
  const band = out.filter((c) => c.at <= SHOULDERED[1]);
  const before = band.filter((c) => c.at < armhole);
  const shouldered = before.length * 2 >= band.length && before.filter((c) => c.near).length >= NEAR_SHARE * before.length;
  return { shouldered, armhole };
}

/**
 * Sheared arc length of the silhouette's top at offset u across the panel's path (origin o, direction
 * d, normal n; `out` gives the output arc length of a sheared one), looked for from OUTLINE_ABOVE
 * above the shoulder line `line` to 0.1 shoulder widths below it; undefined where the column already
 * starts in the silhouette (the neck, the hair) or meets none.
 */
function outlineAt(sil: Silhouette, o: Point, d: Point, n: Point, u: number, line: number, sw: number, out: (s: number) => number): number | undefined {
  const inside = (v: number) => {
    const s = out(v);
    const x = Math.round(o.x + d.x * s + n.x * u);
    const y = Math.round(o.y + d.y * s + n.y * u);
    return x >= 0 && y >= 0 && x < sil.w && y < sil.h && sil.mask[y * sil.w + x] !== 0;
  };
  const from = Math.floor(line - OUTLINE_ABOVE * sw);
  if (inside(from)) return undefined;
  for (let s = from + 1; s <= line + 0.1 * sw; s++) if (inside(s)) return s;
  return undefined;
}

/** The output arc length at offset u of sheared arc length v: the inverse of `sheared`. */
function unsheared(tilt: number, fade: number, v: number, u: number): number {
  const t = tilt * u;
  if (v + t <= 0) return v + t;
  const s = (v + t) / (1 + t / fade);
  return s < fade ? s : v;
}

/** The sheared arc length of output arc length s at offset u: moved by the shoulder line's slope, fully above the panel's top, fading out to `fade`. */
function sheared(tilt: number, fade: number, s: number, u: number): number {
  return s - tilt * u * (s <= 0 ? 1 : Math.max(0, 1 - s / fade));
}

/**
 * The output arc length at offset u that shows the panel's arc length s, as far as the shear goes
 * (fit.ts forward: a column's own move, at most MAX_DROP, is left out).
 */
export function undraped(drape: Drape, s: number, u: number): number {
  return drape.tilt ? unsheared(drape.tilt, drape.fade, s, u) : s;
}

/** Arc length s moved by the drape at offset u: sheared onto the shoulder line, then moved fully above the panel's top, fading out to `fade`. */
export function draped(drape: Drape, out: number, u: number): number {
  const s = drape.tilt ? sheared(drape.tilt, drape.fade, out, u) : out;
  const k = Math.round(u) - drape.u0;
  const v = k >= 0 && k < drape.drop.length ? drape.drop[k]! : 0;
  return v ? s - v * (s <= 0 ? 1 : Math.max(0, 1 - s / (v < 0 ? drape.liftFade : drape.fade))) : s;
}
