// What is under the old garment: where the new garment will not cover what the old one covered,
// show the person's skin (inside the body's own shape) or the background (outside it). Both are
// filled by push-pull (pyramid) interpolation from the pixels that really show skin / background,
// so the fill takes the person's own tone and the backdrop's own light falloff.
import { capsule, capsulesBox, fillCapsule, fillDisc, type Capsule } from './person.ts';
import { bone } from './arm-outline.ts';
import { borrowBytes, borrowFloats, giveBack } from './scratch.ts';
import { firstOn, medianRgb, morphRows, nearestColour, partsOnRow } from './image.ts';
import { add, armpitsRow, found, kp, mid, scale, sub, torsoMiddle } from './geometry.ts';
import type { GarmentCategory, Keypoint, Point } from './types.ts';

/**
 * Fills `target` pixels of `rgb` in place from the `known` pixels, within the box [x0,x1]x[y0,y1]:
 * each pyramid level averages the known colours of the level below (push), then unknown pixels
 * take the coarser level's colour (pull). The finest level is the photo itself: its known pixels
 * are summed straight into the next level, and only its target pixels (never known) are pulled.
 */
export function pushPull(rgb: Uint8Array, w: number, known: Uint8Array, target: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }): void {
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  // (A single pixel has nothing to be filled from.)
  if (bw <= 0 || bh <= 0 || bw * bh === 1) return;
  const levels: { w: number; h: number; c: Float32Array; k: Float32Array }[] = [];
  let lw = Math.max(1, Math.ceil(bw / 2));
  let lh = Math.max(1, Math.ceil(bh / 2));
  let c = borrowFloats(lw * lh * 3);
  let k = borrowFloats(lw * lh);
  for (let y = 0; y < bh; y++)
    for (let x = 0, i = (y + box.y0) * w + box.x0; x < bw; x++, i++) {
      if (!known[i] || target[i]) continue;
      const t = (y >> 1) * lw + (x >> 1);
      k[t] = k[t]! + 1;
      c[t * 3] = c[t * 3]! + rgb[i * 3]!;
      c[t * 3 + 1] = c[t * 3 + 1]! + rgb[i * 3 + 1]!;
      c[t * 3 + 2] = c[t * 3 + 2]! + rgb[i * 3 + 2]!;
    }
  normalise(c, k);
  levels.push({ w: lw, h: lh, c, k });
  while (lw > 1 || lh > 1) {
    const nw = Math.max(1, Math.ceil(lw / 2));
    const nh = Math.max(1, Math.ceil(lh / 2));
    const nc = borrowFloats(nw * nh * 3);
    const nk = borrowFloats(nw * nh);
    for (let y = 0; y < lh; y++)
      for (let x = 0, j = y * lw; x < lw; x++, j++) {
        const kv = k[j]!;
        if (!kv) continue;
        const t = (y >> 1) * nw + (x >> 1);
        nk[t] = nk[t]! + kv;
        nc[t * 3] = nc[t * 3]! + c[j * 3]!;
        nc[t * 3 + 1] = nc[t * 3 + 1]! + c[j * 3 + 1]!;
        nc[t * 3 + 2] = nc[t * 3 + 2]! + c[j * 3 + 2]!;
      }
    normalise(nc, nk);
    levels.push({ w: nw, h: nh, c: nc, k: nk });
    c = nc;
    k = nk;
    lw = nw;
    lh = nh;
  }
  // Pull: from coarse to fine, blend each level's colour with the coarser one by its weight; into
  // the photo's target pixels last, as float32 values (as the levels hold them) rounded.
  const out = new Float32Array(3);
  for (let l = levels.length - 2; l >= -1; l--) {
    const coarse = levels[l + 1]!;
    const fine = l >= 0 ? levels[l]! : undefined;
    const [fw, fh] = fine ? [fine.w, fine.h] : [bw, bh];
    const cc = coarse.c;
    const cw = coarse.w;
    // Bilinear from the coarser level (nearest would leave blocks in the fill): each column's and
    // row's two coarse neighbours and weights, worked out once.
    const xs = bilinearTaps(fw, cw);
    const ys = bilinearTaps(fh, coarse.h);
    for (let y = 0; y < fh; y++) {
      const r0 = ys.lo[y]! * cw;
      const r1 = ys.hi[y]! * cw;
      const ay = ys.a[y]!;
      const row = (y + box.y0) * w + box.x0;
      for (let x = 0, j = y * fw; x < fw; x++, j++) {
        const kv = fine ? Math.min(1, fine.k[j]!) : 0;
        if (fine ? kv >= 1 : !target[row + x]) continue;
        const ax = xs.a[x]!;
        const i00 = (r0 + xs.lo[x]!) * 3;
        const i10 = (r0 + xs.hi[x]!) * 3;
        const i01 = (r1 + xs.lo[x]!) * 3;
        const i11 = (r1 + xs.hi[x]!) * 3;
        for (let ch = 0; ch < 3; ch++) {
          const v = (cc[i00 + ch]! * (1 - ax) + cc[i10 + ch]! * ax) * (1 - ay) + (cc[i01 + ch]! * (1 - ax) + cc[i11 + ch]! * ax) * ay;
          if (fine) fine.c[j * 3 + ch] = fine.c[j * 3 + ch]! * kv + v * (1 - kv);
          else out[ch] = v;
        }
        if (fine) fine.k[j] = 1;
        else for (let ch = 0; ch < 3; ch++) rgb[(row + x) * 3 + ch] = Math.round(out[ch]!);
      }
    }
  }
  for (const level of levels) giveBack(level.c, level.k);
}

