// What is on a bare forearm and is not skin (a tattoo, a watch, a bracelet): the skin model calls it
// clothing, and where it lies above the old top's end it was replaced with painted skin as if it were
// the old top's sleeve (fashn-model's tattooed forearm became a flat slab on every new top).
import { nearestColour } from './image.ts';
import { clothesColour } from './clothes-colour.ts';
import { borrowBytes } from './scratch.ts';
import { dist, found, kp, mid } from './geometry.ts';
import type { PersonMasks } from './layers.ts';
import type { PersonAnalysis, Point } from './types.ts';

/** Half-width (shoulder widths) of the strip along the arm's line where the old sleeve's end is looked for. */
const STRIP = 0.05;
/** Half-width (shoulder widths) kept past the sleeve's end: within a forearm (bare ones measure about 0.09). */
const KEEP = 0.08;
/** Rows across the arm (shoulder widths, at least 3 px) of bare skin in a row that end the old sleeve. */
const BARE_RUN = 0.03;
/** Share of a row across the arm that is skin for the row to be bare. */
const BARE_SHARE = 0.6;
/** RGB distance from the old top's colour beyond which a pixel on the bare arm is not the old top. */
const NOT_TOP = 60;
/** How near (px) a pixel of the old top's colour a pixel on the bare arm is the blend at the sleeve's hem, not a mark. */
const HEM_BLEND = 2;

/**
 * Pixels on a bare forearm that are not skin and not the old top's colour (0/255): walked down each
 * arm from the shoulder (shoulder, elbow, wrist found), the old sleeve ends at the first BARE_RUN of
 * rows across the arm (STRIP each side of its line) that are mostly skin; past it, within KEEP of the
 * line down to the wrist and between the row's outermost skin pixels, what is far from the old top's
 * median colour is the arm's own (kept as it is, not painted).
 */
export function bareArmMarks(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number, top: OldTop): Uint8Array {
  const out = borrowBytes(w * h);
  const topPixel = oldTopPixel(photo, m, top);
  if (!topPixel) return out;
  const ofTop: (i: number) => boolean = topPixel;
  const half = Math.max(2, Math.round(STRIP * sw));
  const run = Math.max(3, Math.round(BARE_RUN * sw));
  for (const side of ['left', 'right'] as const) {
    const joints = [kp(pa.keypoints, `${side}Shoulder`), kp(pa.keypoints, `${side}Elbow`), kp(pa.keypoints, `${side}Wrist`)];
    if (!joints.every(found)) continue;
    // Each row KEEP wide; the sleeve's end is looked for in its middle, STRIP each side of the line.
    const keep = Math.max(half, Math.round(KEEP * sw));
    const wide = stripRows(joints, keep, w, h);
    let bare = 0;
    let end = -1;
    for (let t = 0; t < wide.length && end < 0; t++) {
      let body = 0;
      let skin = 0;
      const row = wide[t]!;
      for (let k = keep - half; k <= keep + half; k++) {
        const i = row[k]!;
        if (i < 0 || !m.body[i]) continue;
        body++;
        if (m.skin[i]) skin++;
      }
      bare = body >= half && skin >= BARE_SHARE * body ? bare + 1 : 0;
      if (bare >= run) end = t - run + 1;
    }
    if (end < 0) continue;
    for (let t = end; t < wide.length; t++) {
      // Only between the row's outermost skin pixels: beside a slim arm lies the old top (a check
      // print has colours far from its median), not the arm.
      const row = wide[t]!;
      const first = row.findIndex((i) => i >= 0 && m.skin[i]);
      if (first < 0) continue;
      const last = row.findLastIndex((i) => i >= 0 && m.skin[i]);
      for (let k = first + 1; k < last; k++) {
        const i = row[k]!;
        if (i >= 0 && m.body[i] && !m.skin[i] && !m.head[i] && !ofTop(i) && !besideTop(i)) out[i] = 255;
      }
    }
  }
  return out;

  /**
   * Whether a pixel of the old top's colour lies within HEM_BLEND of pixel i: i is then the lens's
   * blend of the sleeve's hem with the arm below it, too far from either colour to be taken for the
   * top, not a mark on the arm. Kept, the blend stood as a dotted dark line across the arm painted
   * where the sleeve was (051918's black T-shirt under every new top with shorter sleeves).
   */
  function besideTop(i: number): boolean {
    const [x, y] = [i % w, Math.floor(i / w)];
    for (let dy = -HEM_BLEND; dy <= HEM_BLEND; dy++)
      for (let dx = -HEM_BLEND; dx <= HEM_BLEND; dx++) {
        const [xx, yy] = [x + dx, y + dy];
        if (xx >= 0 && yy >= 0 && xx < w && yy < h && ofTop(yy * w + xx)) return true;
      }
    return false;
  }
}

/** Pixel indices across the arm (±half px) at each pixel of arc from the shoulder to the wrist; -1 off the photo. */
function stripRows(joints: Point[], half: number, w: number, h: number): number[][] {
  const rows: number[][] = [];
  for (let j = 0; j + 1 < joints.length; j++) {
    const [a, b] = [joints[j]!, joints[j + 1]!];
    const len = dist(a, b);
    if (len < 1) continue;
    const [ux, uy] = [(b.x - a.x) / len, (b.y - a.y) / len];
    for (let s = 0; s < len; s++) {
      const row: number[] = [];
      for (let k = -half; k <= half; k++) {
        const [x, y] = [Math.round(a.x + ux * s - uy * k), Math.round(a.y + uy * s + ux * k)];
        row.push(x >= 0 && y >= 0 && x < w && y < h ? y * w + x : -1);
      }
      rows.push(row);
    }
  }
  return rows;
}

/** Whether a pixel is clothing of the old top's colour `top` (within NOT_TOP of it); undefined when that colour is not known. */
export function oldTopPixel(photo: Uint8Array, m: PersonMasks, top: OldTop): ((i: number) => boolean) | undefined {
  return top && ((i) => !!m.body[i] && !m.skin[i] && !m.head[i] && nearestColour(photo, i, [top]) <= NOT_TOP);
}

/** The old top's median colour (oldTopColour): undefined when it is not known. */
export type OldTop = [number, number, number] | undefined;

/** Median colour of the old top: clothing on the torso's middle half between the shoulders and the top's end. Measured once per generation (bareArmMarks, oldTopPixel). */
export function oldTopColour(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, sw: number): OldTop {
  const [l, r] = [kp(pa.keypoints, 'leftShoulder'), kp(pa.keypoints, 'rightShoulder')];
  if (!found(l) || !found(r)) return undefined;
  const c = mid(l, r);
  return clothesColour(photo, m, w, { x0: Math.max(0, Math.round(c.x - 0.25 * sw)), y0: Math.max(0, Math.round(c.y)), x1: Math.min(w, c.x + 0.25 * sw), y1: pa.outfit.topEnd });
}
