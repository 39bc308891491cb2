// A painted arm in the colour of its own bare skin. Where a new top leaves bare what an old sleeve
// covered, the fill (layers.ts) paints the arm by push-pull from all the person's known skin, and
// evenSkinColour then gives it, away from the known skin, the colour the person's skin at large has at
// its brightness. Both are mostly the face's and the neck's, darker and more orange than an arm in the
// light: a painted upper arm met the arm's own skin below the old sleeve's hem in a step of tone
// (049205 under a cami: 197,143,112 painted above his image-right hem, 221,172,136 kept below it;
// fashn-model's image-left shoulder). An arm whose own bare skin shows along its length is painted in
// the colour of that skin beside the paint; an arm bare only at the wrist, below a long sleeve, is
// not (a hand is darker and redder than an arm: 01861's painted arms came out salmon from hers).
import { armBones, bareBone } from './fill.ts';
import { featherMask } from './image.ts';
import { capsulesBox, fillCapsule } from './person.ts';
import { borrowBytes, borrowInts, giveBack } from './scratch.ts';
import type { Keypoint } from './types.ts';

/** Radius (shoulder widths) about the shoulder -> elbow -> wrist line within which the skin is the arm's: the arm and the joints' line's wander from its middle. */
const OWN_R = 0.15;
/** Fewest pixels of the arm's own known skin to paint it from. */
const MIN_OWN = 200;
/** Share of the arm's length (shoulder to wrist, along its bones) its own known skin must span: not one spot (a wrist). */
const MIN_SPAN = 0.3;
/** Across how much (shoulder widths) of the arm's edge its own fill passes into the body's. */
const FEATHER = 0.08;

/**
 * Repaints the `target` pixels of `rgb` on each arm with a bare bone (within OWN_R of its bones) in
 * the colour of the `known` skin on that arm beside them (colourBeside), where that arm's known skin
 * is at least MIN_OWN pixels spanning MIN_SPAN of its length, faded into the fill as it was across
 * FEATHER inside the arm's edge. Returns how much of each pixel is the arm's own (0..255, borrowed:
 * the caller gives it back), for evenSkinColour to leave as it is; undefined where no arm was
 * repainted.
 */
export function fillArmsFromOwnSkin(rgb: Uint8Array, known: Uint8Array, target: Uint8Array, skin: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): Uint8Array | undefined {
  let weights: Uint8Array | undefined;
  for (const side of ['left', 'right'] as const) {
    const bones = armBones(kps, side, sw, OWN_R);
    // (An arm in a long sleeve shows no skin of its own: what lies within its capsule is a hand, or a
    // bared belly beside it, 01861's under a crop top.)
    if (!bones.some((b) => bareBone(skin, b, w, h, sw))) continue;
    const box = capsulesBox(bones, w, h);
    const arm = borrowBytes(w * h);
    for (const b of bones) fillCapsule(arm, w, h, b.a, b.b, b.r);
    // The arm's own known skin, and how far along the arm it reaches.
    const own = borrowBytes(w * h);
    const paint = borrowBytes(w * h);
    const [s, e] = [bones[0]!.a, bones[bones.length - 1]!.b];
    const [dx, dy] = [e.x - s.x, e.y - s.y];
    const len2 = dx * dx + dy * dy || 1;
    let [n, lo, hi] = [0, Infinity, -Infinity];
    const near = { x0: w, y0: h, x1: -1, y1: -1 };
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * w + x;
        if (!arm[i]) continue;
        if (target[i]) {
          paint[i] = 255;
          [near.x0, near.y0, near.x1, near.y1] = [Math.min(near.x0, x), Math.min(near.y0, y), Math.max(near.x1, x), Math.max(near.y1, y)];
        } else if (known[i]) {
          own[i] = 255;
          n++;
          const t = ((x - s.x) * dx + (y - s.y) * dy) / len2;
          lo = Math.min(lo, t);
          hi = Math.max(hi, t);
        }
      }
    if (near.x1 >= 0 && n >= MIN_OWN && hi - lo >= MIN_SPAN) {
      // (What follows reads the arm's box only as far as the paint and what is beside it reach: most
      // of an arm is not painted.)
      const r = Math.max(1, Math.round(FEATHER * sw));
      const m = Math.max(Math.round(BESIDE * sw), 2 * r) + 2;
      const b = { x0: Math.max(box.x0, near.x0 - m), y0: Math.max(box.y0, near.y0 - m), x1: Math.min(box.x1, near.x1 + m), y1: Math.min(box.y1, near.y1 + m) };
      const colour = colourBeside(rgb, own, paint, b, w, sw);
      // Faded in across the arm's edge, inside it (the blur is half way at the edge, and the paint
      // beyond is the body's): the shoulder's paint is the arm's and the chest's both.
      featherMask(arm, w, b, r);
      if (colour) {
        weights ??= borrowBytes(w * h);
        for (let y = b.y0; y <= b.y1; y++)
          for (let x = b.x0; x <= b.x1; x++) {
            const i = y * w + x;
            const a = Math.max(0, 2 * arm[i]! - 255);
            if (!paint[i] || !a) continue;
            for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round((rgb[i * 3 + c]! * (255 - a) + colour[c]! * a) / 255);
            weights[i] = Math.max(weights[i]!, a);
          }
      }
    }
    giveBack(arm, own, paint);
  }
  return weights;
}

/** How far (shoulder widths) from the paint the arm's own skin gives its colour. */
const BESIDE = 0.1;

/**
 * The mean colour of the `own` pixels of `rgb` within BESIDE (a square) of the `paint`, within `box`:
 * the arm just below the old hem, across its whole width (its lit middle and shaded sides, which the
 * limb's shading lays on again). Not a push-pull fill from the arm's skin: its coarse levels took the
 * shaded outer edge kept beside the paint as much as the arm's middle far below it, and painted the
 * whole upper arm darker than any of it (049205: 190,136,106 against 212,161,127 around it).
 */
function colourBeside(rgb: Uint8Array, own: Uint8Array, paint: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number, sw: number): number[] | undefined {
  const r = Math.max(1, Math.round(BESIDE * sw));
  // The paint's count over the box as a summed-area table ((bw + 1) x (bh + 1), a row and column of
  // zeros first): any square's in four reads.
  const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  const sat = borrowInts((bw + 1) * (bh + 1));
  for (let y = 0; y < bh; y++)
    for (let x = 0, run = 0; x < bw; x++) {
      run += paint[(y + box.y0) * w + x + box.x0] ? 1 : 0;
      sat[(y + 1) * (bw + 1) + x + 1] = sat[y * (bw + 1) + x + 1]! + run;
    }
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const i = (y + box.y0) * w + x + box.x0;
      if (!own[i]) continue;
      const [xa, ya, xb, yb] = [Math.max(0, x - r), Math.max(0, y - r), Math.min(bw, x + r + 1), Math.min(bh, y + r + 1)];
      if (!(sat[yb * (bw + 1) + xb]! - sat[ya * (bw + 1) + xb]! - sat[yb * (bw + 1) + xa]! + sat[ya * (bw + 1) + xa]!)) continue;
      for (let c = 0; c < 3; c++) sum[c]! += rgb[i * 3 + c]!;
      n++;
    }
  giveBack(sat);
  return n >= MIN_BESIDE ? sum.map((v) => v / n) : undefined;
}

/** Fewest pixels of the arm's own skin beside the paint to take its colour from. */
const MIN_BESIDE = 50;
