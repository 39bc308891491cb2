// Where each garment piece goes on this body. The body is measured (shoulder width, torso length,
// the silhouette's width row by row without the arms, arm and leg paths); each piece gets a body
// path, a scale along it and a scale across it per row. Lengths follow the garment type through
// its own proportions (length / panel width) against the torso's length, so a T-shirt ends near the
// hip, a crop top above the navel and a maxi dress near the ankle; widths follow the body.
import { add, dist, kp, mid, norm, scale, seatedPose, sub } from './geometry.ts';
import { upperArm } from './arm-outline.ts';
import { ARM_R } from './fill.ts';
import { UPPER_ARM_R } from './person.ts';
import { bodyHalf, bridgeDips, bridgeToArms, halfOf, holdHips, sidesAlong, SIDES_STEP, type Side, type Sides } from './torso-sides.ts';
import { smooth } from './image.ts';
import { axisDir, garmentPieces, panelHalfWidth, PANEL, type GarmentPieces, type Limb } from './pieces.ts';
import { roundElbow, sleeveOverArm } from './long-sleeves.ts';
import { shoulderDrape, undraped, type Drape } from './drape.ts';
import { EngineRefusal, lengthFits, type GARMENT_LENGTHS, type GarmentAnalysis, type GarmentCategory, type GarmentLength, type Keypoint, type Point } from './types.ts';

export interface Piece {
  /** The garment label this piece takes its pixels from. */
  label: number;
  /** Body path in output pixels (at least two points); the first and last segments extend. */
  path: Point[];
  /** Garment axis: origin (at arc length 0 of the path) and unit direction. */
  g0: Point;
  gDir: Point;
  /** Output pixels per garment pixel along the path. */
  along: number;
  /** Output pixels per garment pixel across, per whole pixel of arc length from `s0`. */
  across: Float32Array;
  s0: number;
  /** Output pixels before this arc length are not drawn (a sleeve starts at the shoulder joint). */
  minS?: number;
  /** Before arc length 0 (down to minS < 0: a sleeve's cap), only inside the half-ellipse of this half-width (output pixels). */
  capU?: number;
  /** Before arc length 0, this many garment pixels along per `along`'s worth (>= 1): a cap taller than the room up to the shoulder line is drawn whole, squeezed, not cut. */
  capSqueeze?: number;
  /**
   * Before arc length 0, where the garment pixel is not this piece's, the one mirrored about the axis'
   * start (at -s): the cap drawn whole round; and near the start past it, where the garment's pixel is
   * the panel's (across a slanted seam), the piece's own mirrored about where they begin (warp.ts firstOwn).
   */
  capMirror?: boolean;
  /**
   * Trousers: past arc length `from` (the crotch) each leg moves across by its own offset (output
   * pixels, indexed like `across`): `plus` the leg at positive offsets (garment columns left of the
   * centre, image-left), `minus` the other.
   */
  legs?: { from: number; plus: Float32Array; minus: Float32Array };
  /** A top's or dress's panel: each row moved across by this offset (output pixels, indexed like `across`) onto the silhouette's middle (centreShift). */
  shift?: Float32Array;
  /** A top's or dress's panel: its top moved down onto the shoulders per column (drape.ts). */
  drape?: Drape;
  /**
   * A sleeve: above output row `above` (its side's armpit, where the panel puts it; Infinity for a
   * short sleeve) it is laid under the panel, fully from `fade` rows higher up. A sleeve is sewn to
   * the panel's armhole: the panel's edge lies over it there, and a dropped shoulder covers the top of
   * the arm. Where an arm is in front of the torso the panel is hidden, and the sleeve shows.
   */
  under?: { above: number; fade: number };
}

export interface Body {
  kps: Keypoint[];
  /** Body mask and arms mask (0/255), output size. */
  mask: Uint8Array;
  arms: Uint8Array;
  /** Bare skin (0/255), output size, when known: where an old sleeve's cuff ends past the wrist. */
  skin?: Uint8Array;
  /** The hands' discs of `arms` (0/255, person.ts handsMask), when known: a side hidden by one alone is measured past it. */
  hands?: Uint8Array;
  w: number;
  h: number;
}

export interface Fit {
  pieces: Piece[];
  garment: GarmentPieces;
}

const OK = 0.3;

/** Image-left / image-right versions of a keypoint pair (the person's right is usually image-left). */
function byX(a: Keypoint, b: Keypoint): [Keypoint, Keypoint] {
  return a.x <= b.x ? [a, b] : [b, a];
}

/**
 * Where the silhouette's middle lies across the panel's path, per whole pixel of arc length from
 * `s0` (`n` samples, like Piece.across): an offset in the warp's across coordinate (positive towards
 * the path's left-hand normal), from `from` on (the armpits; above them the shoulders place the
 * panel), easing back to 0 past `to` (a dress's skirt hangs about the legs). A row where an arm
 * hides one of the torso's edges, or a side runs on past a loose fit (a bag at the hip), keeps the
 * offset above it. At most CENTRE_SHIFT shoulder widths.
 */
function centreShift(sides: Sides, span: { s0: number; n: number }, rows: { from: number; to: number; ease: number }, sw: number): Float32Array {
  const shift = new Float32Array(span.n);
  const limit = CENTRE_SHIFT * sw;
  const edge = (side: Side | undefined) => !!side && !side.hidden && side.t > 0 && side.t < 0.65 * sw;
  let last = 0;
  for (let k = 0; k < span.n; k++) {
    const s = span.s0 + k;
    const [minus, plus] = [sides.minus[k], sides.plus[k]];
    if (s >= rows.from && edge(minus) && edge(plus)) last = Math.max(-limit, Math.min(limit, (minus!.t - plus!.t) / 2));
    const weight = Math.min(1, Math.max(0, (s - rows.from) / rows.ease), Math.max(0, 1 - (s - rows.to) / rows.ease));
    shift[k] = last * weight;
  }
  return smooth(shift, Math.max(3, Math.round(rows.ease / 3)));
}

/** The most (times their own width) trousers are widened to cover the silhouette below the hips (fitGarment). */
const OVER_OWN = 1.1;
/** From this share of the torso's length down, a bottom's width is its silhouette's outer extent (outerHalf: both legs and the gap between them). */
const OUTER_FROM = 0.45;

/** How far (shoulder widths) a panel's rows below the armpits may move across to the silhouette's middle (centreShift). */
const CENTRE_SHIFT = 0.1;

/** Half of the silhouette's full extent across `c` (both legs and the gap between them), arms excluded. */
function outerHalf(body: Body, c: Point, p: Point, reach: number): number {
  let best = 0;
  for (const dir of [-1, 1])
    for (let t = 0; t < reach; t += 2) {
      const x = Math.round(c.x + p.x * t * dir);
      const y = Math.round(c.y + p.y * t * dir);
      if (x < 0 || y < 0 || x >= body.w || y >= body.h) break;
      const i = y * body.w + x;
      if (body.mask[i] && !body.arms[i]) best = Math.max(best, t);
    }
  return best;
}

