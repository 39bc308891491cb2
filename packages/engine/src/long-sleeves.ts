// A long sleeve as wide as the arm it covers. A sleeve is laid at the flat lay's scale across; a
// broad arm came out of it on both sides where the photo shows it bare (fashn-model's forearm on his
// knee: a strip of bare, tattooed forearm under the whole sleeve, which read as ending at the elbow).
// Where the arm's rows are bare, each is read as arm-outline.ts reads them (skin inwards, the outline
// outwards), and the sleeve widened and moved across to cover it with a little ease.
import { readRows, windowMedians, type At } from './arm-outline.ts';
import { turnDegrees } from './geometry.ts';
import { smooth } from './image.ts';
import type { Body } from './fit.ts';
import type { Limb } from './pieces.ts';
import type { Point } from './types.ts';

/** How far past the bare arm's edges (shoulder widths) the sleeve reaches each side. */
const EASE = 0.015;
/** The most a long sleeve is widened, and moved across its line (shoulder widths). */
const WIDEN = 1.8;
const SHIFT = 0.1;
/** Rows (shoulder widths) each side of a bare row whose median edges are its own (arm-outline.ts windowMedians). */
const NEAR = 0.05;

/**
 * Per whole pixel of arc length along `path` (shoulder, elbow, wrist: output pixels) a long sleeve's
 * scale across (output pixels per garment pixel; Piece.across) and move across (output pixels along
 * the path's left-hand normal; Piece.shift) that cover the arm's bare rows, `len` pixels of it laid
 * (the sleeve's end); `across` the flat lay's scale, `scaleAlong` output pixels per garment pixel along
 * its axis. Between bare rows both go straight from one to the next; from the shoulder joint to the
 * first they go from the flat lay's (the cap meets the panel as before); past the last they hold.
 * Undefined where no bare row asks for more than the flat lay's, or the skin is not known.
 */
export function sleeveOverArm(path: Point[], body: Pick<Body, 'mask' | 'skin' | 'w' | 'h'>, centreX: number, sw: number, limb: Limb, scaleAlong: number, across: number, len: number): { across: Float32Array; shift: Float32Array } | undefined {
  const { mask, skin, w, h } = body;
  if (!skin || path.length < 3 || len < 2) return undefined;
  const n = Math.ceil(len) + 1;
  const [scaleAt, shiftAt] = [new Float32Array(n).fill(NaN), new Float32Array(n).fill(NaN)];
  const far = Math.max(1, Math.hypot(limb.end.x - limb.start.x, limb.end.y - limb.start.y));
  const bins = limb.lo.length;
  const ease = EASE * sw;
  const walk = pathWalk(path, centreX, w, h);
  const bare = readRows(walk.at, 0, Math.min(n - 1, walk.len), { body: mask, skin }, sw).filter((r) => r.edges);
  const mids = bare.length ? windowMedians(bare, NEAR * sw) : [];
  let asks = false;
  for (const [k, { t: s }] of bare.entries()) {
    const bin = Math.floor((bins * (s / scaleAlong)) / far);
    if (bin < 0 || bin >= bins) continue;
    const m = mids[k]!;
    const [armLo, armHi] = [Math.min(walk.sign * m.inner, walk.sign * m.outer) - ease, Math.max(walk.sign * m.inner, walk.sign * m.outer) + ease];
    const [lo, hi] = [limb.lo[bin]!, limb.hi[bin]!];
    const a1 = across * Math.min(WIDEN, Math.max(1, (armHi - armLo) / Math.max(1, (hi - lo) * across)));
    // The sleeve covers the arm with any move between `least` and `most`; the nearest its line.
    const [least, most] = [armHi - hi * a1, armLo - lo * a1];
    const by = least <= most ? Math.min(most, Math.max(least, 0)) : (least + most) / 2;
    scaleAt[s] = a1;
    shiftAt[s] = Math.max(-SHIFT * sw, Math.min(SHIFT * sw, by));
    asks ||= a1 > across || Math.abs(shiftAt[s]!) >= 0.5;
  }
  if (!asks) return undefined;
  const r = Math.max(2, Math.round(NEAR * sw));
  return { across: smooth(between(scaleAt, across), r), shift: smooth(between(shiftAt, 0), r) };
}

