// A garment's lower edges cast a soft shadow on the skin painted below them. Lit from above, a crop
// top's hem or a sleeve's cuff shades the skin just under it; without it the garment's edge met the
// painted belly or arm in a hard line, one flat tone either side, and the garment looked pasted on
// (05997 and model_5 under a crop top). Only skin painted in place of old clothes is shaded: the
// photo's own skin, hands and backdrop stay as the photo shows them (a shadow on a wall behind the
// person would lie far from the garment's edge).
import { shadeSkin, type SkinSlope } from './skin-colour.ts';

/** How far below a garment's edge (shoulder widths) its shadow reaches. */
const REACH = 0.05;
/** How much darker (share of the paint's value) the paint is right under the edge. */
const DEPTH = 0.22;

/**
 * Darkens the `painted` pixels of `rgb` within `box` that lie within REACH shoulder widths below a
 * pixel the garment covers (`covered` >= 0.5) in the same column: by DEPTH at the edge, fading to
 * nothing at REACH (quadratically: a soft shadow, not a band).
 */
export function castHemShadow(rgb: Uint8Array, painted: Uint8Array, covered: Float32Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number, sw: number, slope?: SkinSlope): void {
  const reach = Math.max(1, Math.round(REACH * sw));
  for (let x = box.x0; x <= box.x1; x++) {
    let since = Infinity;
    // From REACH above the box: a hem that far above a column's first painted row shades it too.
    for (let y = Math.max(0, box.y0 - reach); y <= box.y1; y++) {
      const i = y * w + x;
      if ((covered[i] ?? 0) >= 0.5) {
        since = 0;
        continue;
      }
      since++;
      if (since > reach || !painted[i]) continue;
      const f = 1 - DEPTH * (1 - since / (reach + 1)) ** 2;
      shadeSkin(rgb, i, f, slope);
    }
  }
}
