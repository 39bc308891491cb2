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
const COLLAR_OUT = 0.2;
/**
 * Columns nearer the middle than this are not read for whether a side lies near the outline
 * (nearShoulder): the neckline's curve down to the collar. Between COLLAR_OUT and here a column is
 * closed as the others are where its gap is small: looked at only from here, a band of bare
 * shoulder beside a crew neck (about 0.15-0.18 shoulder widths) was left above the panel (model_5
 * under 03032, model_7 under 00126); read from COLLAR_OUT too, a side's collar curve counted as its
 * top leaving the outline and the whole side was left as laid (model_5's image-left under 03032).
 */
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
/** The longest run (shoulder widths) of a row taken away above the outline between garment on both sides that is given back (keepSlits). */
const MAX_SLIT = 0.06;
/** The largest share of a side's columns out to the joint that the neckline's own run may take (see nearShoulder). */
const NECKLINE_RUN = 0.3;
const [NEAR, FAR] = [1, 2];
/** How many columns near the outline in a row end the neckline's run (nearShoulder). */
const NECK_BREAK = 3;

/**
 * Whether a side's top lies near the outline nearly all along out to the joint: at most FAR_SHARE of
 * its columns farther below. The run of far columns next to the neck is the neckline's own edge
 * leaving the shoulder's line (a crew neck's curve down to the collar), not a top that leaves the
 * outline, when it is at most NECKLINE_RUN of the side: counted, the 20 columns beside 050191's
 * collar, 19 px below model_6's outline where the limit is 18, left his whole image-right shoulder
 * bare above the T-shirt's top edge (the old white T-shirt's shoulder painted as skin).
 * `reads`: per column from the image-left end, NEAR, FAR or 0; `side` -1 for the image-left one.
 */