/** `v` with its NaN filled: straight between numbers, from `start` at index 0 to the first, the last held to the end. */
function between(v: Float32Array, start: number): Float32Array {
  const out = Float32Array.from(v);
  let [prev, pv] = [0, Number.isNaN(v[0]!) ? start : v[0]!];
  out[0] = pv;
  for (let i = 1; i < v.length; i++) {
    if (Number.isNaN(v[i]!)) continue;
    for (let j = prev + 1; j < i; j++) out[j] = pv + ((v[i]! - pv) * (j - prev)) / (i - prev);
    [prev, pv] = [i, v[i]!];
  }
  for (let j = prev + 1; j < v.length; j++) out[j] = pv;
  return out;
}

/** A bend sharper than this (degrees) at the elbow is rounded (roundElbow). */
const BEND = 25;
/** How far each side of the elbow (shoulder widths, at most 0.4 of either bone) the round begins. */
const ROUND = 0.1;
/** Points on the round. */
const ROUND_STEPS = 8;

/**
 * Shoulder, elbow, wrist with the elbow's corner rounded (a quadratic curve from ROUND before the
 * joint to ROUND after it, the joint its control point) where the arm bends more than BEND, and how
 * much shorter the path is. The warp lays each pixel at its nearest point on the path: beyond a
 * sharp corner's outer side that is the corner itself for a whole wedge, and a wide sleeve's row
 * there stood fanned out round the elbow in rings (fashn-model's bent arms: red arcs of a flower
 * under 00470's sleeve). Else the path as it is.
 */
export function roundElbow(path: Point[], sw: number): { path: Point[]; shorter: number } {
  if (path.length !== 3) return { path, shorter: 0 };
  const [a, e, b] = path as [Point, Point, Point];
  const [l0, l1] = [Math.hypot(e.x - a.x, e.y - a.y), Math.hypot(b.x - e.x, b.y - e.y)];
  if (!l0 || !l1) return { path, shorter: 0 };
  const [u0, u1] = [{ x: (e.x - a.x) / l0, y: (e.y - a.y) / l0 }, { x: (b.x - e.x) / l1, y: (b.y - e.y) / l1 }];
  const turn = turnDegrees(u0, u1);
  const r = Math.min(ROUND * sw, 0.4 * l0, 0.4 * l1);
  if (turn <= BEND || r < 2) return { path, shorter: 0 };
  const [p, q] = [{ x: e.x - u0.x * r, y: e.y - u0.y * r }, { x: e.x + u1.x * r, y: e.y + u1.y * r }];
  const round: Point[] = [];
  for (let i = 0; i <= ROUND_STEPS; i++) {
    const t = i / ROUND_STEPS;
    const [wp, we, wq] = [(1 - t) ** 2, 2 * t * (1 - t), t * t];
    round.push({ x: wp * p.x + we * e.x + wq * q.x, y: wp * p.y + we * e.y + wq * q.y });
  }
  let len = 0;
  for (let i = 1; i < round.length; i++) len += Math.hypot(round[i]!.x - round[i - 1]!.x, round[i]!.y - round[i - 1]!.y);
  return { path: [a, ...round, b], shorter: 2 * r - len };
}

/**
 * Pixel lookup along a path as arm-outline.ts bone's along one bone (t whole pixels of arc length, k
 * across: + away from the body's centre column as read at the first segment, on the same side of the
 * path all along it), its whole length, and `sign`: 1 where k runs along the path's left-hand normal.
 */
function pathWalk(path: Point[], centreX: number, w: number, h: number): { at: At; len: number; sign: 1 | -1 } {
  const pts: { x: number; y: number; nx: number; ny: number }[] = [];
  let [i, into] = [0, 0];
  for (let t = 0; i + 1 < path.length; t++) {
    // Step on to the segment holding arc length t.
    let [a, b] = [path[i]!, path[i + 1]!];
    let l = Math.hypot(b.x - a.x, b.y - a.y);
    while (into > l && i + 2 < path.length) {
      into -= l;
      i++;
      [a, b] = [path[i]!, path[i + 1]!];
      l = Math.hypot(b.x - a.x, b.y - a.y);
    }
    if (into > l || !l) break;
    const [ux, uy] = [(b.x - a.x) / l, (b.y - a.y) / l];
    pts.push({ x: a.x + ux * into, y: a.y + uy * into, nx: -uy, ny: ux });
    into++;
  }
  const [a, b] = [path[0]!, path[1]!];
  const sign = (a.y - b.y) * ((a.x + b.x) / 2 - centreX) >= 0 ? 1 : -1;
  const at = (t: number, k: number) => {
    const p = pts[t];
    if (!p) return -1;
    const x = Math.round(p.x + p.nx * sign * k);
    const y = Math.round(p.y + p.ny * sign * k);
    return x < 0 || y < 0 || x >= w || y >= h ? -1 : y * w + x;
  };
  return { at, len: pts.length - 1, sign };
}
