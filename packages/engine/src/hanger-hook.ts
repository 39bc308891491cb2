// The hook of the hanger a garment was photographed on: a thin wire rising from the middle of its
// top above everything else. The cut-out's flood cannot take it (it differs from the backdrop like
// the garment does), and left in the cut-out it was read as the garment's top: its neck and
// shoulders were found up the wire, and laid on a person the sleeves came out in pieces and a grey
// stub stood on the throat (the 00055 T-shirt with a hook drawn on it, on 05997 and model_7).
import { countSet } from './mask-ops.ts';
import { labelComponents, maskBox, morph } from './image.ts';
import { giveBack } from './scratch.ts';

/** Half the width (px) of the square the mask is opened with: what it removes is thinner than a hook is taken to be, a share of the photo's long side. */
const THIN = 0.008;
/** How far (share of the garment's width) a hook's middle may lie from the middle of the garment's thick part. */
const CENTRE = 0.1;
/** How far (share of the garment's height) a hook must rise above the garment's thick part. */
const RISE = 0.03;

/**
 * The mask without a hanger's hook, or undefined when it has none. The hook is the one part of the
 * mask the opening (a square THIN of the long side across) removes that holds the mask's top row,
 * rises RISE of the garment's height above the top of what the opening leaves, and has its middle
 * within CENTRE of that's middle. A strap rises as far but off the middle, and in pairs; a halter's
 * tie at the middle is thicker than a wire.
 */
export function withoutHook(mask: Uint8Array, w: number, h: number): Uint8Array | undefined {
  const k = Math.max(2, Math.round(THIN * Math.max(w, h)));
  const thick = morph(morph(mask, w, h, -k), w, h, k);
  if (!countSet(thick)) return undefined;
  const body = maskBox(thick, w, h);
  const whole = maskBox(mask, w, h);
  if (body.y - whole.y < RISE * body.height) return undefined;
  const thin = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (mask[i] && !thick[i]) thin[i] = 255;
  const { label, count } = labelComponents(thin, w, h);
  // Each thin part's top row and the sum of its columns.
  const top = new Int32Array(count + 1).fill(h);
  const xs = new Float64Array(count + 1);
  const n = new Float64Array(count + 1);
  for (let i = 0; i < w * h; i++) {
    const c = label[i]!;
    if (!c) continue;
    const x = i % w;
    top[c] = Math.min(top[c]!, (i - x) / w);
    xs[c] = xs[c]! + x;
    n[c] = n[c]! + 1;
  }
  const middle = body.x + body.width / 2;
  let hook = 0;
  for (let c = 1; c <= count; c++) if (top[c] === whole.y && Math.abs(xs[c]! / n[c]! - middle) <= CENTRE * body.width) hook = c;
  const out = hook ? new Uint8Array(mask) : undefined;
  if (out) for (let i = 0; i < w * h; i++) if (label[i] === hook) out[i] = 0;
  giveBack(label);
  return out;
}