/** A pyramid level's sums as premultiplied colour with weight clamped to 1 (the usual push-pull normalisation). */
function normalise(c: Float32Array, k: Float32Array): void {
  for (let t = 0; t < k.length; t++) {
    const kv = k[t]!;
    if (kv > 0) {
      c[t * 3] = c[t * 3]! / kv;
      c[t * 3 + 1] = c[t * 3 + 1]! / kv;
      c[t * 3 + 2] = c[t * 3 + 2]! / kv;
      if (kv > 1) k[t] = 1;
    }
  }
}

/** For each of n fine positions, the two coarse neighbours (of m) it is read between and the far one's weight (pushPull). */
function bilinearTaps(n: number, m: number): { lo: Int32Array; hi: Int32Array; a: Float64Array } {
  const out = { lo: new Int32Array(n), hi: new Int32Array(n), a: new Float64Array(n) };
  for (let x = 0; x < n; x++) {
    const f = Math.min(m - 1, Math.max(0, (x - 0.5) / 2));
    out.lo[x] = Math.floor(f);
    out.hi[x] = Math.min(m - 1, out.lo[x]! + 1);
    out.a[x] = f - out.lo[x]!;
  }
  return out;
}

/**
 * The body's own shape under loose clothes: torso quad, arm and leg capsules, neck (0/255). Given the
 * new garment's opacity (`covered`), a leg is drawn only below the garment's lowest row on it: above
 * it the leg is inside the new trousers or skirt, and the old clothes beside them become background,
 * not a bare strip of leg beside the new trouser leg (under a hem curving above that row, the caller
 * carries it up column by column: leg-outline.ts legsUpToHem). Given the person's outline (`body`),
 * the torso ends at a gap in it beside the waist (torsoWithinGaps).
 */
export function bodyShape(kps: Keypoint[], w: number, h: number, sw: number, covered?: Float32Array, fitted = false, body?: Uint8Array): Uint8Array {
  const out = torsoShape(kps, w, h, sw);
  if (body) {
    torsoWithinGaps(out, body, kps, w, h, sw);
    shouldersToOutline(out, body, kps, w, h, sw);
  }
  // From the armpits down: on a collar's rows its band covers the torso's middle, and the old
  // neckline's skin beside a collar lower than it, not covered above, was taken for beside the garment
  // and painted as the backdrop (a dark ledge between fashn-model's neck and the FILA collar tilted with
  // his shoulders; on his higher side bands of skin and backdrop, row by row).
  if (fitted && covered) torsoInsideGarment(out, covered, w, h, armpitsRow(kps, sw));
  paintedArms(out, kps, w, h, sw);
  // The thighs and (ankle found) the shins, drawn only below the new garment's lowest row on them.
  for (const side of ['left', 'right'] as const) drawTapered(out, legBones(kps, side, sw), LEG_TAPER, w, h, covered);
  return out;
}

/**
 * The torso (0/255, in place) not past a gap in the person's outline (`body`, 0/255) on its row,
 * going out from its middle: the backdrop seen between a hanging arm and the waist. The drawn torso is
 * as wide as the shoulders down to the hips, and reached across the gap onto the inner side of an
 * old long sleeve beyond it, painted as a strip of the torso's skin down the arm's inner edge, lit
 * unlike the arm and squared off where the rows the new top covered began (01861 under the crop cami
 * 02015). A gap is GAP_MIN shoulder widths (at least 2 px) of backdrop; a row whose middle is not the
 * person's (between the legs) is left as it is.
 */
function torsoWithinGaps(torso: Uint8Array, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const middle = torsoMiddle(kps);
  const gap = Math.max(2, Math.round(GAP_MIN * sw));
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const c = middle(y);
    if (c < 0 || c >= w || !torso[row + c] || !body[row + c]) continue;
    for (const step of [-1, 1]) {
      let run = 0;
      let x = c;
      for (; x >= 0 && x < w && torso[row + x]; x += step) {
        run = body[row + x] ? 0 : run + 1;
        if (run >= gap) break;
      }
      // From the gap's first pixel out.
      if (run >= gap) for (let k = x - step * (gap - 1); k >= 0 && k < w; k += step) torso[row + k] = 0;
    }
  }
}

/**
 * The drawn shoulders (0/255, in place) raised to the person's outline (`body`, 0/255) where it lies
 * at most SHOULDER_RISE above them (tapering to none at the joints over TAPER): per column between
 * the joints, up from the drawn top while the outline goes on (on the neck's columns it goes on
 * into the head: left as drawn). The drawn shoulder slopes from the neck's base to 0.1 shoulder
 * widths above each joint; a broad man's shoulders rise higher, and what his old T-shirt covered
 * above the drawn line, left bare by a boat neck, was painted as the backdrop: a flat ledge of skin
 * under a wedge of smeared backdrop (fashn-model under 00151 and 00470). A column whose outline
 * goes on farther (hair on the shoulder, the head, a raised arm) is left as drawn.
 */