/**
 * Where the hem lands, in torso lengths below the shoulder seam, for a garment r times as long as
 * its panel is wide. Product photos do not keep true proportions (many are stretched to the frame),
 * so the ratio only says which kind of garment it is, and the mapping is compressed towards where
 * that kind belongs: crop tops (r about 1) above the navel, T-shirts and blouses (1.2-2.1) around the
 * hips, longer tops lower; knee dresses (2.5-3.5) at the knee, maxi dresses (4 and more) at the ankle.
 */
function hemInTorsos(category: GarmentCategory, r: number): number {
  const [rs, hs] = category === 'full' ? [[2.0, 2.5, 3.5, 4.5], [1.5, 1.75, 2.15, 2.7]] : [[0.4, 1.0, 1.2, 1.6, 1.9, 3.0], [0.55, 0.65, 0.95, 1.1, 1.27, 1.3]];
  if (r <= rs[0]!) return hs[0]!;
  for (let i = 1; i < rs.length; i++) if (r <= rs[i]!) return hs[i - 1]! + ((hs[i]! - hs[i - 1]!) * (r - rs[i - 1]!)) / (rs[i]! - rs[i - 1]!);
  return hs[hs.length - 1]!;
}
/**
 * Where a dress r times as long as its waist is wide ends, below the knee (negative: above it). The
 * ratio tells a mini (about 2) from a knee-length dress (3-4.4) from a maxi (4.8 and more), but knee
 * and midi dresses overlap (product photos are stretched to their frame: in ../shared/eval a midi and
 * a long-sleeved maxi measure like knee dresses), so that range ends just below the knee, where
 * either would be worn. (A dress with long sleeves gets its length from them: longSleeveScale.)
 */
function dressHemBelowKnee(r: number, thigh: number, shin: number): number {
  const rs = [2.0, 3.0, 3.4, 4.4, 4.8];
  const hs = [-0.6 * thigh, -0.1 * thigh, 0.15 * shin, 0.3 * shin, 0.95 * shin];
  if (r <= rs[0]!) return hs[0]!;
  for (let i = 1; i < rs.length; i++) if (r <= rs[i]!) return hs[i - 1]! + ((hs[i]! - hs[i - 1]!) * (r - rs[i - 1]!)) / (rs[i]! - rs[i - 1]!);
  return hs[hs.length - 1]!;
}
/**
 * Where a stated length puts a top's hem, in torso lengths below the shoulder seam (as hemInTorsos
 * does from the flat lay's ratio, whose range for each kind these sit in).
 */
const STATED_TOP_HEM: Record<(typeof GARMENT_LENGTHS)['upper'][number], number> = { crop: 0.6, waist: 0.8, hip: 1.1, long: 1.3 };
/** Where a stated length (a bottom's or a dress's) puts the hem below the knee (negative: above it). */
function statedHemBelowKnee(length: GarmentLength, thigh: number, shin: number): number {
  const at: Record<(typeof GARMENT_LENGTHS)['lower' | 'full'][number], number> = { mini: -0.45 * thigh, knee: 0.15 * shin, midi: 0.5 * shin, maxi: 0.95 * shin, ankle: shin };
  return at[length as keyof typeof at];
}
/**
 * Torso lengths from the shoulders to the knees of a standing person: the pose's hip joints, hidden
 * under clothes, lie 0.51-0.62 of the way down (median 0.58) on the eval's full-body photos, while the
 * labelled hip joints lie 0.69-0.77 of it there (one photo 0.62): the knees measure the torso far
 * better than the pose's hips do (051482's pose hips 100 px high put every long top 40 px short).
 */
const KNEE_TORSO = 0.58;
/** How far kneeTorso may move a top's hem from where the pose torso puts it (a knee read wrong). */
const KNEE_TORSO_LIMITS = [0.85, 1.2] as const;

/** The torso measured from the knees (KNEE_TORSO), as a share of the pose torso T. */
function kneeTorso(T: number, shoulders: Point, knees: Point): number {
  const [lo, hi] = KNEE_TORSO_LIMITS;
  return Math.min(hi, Math.max(lo, (KNEE_TORSO * dist(shoulders, knees)) / Math.max(1, T)));
}
/**
 * How much (px a row) of the width a dress's skirt was laid wider than its own it gives back further
 * down: it narrows to its own shape over some rows, not at once (see acrossProfile).
 */
const HANG_EASE = 0.08;
/** A dip in a top's side below its armpits shorter than this (torso lengths) is bridged: cloth hangs across it (torso-sides.ts bridgeDips). */
const BRIDGE_SPAN = 0.2;
/** The widest strip of backdrop (shoulder widths) between a top's side and an arm beside it that the top is laid across (torso-sides.ts bridgeToArms). */
const ARM_GAP = 0.1;
/** How far (shoulder widths) behind such an arm the top is laid on: its own side is not straight. */
const ARM_TUCK = 0.05;
/** Length over flat waist width of full-length trousers or a maxi skirt. */
const FULL_LENGTH_RATIO = 2.6;
/** Flat garments are wider than the body they wrap (about half the girth vs the visible width). */
const FLAT_TO_WORN = 0.84;
/** Rows (shoulder widths) over which a sleeve goes from over the panel (below the armpit) to under it: a hard row left a step in the sleeve's edge. */
const UNDER_FADE = 0.06;
/** How far above the shoulder joint (in shoulder widths) a sleeve's cap is drawn: to the shoulder line. */
const CAP_REACH = 0.1;
/** How far past the shoulder joint (shoulder widths) a panel reaches above its armpits: the shoulder's tip, where the sleeve is sewn on. */
export const ARMHOLE_OUT = 0.03;
/** A panel row narrower than this share of the panel's half-width is not scaled to the body (see fitGarment). */
const MIN_ROW_SHARE = 0.35;

/**
 * `cutout`: the garment's mask (its cut-out's support), or its pieces already cut from it. `length`:
 * where the store says the hem belongs (GARMENT_LENGTHS of this category); without it the flat lay's
 * proportions say. A bottom's or a dress's stated length needs the knees.
 */
