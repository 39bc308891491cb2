// Small 2-D helpers shared by landmark code.
import type { Keypoint, KeypointName, Point } from './types.ts';

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, s: number): Point => ({ x: a.x * s, y: a.y * s });
export const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
export const norm = (a: Point): Point => {
  const l = Math.hypot(a.x, a.y) || 1;
  return { x: a.x / l, y: a.y / l };
};

export function kp(kps: Keypoint[], name: KeypointName): Keypoint {
  const k = kps.find((p) => p.name === name);
  if (!k) throw new Error(`missing keypoint ${name}`);
  return k;
}

/** Point at arc length `d` along a polyline, extrapolating past its end along the last segment. */
export function alongPolyline(pts: Point[], d: number): Point {
  let left = d;
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i] as Point;
    const b = pts[i + 1] as Point;
    const seg = dist(a, b);
    if (left <= seg || i + 2 === pts.length) return lerp(a, b, seg > 0 ? left / seg : 0);
    left -= seg;
  }
  return pts[0] ?? { x: 0, y: 0 };
}