function shouldersToOutline(torso: Uint8Array, body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (!found(ls) || !found(rs)) return;
  const [x0, x1] = [Math.max(0, Math.round(Math.min(ls.x, rs.x))), Math.min(w - 1, Math.round(Math.max(ls.x, rs.x)))];
  // (Least at the joints: the drawn round there is the shoulder's, and a loose sleeve's top beside it stood as a square corner.)
  const riseAt = (x: number) => SHOULDER_RISE * sw * Math.min(1, Math.min(x - x0, x1 - x) / (TAPER * sw));
  // Per column, the drawn top and the outline's top above it (-1: not raised).
  const tops = new Int32Array(x1 - x0 + 1).fill(-1);
  const raised = new Int32Array(x1 - x0 + 1).fill(-1);
  for (let x = x0; x <= x1; x++) {
    const top = firstOn(torso, w, x, 0, h - 1);
    if (!torso[top * w + x] || !body[top * w + x]) continue;
    tops[x - x0] = top;
    let y = top - 1;
    const rise = riseAt(x);
    while (y >= 0 && top - y <= rise && body[y * w + x]) y--;
    if (top - y <= rise && y >= 0) raised[x - x0] = y + 1;
  }
  // A run of columns of at most BRIDGE whose outline goes on (hair's end on the shoulder) between
  // raised ones is raised as far as the lower of them: left, they stood as dark strips in the skin.
  const bridge = Math.max(1, Math.round(BRIDGE * sw));
  for (let a = 0; a < raised.length; a++) {
    if (raised[a]! >= 0 || a === 0 || raised[a - 1]! < 0) continue;
    let b = a;
    while (b < raised.length && raised[b]! < 0 && tops[b]! >= 0) b++;
    if (b < raised.length && raised[b]! >= 0 && b - a <= bridge) for (let k = a; k < b; k++) raised[k] = Math.max(raised[a - 1]!, raised[b]!);
    a = b;
  }
  for (let x = x0; x <= x1; x++) for (let y = raised[x - x0]!; y >= 0 && y < tops[x - x0]!; y++) if (body[y * w + x]) torso[y * w + x] = 255;
}

/** How far (shoulder widths) above the drawn shoulders the outline is taken for their top (shouldersToOutline). */
const SHOULDER_RISE = 0.1;
/** How far in from each shoulder joint (shoulder widths) that rise tapers from none to all of it. */
const TAPER = 0.2;
/** The widest run of columns (shoulder widths) whose outline goes on farther raised as its neighbours are (shouldersToOutline). */
const BRIDGE = 0.05;

/** The narrowest gap (shoulder widths) in the person's outline across the torso's row that ends the drawn torso (torsoWithinGaps). */
const GAP_MIN = 0.01;

/**
 * The torso (0/255, in place) no wider than a new top or dress on the rows where it covers the
 * torso's middle (opacity >= 0.5): the body is inside the garment, fitted to it. The drawn torso is
 * as wide as the shoulders down to the hips; beside a dress narrower than the old sweatshirt, its
 * sides were painted as skin, a bare strip between the dress and the arm lit unlike either (051962
 * under 052234 and 053742). Beyond the garment's outermost pixels on the row is backdrop, or the
 * arm drawn after; but not what lies under the garment's hem, nearer the garment above it in its
 * column than beside it on its row: on the rows a slanting hem crosses, the torso below its higher
 * end was taken away as beside the garment, and a wedge of backdrop stood between a crop top's hem
 * and the painted belly (05997 under 02015). Only from row `from` down (the armpits' row).
 */
function torsoInsideGarment(torso: Uint8Array, covered: Float32Array, w: number, h: number, from: number): void {
  // Per column, the last row (so far, top down) the garment covers.
  const last = new Int32Array(w).fill(-h);
  const beside = (x: number, y: number, dh: number) => y - last[x]! >= dh;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    // The torso's first and last pixel on the row, then the garment's within them.
    let x0 = 0;
    while (x0 < w && !torso[row + x0]) x0++;
    let x1 = w - 1;
    while (x1 > x0 && !torso[row + x1]) x1--;
    if (y >= from && x0 < w && covered[row + ((x0 + x1) >> 1)]! >= 0.5) {
      let l = x0;
      while (covered[row + l]! < 0.5) l++;
      for (let x = x0; x < l; x++) if (beside(x, y, l - x)) torso[row + x] = 0;
      let r = x1;
      while (covered[row + r]! < 0.5) r--;
      for (let x = x1; x > r; x--) if (beside(x, y, x - r)) torso[row + x] = 0;
    }
    for (let x = 0; x < w; x++) if (covered[row + x]! >= 0.5) last[x] = y;
  }
}

/**
 * The arms as bodyShape draws them, tapered (ARM_TAPER), their forearms going on WRIST_ON past the
 * wrist into the hand: the drawn forearm ended in a round cap at the wrist joint, and where an old
 * cuff was between it and the hand kept in front, the backdrop was drawn across the wrist.
 */