export function fitGarment(category: GarmentCategory, body: Body, ga: GarmentAnalysis, cutout: Uint8Array | GarmentPieces, length?: GarmentLength): Fit {
  if (length !== undefined && !lengthFits(category, length)) throw new RangeError(`length "${length}" is not one of a ${category} garment's`);
  const garment = cutout instanceof Uint8Array ? garmentPieces(cutout, ga) : cutout;
  const k = body.kps;
  const [sL, sR] = byX(kp(k, 'leftShoulder'), kp(k, 'rightShoulder'));
  const [hL, hR] = byX(kp(k, 'leftHip'), kp(k, 'rightHip'));
  const [kL, kR] = byX(kp(k, 'leftKnee'), kp(k, 'rightKnee'));
  const [aL, aR] = byX(kp(k, 'leftAnkle'), kp(k, 'rightAnkle'));
  const shouldersOk = sL.score >= OK && sR.score >= OK;
  const sw = shouldersOk ? dist(sL, sR) : dist(hL, hR) * 1.4;
  const S = mid(sL, sR);
  const Hm = mid(hL, hR);
  const hipsOk = hL.score >= 0.2 && hR.score >= 0.2;
  const T = shouldersOk && hipsOk ? dist(S, Hm) : 1.5 * sw;
  // Down the body, and image-right across it.
  const d = shouldersOk && hipsOk ? norm(sub(Hm, S)) : { x: 0, y: 1 };
  const p = { x: d.y, y: -d.x };
  const kneesOk = kL.score >= OK && kR.score >= OK;
  const anklesOk = aL.score >= OK && aR.score >= OK;
  // The legs: the knees' midpoint, hip joints to knees, knees to ankles (the thigh's length again without ankles).
  const knee = mid(kL, kR);
  const thigh = dist(Hm, knee);
  const shin = anklesOk ? dist(knee, mid(aL, aR)) : thigh;
  const legAxis = (from: Point): Point[] => {
    const pts = [from, Hm];
    if (kneesOk) pts.push(knee);
    if (kneesOk && anklesOk) pts.push(mid(aL, aR));
    return pts.length >= 2 && dist(pts[0]!, pts[1]!) > 1 ? pts : [from, add(from, scale(d, T))];
  };
  const pieces: Piece[] = [];
  // A row far narrower than the panel (walked out from the centre column) is a broken cut-out
  // (white on white: only a print's letters are left), not the garment's width there: stretching it
  // to the body's width threw the row's other, disconnected pixels far sideways past the body.
  const rowMin = Math.max(2, MIN_ROW_SHARE * panelHalfWidth(garment, category === 'lower' ? 'upper' : category));
  // A bottom's width per row is its whole extent: walked out from the centre column it ends at the
  // crotch's V (a few rows of a narrow half-width that then set the scale of both legs, 2.6x too wide).
  const widths = category === 'lower' ? (garment.lower?.extents ?? garment.halfWidth) : garment.halfWidth;
  /**
   * `outer`: a bottom's (its outer extent below OUTER_FROM, its hips held); `most`: a bound on the
   * half-width; `hangFrom`: where a dress's skirt hangs from; `bridgeFrom`: a top's armpits, below
   * which short dips in its sides are bridged.
   */
  type ProfileOptions = { outer?: boolean; most?: (s: number, own: number) => number; hangFrom?: number; bridgeFrom?: number };
  const acrossProfile = (origin: Point, along: number, base: number, lo: (s: number) => number, hi: (s: number) => number, path: Point[], options: ProfileOptions = {}) => {
    const { outer = false, most = () => Infinity, hangFrom = Infinity, bridgeFrom = Infinity } = options;
    const s0 = -Math.round(0.3 * T);
    const len = Math.round((garment.hemY - garment.topY) * along + 0.6 * T);
    const across = new Float32Array(len - s0);
    let last = base;
    let bh = 0;
    /** The half-width a loose fit is bounded by (`read`'s sides). */
    let loose = 0;
    /** The widest silhouette since `hangFrom`: what the cap below it holds to. */
    let widest = 0;
    /** How much wider than its own width the garment was laid since `hangFrom`, less HANG_EASE a row: below, it keeps that much. */
    let hung = 0;
    // (A bottom's outer extent is read below 0.45 of the torso's length instead: its sides are read above it only.)
    const sidesTo = outer ? Math.min(len, Math.floor(OUTER_FROM * T) + 1) : len;
    const at = (s: number) => pointAlong(path, s);
    const sides = sidesAlong(body, at, p, s0, sidesTo - s0);
    if (outer) holdHips(sides, -s0);
    // The sides as read, for the bound on a loose fit: run on to an arm beside it, a side lets the
    // garment reach the arm, not the other side farther out (052964's off-shoulder top stood out past
    // her other arm).
    let read = sides;
    if (bridgeFrom < len) {
      read = { minus: [...sides.minus], plus: [...sides.plus] };
      bridgeToArms(sides, body, at, p, s0, bridgeFrom - s0, { gap: ARM_GAP * sw, tuck: ARM_TUCK * sw });
      for (const bridged of [sides, read]) bridgeDips(bridged, bridgeFrom - s0, BRIDGE_SPAN * T);
    }
    for (let s = s0; s < len; s++) {
      const gy = Math.round(garment.topY + s / along);
      const hg = widths[gy] ?? 0;
      let v = last;
      // The silhouette is measured every SIDES_STEP rows (it changes slowly; the profile is smoothed).
      // Anatomical bounds: a seated person's thighs or a bag at the hip widen the silhouette.
      if ((s - s0) % SIDES_STEP === 0) {
        bh = outer && s > OUTER_FROM * T ? outerHalf(body, pointAlong(path, s), p, 0.9 * sw) : Math.min(0.65 * sw, halfOf(sides.minus[s - s0]!, sides.plus[s - s0]!));
        loose = read === sides ? bh : Math.min(0.65 * sw, halfOf(read.minus[s - s0]!, read.plus[s - s0]!));
      }
      if (s >= hangFrom) widest = Math.max(widest, bh);
      if (hg > rowMin) {
        const cap = Math.max(bh, hi(s) * (s >= hangFrom ? widest : loose));
        const target = Math.min(most(s, hg * base), bh > 0.1 * sw ? Math.min(cap, Math.max(lo(s) * bh, hg * base)) : hg * base);
        v = target / hg;
        // Below where it hangs from, it gives back the width it was laid wider than its own shape only
        // slowly (HANG_EASE): laid over an old skirt's flare down to its hem (the silhouette's width)
        // and at its own width right below it, a straight dress ballooned out to the old hem and was
        // pinched in there (model_9's white A-line dress).
        if (s >= hangFrom) {
          const own = hg * base;
          v = Math.min(Math.max(target, own + hung), cap, most(s, own)) / hg;
          hung = Math.max(hung - HANG_EASE, target - own);
        }
        last = v;
      }
      // A row whose width is not read (through the neck's opening, walked from the centre column)
      // keeps the last scale, within the bound on the panel's half-width at its seams.
      else v = Math.min(v, most(s, NaN) / Math.max(1, garment.seamHalf));
      across[s - s0] = v;
    }
    return { across: smooth(across, Math.max(3, Math.round(0.04 * T))), s0, origin, sides };
  };

  if (category === 'lower') {
    const waist = add(Hm, scale(d, -0.2 * T));
    const bw = Math.min(0.6 * sw, Math.max(0.33 * sw, bodyHalf(body, waist, p)));
    const hgw = Math.max(1, garment.halfWidth[garment.topY] ?? 1, panelTopHalf(garment));
    const sx = (bw * 1.02) / hgw;
    // Length from the garment's own proportions (length / waist width): full-length trousers
    // (about 2.6 waist widths long) reach the ankle, shorter cuts end proportionally higher; never
    // past the ankle.
    const legEnd = anklesOk ? mid(aL, aR) : kneesOk ? add(knee, sub(knee, Hm)) : add(Hm, scale(d, 2 * T));
    const toAnkle = dist(waist, legEnd);
    const gLen = Math.max(1, garment.hemY - garment.topY, ga.box.y + ga.box.height - garment.topY);
    const along =
      length && kneesOk ? (dist(waist, Hm) + thigh + statedHemBelowKnee(length, thigh, shin)) / gLen : Math.min(toAnkle / (FULL_LENGTH_RATIO * 2 * hgw), toAnkle / gLen);
    // One piece for skirts and trousers alike: trouser legs warped apart along bent knees broke
    // the print at the crotch; standing poses keep the legs where the flat lay has them. Around the
    // hips it follows the body; below, a skirt keeps its flare and trousers their leg shape.
    const skirt = ga.shape !== 'trousers';
    const path = skirt ? legAxis(waist) : [waist, add(waist, scale(d, 2 * T))];
    const hips = 0.45 * T;
    // Below the hips the legs' outer edges bound it: wide enough to cover them, trousers at most a
    // loose fit, skirts free to flare.
    // Trouser legs that follow the person's legs keep their own width below the crotch (the waist's
    // scale); otherwise the panel spans the legs' outer edges there.
    const crotch = !skirt && kneesOk ? (garment.lower?.crotch ?? -1) : -1;
    const sCrotch = crotch < 0 ? Infinity : (crotch - garment.topY) * along;
    // Trousers' hips and thighs cover the silhouette down to the crotch, but at most OVER_OWN past
    // their own width: over an old flared skirt (053514's white midi dress) they ballooned out to its
    // flare, which the fill takes away beside them (old-flare.ts).
    const most = (s: number, own: number) => (skirt || s <= hips || !(own > 0) ? Infinity : OVER_OWN * own);
    const prof = acrossProfile(waist, along, sx, (s) => (s > sCrotch ? 0 : 1.0), (s) => (s < hips ? 1.15 : skirt ? 9 : 1.3), path, { outer: true, most });
    const panel: Piece = { label: PANEL, path, g0: { x: garment.cx, y: garment.topY }, gDir: { x: 0, y: 1 }, along, across: prof.across, s0: prof.s0 };
    // Each trouser leg follows the person's leg below the crotch (legs apart, a step).
    if (crotch >= 0) panel.legs = trouserLegs(garment, panel, crotch, [hL, kL, ...(anklesOk ? [aL] : [])], [hR, kR, ...(anklesOk ? [aR] : [])], 0.8 * sw);
    pieces.push(panel);
    return { pieces, garment };
  }

  if (!ga.landmarks.leftHem || !ga.landmarks.leftShoulder) {
    throw new EngineRefusal('no_garment', 'The garment outline could not be read (shoulders and hem not found).');
  }
  const top = add(S, scale(d, -0.1 * sw));
  const W = panelHalfWidth(garment, category) * 2;
  const len = Math.max(1, garment.hemY - garment.topY);
  const ratio = len / Math.max(1, W);
  // The flat lay's scale, from its ratio (hemInTorsos); where the store states the length, the hem is
  // placed there instead (hemAlong: the panel's length only). Widths and sleeves keep the ratio's
  // scale: measured from the hem, a hip top's long sleeves ended at the elbow and a T-shirt's short
  // ones at the shoulder.
  let along = (T * hemInTorsos(category, ratio)) / len;
  const statedTop = length && category === 'upper' ? STATED_TOP_HEM[length as keyof typeof STATED_TOP_HEM] : undefined;
  let hemAlong = statedTop === undefined ? undefined : (T * statedTop) / len;
  if (category === 'full' && kneesOk && hipsOk) {
    // A dress's hem is placed on the legs (hip, knee, ankle), not in torso lengths: people's legs
    // differ more than their torsos.
    const sKnee = dist(top, Hm) + thigh;
    along = (sKnee + dressHemBelowKnee(ratio, thigh, shin)) / len;
    if (length) hemAlong = (sKnee + statedHemBelowKnee(length, thigh, shin)) / len;
  }
  const sitting = seatedPose(k);
  if (category === 'full') {
    // Long sleeves are as long as the arms: they give the flat lay's scale where its ratio cannot (a
    // long-sleeved maxi measures like a knee dress), at least 0.9 of it (flat-lay sleeves run
    // 0.9-1.35 of the arm; see the sleeves below).
    const bySleeves = longSleeveScale(garment, k);
    if (bySleeves !== undefined) along = Math.max(along, 0.9 * bySleeves);
    // A maxi dress ends at the ankles, not on the floor.
    const floor = pathLength(legAxis(top)) + 0.05 * T;
    along = Math.min(along, floor / Math.max(1, garment.hemY - garment.topY));
    if (hemAlong !== undefined) hemAlong = Math.min(hemAlong, floor / Math.max(1, garment.hemY - garment.topY));
  }
  const hemScale = hemAlong ?? along;
  const sx = along * FLAT_TO_WORN;
  const path = category === 'full' ? legAxis(top) : [top, add(top, scale(d, 3 * T))];
  const hipS = T + 0.1 * sw;
  // The torso follows the body (at least as wide, at most a loose fit); a dress's skirt below the
  // hips keeps its own flare but always covers the legs, and hangs from the hips: its cap there is the
  // widest silhouette since them (`hangFrom`), not the row's (legs together are narrow at the ankles).
  // Below a top's armpits a short dip in a side is bridged (`bridgeFrom`: torso-sides.ts bridgeDips).
  // A top's body is laid as long as the torso measured where it can be: from a standing person's
  // knees (kneeTorso), the pose's own torso on a waist-up shot (knees not found), to the lap on a
  // seated one; its width and sleeves keep the pose torso's scale.
  // A seated person's thigh runs forwards or sideways from the hip joint: a top's hem rests on the lap
  // there, just above the joints, and does not hang on below them as over standing hips (the sleeves
  // keep their length: cut with the hem, long sleeves ended at the elbow).
  const lap = (dist(top, Hm) - 0.05 * T) / len;
  const panelAlong = category !== 'upper' || !kneesOk ? hemScale : sitting ? Math.min(hemScale, lap) : kneeTorso(T, S, knee) * hemScale;
  // Above its armpits the panel reaches the shoulder's tip and no farther: there the sleeve is sewn
  // on, and past it the arm hangs (laid to the silhouette's width, its corners stood past the shoulders
  // and over the top of the arms, and a T-shirt's sleeves hung under a box).
  const sArmpit = (garment.armpitY - garment.topY) * panelAlong;
  const armhole = (s: number) => (s < sArmpit ? (0.5 + ARMHOLE_OUT) * sw : Infinity);
  const prof = acrossProfile(top, panelAlong, sx, () => 1.0, (s) => (category === 'full' && s > hipS ? 2.4 : s > hipS ? 1.35 : 1.2), path, { most: armhole, hangFrom: category === 'full' ? hipS : Infinity, bridgeFrom: category === 'upper' ? sArmpit : Infinity });
  // Below the armpits the panel is centred on the silhouette, not on the shoulders' middle: a person
  // turned a little has more of the torso on one side of it, and a top laid symmetric fell short of
  // that side and stood out past the other.
  const shift = centreShift(prof.sides, { s0: prof.s0, n: prof.across.length }, { from: sArmpit, to: category === 'full' ? hipS : Infinity, ease: 0.15 * T }, sw);
  const panel: Piece = { label: PANEL, path, g0: { x: garment.cx, y: garment.topY }, gDir: { x: 0, y: 1 }, along: panelAlong, across: prof.across, s0: prof.s0, shift };
  if (shouldersOk) panel.drape = shoulderDrape(panel, garment, ga.width, [sL, sR], sw, T, body);
  pieces.push(panel);
  const elbows = byX(kp(k, 'leftElbow'), kp(k, 'rightElbow'));
  const wrists = byX(kp(k, 'leftWrist'), kp(k, 'rightWrist'));
  // A garment's two sleeves are as long as each other: one laid drooping lower in the flat lay
  // (053786's image-left puff sleeve, 181 px from its start to its cuff against 153) reached 0.9 of
  // the upper arm where the other reached 0.75. Each is laid as long as the pair's mean.
  const lens = garment.limbs.map((limb) => Math.max(1, dist(limb.start, limb.end)));
  const pairLen = lens.length === 2 ? (lens[0]! + lens[1]!) / 2 : undefined;
  for (const [j, limb] of garment.limbs.entries()) {
    const left = limb.start.x < garment.cx;
    const elbow = elbows[left ? 0 : 1];
    const wrist = wrists[left ? 0 : 1];
    // The sleeve's axis starts on the arm at the shoulder joint.
    const shoulder = left ? sL : sR;
    const start = shoulderOk(shoulder) ? shoulder : forward(panel, limb.start);
    const armPath = [start];
    if (elbow.score >= OK) armPath.push(elbow);
    else armPath.push(add(start, scale(d, 0.55 * T)));
    if (elbow.score >= OK && wrist.score >= OK) armPath.push(wrist);
    // A sleeve ends at the hand at the latest; one that reaches past the elbow (0.15 of the forearm)
    // is a long sleeve and ends at the wrist: flat-lay sleeves are drawn shorter than the arm, and
    // long sleeves stopped at 0.9-1.35 of shoulder-elbow-wrist (elbow sleeves reach about 1).
    const armLen = pathLength(armPath);
    const sleeveLen = lens[j]!;
    const laidLen = pairLen ?? sleeveLen;
    const upper = armPath.length > 2 ? dist(armPath[0]!, armPath[1]!) : armLen;
    let sAlong = Math.min((along * 0.95 * laidLen) / sleeveLen, (armLen + 0.12 * sw) / sleeveLen);
    // A long sleeve ends at the wrist, or past it where the old sleeve's cuff does (the wrist is found
    // at the cuff's top; the rest of the cuff was left between the new cuff and the hand).
    // Only a sleeve the garment says is long (LONG_SLEEVE_SEAMS): on an upper arm drawn short in the
    // photo (bent back, 051482's hand in her pocket) a puff sleeve reached past the elbow and was
    // taken for a long one, laid down the forearm to the hand.
    const longSleeve = laidLen >= LONG_SLEEVE_SEAMS * 2 * garment.seamHalf;
    if (armPath.length > 2 && longSleeve && sleeveLen * sAlong > upper + 0.15 * (armLen - upper)) {
      const past = oldCuffPastWrist(body, elbow, wrist, sw);
      sAlong = (armLen + (past > 0 ? past : -CUFF_ABOVE_WRIST * (armLen - upper))) / sleeveLen;
    }
    // A sleeve cap is drawn up to the shoulder line, not higher (the panel covers the rest).
    // A short sleeve (ending above the elbow) is laid across the whole upper arm.
    const short = elbow.score >= OK && sleeveLen * sAlong < upper;
    const arm = short ? acrossTheArm(armPath, body, left ? -1 : 1, { capHalf: limb.capHalf * sx, outer: limb.outer.map((o) => o * sx) }, sw, (sleeveLen * sAlong) / Math.max(1, upper)) : { path: armPath, widen: 1, swing: [] };
    // A longer sleeve is laid round a bent elbow (ending as far along the arm as before) and over the
    // arm's bare rows (long-sleeves.ts).
    const laid = short ? { path: arm.path, shorter: 0 } : roundElbow(armPath, sw);
    if (sleeveLen * sAlong > upper) sAlong -= laid.shorter / sleeveLen;
    const overArm = short ? undefined : sleeveOverArm(laid.path, body, (sL.x + sR.x) / 2, sw, limb, sAlong, sx, sleeveLen * sAlong);
    const across = sx * arm.widen;
    // Under the panel above the armpit; a short sleeve everywhere: laid across the arm, its inner side
    // reaches over the torso's side, where the sleeve faces the torso and is hidden (over the panel, a
    // T-shirt's sleeve stood as a step in front of the panel's side below the armpit).
    const underAbove = short ? Infinity : forward(panel, { x: garment.cx + (left ? -1 : 1) * (garment.halfWidth[garment.armpitY] ?? 0), y: garment.armpitY }).y;
    // The cap is drawn whole up to the shoulder line, squeezed into the room there (cut at the line,
    // a puff sleeve's round top was a flat edge).
    // A sleeve set in is cut along its seam, slanted to its axis: its own pixels before the start are a
    // wedge, and laid down the arm its top stood as a point below the shoulder's round, the panel's
    // shoulder and the gap closers' fills taking the rest of it (00055's dark sleeves under a lilac
    // shoulder on model_5, model_7 and model_2). Its cap is drawn round up to the shoulder line, the
    // sleeve's pixels mirrored about its start where its own do not reach; not a strap's flutter or
    // cold-shoulder sleeve, whose top is not on the shoulder's round (drawn so, it covered the bare
    // shoulder of 050002's cut-out).
    const [cap, room] = [limb.cap * sAlong, CAP_REACH * sw];
    const round = !limb.strap;
    pieces.push({
      ...limbPiece(limb, laid.path, sAlong, overArm?.across ?? across, overArm?.shift ?? swung(arm.swing, sleeveLen * sAlong), -(round ? room : Math.min(cap, room))),
      capU: Math.max(1, limb.capHalf * across),
      capSqueeze: Math.max(1, cap / room),
      capMirror: round,
      under: { above: underAbove, fade: UNDER_FADE * sw },
    });
  }
  return { pieces, garment };
}

