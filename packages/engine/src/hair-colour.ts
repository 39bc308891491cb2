// The hair's colour, read once per person photo (person.ts) for the head's edge at the shoulders: hair
// below the head line is followed in it (hair-ends.ts), and hair above the line that the old top's
// colour would take is told from the top by it (old-shoulders.ts).
import { kp } from './geometry.ts';
import { medianRgb, nearestColour } from './image.ts';
import type { Masks } from './old-shoulders.ts';
import type { Keypoint } from './types.ts';

/** The hair's colour (hairColour); undefined where too little of it is seen. */
export type HairColour = [number, number, number] | undefined;

/** RGB distance to the hair's colour within which a pixel is that hair. */
export const HAIR_SAME = 50;
/**
 * How many pixels of the head above the nose that are not skin it takes to know the hair's colour
 * (a shaved head has only eyebrows and eyes there), in square shoulder widths.
 */
const HAIR_AREA = 0.02;
/**
 * A nose nearer the photo's top than this (shoulder widths): the photo is cut at the eyes, and too
 * little of the head shows above the nose; then the hair is read beside the face down to BESIDE_FACE
 * below the nose, above the mouth (052767's brown hair on her navy top's shoulders: with no colour
 * read, it was taken for the top's, given to the clothes in strands and painted as backdrop).
 */
const CUT_AT_EYES = 0.25;
const BESIDE_FACE = 0.1;

/**
 * The hair's colour: the median of the head's pixels above the nose that are not skin (in a photo cut
 * at the eyes, down to BESIDE_FACE below it); undefined with fewer than HAIR_AREA of them. A shadow at
 * the neck's sides or under the chin that the skin model misses is not skin either, and is not that
 * colour (049205, 051962).
 */
export function hairColour(photo: Uint8Array, kps: Keypoint[], m: Masks, w: number, h: number, sw: number): HairColour {
  const nose = kp(kps, 'nose');
  if (nose.score < 0.3) return undefined;
  const need = HAIR_AREA * sw * sw;
  let seen = notSkinAbove(m, w, h, nose.y);
  if (seen.length < need && nose.y < CUT_AT_EYES * sw) seen = notSkinAbove(m, w, h, nose.y + BESIDE_FACE * sw);
  return seen.length < need ? undefined : medianRgb(photo, seen);
}

/** The head's pixels that are not skin above row y. */
function notSkinAbove(m: Masks, w: number, h: number, y: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.min(h, Math.max(0, Math.floor(y))) * w; i++) if (m.body[i] && m.head[i] && !m.skin[i]) out.push(i);
  return out;
}

/** Whether pixel i has the hair's colour (within HAIR_SAME of it). */
export const isHair = (photo: Uint8Array, i: number, hair: HairColour): boolean => !!hair && nearestColour(photo, i, [hair]) <= HAIR_SAME;