export function paintedArms(out: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): void {
  for (const side of ['left', 'right'] as const) {
    const arm = armBones(kps, side, sw, ARM_R).map((c, k) => (k ? { ...c, b: add(c.b, scale(sub(c.b, c.a), WRIST_ON)) } : c));
    drawTapered(out, arm, ARM_TAPER, w, h);
  }
}

/**
 * Draws the bones of one limb, each with its radius tapered along it (inTaperedBone), tested within
 * their box rather than drawn into a mask. Given the new garment's opacity, only below its lowest row
 * on the limb (bodyShape).
 */
function drawTapered(out: Uint8Array, caps: LimbSegment[], taper: readonly (readonly [number, number, number])[], w: number, h: number, covered?: Float32Array): void {
  if (!caps.length) return;
  const bones = caps.map((c) => capsule(c.a, c.b, c.r));
  const on = (x: number, y: number) => {
    for (let k = 0; k < bones.length; k++) if (inTaperedBone(bones[k]!, taper[k]!, x, y)) return true;
    return false;
  };
  const box = capsulesBox(caps, w, h);
  for (let y = Math.max(box.y0, lowestCovered(on, box, covered, w) + 1); y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) if (on(x, y)) out[y * w + x] = 255;
}

/**
 * A drawn arm's radius along each bone, as shares of armBones' radius at the bone's start, a third of
 * the way down and its end (the forearm's end WRIST_ON past the wrist): the upper arm narrows a
 * little to the elbow; the forearm, as wide as it there, keeps that below the elbow and narrows to
 * the wrist (0.8 of its start there, 0.64 under the hand). Drawn as straight capsules, a painted
 * forearm was a tube one width from elbow to hand, and ended square at the wrist (051962).
 */
const ARM_TAPER = [
  [1, 1, 0.9],
  [1.06, 1.06, 0.64],
] as const;

/**
 * A drawn leg's radius along each bone, as shares of legBones' radius at the bone's start, a third of
 * the way down and its end: the thigh narrows from the hip (0.2 shoulder widths) to the knee (0.144),
 * the shin swells at the calf (0.14) and narrows to the ankle (0.085). Drawn as straight capsules, a
 * leg bared by a shorter dress was a column of one width from knee to ankle, a tan slab no leg is.
 */
const LEG_TAPER = [
  [1, 0.95, 0.72],
  [1, 1.1, 0.65],
] as const;

/** A taper's share ([start, a third down, end]) at `t` (0..1) along its bone. */
function taperAt(taper: readonly [number, number, number], t: number): number {
  return t < 1 / 3 ? taper[0] + (taper[1] - taper[0]) * 3 * t : taper[1] + (taper[2] - taper[1]) * 1.5 * (t - 1 / 3);
}

/** A drawn shin's radius at `t` (0 the knee, 1 the ankle; held past them) as a share of its radius at the knee (LEG_TAPER). */
export const shinTaperAt = (t: number): number => taperAt(LEG_TAPER[1], Math.max(0, Math.min(1, t)));

/** Whether (x, y) is within the bone's capsule with its radius tapered along it ([start, a third down, end] shares). */
function inTaperedBone(c: Capsule, taper: readonly [number, number, number], x: number, y: number): boolean {
  const t = Math.max(0, Math.min(1, ((x - c.ax) * c.dx + (y - c.ay) * c.dy) * c.inv));
  const px = c.ax + t * c.dx - x;
  const py = c.ay + t * c.dy - y;
  const k = taperAt(taper, t);
  return px * px + py * py <= c.r2 * k * k;
}

/** The lowest row of the box where the garment covers (opacity >= 0.5) a pixel of `part`; -1 when nowhere. */
function lowestCovered(part: (x: number, y: number) => boolean, box: { x0: number; y0: number; x1: number; y1: number }, covered: Float32Array | undefined, w: number): number {
  if (covered)
    for (let y = box.y1; y >= box.y0; y--)
      for (let x = box.x0; x <= box.x1; x++) if ((covered[y * w + x] ?? 0) >= 0.5 && part(x, y)) return y;
  return -1;
}

/** One bone of a limb with its radius (pixels). */
export interface LimbSegment {
  a: Point;
  b: Point;
  r: number;
  /** The torso (torsoBone): a limb to the shading, but not one whose light the others may borrow. */
  trunk?: true;
}

/**
 * The body shape's arm radius (upper arm; the forearm is 0.85 of it), in shoulder widths (the joints'
 * distance): bare upper arms on ../shared/eval measure a median 0.09 each side of their line. A
 * drawn arm is no wider, so a loose old sleeve beyond it gives way to the backdrop.
 */
export const ARM_R = 0.1;
/** How far past the wrist joint (a share of the forearm) a drawn arm goes on, under the hand. */
const WRIST_ON = 0.2;