const shoulderOk = (k: Keypoint) => k.score >= OK;

/**
 * A short sleeve laid across the whole upper arm, `capHalf` wide at its cap (output pixels, at the
 * flat lay's scale): from ARM_INNER inside the arm's line (the joints lie nearer the arm's inner side),
 * or from the inner edge of the arm in front of the torso where that lies farther in (`body.arms`,
 * within the upper arm's capsule: on a broad arm hanging beside the torso, 36-38 px in against 18,
 * the sleeve moved out stopped short of it, a strip of bare arm between it and the panel's side,
 * model_6 under 00055), to SLEEVE_INSET short of its outer edge (the person's outline there, the old sleeve's edge when it
 * was loose), the widest it is at ACROSS_AT within the sleeve's length (`reach`, a share of shoulder
 * to elbow). Where that is wider than the sleeve, the sleeve is widened (at most SLEEVE_WIDEN times)
 * and its line moved out to the middle of it (at most SLEEVE_SHIFT): centred on the joints, a
 * T-shirt's sleeve covered the inner half of the upper arm and left its outer half painted bare
 * (049205's arms under every short-sleeved top). Where the sleeve reaches more than SLEEVE_EASE past
 * the outline, its line is moved in by the excess (at most SLEEVE_IN): centred on the joints, a
 * sleeve cut far wider than the arm stood out from it at the shoulder like a wing (03032's dropped
 * shoulder on every person, 02305's puff sleeves on model_7 and 01861). `side`: -1 for the image-left arm.
 * Down to its hem its outer side (`outer`, output pixels at the flat lay's scale per equal span of its
 * length, see pieces.ts) is then swung out over the arm's outer edge as the arm will be drawn, where
 * it falls short of it (`swing`: by how much where each span from SWING_FROM on begins, at most
 * HEM_SWING; none at the start): a sleeve narrows to its hem, and the arm came out of it wider than
 * the sleeve, a square of painted skin beside the hem (fashn-model and 049205 under 050181 and 00055).
 */
