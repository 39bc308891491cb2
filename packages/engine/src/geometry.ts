// Small 2-D helpers shared by landmark code.
import type { Keypoint, KeypointName, Point } from './types.ts';

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, s: number): Point => ({ x: a.x * s, y: a.y * s });
export const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const norm = (a: Point): Point => {
  const l = Math.hypot(a.x, a.y) || 1;
  return { x: a.x / l, y: a.y / l };
};
/** Degrees between two unit directions (0..180). */
export const turnDegrees = (u: Point, v: Point): number => (Math.acos(Math.max(-1, Math.min(1, u.x * v.x + u.y * v.y))) * 180) / Math.PI;

/**
 * Math.hypot(x, y), computed as V8 computes it (scaled by the larger value, Kahan-summed: the very
 * same result) but without the heap number Math.hypot allocates per call: for per-pixel loops.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  const max = Math.max(ax, ay);
  if (max === 0 || max === Infinity || Number.isNaN(max)) return Math.hypot(x, y);
  const nx = ax / max;
  const ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/** A joint the pose found (score 0.3 or more). */
export const found = (k: Keypoint): boolean => k.score >= 0.3;

export function kp(kps: Keypoint[], name: KeypointName): Keypoint {
  const k = kps.find((p) => p.name === name);
  if (!k) throw new Error(`missing keypoint ${name}`);
  return k;
}

/** Shoulder widths below the lower shoulder joint of the row about the armpits (armpitsRow). */
const BELOW_SHOULDERS = 0.1;

/**
 * The row about the armpits: BELOW_SHOULDERS below the lower shoulder joint (rounded). Above it lie the
 * shoulders, a sleeve's cap and a collar (seams.ts closes a sleeve's seam over bare skin there,
 * fill.ts's drawn torso is not cut beside a collar there); from it down, the torso's sides.
 */
export function armpitsRow(kps: Keypoint[], sw: number): number {
  return Math.round(Math.max(kp(kps, 'leftShoulder').y, kp(kps, 'rightShoulder').y) + BELOW_SHOULDERS * sw);
}

/** The higher hip joint's row (rounded, at least 0), where the legs begin; undefined unless both hip joints were found. */
export function hipsRow(kps: Keypoint[]): number | undefined {
  const [l, r] = [kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  return found(l) && found(r) ? Math.max(0, Math.round(Math.min(l.y, r.y))) : undefined;
}

/**
 * Seated: both hip joints and knees found and a thigh (hip joint to knee) that runs more sideways
 * than down. Its legs bend and cross where a bottom's or dress's one-piece warp cannot follow them
 * (fashn-model's crossed leg kept its old trousers under every new bottom and dress), so only tops are
 * tried on it; a top's hem rests on the lap (fit.ts).
 */
export function seatedPose(kps: Keypoint[]): boolean {
  const [hL, hR, kL, kR] = [kp(kps, 'leftHip'), kp(kps, 'rightHip'), kp(kps, 'leftKnee'), kp(kps, 'rightKnee')];
  if (hL.score < 0.2 || hR.score < 0.2 || !found(kL) || !found(kR)) return false;
  return [[hL, kL], [hR, kR]].some(([hip, knee]) => knee!.y - hip!.y < Math.abs(knee!.x - hip!.x));
}

/**
 * The torso's middle column at row y: on the line from the shoulders' middle to the hips', held at
 * its ends above the shoulders and below the hips.
 */
export function torsoMiddle(kps: Keypoint[]): (y: number) => number {
  const top = mid(kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder'));
  const hips = mid(kp(kps, 'leftHip'), kp(kps, 'rightHip'));
  return (y) => {
    const t = hips.y === top.y ? 0 : Math.max(0, Math.min(1, (y - top.y) / (hips.y - top.y)));
    return Math.round(top.x + t * (hips.x - top.x));
  };
}
