// The old trousers' hems above the shoes. The rows from just above the ankles down are kept whole for
// the shoes (person.ts feetMask), and an old bottom's hems lie in them: under a new dress or skirt,
// 049205's blue track-pants cuffs and 051962's jeans stayed between the painted shins and the shoes,
// like leg warmers. A hem goes on from the old bottom above the line in its colour; a shoe does not.
import { MIN_COLOUR_SAMPLES } from './fill.ts';
import { medianRgb, morph, nearestColour } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';

/** Rows (shoulder widths) above the feet's line whose old bottom gives the hems' colour. */
const ABOVE = 0.1;
/** Farthest (shoulder widths) below the feet's line a hem reaches. */
const DEPTH = 0.25;
/** Rows (shoulder widths) at the bottom of the feet's zone whose clothes give the shoes' colour. */
const SOLES = 0.08;
/** RGB distance from the hems' colour beyond which a pixel is not the hem (a fold's shadow is within it). */
const NEAR = 90;

/**
 * Adds to `region` (the old garment replaced) the old bottom's hems in the feet's zone (`feet`,
 * 0/255): clothes pixels reached from the region on the row above the zone, through clothes pixels
 * nearer the colour of the old bottom just above the zone than the shoes' (the clothes at the zone's
 * bottom) and within NEAR of it, at most DEPTH below the line; with the clothes pixels they enclose
 * (closed by CLOSE px: a hem's darker folds and frayed edge, nearer a black shoe's colour) and their
 * rim outside the body (RIM px, half hem and half backdrop). Nothing when either colour is unknown.
 */
export function addOldHems(photo: Uint8Array, body: Uint8Array, clothes: Uint8Array, region: Uint8Array, feet: Uint8Array, w: number, h: number, sw: number): void {
  let line = -1;
  for (let i = 0; i < w * h && line < 0; i++) if (feet[i]) line = Math.floor(i / w);
  if (line < 1) return;
  const above: number[] = [];
  for (let i = Math.max(0, line - Math.round(ABOVE * sw)) * w; i < line * w; i++) if (region[i] && clothes[i]) above.push(i);
  let lowest = -1;
  for (let i = w * h - 1; i >= line * w && lowest < 0; i--) if (feet[i] && clothes[i]) lowest = Math.floor(i / w);
  const soles: number[] = [];
  if (lowest >= 0) for (let i = Math.max(line, lowest - Math.round(SOLES * sw)) * w; i < (lowest + 1) * w; i++) if (feet[i] && clothes[i]) soles.push(i);
  if (above.length < MIN_COLOUR_SAMPLES || soles.length < MIN_COLOUR_SAMPLES) return;
  const hem = [medianRgb(photo, above)];
  const shoe = [medianRgb(photo, soles)];
  const last = Math.min(h - 1, line + Math.round(DEPTH * sw));
  const isHem = (i: number) => {
    if (!feet[i] || !clothes[i] || region[i]) return false;
    const d = nearestColour(photo, i, hem);
    return d <= NEAR && d < nearestColour(photo, i, shoe);
  };
  // The hems, on the zone's rows down to `last` (and CLOSE more for the closing).
  const rows = Math.min(h, last + 1 + CLOSE) - line;
  const hems = borrowBytes(rows * w);
  const queue: number[] = [];
  for (let x = 0; x < w; x++) {
    const i = line * w + x;
    if (region[i - w] && isHem(i)) {
      hems[i - line * w] = 255;
      queue.push(i);
    }
  }
  while (queue.length) {
    const i = queue.pop()!;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i + w]) {
      if (j < 0 || j >= (last + 1) * w || hems[j - line * w] || !isHem(j)) continue;
      hems[j - line * w] = 255;
      queue.push(j);
    }
  }
  const grown = morph(hems, w, rows, CLOSE);
  const closed = morph(grown, w, rows, -CLOSE);
  const rim = morph(hems, w, rows, RIM);
  for (let k = 0; k < rows * w; k++) {
    const i = line * w + k;
    if (hems[k] || (closed[k] && clothes[i]) || (rim[k] && !body[i])) region[i] = 255;
  }
  giveBack(hems, grown, closed, rim);
}

/** Px by which the hems are closed over what they enclose. */
const CLOSE = 3;
/** Px of the hems' rim outside the body that goes with them. */
const RIM = 3;
