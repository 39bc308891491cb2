// An arm in front ends at the crease between it and the torso. Below the armpit a bare torso's side
// and a hanging arm's inner side are one skin, and the segmentation's arms mask reaches a few pixels
// past the crease into the torso: in front of the new top there, the torso's skin stood as a strip
// between the panel and the arm, the crease's dark line down it (05997's image-right armpit under
// every T-shirt: 6-9 px). The crease is the darkest column a few pixels into the arm, darker than the
// skin each side of it.
import { armpitsRow, found, kp } from './geometry.ts';
import { luma } from './image.ts';
import type { Keypoint } from './types.ts';

/** How far (shoulder widths) into the arm in front, from its inner edge, the crease is looked for. */
const CREASE_REACH = 0.05;
/** How much darker (share of its luma) the crease is than the brightest skin each side of it. */
const DEPTH = 0.1;
/** How far down the upper arm (share of shoulder to elbow) it is looked for, from the armpits' row. */
const DOWN_TO = 0.6;
/** Pixels of the torso inside the arm's inner edge (from the second in) looked at. */
const TORSO = 6;
/** The share of them, or of the pixels cut, that must be bare skin (the skin model misses some of a torso's side in the armpit's shade). */
const BARE = 0.5;
/** Rows each side a row's cut is the median of: one row's darkest column is noise. */
const ROWS = 3;

/**
 * Takes from `front` (0/255, the arms in front) on each row from the armpits' row down DOWN_TO of the
 * upper arm the pixels between its inner edge (out from the torso's middle) and a crease within
 * CREASE_REACH of it: the darkest of the arm's pixels there (luma over three rows), at least DEPTH
 * darker than the brightest before it and than the brightest past it, where they or the torso inside
 * the edge are bare skin (`skin`, BARE of them or of TORSO px: a sleeved arm is neither, and a
 * sleeve's fold is no crease; a colour likeness took one beside a top of the sleeve's colour). The
 * cut is the median of the rows' within ROWS.
 */
export function cutAtArmpitCreases(front: Uint8Array, skin: Uint8Array, photo: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!found(ls) || !found(rs)) return;
  const cx = Math.round((ls.x + rs.x) / 2);
  const reach = Math.max(3, Math.round(CREASE_REACH * sw));
  const y0 = Math.max(1, armpitsRow(kps, sw));
  const lumaAt = (x: number, y: number) => (luma(photo, (y - 1) * w + x) + luma(photo, y * w + x) + luma(photo, (y + 1) * w + x)) / 3;
  for (const side of ['left', 'right'] as const) {
    const [s, e] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`)];
    if (!found(e)) continue;
    const dir = s.x >= cx ? 1 : -1;
    const y1 = Math.min(h - 2, Math.round(s.y + DOWN_TO * (e.y - s.y)));
    if (y1 < y0) continue;
    // Per row: the inner edge's column (-1: none) and how many pixels from it to the crease (0: none).
    const edge = new Int32Array(y1 - y0 + 1).fill(-1);
    const cut = new Int32Array(y1 - y0 + 1);
    for (let y = y0; y <= y1; y++) {
      let x = cx;
      while (x >= 0 && x < w && Math.abs(x - cx) <= sw && !front[y * w + x]) x += dir;
      if (x < 0 || x >= w || !front[y * w + x]) continue;
      edge[y - y0] = x;
      // The arm's lumas from its edge to half the reach past it (the skin past a crease at the reach).
      const l: number[] = [];
      for (let k = 0; k <= reach + (reach >> 1); k++) {
        const xx = x + dir * k;
        if (xx < 0 || xx >= w || !front[y * w + xx]) break;
        l.push(lumaAt(xx, y));
      }
      let kMin = -1;
      for (let k = 1; k <= reach && k < l.length - 1; k++) if (kMin < 0 || l[k]! < l[kMin]!) kMin = k;
      if (kMin < 1) continue;
      const before = Math.max(...l.slice(0, kMin));
      const past = Math.max(...l.slice(kMin + 1));
      // Bare skin: the pixels cut, or the torso inside the edge.
      const share = (from: number, to: number) => {
        let n = 0;
        for (let k = from; k < to; k++) if (x + dir * k >= 0 && x + dir * k < w && skin[y * w + x + dir * k]) n++;
        return n / (to - from);
      };
      if (Math.max(share(0, kMin), share(-1 - TORSO, -1)) >= BARE && l[kMin]! <= (1 - DEPTH) * before && l[kMin]! <= (1 - DEPTH) * past) cut[y - y0] = kMin;
    }
    for (let y = y0; y <= y1; y++) {
      const near = Array.from(cut.subarray(Math.max(0, y - y0 - ROWS), Math.min(cut.length, y - y0 + ROWS + 1))).sort((a, b) => a - b);
      const n = near[near.length >> 1]!;
      const x = edge[y - y0]!;
      if (x >= 0) for (let k = 0; k < n && x + dir * k >= 0 && x + dir * k < w; k++) front[y * w + x + dir * k] = 0;
    }
  }
}

