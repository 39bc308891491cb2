// A sleeve as wide as the arm's outline. A sleeve is laid as wide as the garment's and the arm's line
// from the keypoints, not the arm's outline: where it falls a few pixels short of the arm's outer
// edge, the arm's rim showed beside it against the backdrop, a line of skin down a long sleeve's
// side or along a shoulder's curve (052964 under the floral long-sleeved 00470). A person wearing the
// new top shows the sleeve up to the outline there: the rim is closed with the sleeve.
import { capsule, inCapsule } from './person.ts';
import type { Point } from './types.ts';
import { COVERED, layTapered, takeGarment, type Warped } from './warp.ts';

/** How far (shoulder widths) from a sleeve's axis its outer edge is looked for. */
const SLEEVE_REACH = 0.16;
/** The widest rim (shoulder widths) of the person between a sleeve's outer edge and the backdrop that is closed: wider, it is the arm beside a narrow sleeve or a forearm below a short one. */
const MAX_RIM = 0.03;
/** How many pixels past the outline's last body pixel the sleeve is laid (the mask's edge lies inside the skin's blended edge). */
const EDGE = 2;

/**
 * In each row, from either side of the photo: where the garment's outermost pixel lies on a sleeve
 * (within SLEEVE_REACH of an axis, fit.ts sleeveAxes, not above its shoulder joint) and at most MAX_RIM of the person (body, not
 * head or hands) lies between it and the backdrop, that rim and EDGE px past it take the sleeve's
 * colour, mirrored about its edge, tapering off a pixel a row where a run of such rows ends.
 */
export function fillSleeveSides(warped: Warped, m: { body: Uint8Array; head: Uint8Array; hands: Uint8Array }, w: number, h: number, sw: number, sleeves: readonly Point[][]): void {
  // Each sleeve's capsules, from its shoulder joint's row down (above it the outline is the
  // shoulder's top, laid by column: shoulder-tops.ts).
  const caps = sleeves.flatMap((axis) => axis.slice(1).map((b, k) => ({ from: axis[0]!.y, c: capsule(axis[k]!, b, SLEEVE_REACH * sw) })));
  if (!caps.length) return;
  const ys = sleeves.flat().map((p) => p.y);
  const [y0, y1] = [Math.max(0, Math.floor(Math.min(...sleeves.map((axis) => axis[0]!.y)))), Math.min(h - 1, Math.ceil(Math.max(...ys) + SLEEVE_REACH * sw))];
  const { alpha } = warped;
  const maxRim = Math.max(1, Math.round(MAX_RIM * sw));
  const person = (i: number) => m.body[i] && !m.head[i] && !m.hands[i];
  for (const dir of [1, -1]) {
    // Per row: the garment's outermost pixel from this side, and how many pixels out from it to lay.
    // No steps: at most a pixel more than the rows beside it (a few rows closed where the arm's rim
    // is narrow stood as a block beside the sleeve).
    layTapered(
      y0,
      y1,
      (y) => {
        const row = y * w;
        let x = dir > 0 ? 0 : w - 1;
        while (x >= 0 && x < w && alpha[row + x]! < COVERED) x += dir;
        if (x < 0 || x >= w || !caps.some(({ from, c }) => y >= from && inCapsule(c, x, y))) return undefined;
        // Out from it over the person to the backdrop.
        let out = x - dir;
        while (out >= 0 && out < w && Math.abs(out - x) <= maxRim && person(row + out)) out -= dir;
        const rim = Math.abs(out - x) - 1;
        if (!rim || rim > maxRim || out < 0 || out >= w || m.body[row + out]) return undefined;
        return [x, Math.min(rim + EDGE, dir > 0 ? x : w - 1 - x)];
      },
      (y, x, n) => {
        const row = y * w;
        for (let j = 1; j <= n; j++) {
          const mirrored = x + dir * (j - 1);
          takeGarment(warped, row + (mirrored >= 0 && mirrored < w && alpha[row + mirrored]! >= COVERED ? mirrored : x), row + x - dir * j);
        }
      },
    );
  }
}
