// An upper arm in front has no bites in its inner side. The skin model misses the shade where a
// hanging arm meets the torso (05997's armpit: red 183-211, green 0.7-0.78 of it, neither the lit skin
// nor shadedEdges' deep shade), and the arm in front, bitten there, left the panel laid into the arm
// in a tongue (00055's lilac panel into its plum sleeve; any other top a notch over the arm). Along
// the upper arm, the inner edge's depth from the joints' line is closed (the most of it within BITE
// each way, then the least of that): a dip shorter than twice BITE is filled, a longer one (an arm
// leaving the torso; the crease cut below the armpit, arm-creases.ts, runs after) is kept.
import { bone } from './arm-outline.ts';
import { found, kp } from './geometry.ts';
import { closeProfile } from './image.ts';
import type { Keypoint } from './types.ts';

/** Half the longest bite (shoulder widths along the arm) that is filled. */
const BITE = 0.08;

/**
 * Fills the bites in the inner side of each upper arm of `front` (0/255, the arms in front, in place)
 * within `arms` (the analysis's arms mask): on each row across the bone from the shoulder joint to
 * the elbow, the run of `front` from the joints' line toward the body's centre is extended to the
 * depth closed along the arm (see the file's comment). Rows whose line is not in front end a stretch.
 */
export function closeArmBites(front: Uint8Array, arms: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!found(ls) || !found(rs)) return;
  const centreX = (ls.x + rs.x) / 2;
  const reach = Math.round(BITE * sw);
  for (const side of ['left', 'right'] as const) {
    const [s, e] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`)];
    if (!found(e)) continue;
    const b = bone(s, e, centreX, w, h);
    if (!b) continue;
    const n = Math.floor(b.len) + 1;
    const on = (t: number, k: number) => {
      const i = b.at(t, k);
      return i >= 0 && !!front[i];
    };
    // Depth (px, in half steps) of the run from the line inward; NaN where the line is not in front.
    const depth = new Float64Array(n).fill(NaN);
    for (let t = 0; t < n; t++) {
      if (!on(t, 0)) continue;
      let k = 0;
      while (k < sw && on(t, -(k + 0.5))) k += 0.5;
      depth[t] = k;
    }
    const closed = closeProfile(depth, reach);
    for (let t = 0; t < n; t++) {
      if (!(closed[t]! > depth[t]!)) continue;
      for (const tt of [t, t + 0.5])
        for (let k = depth[t]!; k <= closed[t]!; k += 0.5) {
          const i = b.at(tt, -k);
          if (i >= 0 && arms[i]) front[i] = 255;
        }
    }
  }
}
