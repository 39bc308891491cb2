// A sleeve seen from the front is sewn on along a line from the shoulder's tip down to the armpit.
// Above its armpit a top's panel reaches the shoulder's tip (fit.ts ARMHOLE_OUT) and covers the
// sleeve under it; from a quarter down the upper arm the arm is in front (person.ts armsMask, ARMS_FROM), the
// panel hidden and the sleeve shown to the arm's inner edge. Between the two the edge jumped inward
// at the arm's round top: a contrasting sleeve stood under a corner of the panel (00055's lilac
// shoulders over its plum sleeves on every person). Here the panel is hidden on the arm's side of
// the straight line from the shoulder's tip to the arm's inner edge a quarter down it.
import { ARMHOLE_OUT } from './fit.ts';
import { found, kp } from './geometry.ts';
import { ARMS_FROM, capsule, capsuleBox, inCapsule, UPPER_ARM_R } from './person.ts';
import type { Keypoint } from './types.ts';

/**
 * Into `hidden` (the panel's hidden mask, 0/255, in place) each upper arm's pixels of `body` within
 * UPPER_ARM_R of its joints' line, on the rows from the shoulder joint to ARMS_FROM of the way to
 * the elbow, that lie past the line from the shoulder's tip (ARMHOLE_OUT past the joint) to the inner
 * edge of the arm in front (`front`, 0/255) on the last of those rows (where none is in front there,
 * the capsule's inner edge).
 */
export function hideUnderArmholes(hidden: Uint8Array, front: Uint8Array, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!found(ls) || !found(rs)) return;
  const cx = (ls.x + rs.x) / 2;
  const reach = UPPER_ARM_R * sw;
  for (const side of ['left', 'right'] as const) {
    const [s, e] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`)];
    if (!found(e) || e.y <= s.y) continue;
    // +1: outward is image-right.
    const out = s.x >= cx ? 1 : -1;
    const q = { x: s.x + (e.x - s.x) * ARMS_FROM, y: s.y + (e.y - s.y) * ARMS_FROM };
    const [y0, y1] = [Math.max(0, Math.round(s.y)), Math.min(h - 1, Math.round(q.y))];
    if (y1 <= y0) continue;
    // The arm's inner edge on row y1: from its line inward while it is in front (no farther than the capsule).
    const inner = q.x - out * reach;
    let ax = Math.round(q.x);
    while (Math.abs(ax - q.x) <= reach && ax >= 0 && ax < w && front[y1 * w + ax]) ax -= out;
    const edge = front[y1 * w + Math.round(q.x)] ? ax + out : inner;
    const tip = s.x + out * ARMHOLE_OUT * sw;
    const arm = capsule(s, q, reach);
    const box = capsuleBox(s, q, reach, w, h);
    for (let y = y0; y <= y1; y++) {
      const lineX = tip + ((edge - tip) * (y - s.y)) / Math.max(1, q.y - s.y);
      for (let x = box.x0; x <= box.x1; x++) if (body[y * w + x] && inCapsule(arm, x, y) && (x - lineX) * out >= 0) hidden[y * w + x] = 255;
    }
  }
}
