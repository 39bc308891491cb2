// A sleeve as wide as the arm's outline. A sleeve is laid as wide as the garment's and the arm's line
// from the keypoints, not the arm's outline: where it falls a few pixels short of the arm's outer
// edge, the arm's rim showed beside it against the backdrop, a line of skin down a long sleeve's
// side or along a shoulder's curve (052964 under the floral long-sleeved 00470). A person wearing the
// new top shows the sleeve up to the outline there: the rim is closed with the sleeve.
import { capsule, inCapsule } from './person.ts';
import type { Point } from './types.ts';
import { COVERED, layTapered, STRETCH, stretchSide, type Warped } from './warp.ts';

/** How far (shoulder widths) from a sleeve's axis its outer edge is looked for. */
const SLEEVE_REACH = 0.16;
/** The widest rim (shoulder widths) of the person between a sleeve's outer edge and the backdrop that is closed whatever it is: wider, it may be an old loose sleeve's or a forearm below a short one (but see MAX_BARE_RIM). */
const MAX_RIM = 0.03;
/**
 * The widest rim (shoulder widths) closed where it is bare skin, beside a sleeve above its end: the
 * arm's own outer side, which a sleeve laid narrower than the arm left bare in a strip down the
 * sleeve (05997's image-right arm under 050191: 12 px, 0.06). A sleeve holds the arm; past its end
 * the rim is the forearm, and an old sleeve's rim is no arm.
 */
const MAX_BARE_RIM = 0.08;
/** Share of such a rim's pixels that must be skin (the skin model misses some of an arm's shaded outer side: at 0.8, rows left open cut notches into the laid edge, model_5 under 00126). */
const BARE = 0.5;
/** How many pixels past the outline's last body pixel the sleeve is laid (the mask's edge lies inside the skin's blended edge). */
const EDGE = 2;

/**
 * In each row, from either side of the photo: where the garment's outermost pixel lies on a sleeve
 * (within SLEEVE_REACH of an axis, fit.ts sleeveAxes, not above its shoulder joint) and at most
 * MAX_RIM of the person (body, not head or hands) lies between it and the backdrop (MAX_BARE_RIM
 * above the sleeve's axis's end where BARE of it is skin), the sleeve's edge is stretched over that
 * rim and EDGE px past it (warp.ts stretchSide), tapering off a pixel a row where a run of such rows
 * ends.
 */
export function fillSleeveSides(warped: Warped, m: { body: Uint8Array; head: Uint8Array; hands: Uint8Array; skin: Uint8Array }, w: number, h: number, sw: number, sleeves: readonly Point[][]): void {
  // Each sleeve's capsules, from its shoulder joint's row down (above it the outline is the
  // shoulder's top, laid by column: shoulder-tops.ts).
  const caps = sleeves.flatMap((axis) => axis.slice(1).map((b, k) => ({ from: axis[0]!.y, to: axis[axis.length - 1]!.y, c: capsule(axis[k]!, b, SLEEVE_REACH * sw) })));
  if (!caps.length) return;
  const ys = sleeves.flat().map((p) => p.y);
  const [y0, y1] = [Math.max(0, Math.floor(Math.min(...sleeves.map((axis) => axis[0]!.y)))), Math.min(h - 1, Math.ceil(Math.max(...ys) + SLEEVE_REACH * sw))];
  const { alpha } = warped;
  const maxRim = Math.max(1, Math.round(MAX_RIM * sw));
  const maxBare = Math.max(maxRim, Math.round(MAX_BARE_RIM * sw));
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
        const cap = x < 0 || x >= w ? undefined : caps.find(({ from, c }) => y >= from && inCapsule(c, x, y));
        if (!cap) return undefined;
        // Out from it over the person to the backdrop.
        let out = x - dir;
        let bare = 0;
        const most = y <= cap.to ? maxBare : maxRim;
        while (out >= 0 && out < w && Math.abs(out - x) <= most && person(row + out)) {
          if (m.skin[row + out]) bare++;
          out -= dir;
        }
        const rim = Math.abs(out - x) - 1;
        if (!rim || rim > most || (rim > maxRim && bare < BARE * rim) || out < 0 || out >= w || m.body[row + out]) return undefined;
        return [x, Math.min(rim + EDGE, dir > 0 ? x : w - 1 - x)];
      },
      // (Stretched, not mirrored about the edge: a seam near it stood doubled as a dark line down the
      // sleeve where its edge was, model_5 under 00126.)
      (y, x, n) => stretchSide(warped, y, x, -dir, n, w, STRETCH * (maxBare + EDGE)),
    );
  }
}
