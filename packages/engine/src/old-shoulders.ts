// The old top's shoulders above the head line. The person analysis (person.ts) takes everything of
// the person above a line 0.14 shoulder widths over the shoulder joints as head (face, hair, neck),
// less a high collar at the neck's base, and then this. A top's shoulders rise above that line on square or raised
// shoulders, and a new top laid on the shoulder line left them there as a white band over its own
// shoulders (oot-049205_0's T-shirt under every new top). Between the neck and the shoulder tips,
// just above the line, what has the old top's colour (as the chest shows it) is the old top, not
// hair, and is given back to the clothes so that it is replaced like the rest of the old top.
import { kp } from './geometry.ts';
import { luma, medianRgb, nearestColour } from './image.ts';
import type { Keypoint } from './types.ts';

/** The person masks this reads (0/255, photo size); `head` is changed in place. */
interface Masks {
  body: Uint8Array;
  head: Uint8Array;
  skin: Uint8Array;
}

/** How far above the head line (shoulder widths) the old top's shoulders are looked for. */
const ABOVE = 0.25;
/** Between these distances from the body's middle (shoulder widths): beside the neck, to the shoulder tips. */
const FROM = 0.14;
const TO = 0.65;
/** RGB distance to the chest's colour under which a pixel is the old top. */
const SAME = 35;
/**
 * Or, in the shade, within SHADED_SAME of it once brought to the chest's brightness, down to this
 * share of it: a dark top's strap beside the neck, in its own shadow (model_7's navy vest, 0.38 of the
 * chest's luma), was 69 from the chest's colour, stayed head, and showed above a new T-shirt's collar.
 * Black hair on a white top is 0.09 of it.
 */
const SHADE_MIN = 0.3;
/**
 * Brought to the chest's brightness, a shaded pixel's distance is its noise and chroma tripled: the
 * navy strap comes to 4-17 from the chest, black hair beside it to 26 (neutral, not navy).
 */
const SHADED_SAME = 20;

/**
 * Takes the old top's shoulders out of the head mask (see above). The chest is the clothes 0.1-0.5
 * shoulder widths below the shoulder joints, within 0.3 of the middle; without enough of it (a bare
 * chest) nothing changes.
 */
export function releaseOldShoulders(photo: Uint8Array, kps: Keypoint[], m: Masks, w: number, h: number, sw: number, headLine: (x: number) => number): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (ls.score < 0.3 || rs.score < 0.3) return;
  const cx = (ls.x + rs.x) / 2;
  const cy = (ls.y + rs.y) / 2;
  const chest: number[] = [];
  for (let y = Math.max(0, Math.round(cy + 0.1 * sw)); y < Math.min(h, cy + 0.5 * sw); y += 2)
    for (let x = Math.max(0, Math.round(cx - 0.3 * sw)); x < Math.min(w, cx + 0.3 * sw); x += 2) {
      const i = y * w + x;
      if (m.body[i] && !m.skin[i] && !m.head[i]) chest.push(i);
    }
  if (chest.length < 50) return;
  const top = medianRgb(photo, chest);
  const topLuma = Math.max(1, luma(Uint8Array.from(top), 0));
  for (let x = Math.max(0, Math.floor(cx - TO * sw)); x <= Math.min(w - 1, cx + TO * sw); x++) {
    if (Math.abs(x - cx) < FROM * sw) continue;
    const line = headLine(x);
    for (let y = Math.max(0, Math.floor(line - ABOVE * sw)); y <= Math.min(h - 1, line); y++) {
      const i = y * w + x;
      if (m.head[i] && !m.skin[i] && isOldTop(photo, i, top, topLuma)) m.head[i] = 0;
    }
  }
}

/** Whether pixel i has the old top's colour `top` (SAME), or has it in the shade (SHADE_MIN, SHADED_SAME). */
function isOldTop(photo: Uint8Array, i: number, top: readonly [number, number, number], topLuma: number): boolean {
  if (nearestColour(photo, i, [top]) < SAME) return true;
  const k = luma(photo, i) / topLuma;
  if (k < SHADE_MIN || k >= 1) return false;
  const d = Math.hypot(photo[i * 3]! / k - top[0], photo[i * 3 + 1]! / k - top[1], photo[i * 3 + 2]! / k - top[2]);
  return d < SHADED_SAME;
}
