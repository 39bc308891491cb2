// An old top's shoulders beside the neck that the segmentation leaves out of the body when they are
// nearly the backdrop's colour (oot-049205_0's white T-shirt on a pale warm backdrop: a person
// probability of 0.0-0.5 there). Left out, they were backdrop, never painted, and a new top, whose
// collar lies lower, left a white wedge of the old one beside the neck under every garment. Where the
// backdrop beside the shoulders is one even colour, what joins the body there with the old top's
// colour (as the chest shows it, in its light: with the shade's rule of isOldTop, red hair strands by
// oot-049447_0's shoulder were taken) and a hue off the backdrop's is the old top.
import { hueOff } from './backdrop-distance.ts';
import { growInto, medianRgb, morph, nthSmallest } from './image.ts';
import { kp } from './geometry.ts';
import { hasOldTopColour, type ChestTop } from './old-shoulders.ts';
import type { Keypoint } from './types.ts';

/** Adds the old top's pale shoulders to `body` (in place; see above). Its pixels are then the clothes (body, not skin, not head). */
export function withPaleShoulders(photo: Uint8Array, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number, onChest: ChestTop): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const mx = (ls.x + rs.x) / 2;
  const top = Math.max(0, Math.round(Math.min(ls.y, rs.y) - ABOVE * sw));
  const bottom = Math.min(h - 1, Math.round(Math.max(ls.y, rs.y) + BELOW * sw));
  // The backdrop beside the shoulders: not body, in the zone's rows, out past the shoulder tips.
  const beside: number[] = [];
  for (let y = top; y <= bottom; y++)
    for (let x = 0; x < w; x++) {
      const d = Math.abs(x - mx);
      if (d > TO * sw && d < (TO + BACKDROP_BAND) * sw && !body[y * w + x]) beside.push(y * w + x);
    }
  if (beside.length < MIN_BACKDROP) return;
  const [b0, b1, b2] = medianRgb(photo, beside);
  const hueOf = (i: number) => hueOff(photo[i * 3]!, photo[i * 3 + 1]!, photo[i * 3 + 2]!, b0, b1, b2);
  // An even backdrop only: a scene's or a busy backdrop's colours are each off its median.
  const spread = nthSmallest(Float64Array.from(beside, hueOf), Math.floor(EVEN_SHARE * (beside.length - 1)));
  if (spread > MAX_SPREAD) return;
  const grown = new Uint8Array(body);
  growInto(grown, w, h, Math.round(STEPS * sw), (i) => {
    const x = i % w;
    const y = (i - x) / w;
    const d = Math.abs(x - mx);
    return y >= top && y <= bottom && d >= FROM * sw && d <= TO * sw && hueOf(i) > MIN_HUE && hasOldTopColour(photo, i, onChest.top);
  });
  // Not a rim along the outline (the segmentation's edge, a pixel or two of mixed colour): what is
  // at least 2 THIN + 1 px wide either way.
  const added = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) added[i] = grown[i] && !body[i] ? 255 : 0;
  const kept = morph(morph(added, w, h, -THIN), w, h, THIN);
  for (let i = 0; i < w * h; i++) if (kept[i] && added[i]) body[i] = 255;
}

/** The zone looked in: from this far above the higher shoulder joint (shoulder widths)... */
const ABOVE = 0.35;
/** ...to this far below the lower one... */
const BELOW = 0.1;
/** ...between these distances from the shoulders' middle: beside the neck, to the shoulder tips. */
const FROM = 0.08;
const TO = 0.65;
/** The backdrop is read this far (shoulder widths) out past the shoulder tips. */
const BACKDROP_BAND = 0.25;
/** Fewest backdrop pixels beside the shoulders to read it from. */
const MIN_BACKDROP = 200;
/** Share of the backdrop's pixels whose hue must lie within MAX_SPREAD of its median's. */
const EVEN_SHARE = 0.9;
const MAX_SPREAD = 3;
/** Least hue distance (hueOff) from the backdrop of a pixel taken: 049205's bluish white T-shirt on its warm backdrop is about 13, the backdrop 0-2. */
const MIN_HUE = 6;
/** Half the least width (px) of what is taken. */
const THIN = 2;
/** How far (shoulder widths) the body is grown at most. */
const STEPS = 0.1;
