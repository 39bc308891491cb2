// A sleeved top's top edge on the person's shoulders. The panel's shoulder is lifted onto the
// shoulder's outline only out from its collar and by at most so much (drape.ts), and a sleeve's cap
// is drawn up to the shoulder line from the keypoints, not the outline: on a rounded or square
// shoulder the top edge stepped below the outline, and the old clothes or bare shoulder above it were
// painted as ragged patches of skin between the steps (05997 and model_2 under a T-shirt). A person
// wearing the new top shows the top up to the outline there: each such column's gap is closed with
// the garment.
import { kp } from './geometry.ts';
import type { Keypoint } from './types.ts';
import { closeSeams } from './seams.ts';
import { COVERED, limitSteps, takeGarment, type Warped } from './warp.ts';

/** Columns nearer the shoulders' middle than this (shoulder widths) are the collar's and the neck's: not looked at. */
const NECK_OUT = 0.3;
/** How far past each shoulder joint (shoulder widths) columns are looked at: the deltoid's top. */
const PAST_JOINT = 0.2;
/** Rows looked in: from this far above the higher shoulder joint (shoulder widths)... */
const ABOVE = 0.3;
/** ...to this far below the lower one (about the deltoid's top). */
const BELOW = 0.15;
/** The widest gap (shoulder widths) between the garment's top and the outline that is closed: farther below, it is a cami's armhole or an off-shoulder top's edge. */
const MAX_GAP = 0.06;
/** How far past each joint (shoulder widths) the shoulder's top runs (the deltoid's), over which FAR_SHARE is counted. */
const SHOULDER_TOP = 0.1;
/** The share of a side's columns out to the joint whose top may lie farther than MAX_GAP below the outline for the side's others to be closed. */
const FAR_SHARE = 0.1;
/** The widest gap (px) between columns of the garment closed after laying them. */
const HAIRLINE = 2;
/** The most rows (shoulder widths) of the head's mask at a column's outline that are read as strays on the shoulder's top, not the hair. */
const STRAY = 0.01;
/** How many pixels above the outline's first body pixel the garment's top is laid. */
const EDGE = 2;

/**
 * In each column of the shoulders (off the neck, out to past the joints) whose top is the person's
 * outline (body, not hair or a hand): no garment above the outline (a flat lay's square shoulder or a
 * sleeve's cap stood up to SHOULDER_MARGIN past it, a step against the backdrop), and where the
 * garment's top lies at most MAX_GAP below it, with only the person (body, not head or hands) between,
 * that gap takes the garment's colour, mirrored up about its top edge so its print runs on.
 */
export function fillShoulderTops(
  warped: Warped,
  kps: Keypoint[],
  m: { body: Uint8Array; head: Uint8Array; hands: Uint8Array },
  w: number,
  h: number,
  sw: number,
  /** Whether the garment's shoulder on the side of column x lies on the shoulder (fit.ts shoulderedAt): a cami's strap or an off-shoulder top's ruffle is left as laid. */
  shouldered: (x: number) => boolean,
): void {
  const [l, r] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (l.score < 0.3 || r.score < 0.3) return;
  const { rgb, alpha } = warped;
  const cx = (l.x + r.x) / 2;
  const y0 = Math.max(0, Math.round(Math.min(l.y, r.y) - ABOVE * sw));
  const y1 = Math.min(h - 1, Math.round(Math.max(l.y, r.y) + BELOW * sw));
  const [xa, xb] = [Math.max(0, Math.round(Math.min(l.x, r.x) - PAST_JOINT * sw)), Math.min(w - 1, Math.round(Math.max(l.x, r.x) + PAST_JOINT * sw))];
  const maxGap = Math.round(MAX_GAP * sw);
  const stray = Math.max(1, Math.round(STRAY * sw));
  const half = Math.abs(l.x - r.x) / 2 + SHOULDER_TOP * sw;
  const person = (i: number) => m.body[i] && !m.head[i] && !m.hands[i];
  // Per column of each side: its outline's row and the garment's top below it, where the column's top
  // is the person's outline; the gap between is closed only on a side whose top lies near the outline
  // nearly all along from the neck out to the joint (FAR_SHARE; past the joint the outline falls down
  // the arm's side, beside a sleeve laid narrower than the arm): closed on a few columns of a top
  // that leaves the outline (a gathered or square neckline's edge), the gap stood as a box of
  // mirrored print ending in a step.
  for (const side of [-1, 1]) {
    // Per column (from xa): its outline's row, the garment's top and the rows to lay up to the top (0: none).
    const outlines = new Int32Array(xb - xa + 1);
    const tops = new Int32Array(xb - xa + 1);
    const laid = new Float64Array(xb - xa + 1);
    let [near, far] = [0, 0];
    for (let x = xa; x <= xb; x++) {
      if (Math.sign(x - cx) !== side || Math.abs(x - cx) < NECK_OUT * sw || !shouldered(x)) continue;
      let outline = y0;
      while (outline <= y1 && !m.body[outline * w + x]) outline++;
      if (outline === y0 || outline > y1) continue;
      // A few pixels of the head's mask on the outline (a dark strap's edge taken for the hair's ends)
      // are not the column's top: skipped, the columns beside them tapered down to it (limitSteps)
      // and the garment's top edge stood in spikes on each side of a notch (model_7 under a T-shirt).
      let under = outline;
      while (under <= y1 && m.head[under * w + x] && under - outline <= stray) under++;
      if (under - outline <= stray) outline = under;
      if (outline > y1 || !person(outline * w + x)) continue;
      let top = outline;
      while (top <= y1 && alpha[top * w + x]! < COVERED && top - outline <= maxGap && person(top * w + x)) top++;
      const joint = Math.abs(x - cx) <= half;
      if (top > y1 || top - outline > maxGap || alpha[top * w + x]! < COVERED) {
        if (joint) far++;
        continue;
      }
      if (joint) near++;
      // (The mask's edge is a pixel or two inside the skin's own, blended with the backdrop: left, it
      // drew a line of skin along the top.)
      [outlines[x - xa], tops[x - xa], laid[x - xa]] = [outline, top, top - Math.max(y0 + 1, outline - EDGE)];
    }
    if (far > FAR_SHARE * (far + near)) continue;
    // No steps: at most one row more than beside it (where a run of columns ends, its gap tapers off
    // instead of standing as a box of mirrored print).
    limitSteps(laid, Infinity);
    for (let k = 0; k < laid.length; k++) if (tops[k]) layColumn(xa + k, outlines[k]!, tops[k]!, laid[k]!);
  }
  // A column cleared down to the arm's side, where the outline falls away, between columns past the
  // outline that keep a sleeve laid there, left a line of backdrop between them (052964 under 00470):
  // closed, whatever lies under it.
  closeSeams(warped, () => true, w, h, { y0, y1, cx, inner: NECK_OUT * sw, maxGap: HAIRLINE });

  /** Column x: no garment above the outline (less EDGE), and the garment's colour on the `rows` above its top. */
  function layColumn(x: number, outline: number, top: number, rows: number): void {
    for (let y = y0; y < Math.max(y0 + 1, outline - EDGE); y++) {
      alpha[y * w + x] = 0;
      rgb.fill(0, (y * w + x) * 3, (y * w + x) * 3 + 3);
    }
    for (let y = top - rows; y < top; y++) {
      if (alpha[y * w + x]! >= COVERED) continue;
      const mirrored = 2 * top - 1 - y;
      takeGarment(warped, (mirrored <= y1 && alpha[mirrored * w + x]! >= COVERED ? mirrored : top) * w + x, y * w + x);
    }
  }
}