function acrossTheArm(path: Point[], body: Body, side: -1 | 1, sleeve: { capHalf: number; outer: number[] }, sw: number, reach: number): { path: Point[]; widen: number; swing: { f: number; by: number }[] } {
  const [s, e] = [path[0]!, path[1]!];
  const u = norm(sub(e, s));
  const n = { x: -u.y, y: u.x };
  const out = n.x * side >= 0 ? n : scale(n, -1);
  // The outline within ARM_REACH of the line: farther, the mask has run on into something beside the
  // arm (a busy backdrop, the other arm), and nothing is read there.
  const reachOut = Math.floor(ARM_REACH * sw);
  const edgeAt = (f: number) => {
    const run = runFrom(body.mask, body, add(s, scale(sub(e, s), f)), out, reachOut);
    return run < reachOut ? run : -1;
  };
  // How far in from the line the arm in front of the torso reaches (the arms mask's run from it, within
  // the upper arm's capsule).
  const innerAt = (f: number) => runFrom(body.arms, body, add(s, scale(sub(e, s), f)), scale(out, -1), Math.ceil(UPPER_ARM_R * sw));
  // The widest the arm is along the sleeve (the shoulder's round, an old loose sleeve), not at one place.
  let [edge, armInner] = [-1, 0];
  for (const f of ACROSS_AT)
    if (f <= Math.max(reach, ACROSS_AT[0]!)) {
      edge = Math.max(edge, edgeAt(f));
      armInner = Math.max(armInner, innerAt(f));
    }
  const { capHalf: half, outer: sides } = sleeve;
  const [inner, outer] = [-Math.max(ARM_INNER * sw, armInner), edge - SLEEVE_INSET * sw];
  let [widen, shift] = [1, 0];
  if (edge >= 0 && outer > half) {
    widen = Math.min(SLEEVE_WIDEN, Math.max(1, (outer - inner) / 2 / Math.max(1, half)));
    shift = Math.min(SLEEVE_SHIFT * sw, Math.max(0, outer - half * widen));
  } else if (edge >= 0 && half > edge + SLEEVE_EASE * sw) {
    // A sleeve far wider than the arm (03032's dropped shoulder, 02305's puffs): its line moved in,
    // its inner side further under the panel.
    shift = -Math.min(SLEEVE_IN * sw, half - edge - SLEEVE_EASE * sw);
  }
  // The least swing that puts each span's outer side over the arm's edge where the span begins, as
  // layers.ts draws the arm (drawnArm). Not out to a loose old sleeve's outline.
  const drawn = drawnArm(s, e, body, sw);
  const drawnEdgeAt = (f: number) => (drawn ? drawn(f, edgeAt(f)) : edgeAt(f));
  const swing: { f: number; by: number }[] = [];
  for (let b = SWING_FROM; b < sides.length; b++) {
    // (A sleeve narrows down its length: a span reaches farthest where it begins.)
    const f = b / sides.length;
    const at = drawnEdgeAt(Math.min(1, f * reach));
    // (No knot where the arm's edge is not read: the swing goes on straight past it.)
    if (at < 0) continue;
    const by = Math.min(HEM_SWING * sw, Math.max(0, at + HEM_EASE * sw - shift - sides[b]! * widen));
    swing.push({ f, by: by * (out === n ? 1 : -1) });
  }
  return { path: shift !== 0 ? path.map((p) => add(p, scale(out, shift))) : path, widen, swing: swing.some((k) => k.by) ? swing : [] };
}

