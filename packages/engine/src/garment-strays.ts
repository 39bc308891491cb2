// Bits of the laid garment left floating over the backdrop. A cami's straps, a strap's hook or a tag
// standing up from a flat lay's top edge are laid up past the shoulders, where the head (neck and
// hair, in front) hides most of them; what is left beside the head stood on the backdrop as dark
// hooks and dots by the ears (the cold-shoulder top 050002 on model_2). A garment never stands in
// the air above the shoulders apart from the garment on the person, and a few pixels of it apart
// from the rest over the backdrop are a warp's crumbs, not a part one would see.
import { kp } from './geometry.ts';
import { labelComponents } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { Keypoint } from './types.ts';
import { laidBox, type Warped } from './warp.ts';

/** The largest stray (shoulder widths, squared) taken away wherever it lies: a crumb. */
const CRUMB = 0.02;

/**
 * Takes away each part of the laid garment (8-connected, any coverage) but the largest that has no
 * pixel over the person's body and lies wholly above the shoulder joints' lower one, or is at most
 * CRUMB shoulder widths squared.
 */
export function dropStrays(warped: Warped, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const { alpha, rgb } = warped;
  const box = laidBox(alpha, w, h);
  if (box.x1 < 0) return;
  const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
  const laid = borrowBytes(bw * bh);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) laid[y * bw + x] = alpha[(y + box.y0) * w + x + box.x0]! > 0 ? 1 : 0;
  const { label, count, size } = labelComponents(laid, bw, bh, true);
  giveBack(laid);
  if (count < 2) return giveBack(label);
  const [l, r] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const shoulders = l.score >= 0.3 && r.score >= 0.3 ? Math.max(l.y, r.y) - box.y0 : -1;
  const onBody = new Uint8Array(count + 1);
  const bottom = new Int32Array(count + 1);
  let largest = 1;
  for (let k = 2; k <= count; k++) if (size[k]! > size[largest]!) largest = k;
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const k = label[y * bw + x]!;
      if (!k) continue;
      if (body[(y + box.y0) * w + x + box.x0]) onBody[k] = 1;
      bottom[k] = y;
    }
  const crumb = CRUMB * CRUMB * sw * sw;
  const stray = (k: number) => k !== largest && !onBody[k] && (size[k]! <= crumb || bottom[k]! < shoulders);
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      const k = label[y * bw + x]!;
      if (!k || !stray(k)) continue;
      const i = (y + box.y0) * w + x + box.x0;
      alpha[i] = 0;
      rgb.fill(0, i * 3, i * 3 + 3);
    }
  giveBack(label);
}
