// A painted arm in the colour of its own bare skin. Where a new top leaves bare what an old sleeve
// covered, the fill (layers.ts) paints the arm by push-pull from all the person's known skin, and
// evenSkinColour then gives it, away from the known skin, the colour the person's skin at large has
// at its brightness. Both are mostly the face's and the neck's, darker and more orange than an arm in
// the light: a painted upper arm met the arm's own skin below the old sleeve's hem in a step of tone
// (049205 under a cami: 197,143,112 painted above his image-right hem, 221,172,136 kept below it;
// fashn-model's image-left shoulder). An arm whose own bare skin shows along its length is painted in
// the colour of that skin beside the paint; an arm bare only at the wrist, below a long sleeve, is
// not (a hand is darker and redder than an arm: 01861's painted arms came out salmon from hers).
import { armBones, bareBone } from './fill.ts';
import { featherMask, maskBox, morphRows } from './image.ts';
import { capsulesBox, fillCapsule } from './person.ts';
import { borrowBytes, giveBack } from './scratch.ts';
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
 * is at least MIN_OWN pixels spanning MIN_SPAN of its length, faded into the paint as it was (the
 * fill's, in the person's skin colour: evenSkinColour) across FEATHER inside the arm's edge.
 */
export function fillArmsFromOwnSkin(rgb: Uint8Array, known: Uint8Array, target: Uint8Array, skin: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
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
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) {
        const i = y * w + x;
        if (!arm[i]) continue;
        if (target[i]) paint[i] = 255;
        else if (known[i]) {
          own[i] = 255;
          n++;
          const t = ((x - s.x) * dx + (y - s.y) * dy) / len2;
          lo = Math.min(lo, t);
          hi = Math.max(hi, t);
        }
      }
    // (What follows reads the arm's box only as far as the paint and what is beside it reach: most
    // of an arm is not painted.)
    const painted = maskBox(paint.subarray(box.y0 * w, (box.y1 + 1) * w), w, box.y1 - box.y0 + 1);
    if (painted.width && n >= MIN_OWN && hi - lo >= MIN_SPAN) {
      const r = Math.max(1, Math.round(FEATHER * sw));
      const m = Math.max(Math.round(BESIDE * sw), 2 * r) + 2;
      const [py0, py1] = [box.y0 + painted.y, box.y0 + painted.y + painted.height - 1];
      const b = { x0: Math.max(box.x0, painted.x - m), y0: Math.max(box.y0, py0 - m), x1: Math.min(box.x1, painted.x + painted.width - 1 + m), y1: Math.min(box.y1, py1 + m) };
      const colour = colourBeside(rgb, own, paint, b, w, h, sw);
      // Faded in across the arm's edge, inside it (the blur is half way at the edge, and the paint
      // beyond is the body's): the shoulder's paint is the arm's and the chest's both.
      featherMask(arm, w, b, r);
      if (colour)
        for (let y = b.y0; y <= b.y1; y++)
          for (let x = b.x0; x <= b.x1; x++) {
            const i = y * w + x;
            const a = Math.max(0, 2 * arm[i]! - 255);
            if (!paint[i] || !a) continue;
            for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.round((rgb[i * 3 + c]! * (255 - a) + colour[c]! * a) / 255);
          }
    }
    giveBack(arm, own, paint);
  }
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
function colourBeside(rgb: Uint8Array, own: Uint8Array, paint: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number, h: number, sw: number): number[] | undefined {
  const near = morphRows(paint, w, h, Math.max(1, Math.round(BESIDE * sw)), box.y0, box.y1);
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!own[i] || !near[i]) continue;
      for (let c = 0; c < 3; c++) sum[c]! += rgb[i * 3 + c]!;
      n++;
    }
  giveBack(near);
  return n >= MIN_BESIDE ? sum.map((v) => v / n) : undefined;
}

/** Fewest pixels of the arm's own skin beside the paint to take its colour from. */
const MIN_BESIDE = 50;