export function nearShoulder(reads: Uint8Array, side: number): boolean {
  const order = side < 0 ? [...reads].reverse() : [...reads];
  const read = order.filter((r) => r);
  // (The run ends at NECK_BREAK columns near the outline in a row: a column or two of it within the
  // run, where the collar's curve crosses a fold of the outline, do not end it.)
  let [neck, near] = [0, 0];
  for (let k = 0; k < read.length && near < NECK_BREAK; k++) [neck, near] = read[k] === FAR ? [k + 1, 0] : [neck, near + 1];
  const rest = read.slice(neck > NECKLINE_RUN * read.length ? 0 : neck);
  const far = rest.filter((r) => r === FAR).length;
  return far <= FAR_SHARE * rest.length;
}

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
  m: { body: Uint8Array; head: Uint8Array; hands: Uint8Array; skin: Uint8Array },
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
  /** What each pixel taken away above the outline held (opacity and colour), by index. */
  const taken = new Map<number, [number, number, number, number]>();
  // Per column of each side: its outline's row and the garment's top below it, where the column's top
  // is the person's outline; the gap between is closed only on a side whose top lies near the outline
  // nearly all along from the neck out to the joint (FAR_SHARE; past the joint the outline falls down
  // the arm's side, beside a sleeve laid narrower than the arm): closed on a few columns of a top
  // that leaves the outline (a gathered or square neckline's edge), the gap stood as a box of
  // mirrored print ending in a step.
  for (const side of [-1, 1]) {
    // Per column (from xa): the row above which nothing of the garment is left (EDGE above the
    // outline, or above the top of hair lying on the shoulder), the garment's top and the rows to lay
    // up to the top (0: none).
    const clears = new Int32Array(xb - xa + 1);
    const tops = new Int32Array(xb - xa + 1);
    const laid = new Float64Array(xb - xa + 1);
    /** Per column read (NECK_OUT off the middle out to the shoulder's top, from xa): NEAR or FAR (0: not read, or its top not the outline). */
    const reads = new Uint8Array(xb - xa + 1);
    for (let x = xa; x <= xb; x++) {
      if (Math.sign(x - cx) !== side || Math.abs(x - cx) < COLLAR_OUT * sw || !shouldered(x)) continue;
      let outline = y0;
      while (outline <= y1 && !m.body[outline * w + x]) outline++;
      if (outline > y1) continue;
      // A few pixels of the head's mask on the outline (a dark strap's edge taken for the hair's ends)
      // are not the column's top: skipped, the columns beside them tapered down to it (limitSteps)
      // and the garment's top edge stood in spikes on each side of a notch (model_7 under a T-shirt).
      let under = outline;
      while (under <= y1 && m.head[under * w + x]) under++;
      // Hair lying on the shoulder (the head's mask, not skin, down to the clothes or skin below it)
      // hides the shoulder's top: the top is laid up to the hair's end, and not into it (left, the old
      // top's shoulder below a bob's ends was painted as a shelf of skin, 02849 under a T-shirt).
      const hair = under > outline + stray && under <= y1 && !m.skin[(under - 1) * w + x];
      const crown = outline;
      if (hair || (outline > y0 && under - outline <= stray)) outline = under;
      else if (outline === y0) continue;
      if (outline > y1 || !person(outline * w + x)) continue;
      let top = outline;
      while (top <= y1 && alpha[top * w + x]! < COVERED && top - outline <= maxGap && person(top * w + x)) top++;
      const joint = Math.abs(x - cx) <= half && Math.abs(x - cx) >= NECK_OUT * sw;
      if (top > y1 || top - outline > maxGap || alpha[top * w + x]! < COVERED) {
        if (joint) reads[x - xa] = FAR;
        continue;
      }
      if (joint) reads[x - xa] = NEAR;
      // (The mask's edge is a pixel or two inside the skin's own, blended with the backdrop: left, it
      // drew a line of skin along the top.)
      [clears[x - xa], tops[x - xa], laid[x - xa]] = [(hair ? crown : outline) - EDGE, top, top - Math.max(y0 + 1, outline - (hair ? 0 : EDGE))];
    }
    if (!nearShoulder(reads, side)) continue;
    // No steps: at most one row more than beside it (where a run of columns ends, its gap tapers off
    // instead of standing as a box of mirrored print).
    limitSteps(laid, Infinity);
    for (let k = 0; k < laid.length; k++) if (tops[k]) layColumn(xa + k, clears[k]!, tops[k]!, laid[k]!);
  }
  // A column cleared down to the arm's side, where the outline falls away, between columns past the
  // outline that keep a sleeve laid there, left a line of backdrop between them (052964 under 00470):
  // closed, whatever lies under it.
  keepSlits();
  closeSeams(warped, () => true, w, h, { y0, y1, cx, inner: NECK_OUT * sw, maxGap: HAIRLINE });

  /** Column x: no garment above row `clear`, and the garment's colour on the `rows` above its top. */
  function layColumn(x: number, clear: number, top: number, rows: number): void {
    for (let y = y0; y < Math.max(y0 + 1, clear); y++) {
      const i = y * w + x;
      if (alpha[i]! > 0) taken.set(i, [alpha[i]!, rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!]);
      alpha[i] = 0;
      rgb.fill(0, i * 3, i * 3 + 3);
    }
    for (let y = top - rows; y < top; y++) {
      if (alpha[y * w + x]! >= COVERED) continue;
      const mirrored = 2 * top - 1 - y;
      takeGarment(warped, (mirrored <= y1 && alpha[mirrored * w + x]! >= COVERED ? mirrored : top) * w + x, y * w + x);
    }
  }

  /**
   * A row's run of pixels taken away above the outline with the garment on both sides of it, at most
   * MAX_SLIT long, was no edge trimmed but a slit cut through the garment: where the outline falls down
   * the arm's side, the columns over it were cleared down to it and a sleeve standing out past the arm
   * went on beyond them, a line of backdrop between (model_3 under 02305). Such a run is given back.
   */
  function keepSlits(): void {
    const most = Math.round(MAX_SLIT * sw);
    if (!taken.size) return;
    for (let y = y0; y <= y1; y++) {
      const row = y * w;
      for (let x = Math.max(1, xa); x <= Math.min(w - 2, xb); x++) {
        if (alpha[row + x] !== 0 || alpha[row + x - 1]! < COVERED || !taken.has(row + x)) continue;
        let b = x;
        while (b + 1 < w && alpha[row + b + 1] === 0) b++;
        if (b + 1 < w && alpha[row + b + 1]! >= COVERED && b - x < most)
          for (let k = x; k <= b; k++) {
            const was = taken.get(row + k);
            if (!was) continue;
            alpha[row + k] = was[0];
            rgb.set(was.slice(1), (row + k) * 3);
          }
        x = b;
      }
    }
  }
}
