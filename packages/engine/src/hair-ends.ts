// Hair that goes on below the head line. The person analysis (person.ts) takes the person above a line
// 0.14 shoulder widths over the shoulder joints as head, and hair falling onto the shoulders goes on
// below it, over the old top: there it was clothes, painted over as skin or backdrop, and the hair
// ended in a straight cut along the line with a flat slab of painted skin under it (07966's black hair
// over her grey T-shirt's shoulders, under every new top). From each column beside the neck where the
// head's last row is hair (not skin), what goes on below it in that hair's colour, and is not the old
// top's (old-shoulders.ts), is head: in front of the new garment, as the hair above it is.
import { kp } from './geometry.ts';
import { HAIR_SAME, isHair, type HairColour } from './hair-colour.ts';
import { nearestColour } from './image.ts';
import { COLLAR, TO, isOldTop, type ChestTop, type Masks } from './old-shoulders.ts';
import type { Keypoint } from './types.ts';

/** How far below the head line (shoulder widths) hair is followed. */
const DEPTH = 0.5;

/**
 * Adds to `m.head` the hair below the head line (see above), in the columns between the collar's zone
 * and the shoulder tips (COLLAR to TO shoulder widths from the middle: in the collar's zone a shadow
 * at the neck's base the skin model misses has the colour of dark hair, 049205 in his V-neck) whose
 * last row of the head is hair: not skin, within HAIR_SAME of the hair's colour. Down each from that
 * row while the pixel is body, not skin, within HAIR_SAME of that row's colour, and not the old top's
 * colour (`onChest`: isOldTop, or nearer it than the hair's).
 */
export function keepHairEnds(photo: Uint8Array, kps: Keypoint[], m: Masks, w: number, h: number, sw: number, headLine: (x: number) => number, onChest: ChestTop | undefined, hair: HairColour): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!hair || ls.score < 0.3 || rs.score < 0.3) return;
  const cx = (ls.x + rs.x) / 2;
  const depth = Math.round(DEPTH * sw);
  for (let x = Math.max(0, Math.round(cx - TO * sw)); x <= Math.min(w - 1, cx + TO * sw); x++) {
    if (Math.abs(x - cx) < COLLAR * sw) continue;
    const last = Math.min(h - 1, Math.floor(headLine(x)));
    const at = last * w + x;
    if (last < 0 || !m.body[at] || !m.head[at] || m.skin[at] || !isHair(photo, at, hair)) continue;
    followDown(photo, m, w, h, x, last, depth, [photo[at * 3]!, photo[at * 3 + 1]!, photo[at * 3 + 2]!], onChest);
  }
}

/** Marks as head what goes on below (x, last) in the colour `hair` (keepHairEnds). */
function followDown(photo: Uint8Array, m: Masks, w: number, h: number, x: number, last: number, depth: number, hair: readonly number[], onChest: ChestTop | undefined): void {
  for (let y = last + 1; y < Math.min(h, last + 1 + depth); y++) {
    const i = y * w + x;
    if (!m.body[i] || m.skin[i]) break;
    if (m.head[i]) continue;
    const d = nearestColour(photo, i, [hair]);
    if (d > HAIR_SAME) break;
    if (onChest && (isOldTop(photo, i, onChest.top, onChest.topLuma) || nearestColour(photo, i, [onChest.top]) <= d)) break;
    m.head[i] = 255;
  }
}