/** How many whole steps (1 to `max`) from `q` along `dir` land on set pixels of `mask` (w x h, as `size`) before the first that does not (off the photo: not set). */
function runFrom(mask: Uint8Array, size: { w: number; h: number }, q: Point, dir: Point, max: number): number {
  for (let t = 1; t <= max; t++) {
    const x = Math.round(q.x + dir.x * t);
    const y = Math.round(q.y + dir.y * t);
    if (x < 0 || y < 0 || x >= size.w || y >= size.h || !mask[y * size.w + x]) return t - 1;
  }
  return max;
}

/**
 * How far out from the joints' line (`s` shoulder, `e` elbow) layers.ts draws the upper arm at share
 * f of it, given the person's outline there (`outline`, -1 out of reach), read from arm-outline.ts
 * upperArm as ownArms draws it: above an old short sleeve's end, as wide as the bare arm below it
 * (within the outline); a bare row as the photo shows it, to the outline; else the body's capsule
 * (fill.ts ARM_R), within the outline. Undefined without the skin known, or an arm too short to read.
 */
function drawnArm(s: Point, e: Point, body: Body, sw: number): ((f: number, outline: number) => number) | undefined {
  if (!body.skin) return undefined;
  const [ls, rs] = [kp(body.kps, 'leftShoulder'), kp(body.kps, 'rightShoulder')];
  const arm = upperArm(s, e, (ls.x + rs.x) / 2, { body: body.mask, skin: body.skin }, body.w, body.h, sw);
  if (!arm) return undefined;
  const { len, rows, end } = arm;
  // (Rows run from the elbow's end up to the joint, one a pixel.)
  const first = rows[0]!.t;
  return (f, outline) => {
    const t = Math.round(f * len);
    if (end && t <= end.t) return outline < 0 ? end.edges.outer : Math.min(outline, end.edges.outer);
    if (rows[first - t]?.bare) return outline;
    return outline < 0 ? outline : Math.min(outline, ARM_R * sw);
  };
}

