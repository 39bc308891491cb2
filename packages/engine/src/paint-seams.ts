// Where painted skin meets the person's own skin kept as the photo shows it (a bare wrist below an
// old cuff, a bare arm below an old short sleeve, the belly below an old crop top's hem), the paint
// takes the kept skin's colour at the seam and passes back to its own over SEAM_REACH. Lit and
// shaded as a round limb, with its grain laid on, the paint still met the kept skin in a step of
// tone along the old garment's edge: a painted forearm tan, the wrist below it pink (01861).
// The difference at the seam is carried into the paint by push-pull (fill.ts) from the seam's kept
// pixels, so it is smooth along the seam, and fades with the distance from it.
import { pushPull } from './fill.ts';
import { boxBlur, chamferDistances } from './image.ts';
import { borrowBytes, borrowFloats, giveBack } from './scratch.ts';

/** How far into the paint (shoulder widths) the seam's difference fades out. */
const SEAM_REACH = 0.06;
/**
 * How far (px) from the paint a known skin pixel is still on the seam: between them lie the skin's
 * edge pixels blended with the old garment and the skin model's misses (the shaded side of a wrist).
 * The nearest are taken too, though an old edge's shade can lie there (01861's old neckline leaves a
 * faint darker line down her painted shoulder): left out, a bare arm's own shaded side was lost
 * beside the paint, lightened towards its lit middle (052964 under 053786: the arms check 4.4% ->
 * 5.2%).
 */
const SEAM_GAP = 6;
/** The largest difference (per channel) taken from one seam pixel: past it a kept pixel is no skin of the paint's (a bracelet the skin model took). */
const MAX_STEP = 48;
/** Where the difference is stored in a byte: 128 is none. */
const ZERO = 128;

/**
 * Moves the `target` pixels of `rgb` (the paint, within `box`) towards the `known` skin of `photo`
 * beside them: each known pixel within SEAM_GAP px of the paint holds the difference between it and
 * the mean of the paint within SEAM_GAP + 1 px of it; the differences are spread over the paint by
 * push-pull and laid on, in full at the seam, fading (squared) to nothing SEAM_REACH from it.
 */
export function meetKeptSkin(
  rgb: Uint8Array,
  photo: Uint8Array,
  known: Uint8Array,
  target: Uint8Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  w: number,
  h: number,
  sw: number,
): void {
  const reach = Math.max(2, SEAM_REACH * sw);
  // The box grown by the gap: the kept pixels beside its edge.
  const b = { x0: Math.max(0, box.x0 - SEAM_GAP), y0: Math.max(0, box.y0 - SEAM_GAP), x1: Math.min(w - 1, box.x1 + SEAM_GAP), y1: Math.min(h - 1, box.y1 + SEAM_GAP) };
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  if (bw <= 0 || bh <= 0) return;
  const n = bw * bh;
  /** The box's index of the photo's pixel (x, y). */
  const at = (x: number, y: number) => (y - b.y0) * bw + x - b.x0;
  // The paint's colour sums and count near each pixel (box blurs of the paint and its mask).
  const sums = [0, 1, 2, 3].map(() => borrowFloats(n));
  const toPaint = borrowFloats(n).fill(1e6);
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      const k = at(x, y);
      for (let c = 0; c < 3; c++) sums[c]![k] = rgb[i * 3 + c]!;
      sums[3]![k] = 1;
      toPaint[k] = 0;
    }
  chamferDistances(toPaint, bw, bh);
  const tmp = borrowFloats(n);
  const means = sums.map((s) => boxBlur(s, bw, bh, SEAM_GAP + 1, s, tmp));
  const diff = borrowBytes(w * h * 3);
  const seam = borrowBytes(w * h);
  // Distance (px) from the seam over the box.
  const fromSeam = borrowFloats(n).fill(1e6);
  let any = false;
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const i = y * w + x;
      const k = at(x, y);
      if (!known[i] || target[i] || toPaint[k]! > SEAM_GAP || !means[3]![k]) continue;
      for (let c = 0; c < 3; c++) diff[i * 3 + c] = ZERO + Math.max(-MAX_STEP, Math.min(MAX_STEP, Math.round(photo[i * 3 + c]! - means[c]![k]! / means[3]![k]!)));
      seam[i] = 255;
      fromSeam[k] = 0;
      any = true;
    }
  if (any) {
    chamferDistances(fromSeam, bw, bh);
    pushPull(diff, w, seam, target, b);
    for (let y = b.y0; y <= b.y1; y++)
      for (let x = b.x0; x <= b.x1; x++) {
        const i = y * w + x;
        const d = fromSeam[at(x, y)]!;
        if (!target[i] || d >= reach) continue;
        const f = (1 - d / reach) ** 2;
        for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.max(0, Math.min(255, Math.round(rgb[i * 3 + c]! + f * (diff[i * 3 + c]! - ZERO))));
      }
  }
  giveBack(...sums, toPaint, tmp, diff, seam, fromSeam);
}
