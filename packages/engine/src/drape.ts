// The body panel's top laid on the shoulders. The panel is warped row by row across the body's axis,
// so a flat lay's shoulder seams keep their own slope: on a person whose shoulders slope more than
// the garment's, or who leans (one shoulder lower than the other), a shoulder of the garment stood
// above the person's like a wing, with backdrop showing under it. Each column of the panel is moved
// down by what its top lacks to reach the person's shoulder line there, fully at the top and less
// and less down to the chest, so the print below the armholes keeps its shape.
import { smooth } from './image.ts';
import { PANEL, type GarmentPieces } from './pieces.ts';
import type { Point } from './types.ts';

/** Per output offset across the panel's path (u, in pixels from u0), how far its top is moved down (pixels); `fade`: the arc length by which the move has faded out. */
export interface Drape {
  u0: number;
  drop: Float32Array;
  fade: number;
}

/** The top of the shoulder above its joint (the keypoint), in shoulder widths. */
const LIFT = 0.08;
/** Half the neck's width, in shoulder widths: the collar stays where the panel's origin puts it. */
const NECK_HALF = 0.15;
/** At most this much (shoulder widths) is a column moved down. */
const MAX_DROP = 0.2;
/** Down to this many torso lengths below the panel's top the move fades out. */
const FADE = 0.4;

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
  const neck = NECK_HALF * sw;
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
    raw[u + U] = Math.max(0, Math.min(MAX_DROP * sw, body - (top - garment.topY) * panel.along));
  }
  // Smoothed across (a ragged top edge must not ripple the print).
  const drop = smooth(raw, Math.max(1, Math.round(0.05 * sw)));
  const any = drop.some((v) => v > 0.5);
  return any ? { u0: -U, drop, fade: FADE * torso } : undefined;
}

/** Arc length s moved by the drape at offset u: fully above the panel's top, fading out to `fade`. */
export function draped(drape: Drape, s: number, u: number): number {
  const k = Math.round(u) - drape.u0;
  const v = k >= 0 && k < drape.drop.length ? drape.drop[k]! : 0;
  return v ? s - v * (s <= 0 ? 1 : Math.max(0, 1 - s / drape.fade)) : s;
}
