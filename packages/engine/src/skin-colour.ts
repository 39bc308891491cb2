// Painted skin in the person's own skin colour. The fill (push-pull) carries the colour of the skin
// at the painted area's edge into it, and the skin beside an old garment is not the person's colour:
// a red top throws red light on the skin around it, and a hand in shadow is darker and redder than
// an arm. 01861's arms, painted between her red neckline's skin and her hands, came out salmon
// (210,166,141 against her chest's 237,211,186). Away from the known skin, the painted colour keeps
// its brightness (the light along the body) and takes the colour the person's skin has at that
// brightness, learnt from all the skin the fill learns from. Next to known skin it stays as the fill made it, so
// no seam shows where the two meet.
import { boxBlur } from './image.ts';
import { borrowFloats, giveBack } from './scratch.ts';

/** How far (shoulder widths) from the known skin the painted colour passes from the fill's to the person's. */
const REACH = 0.08;
/** Known skin pixels needed to learn the skin's colour. */
const MIN_KNOWN = 200;

/**
 * Moves the `target` pixels of `rgb` within `box` towards the person's skin colour at their own luma
 * (skinAtLuma, learnt from the `known` skin of `photo` within the box): fully where no known skin
 * lies within REACH, not at all where half the pixels around are known.
 */
export function evenSkinColour(rgb: Uint8Array, photo: Uint8Array, known: Uint8Array, target: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number, sw: number): void {
  const colourAt = skinAtLuma(photo, known, box, w);
  if (!colourAt) return;
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw <= 0 || bh <= 0) return;
  const near = borrowFloats(bw * bh);
  for (let y = box.y0; y <= box.y1; y++) for (let x = box.x0; x <= box.x1; x++) near[(y - box.y0) * bw + x - box.x0] = known[y * w + x] ? 1 : 0;
  const tmp = borrowFloats(bw * bh);
  const share = boxBlur(near, bw, bh, Math.max(1, Math.round(REACH * sw)), borrowFloats(bw * bh), tmp);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      const mix = Math.max(0, Math.min(1, 1 - 2 * share[(y - box.y0) * bw + x - box.x0]!));
      if (!mix) continue;
      const want = colourAt(0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!);
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + c]! * (1 - mix) + want[c]! * mix)));
    }
  giveBack(near, tmp, share);
}

/**
 * The person's skin colour as a function of its luma: per channel, the least-squares line through the
 * known skin's (luma, channel) pairs within the box (skin turns redder where it is darker: 01861's
 * shaded shoulder is 200,155,129, her lit chest 237,211,186). Undefined with fewer than MIN_KNOWN pixels
 * or no spread of luma.
 */
function skinAtLuma(photo: Uint8Array, known: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number): ((l: number) => [number, number, number]) | undefined {
  let n = 0;
  let sl = 0;
  let sll = 0;
  const sc = [0, 0, 0];
  const slc = [0, 0, 0];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!known[i]) continue;
      const l = 0.299 * photo[i * 3]! + 0.587 * photo[i * 3 + 1]! + 0.114 * photo[i * 3 + 2]!;
      n++;
      sl += l;
      sll += l * l;
      for (let c = 0; c < 3; c++) {
        sc[c]! += photo[i * 3 + c]!;
        slc[c]! += l * photo[i * 3 + c]!;
      }
    }
  if (n < MIN_KNOWN) return undefined;
  const varL = sll / n - (sl / n) ** 2;
  if (varL < 1) return undefined;
  const slope = sc.map((s, c) => (slc[c]! / n - (sl / n) * (s / n)) / varL);
  const at = sc.map((s, c) => s / n - slope[c]! * (sl / n));
  return (l) => [at[0]! + slope[0]! * l, at[1]! + slope[1]! * l, at[2]! + slope[2]! * l];
}
