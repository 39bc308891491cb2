// The colour of the clothes a person wears in part of the photo, for telling them from what is in
// front of them or beside them (a hand, a tattoo on a bare forearm).
import { medianRgb } from './image.ts';

/** The masks it reads: the body, its bare skin and the head (PersonMasks). */
interface Masks {
  body: Uint8Array;
  skin: Uint8Array;
  head: Uint8Array;
}

/**
 * Median colour of the clothes (body, not skin, not head) on every second row and column of the box
 * (x0, y0 inclusive, x1, y1 exclusive), outside `zone` when given; undefined when there are fewer than 50.
 */
export function clothesColour(photo: Uint8Array, m: Masks, w: number, box: { x0: number; y0: number; x1: number; y1: number }, zone?: Uint8Array): [number, number, number] | undefined {
  const pixels: number[] = [];
  // In locals: the loop runs over whole rows of the photo.
  const { body, skin, head } = m;
  const { x0, y0, x1, y1 } = box;
  for (let y = y0; y < y1; y += 2)
    for (let x = x0; x < x1; x += 2) {
      const i = y * w + x;
      if (body[i] && !skin[i] && !head[i] && !(zone && zone[i])) pixels.push(i);
    }
  return pixels.length < 50 ? undefined : medianRgb(photo, pixels);
}