/**
 * Where down the upper arm (shares of shoulder to elbow) its outer edge is read for a short sleeve,
 * those within the sleeve's length (the first at least): read at 0.4 alone, below a T-shirt's short
 * sleeve, the sleeve was laid inside the shoulder's round above, the arm's outer side bare in a strip
 * beside it (05997's image-right arm under 050191: 40 px out at 0.4, about 52 higher).
 */
const ACROSS_AT = [0.2, 0.3, 0.4, 0.5, 0.6] as const;
/** Where a sleeve laid across the arm starts inside the arm's line, how far short of its outer edge it ends (shoulder widths), and how much wider and farther out it may be laid (acrossTheArm). */
const ARM_INNER = 0.06;
const SLEEVE_INSET = 0.01;
/** Farthest (shoulder widths) from the arm's line its outer edge is looked for: a bare upper arm's half-width (0.09) and a loose old sleeve's. */
const ARM_REACH = 0.22;
const SLEEVE_WIDEN = 1.6;
const SLEEVE_SHIFT = 0.08;
/** How far (shoulder widths) a short sleeve may stand out past the arm's outline at its cap, and the most its line is moved in to keep it there (acrossTheArm). */
const SLEEVE_EASE = 0.05;
const SLEEVE_IN = 0.1;
/**
 * A short sleeve's outer side is swung out over the arm from this span of its length on (of the
 * sleeve's 10, pieces.ts `outer`; nearer the start the cap is laid on the shoulder's round), past
 * the arm's edge by HEM_EASE, at most HEM_SWING out (shoulder widths; acrossTheArm).
 */
const SWING_FROM = 3;
const HEM_EASE = 0.01;
const HEM_SWING = 0.12;

/**
 * How far (pixels) past the wrist, on along the forearm, the old clothes reach: rows across the arm
 * (within 0.06 shoulder widths of its line) at least half body and not bare skin, up to a third of
 * the forearm. 0 where the skin is not known.
 */
function oldCuffPastWrist(body: Body, elbow: Point, wrist: Point, sw: number): number {
  const { skin, mask, w, h } = body;
  if (!skin) return 0;
  const forearm = dist(elbow, wrist);
  const u = norm(sub(wrist, elbow));
  const half = Math.max(2, Math.round(0.06 * sw));
  let reach = 0;
  for (let t = 1; t <= forearm / 3; t++) {
    let clothes = 0;
    for (let k = -half; k <= half; k++) {
      const x = Math.round(wrist.x + u.x * t - u.y * k);
      const y = Math.round(wrist.y + u.y * t + u.x * k);
      if (x >= 0 && y >= 0 && x < w && y < h && mask[y * w + x] && !skin[y * w + x]) clothes++;
    }
    if (clothes * 2 >= 2 * half + 1) reach = t;
    else if (t - reach > 3) break;
  }
  return reach;
}

/**
 * How far above the wrist joint (share of the forearm) a long sleeve ends on a bare wrist: the pose's
 * wrist lies at the joint's centre, a little below the crease where a cuff sits, and a cuff laid to it
 * covered the top of the hand (049205: 5.5-5.9% of the hand under every long sleeve).
 */
const CUFF_ABOVE_WRIST = 0.05;
/** A sleeve at least this many times the width between its garment's side seams is a long sleeve (short, elbow and puff sleeves on ../shared/eval: 0.46-1.08, 053786's puffs the longest; long: 1.27-1.99). */
const LONG_SLEEVE_SEAMS = 1.1;

/**
 * Body pixels per garment pixel read off a garment with two long sleeves (each LONG_SLEEVE_SEAMS of
 * its seam width or more) and a person whose shoulders, elbows and wrists were all found: the
 * arms' mean length (shoulder, elbow, wrist) over the sleeves' mean length. Undefined otherwise.
 */
function longSleeveScale(g: GarmentPieces, k: Keypoint[]): number | undefined {
  const sleeves = g.limbs.map((limb) => dist(limb.start, limb.end));
  if (sleeves.length !== 2 || sleeves.some((len) => len < LONG_SLEEVE_SEAMS * 2 * g.seamHalf)) return undefined;
  const arms = (['left', 'right'] as const).map((side) => [kp(k, `${side}Shoulder`), kp(k, `${side}Elbow`), kp(k, `${side}Wrist`)] as const);
  if (arms.some((joints) => joints.some((joint) => joint.score < OK))) return undefined;
  const armLen = arms.reduce((t, joints) => t + pathLength([...joints]), 0) / 2;
  return armLen / ((sleeves[0]! + sleeves[1]!) / 2);
}

function panelTopHalf(g: GarmentPieces): number {
  let best = 0;
  for (let y = g.topY; y < g.topY + 6; y++) best = Math.max(best, g.halfWidth[y] ?? 0);
  return best;
}

function limbPiece(limb: Limb, path: Point[], along: number, across: number | Float32Array, shift: Float32Array | undefined, minS: number): Piece {
  const scales = typeof across === 'number' ? new Float32Array(shift?.length ?? 1).fill(across) : across;
  return { label: limb.label, path, g0: limb.start, gDir: axisDir(limb.start, limb.end), along, across: scales, s0: 0, minS, shift };
}

/**
 * A sleeve's move across per whole pixel of its length from its start (Piece.shift), `len` output
 * pixels long: none at the shoulder joint, then through each of `swing`'s knots (`by` output pixels
 * at share `f` of its length), straight between them (acrossTheArm).
 */
function swung(swing: { f: number; by: number }[], len: number): Float32Array | undefined {
  if (!swing.length || len < 1) return undefined;
  const knots = [{ f: 0, by: 0 }, ...swing];
  return Float32Array.from({ length: Math.ceil(len) + 1 }, (_, i) => {
    const f = i / len;
    const k = knots.findIndex((q) => q.f >= f);
    if (k < 0) return knots[knots.length - 1]!.by;
    if (k === 0) return 0;
    const [a, b] = [knots[k - 1]!, knots[k]!];
    return a.by + ((b.by - a.by) * (f - a.f)) / (b.f - a.f);
  });
}

/**
 * Each sleeve's axis as laid (output pixels): its body path from the shoulder joint (arc length 0) to
 * where the sleeve's end lands.
 */
