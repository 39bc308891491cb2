// A navel on a painted belly. Skin painted where an old top covered the belly is the person's own
// colour and light, but no belly has none: a man's belly under a crop top, painted from the top's hem
// to his jeans, read as a slab of skin-coloured paint. A navel is where the pose puts it (NAVEL_AT of
// the way from the shoulders' middle to the hips', the mean of 29 labelled photos of ../shared/eval,
// 0.59-0.91), drawn as a small pit lit from above: its upper wall in shade, a faint light on the rim
// below. It is drawn only where all around it is painted torso, so never against kept skin (a belly
// the photo shows has its own), a garment's hem or an arm.
import { add, found, kp, mid, scale, sub } from './geometry.ts';
import { shadeSkin, type SkinSlope } from './skin-colour.ts';
import type { Keypoint } from './types.ts';

/** Where the navel lies from the shoulders' middle (0) to the hips' (1). */
const NAVEL_AT = 0.79;
/** Its half width and half height (shoulder widths). */
const HALF_W = 0.016;
const HALF_H = 0.026;
/** How far round it (shoulder widths) must all be painted torso. */
const CLEAR = 0.08;
/** Its shade at the darkest, and the light on its lower rim, as shares of the skin's light. */
const DEPTH = 0.32;
const RIM = 0.04;
/** The shallow hollow round it: its shade, and its reach (shoulder widths; at CLEAR it is nothing). */
const HOLLOW = 0.07;
const HOLLOW_REACH = 0.035;

/**
 * Draws the navel into `rgb` (the painted skin, `target` 0/255, on the `torso` 0..255) in place, along
 * the skin's colour line (`slope`, shadeSkin). Nothing when the hips or shoulders are not found, or
 * when any pixel within CLEAR of it is not painted torso. Returns whether it was drawn.
 */
export function drawNavel(rgb: Uint8Array, target: Uint8Array, torso: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number, slope?: SkinSlope): boolean {
  const [ls, rs, lh, rh] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder'), kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  if (![ls, rs, lh, rh].every(found)) return false;
  const [shoulders, hips] = [mid(ls, rs), mid(lh, rh)];
  const { x: cx, y: cy } = add(shoulders, scale(sub(hips, shoulders), NAVEL_AT));
  const clear = Math.ceil(CLEAR * sw);
  const [x0, x1, y0, y1] = [Math.floor(cx) - clear, Math.ceil(cx) + clear, Math.floor(cy) - clear, Math.ceil(cy) + clear];
  if (x0 < 0 || y0 < 0 || x1 >= w || y1 >= h) return false;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 > clear * clear) continue;
      const i = y * w + x;
      if (!target[i] || torso[i]! < 128) return false;
    }
  const [rx, ry] = [HALF_W * sw, HALF_H * sw];
  const hollow = (HOLLOW_REACH * sw) ** 2;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (d2 > clear * clear) continue;
      const [u, v] = [(x - cx) / rx, (y - cy) / ry];
      // The pit's shade, deepest in its upper half (its upper wall faces down, away from the light);
      // the lit rim below it; the shallow hollow round both.
      const f =
        1 -
        DEPTH * Math.exp(-2 * (u * u + (v + 0.35) ** 2)) +
        RIM * Math.exp(-(u * u + 4 * (v - 1.2) ** 2)) -
        HOLLOW * Math.exp(-d2 / hollow);
      shadeSkin(rgb, y * w + x, f, slope);
    }
  return true;
}