/** Shoulder -> elbow (elbow found) -> wrist (wrist found too) bones of radius r shoulder-widths, the forearm's 0.85 r. */
export function armBones(kps: Keypoint[], side: 'left' | 'right', sw: number, r: number): LimbSegment[] {
  const [s, e, wr] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`), kp(kps, `${side}Wrist`)];
  if (!found(e)) return [];
  return found(wr) ? [{ a: s, b: e, r: r * sw }, { a: e, b: wr, r: r * 0.85 * sw }] : [{ a: s, b: e, r: r * sw }];
}

/** Hip -> knee (knee found, radius 0.2 shoulder widths) -> ankle (ankle found too, 0.13) bones. */
function legBones(kps: Keypoint[], side: 'left' | 'right', sw: number): LimbSegment[] {
  const [hp, kn, an] = [kp(kps, `${side}Hip`), kp(kps, `${side}Knee`), kp(kps, `${side}Ankle`)];
  if (!found(kn)) return [];
  return found(an) ? [{ a: hp, b: kn, r: 0.2 * sw }, { a: kn, b: an, r: 0.13 * sw }] : [{ a: hp, b: kn, r: 0.2 * sw }];
}

/** Upper arms, forearms, thighs and shins whose joints were found, with bodyShape's radii, and the torso. */
export function limbSegments(kps: Keypoint[], sw: number): LimbSegment[] {
  return [...(['left', 'right'] as const).flatMap((side) => [...armBones(kps, side, sw, ARM_R), ...legBones(kps, side, sw)]), ...torsoBone(kps, sw)];
}

/**
 * The torso as one bone, from between the shoulders to between the hips, as wide as the shoulders:
 * a belly bared by a crop top is round too (drawn flat, it was a skin-coloured slab).
 */
function torsoBone(kps: Keypoint[], sw: number): LimbSegment[] {
  const [ls, rs, lh, rh] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder'), kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  if (![ls, rs, lh, rh].every(found)) return [];
  return [{ a: mid(ls, rs), b: mid(lh, rh), r: 0.5 * sw, trunk: true }];
}

/**
 * Both arms at bodyShape's arm radius, untapered, into `out` (layers.ts armsInFront), and a sleeved
 * forearm SLEEVED_FOREARM shoulder widths wide from the elbow to the wrist (a loose cuff). Given the
 * photo's `skin`, a bare upper arm or forearm (bareBone) is not drawn: its skin is the arm, and the
 * rest of its capsule the old top's side beside it. Drawn, 051482's camisole beside her hanging arm
 * (the pose's elbow on the camisole's edge) was taken as arm in front of the torso, and a new top's
 * panel stopped short of it: a strip of her torso was painted as a second arm. (A bare forearm's
 * hand was drawn from its wrist on, as a capsule whose round end reached back 0.2 shoulder widths
 * above the wrist over 052964's dress beside it: painted as backdrop beside the new dress. Past the
 * wrist the hands are handsInFront's.)
 */
export function drawnArms(out: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number, skin: Uint8Array): void {
  for (const side of ['left', 'right'] as const) {
    const bones = armBones(kps, side, sw, ARM_R);
    const bare = bones.map((c) => bareBone(skin, c, w, h, sw));
    bones.forEach((c, k) => {
      if (!bare[k]) fillCapsule(out, w, h, c.a, c.b, c.r);
    });
    const [e, wr] = [kp(kps, `${side}Elbow`), kp(kps, `${side}Wrist`)];
    if (found(e) && found(wr) && !bare[1]) fillCapsule(out, w, h, e, wr, SLEEVED_FOREARM * sw);
  }
}

/** A sleeved forearm's radius in front of the torso (shoulder widths; drawnArms): a loose cuff's. */
const SLEEVED_FOREARM = 0.2;

/**
 * Whether a bone is bare: across it, within BARE_REACH shoulder widths of its line (the joints can lie
 * on the arm's edge), a run of skin at least BARE_RUN wide at BARE_SAMPLES of its 9 rows, or at least
 * BARE_THIN wide at every one of them. A sleeve's rows have none; a short sleeve's upper arm has them
 * only below the sleeve. A slim forearm seen edge-on beside the torso shows a thin strip of skin all
 * the way down (052964's and 053514's image-right forearms: 4-10 px at most rows): drawn, its capsule
 * took in the dress beside it as arm in front, the new panel was hidden there and the fit measured the
 * torso 25 px narrower on that side.
 */
export function bareBone(skin: Uint8Array, seg: LimbSegment, w: number, h: number, sw: number): boolean {
  // (Which way across is + does not matter: the longest run is the same either way.)
  const walk = bone(seg.a, seg.b, seg.a.x, w, h);
  if (!walk) return false;
  const reach = Math.round(BARE_REACH * sw);
  let [wide, thin] = [0, 0];
  for (let k = 1; k <= 9; k++) {
    let [run, best] = [0, 0];
    for (let u = -reach; u <= reach; u++) {
      const i = walk.at((walk.len * k) / 10, u);
      run = i >= 0 && skin[i] ? run + 1 : 0;
      best = Math.max(best, run);
    }
    if (best >= BARE_RUN * sw) wide++;
    if (best >= BARE_THIN * sw) thin++;
  }
  return wide >= BARE_SAMPLES || thin === 9;
}

/** How far across (shoulder widths) a bare bone's skin is looked for, how wide its run must be, and at how many of 9 rows (bareBone); or how wide at every row. */
const BARE_REACH = 0.15;
const BARE_RUN = 0.04;
const BARE_SAMPLES = 8;
const BARE_THIN = 0.02;

/** Hip -> knee -> ankle capsules with bodyShape's leg radii (the joints found). */
export function legCapsules(out: Uint8Array, kps: Keypoint[], side: 'left' | 'right', w: number, h: number, sw: number): void {
  for (const c of legBones(kps, side, sw)) fillCapsule(out, w, h, c.a, c.b, c.r);
}

/** Shoulder -> elbow -> wrist capsules of radius r shoulder-widths. */
export function armCapsules(out: Uint8Array, kps: Keypoint[], side: 'left' | 'right', w: number, h: number, sw: number, r: number): void {
  for (const c of armBones(kps, side, sw, r)) fillCapsule(out, w, h, c.a, c.b, c.r);
}

/** Torso from the shoulders to a little below the hips, plus the neck (0/255). */
export function torsoShape(kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  const k = (n: Parameters<typeof kp>[1]) => kp(kps, n);
  const [ls, rs, lh, rh] = [k('leftShoulder'), k('rightShoulder'), k('leftHip'), k('rightHip')];
  // Torso: shoulders to a little below the hips, as a filled polygon.
  const across = scale(sub(rs, ls), 1 / (Math.hypot(rs.x - ls.x, rs.y - ls.y) || 1));
  const hipAcross = scale(sub(rh, lh), 1 / (Math.hypot(rh.x - lh.x, rh.y - lh.y) || 1));
  const down = { x: -across.y, y: across.x };
  const sgn = down.y < 0 ? -1 : 1;
  const dn = scale(down, sgn);
  const neckTop = mid(ls, rs);
  // The shoulders slope from the neck's base down to their tips and are round there (a disc on each
  // joint): a square top, 0.14 shoulder widths above the joints out past them, drew skin corners standing out
  // above the shoulders wherever a new top left them bare.
  const at = (p: Point, a: number, d: number) => add(add(p, scale(across, a * sw)), scale(dn, d * sw));
  const poly: Point[] = [
    at(ls, -SHOULDER_R, 0.05),
    at(ls, 0, -SHOULDER_R),
    at(neckTop, -NECK_BASE[0], -NECK_BASE[1]),
    at(neckTop, NECK_BASE[0], -NECK_BASE[1]),
    at(rs, 0, -SHOULDER_R),
    at(rs, SHOULDER_R, 0.05),
    add(add(rh, scale(hipAcross, 0.12 * sw)), scale(dn, 0.15 * sw)),
    add(add(lh, scale(hipAcross, -0.12 * sw)), scale(dn, 0.15 * sw)),
  ];
  fillPolygon(out, w, h, poly);
  for (const s of [ls, rs]) fillDisc(out, w, h, s.x, s.y, SHOULDER_R * sw);
  fillCapsule(out, w, h, neckTop, add(neckTop, scale(dn, -0.3 * sw)), 0.16 * sw);
  return out;
}

/** The drawn shoulder's radius round its joint (shoulder widths). */
const SHOULDER_R = 0.1;
/** The neck's base either side of the centre and above the shoulder joints' line (shoulder widths). */
const NECK_BASE = [0.17, 0.2] as const;

function fillPolygon(out: Uint8Array, w: number, h: number, poly: Point[]): void {
  const ys = poly.map((p) => p.y);
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(h - 1, Math.ceil(Math.max(...ys))); y++) {
    const xs: number[] = [];
    for (let i = 0; i < poly.length; i++) {
      const a = poly[i]!;
      const b = poly[(i + 1) % poly.length]!;
      if ((a.y <= y && b.y > y) || (b.y <= y && a.y > y)) xs.push(a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y));
    }
    xs.sort((p, q) => p - q);
    for (let i = 0; i + 1 < xs.length; i += 2)
      for (let x = Math.max(0, Math.ceil(xs[i]!)); x <= Math.min(w - 1, Math.floor(xs[i + 1]!)); x++) out[y * w + x] = 255;
  }
}

/**
 * The old garment this category replaces: clothing pixels (body, not skin, not head) above the end of
 * the old top (and its sleeves on the arms below it) for tops, below the start of the old bottom for
 * bottoms, all of them for dresses.
 */
export function replacedRegion(
  category: GarmentCategory,
  photo: Uint8Array,
  clothes: Uint8Array,
  arms: Uint8Array,
  outfit: { topEnd: number; bottomStart: number },
  w: number,
  h: number,
  /** Shoes are kept: nothing here is replaced (feetMask). */
  feet: Uint8Array,
  /** The old garment across the split (acrossSplit: a bottom's waistband above it for a new bottom, a top's hem below it for a new top): replaced too. */
  besideSplit?: Uint8Array,
  /** A one-piece outfit under a new top: the row from which it is kept (keptBelowTop), except on `arms`, where it is its sleeve (layers.ts sleevedArms). */
  keptFrom = Infinity,
): Uint8Array {
  const out = borrowBytes(w * h);
  if (besideSplit) out.set(besideSplit);
  // (A one-piece outfit's sleeve and what is beside the arms are one garment, not told apart by colour:
  // pixel by pixel the nearer of two near-equal colours left specks of a dress beside the arms.)
  const sleeve = category === 'upper' ? (keptFrom < Infinity ? true : sleeveBelowTop(photo, clothes, arms, outfit, w, h)) : false;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!clothes[i] || feet[i]) continue;
      if (category === 'full') out[i] = 255;
      else if (category === 'upper') {
        if ((y <= outfit.topEnd && y < keptFrom) || (arms[i] && (sleeve === true || (sleeve && sleeve[i])))) out[i] = 255;
      }
      // Bottoms: everything of the old bottom, also beside the hands, and its waistband above the split
      // (acrossSplit). (An old long sleeve's cuff below the split is kept in front of the new bottom as
      // the hands are: layers.ts oldSleevesBelowSplit.)
      else if (y >= outfit.bottomStart) out[i] = 255;
    }
  if (typeof sleeve !== 'boolean') giveBack(sleeve);
  return out;
}

/**
 * Under a new top, the row from which a one-piece outfit (a dress) is kept: the new top's hem (the
 * median over the torso's middle columns, `cx` ± KEPT_COLUMNS shoulder widths, of the last row the
 * new garment covers by half), KEPT_TUCK above it. The outfit's top ends at the natural waist, and a
 * crop or waist-length top left a band of painted belly between its hem and the dress cut square
 * there (053228, 052964, model_9); a dress goes on under a top's hem.
 */
export function keptBelowTop(covered: Float32Array, cx: number, w: number, h: number, sw: number): number {
  const hems: number[] = [];
  for (let x = Math.max(0, Math.round(cx - KEPT_COLUMNS * sw)); x <= Math.min(w - 1, Math.round(cx + KEPT_COLUMNS * sw)); x++)
    for (let y = h - 1; y >= 0; y--)
      if ((covered[y * w + x] ?? 0) >= 0.5) {
        hems.push(y);
        break;
      }
  if (!hems.length) return Infinity;
  hems.sort((a, b) => a - b);
  return hems[Math.floor(hems.length / 2)]! - Math.round(KEPT_TUCK * sw);
}

/** The torso's middle columns (shoulder widths each side of its centre) and how far above the new top's hem (shoulder widths) a one-piece outfit is kept (keptBelowTop). */
const KEPT_COLUMNS = 0.2;
const KEPT_TUCK = 0.03;

/** Rows (shoulder widths) above the split between old top and old bottom where either may be. */
const SPLIT_BAND = 0.08;

/**
 * The old garment across the outfit's one-row split (0/255): the split is one row, an old top's hem
 * is not (it curves, it is tucked in at one side, it hangs lower at the sides). `garment` 'bottom':
 * the old bottom above the split, the clothes pixels in the SPLIT_BAND rows above it nearer the old
 * bottom's colour (median of the band's height below the split) than the old top's (of the band's
 * height above the band); left as old top, the old leggings' waistband showed as a black line between
 * the old top and new trousers. 'top': the old top below it, the same the other way round; left as
 * old bottom, a sweatshirt's grey hem stayed as a strip between a painted belly and the jeans under a
 * new crop top (051962). None when a bare band parts them.
 */
export function acrossSplit(photo: Uint8Array, clothes: Uint8Array, outfit: { topEnd: number; bottomStart: number; onePiece?: boolean }, w: number, h: number, sw: number, garment: 'bottom' | 'top'): Uint8Array {
  const out = borrowBytes(w * h);
  // A dress has no waistband: above its split both colours are the dress's, and what was nearer the
  // lower one were specks of it, which showed as a ragged fringe of the dress over the new bottom's
  // waistband (053700 + 051412). The new bottom goes on over a dress (hiddenMasks).
  if (garment === 'bottom' && outfit.onePiece) return out;
  const band = Math.round(SPLIT_BAND * sw);
  const split = Math.round(outfit.bottomStart);
  const [lo, hi] = garment === 'bottom' ? [split - 2 * band, split + band] : [split - band, split + 2 * band];
  if (outfit.bottomStart - outfit.topEnd > 1 || band < 1 || lo < 0 || hi >= h) return out;
  const rows = (y0: number, y1: number) => {
    const idx: number[] = [];
    for (let i = y0 * w; i < y1 * w; i++) if (clothes[i]) idx.push(i);
    return idx;
  };
  // The rows the other garment reaches into, the garment they are beside (`own`, a band beyond them)
  // and the other (a band across the split).
  const [zone, own, other] =
    garment === 'bottom' ? [[split - band, split], rows(lo, split - band), rows(split, hi)] : [[split, split + band], rows(split + band, hi), rows(lo, split)];
  if (own.length < MIN_COLOUR_SAMPLES || other.length < MIN_COLOUR_SAMPLES) return out;
  const [mine, theirs] = [[medianRgb(photo, own)], [medianRgb(photo, other)]];
  for (let i = zone[0]! * w; i < zone[1]! * w; i++) if (clothes[i] && nearestColour(photo, i, theirs) < nearestColour(photo, i, mine)) out[i] = 255;
  // A top's hem: only a band, and one that goes on from the top across the split. The dark seams and
  // gathers of 05997's jeans waistband, nearer her black cami's colour than their blue, were taken for
  // the cami's hem and painted as skin in scribbles. Thinner than 3 px, or not reaching the split row,
  // they are the jeans'. So is a bottom's waistband: the shaded specks of 051962's grey sweatshirt
  // above its hem, nearer his jeans' dark blue than its grey, were taken for the waistband, and every
  // new bottom showed through the sweatshirt there in black and white specks.
  const [y0, y1] = [zone[0]!, zone[1]! - 1];
  // A top's hem is opened first (3x3); a waistband is not: 051482's black one shows 1-2 px above the
  // split under her white top's hem. Then what reaches the split: a hem from the zone's first row, a
  // waistband from its last.
  const reaching = garment === 'top' ? openedRows(out, w, h, y0, y1) : out;
  const goesOn = partsOnRow(reaching.subarray(y0 * w, (y1 + 1) * w), w, y1 - y0 + 1, garment === 'top' ? 0 : y1 - y0);
  for (let i = y0 * w; i < (y1 + 1) * w; i++) out[i] = out[i] && goesOn[i - y0 * w] ? 255 : 0;
  if (reaching !== out) giveBack(reaching);
  giveBack(goesOn);
  return out;
}

/** The mask opened (3x3) on rows y0..y1 (a new borrowed mask; what is thinner than 3 px goes). */
function openedRows(mask: Uint8Array, w: number, h: number, y0: number, y1: number): Uint8Array {
  const thin = morphRows(mask, w, h, -1, y0 - 1, y1 + 1);
  const opened = morphRows(thin, w, h, 1, y0, y1);
  giveBack(thin);
  return opened;
}

/** Pixels a median colour needs to be trusted. */
export const MIN_COLOUR_SAMPLES = 50;

/** How much darker or lighter than a colour a pixel may be and still be that colour in light or shade (shadedDistance). */
const SHADE_RANGE = [0.35, 1.6] as const;
/**
 * The spread of its channels from which a sleeve's colour is told in any light (sleeveBelowTop): a
 * white, grey or black one, scaled, is any neutral colour, and took in the shaded edge of 049205's
 * bare forearm beside his white T-shirt's sleeve.
 */
const CHROMATIC = 40;

/**
 * RGB distance from pixel i to colour c; where `shaded`, in the light that brings them nearest (c
 * scaled within SHADE_RANGE): a red sleeve's shaded side beside black trousers (RGB 53,4,8 against
 * a sleeve of 125,17,33) is the sleeve darker, though nearer the trousers' black as it is; the
 * trousers are not a red in any light.
 */
function shadedDistance(photo: Uint8Array, i: number, c: readonly number[], shaded: boolean): number {
  const [r, g, b] = [photo[i * 3]!, photo[i * 3 + 1]!, photo[i * 3 + 2]!];
  const [cr, cg, cb] = [c[0]!, c[1]!, c[2]!];
  const k = shaded ? Math.min(SHADE_RANGE[1], Math.max(SHADE_RANGE[0], (r * cr + g * cg + b * cb) / Math.max(1, cr * cr + cg * cg + cb * cb))) : 1;
  return Math.hypot(r - k * cr, g - k * cg, b - k * cb);
}

/**
 * Below the old top's end, the arms' capsules take in the old bottom beside a hanging arm as well as
 * the old sleeve down the forearm: a pixel there is the sleeve when its colour is nearer the sleeve's
 * (median of the clothes on the arms above the top's end) than the bottom's beside the arms (median of
 * the clothes off the arms on the same rows), each in the light that brings it nearest where the
 * sleeve's colour is not neutral (shadedDistance). Taking the trousers beside a forearm for its sleeve
 * painted them as skin: a bare arm as wide as arm and trousers together. Without old sleeves every
 * clothes pixel on the arms below the top's end is the bottom; without a bottom there, all are sleeve.
 * A 0/255 mask of what is sleeve (borrowed: the caller gives it back), or whether all is.
 */
export function sleeveBelowTop(photo: Uint8Array, clothes: Uint8Array, arms: Uint8Array, outfit: { topEnd: number }, w: number, h: number): Uint8Array | boolean {
  const top = Math.max(0, Math.min(h, Math.floor(outfit.topEnd) + 1));
  const onSleeve: number[] = [];
  const beside: number[] = [];
  let last = -1;
  for (let i = 0; i < w * h; i++) {
    if (!clothes[i] || !arms[i]) continue;
    if (i < top * w) onSleeve.push(i);
    else last = i;
  }
  if (last < 0) return true;
  for (let i = top * w; i <= last; i++) if (clothes[i] && !arms[i]) beside.push(i);
  if (beside.length < MIN_COLOUR_SAMPLES) return true;
  if (onSleeve.length < MIN_COLOUR_SAMPLES) return false;
  const [sleeve, bottom] = [medianRgb(photo, onSleeve), medianRgb(photo, beside)];
  const shaded = Math.max(...sleeve) - Math.min(...sleeve) >= CHROMATIC;
  const near = (i: number) => shadedDistance(photo, i, sleeve, shaded) <= shadedDistance(photo, i, bottom, shaded);
  // And only what goes on down the arm from the old top's last row: the sleeve is one piece with the
  // top. A sleeveless top's colour on the arms is its sides' (black, 05997's cami), and the dark seams
  // of the jeans beside her hand, nearer black than their blue, were painted as skin in dashes.
  const from = Math.max(0, top - 1);
  const band = borrowBytes(w * h);
  for (let i = from * w; i < w * h; i++) if (clothes[i] && arms[i] && near(i)) band[i] = 255;
  const goesOn = partsOnRow(band, w, h, from);
  giveBack(band);
  // (The rows above are the old top's whatever their colour.)
  goesOn.fill(255, 0, from * w);
  return goesOn;
}
