// The body panel's top laid on the shoulders. The panel is warped row by row across the body's axis,
// so a flat lay's shoulder seams keep their own slope: on a person whose shoulders slope more than
// the garment's, or who leans (one shoulder lower than the other), a shoulder of the garment stood
// above the person's like a wing, with backdrop showing under it. Each column of the panel is moved
// down by what its top lacks to reach the person's shoulder line there, fully at the top and less
// and less down to the chest, so the print below the armholes keeps its shape.
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
 * count as shouldered (nearer the neck is its collar's opening, farther its sleeve's armhole).
 */
const SHOULDERED = [0.4, 0.75] as const;
/** Down to this many torso lengths below the panel's top the move fades out. */
const FADE = 0.4;
/**
 * A move up fades out sooner: only the shoulder's band above the chest is stretched. Faded out over
 * FADE, the lifted sides bent a chest print under them (the Vans logo's box on 049205 and 053228).
 */
const LIFT_FADE = 0.12;

/** What the drape needs of the panel piece (fit.ts Piece). */
interface PanelPlacement {
  path: Point[];
  along: number;
  across: Float32Array;
  s0: number;
}

/**
 * The drape of a top's or dress's panel on the shoulders (keypoints of both shoulder joints); undefined
 * where the garment's top already lies on or below the shoulder line everywhere.
 */
export function shoulderDrape(panel: PanelPlacement, garment: GarmentPieces, gw: number, shoulders: readonly [Point, Point], sw: number, torso: number): Drape | undefined {
  const [o, next] = [panel.path[0]!, panel.path[1]!];
  const len = Math.hypot(next.x - o.x, next.y - o.y) || 1;
  const d = { x: (next.x - o.x) / len, y: (next.y - o.y) / len };
  // As the warp signs u: along the path's left-hand normal.
  const n = { x: -d.y, y: d.x };
  const tips = shoulders.map((k) => {
    const v = { x: k.x - o.x, y: k.y - LIFT * sw - o.y };
    return { s: v.x * d.x + v.y * d.y, u: v.x * n.x + v.y * n.y };
  });
  const across0 = panel.across[Math.min(panel.across.length - 1, Math.max(0, Math.round(-panel.s0)))] ?? 1;
  const gh = garment.labels.length / gw;
  const U = Math.ceil(0.9 * sw);
  const raw = new Float32Array(2 * U + 1);
  const raised = new Float32Array(2 * U + 1);
  const neck = NECK_HALF * sw;
  // Per side, whether the garment's top lies near the raised shoulder line between its collar and its
  // armhole (a shouldered top, not a cami's or an off-shoulder top's armhole far below it): such a
  // top is moved down onto the raised line, others onto the straight one.
  const shouldered = [true, true];
  for (let u = -U; u <= U; u++) {
    const tip = tips.find((t) => Math.sign(t.u) === Math.sign(u) && Math.abs(t.u) > neck);
    if (!tip || Math.abs(u) <= neck) continue;
    // The shoulder line: from the collar (s 0) at the neck's side down to the shoulder's top, and on
    // with that slope a little past it.
    const t = (Math.abs(u) - neck) / (Math.abs(tip.u) - neck);
    const body = Math.min(tip.s * t, tip.s + 0.1 * sw);
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
    if (along >= SHOULDERED[0] && along <= SHOULDERED[1] && up < -NEAR_LINE * sw) shouldered[u < 0 ? 0 : 1] = false;
    raw[u + U] = Math.max(0, Math.min(MAX_DROP * sw, gap));
    // A shouldered top's shoulder below the raised line is lifted onto it, out from its collar (LIFT_FROM)
    // to the shoulder's tip (past it, the top is the armhole's).
    const lift = along <= 1 ? MAX_LIFT * sw * Math.max(0, Math.min(1, (along - LIFT_FROM[0]) / (LIFT_FROM[1] - LIFT_FROM[0]))) : 0;
    raised[u + U] = Math.max(-lift, Math.min(MAX_DROP * sw, up));
  }
  for (let u = -U; u <= U; u++) if (shouldered[u < 0 ? 0 : 1] && Math.abs(u) > neck) raw[u + U] = raised[u + U]!;
  // Smoothed across (a ragged top edge must not ripple the print).
  const drop = smooth(raw, Math.max(1, Math.round(0.05 * sw)));
  const any = drop.some((v) => Math.abs(v) > 0.5);
  return any ? { u0: -U, drop, fade: FADE * torso, liftFade: LIFT_FADE * torso } : undefined;
}

/** Arc length s moved by the drape at offset u: fully above the panel's top, fading out to `fade`. */
export function draped(drape: Drape, s: number, u: number): number {
  const k = Math.round(u) - drape.u0;
  const v = k >= 0 && k < drape.drop.length ? drape.drop[k]! : 0;
  return v ? s - v * (s <= 0 ? 1 : Math.max(0, 1 - s / (v < 0 ? drape.liftFade : drape.fade))) : s;
}