export function sleeveAxes(fit: Fit): Point[][] {
  return fit.pieces.flatMap((piece) => {
    const limb = fit.garment.limbs.find((l) => l.label === piece.label);
    if (!limb) return [];
    const end = dist(limb.start, limb.end) * piece.along;
    const axis = [piece.path[0]!];
    let s = 0;
    for (let i = 1; i < piece.path.length; i++) {
      const seg = dist(piece.path[i - 1]!, piece.path[i]!);
      if (s + seg >= end) break;
      s += seg;
      axis.push(piece.path[i]!);
    }
    axis.push(pointAlong(piece.path, end));
    return [axis];
  });
}

/**
 * Whether the top's shoulder on the side of column x is shouldered (drape.ts shoulderOf: a T-shirt's,
 * not a cami's strap or an off-shoulder top's edge); false without a draped panel.
 */
export function shoulderedAt(fit: Fit, x: number): boolean {
  const panel = fit.pieces.find((piece) => piece.label === PANEL);
  if (!panel?.drape) return false;
  const [o, next] = [panel.path[0]!, panel.path[1]!];
  // As the drape signs u: along the path's left-hand normal (its x part is -(next.y - o.y)).
  const u = (x - o.x) * (o.y - next.y);
  return panel.drape.shouldered[u < 0 ? 0 : 1];
}

/** Where a garment point lands through a piece (the inverse of the warp's lookup). */
export function forward(piece: Piece, g: Point): Point {
  const v = sub(g, piece.g0);
  const n = { x: -piece.gDir.y, y: piece.gDir.x };
  const along = v.x * piece.gDir.x + v.y * piece.gDir.y;
  const u = v.x * n.x + v.y * n.y;
  const s = along * piece.along;
  const path = piece.path;
  const across = u * acrossAt(piece, s) + legShift(piece, s, u >= 0 ? 1 : -1) + (piece.shift?.[acrossIndex(piece, s)] ?? 0);
  // A draped panel's rows are sheared onto the shoulder line (drape.ts).
  const out = piece.drape ? undraped(piece.drape, s, across) : s;
  const c = pointAlong(path, out);
  const seg = segmentAt(path, out);
  const bn = { x: -seg.y, y: seg.x };
  return add(c, scale(bn, across));
}

/** How far across a trouser leg (1: the `plus` leg, -1: the other) is moved at arc length s; 0 above the crotch. */
function legShift(piece: Piece, s: number, leg: 1 | -1): number {
  const legs = piece.legs;
  if (!legs || s <= legs.from) return 0;
  return (leg > 0 ? legs.plus : legs.minus)[acrossIndex(piece, s)] ?? 0;
}

/**
 * The legs' offsets of a one-piece pair of trousers: below the crotch (the first garment rows where
 * the centre column leaves the cut-out) each leg's centre moves across as much as the person's leg
 * line (hip, knee, ankle) moves away from where it is at the crotch, less what the flat lay's own leg
 * already does there (a wide leg hangs as wide of the person's leg as at the crotch; centring it on
 * the leg line folded wide trousers onto each other). At the crotch the offset is 0, so the print does
 * not tear there; the legs part as the person's legs part.
 */
function trouserLegs(g: GarmentPieces, panel: Piece, crotch: number, plusLeg: Point[], minusLeg: Point[], limit: number): Piece['legs'] {
  const d = segmentAt(panel.path, 0);
  const o = panel.path[0]!;
  const n = { x: -d.y, y: d.x };
  // A leg line in the panel's frame: along (a) and across (c, like the warp's u) per joint.
  const frame = (leg: Point[]) => leg.map((q) => ({ a: (q.x - o.x) * d.x + (q.y - o.y) * d.y, c: (q.x - o.x) * n.x + (q.y - o.y) * n.y }));
  const acrossLine = (pts: { a: number; c: number }[], s: number) => {
    if (s <= pts[0]!.a) return pts[0]!.c;
    for (let i = 0; i + 1 < pts.length; i++) {
      const [p, q] = [pts[i]!, pts[i + 1]!];
      if (s <= q.a || i + 2 === pts.length) return p.c + ((q.c - p.c) * (s - p.a)) / (q.a - p.a || 1);
    }
    return pts[0]!.c;
  };
  // The flat lay's leg centres per garment row (garment pixels across from the centre, + for the plus leg).
  const centre = (gy: number, dir: 1 | -1) => {
    const c = (dir > 0 ? g.lower?.legCentres.plus : g.lower?.legCentres.minus)?.[gy];
    return c === undefined || Number.isNaN(c) ? undefined : c;
  };
  const sFrom = (crotch - g.topY) * panel.along;
  const out = { from: sFrom, plus: new Float32Array(panel.across.length), minus: new Float32Array(panel.across.length) };
  for (const [leg, arr, dir] of [[frame(plusLeg), out.plus, 1], [frame(minusLeg), out.minus, -1]] as const) {
    // A leg that goes more sideways than down (a seated thigh) is not followed: the one-piece warp
    // cannot turn a trouser leg that far, and the flat lay's place is the lesser harm.
    if (!leg.every((q, i) => i === 0 || q.a - leg[i - 1]!.a > Math.abs(q.c - leg[i - 1]!.c))) continue;
    const nat0 = (centre(crotch, dir) ?? 0) * acrossAt(panel, sFrom);
    const line0 = acrossLine(leg, sFrom);
    let last = 0;
    for (let k = 0; k < arr.length; k++) {
      const s = k + panel.s0;
      if (s <= sFrom) continue;
      const gy = Math.round(g.topY + s / panel.along);
      const nat = gy <= g.hemY ? centre(gy, dir) : undefined;
      if (nat !== undefined) last = Math.max(-limit, Math.min(limit, acrossLine(leg, s) - line0 - (nat * acrossAt(panel, s) - nat0)));
      arr[k] = last;
    }
    arr.set(smooth(arr, 6));
  }
  return out;
}

/**
 * Index at arc length s into a piece's per-sample arrays (`across`, and the legs' `plus` and `minus`,
 * which are as long): the nearest sample, clamped to the ends.
 */
export function acrossIndex(piece: Piece, s: number): number {
  return Math.min(piece.across.length - 1, Math.max(0, Math.round(s - piece.s0)));
}

export function acrossAt(piece: Piece, s: number): number {
  return piece.across[acrossIndex(piece, s)] ?? 1;
}

function pathLength(path: Point[]): number {
  let t = 0;
  for (let i = 1; i < path.length; i++) t += dist(path[i - 1]!, path[i]!);
  return t;
}

/** Point at arc length s along the path, extending its first and last segments. */
export function pointAlong(path: Point[], s: number): Point {
  let left = s;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const seg = dist(a, b) || 1;
    if (left <= seg || i + 2 === path.length) return add(a, scale(sub(b, a), left / seg));
    left -= seg;
  }
  return path[0]!;
}

function segmentAt(path: Point[], s: number): Point {
  let left = s;
  for (let i = 0; i + 1 < path.length; i++) {
    const seg = dist(path[i]!, path[i + 1]!);
    if (left <= seg || i + 2 === path.length) return norm(sub(path[i + 1]!, path[i]!));
    left -= seg;
  }
  return { x: 0, y: 1 };
}
