// The person's layers around the new garment: what stays in front of each garment piece, and the
// photo with the old garment taken away where the new one will not cover it.
import { countSet, firstSet, lastSet, maskAnd, maskAndNot, maskOr, maskOrNot, setIndices } from './mask-ops.ts';
import { featherMask, fillHoles, fillPinholes, growInto, labelComponents, luma, maskBox, morph, morphRows, nearestColour, smoothMask } from './image.ts';
import { COVERED } from './warp.ts';
import { clothesColour } from './clothes-colour.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import { relayFrontEdges } from './front-edges.ts';
import { meetKeptSkin } from './paint-seams.ts';
import { acrossSplit, armBones, armCapsules, bodyShape, drawnArms, keptBelowTop, legCapsules, limbSegments, pushPull, ARM_R, replacedRegion, sleeveBelowTop, torsoShape, type LimbSegment } from './fill.ts';
import { capsule, capsulesBox, feetMask, fillCapsule, fillDisc, forDisc, HAND_DISC, handPoints, inCapsule } from './person.ts';
import { shadeFilledLimbs } from './limb-shading.ts';
import { bareArmMarks, oldTopColour, oldTopPixel } from './bare-arms.ts';
import { addGrain, grainOf } from './grain.ts';
import { drawNavel } from './navel.ts';
import { blendedEdge } from './blended-skin.ts';
import { ownArms } from './arm-outline.ts';
import { fillArmsFromOwnSkin } from './own-arm-fill.ts';
import { armsInsideSleeves } from './arms-in-sleeves.ts';
import { legsUpToHem, ownLegs } from './leg-outline.ts';
import { evenSkinColour, legsLit, withoutHeldColours, type SkinSlope } from './skin-colour.ts';
import { addOldHems } from './old-hems.ts';
import { addOldFlare } from './old-flare.ts';
import { armCreases } from './arm-crease.ts';
import { castHemShadow } from './hem-shadow.ts';
import { oldHemShadow } from './old-hem-shadow.ts';
import { lightByForm, torsoForm, type TorsoForm } from './torso-form.ts';
import { HAND_REACH, type HandSide } from './hands.ts';
import { add, found, kp, scale, sub } from './geometry.ts';
import type { GarmentCategory, Keypoint, PersonAnalysis, Point } from './types.ts';

type Box = { x0: number; y0: number; x1: number; y1: number };

export interface PersonMasks {
  body: Uint8Array;
  head: Uint8Array;
  arms: Uint8Array;
  skin: Uint8Array;
}

/**
 * Where each piece is hidden (0/255). The body panel goes behind head, the arms in front of it
 * (`armsInFront`) and hands (a bottom also
 * behind the person's own top: the server layers a new top over a new bottom by calling tryOn for the
 * top on the bottom's result). Sleeves go behind head and hands and exist only on the arms: a
 * flat-lay sleeve swung down to the arm would otherwise fold across the chest or stand out like a wing.
 * Around the shoulders no piece of a top or dress reaches past the person's outline (pastShoulders).
 */
export function hiddenMasks(
  pa: PersonAnalysis,
  category: GarmentCategory,
  m: PersonMasks,
  arms: Uint8Array,
  hands: Uint8Array,
  w: number,
  h: number,
  sw: number,
  /** For a bottom, the old bottom's waistband above the split (oldWaistband). */
  waistband?: Uint8Array,
): { panel: Uint8Array; limb: Uint8Array } {
  const limbs = borrowBytes(w * h);
  if (category === 'lower') limbs.fill(255);
  else for (const side of ['left', 'right'] as const) armCapsules(limbs, pa.keypoints, side, w, h, sw, 0.2);
  const topEnd = category === 'lower' && !pa.outfit.onePiece ? pa.outfit.topEnd : -1;
  const panel = borrowBytes(w * h);
  const limb = borrowBytes(w * h);
  const outside = category === 'lower' ? undefined : pastShoulders(pa, m.body, w, h, sw);
  // What is in front, and what lies past the shoulders, is hidden from every piece: gathered in `panel`
  // first, then the limbs' hidden mask is it and what lies off the limbs, and the panel's adds the arms.
  maskOr(panel, m.head, hands);
  if (outside) maskOr(panel, panel, outside);
  maskOrNot(limb, panel, limbs);
  maskOr(panel, panel, arms);
  // A bottom goes behind the old top, not behind the old bottom's waistband above the split; over a
  // dress (one piece), as a top tucked in: behind it, its waistband was hidden down to a split the
  // dress does not have (053700 + 051412: the dress down to the print, in a ragged fringe).
  for (let i = 0; i < topEnd * w; i++) if (m.body[i] && !m.skin[i] && !(waistband && waistband[i])) panel[i] = 255;
  giveBack(limbs);
  if (outside) giveBack(outside);
  return { panel, limb };
}

/** How far past the person's outline (shoulder widths) a garment may reach around the shoulders. */
const SHOULDER_MARGIN = 0.03;
/** How far below the lower shoulder joint (shoulder widths) that holds. */
const SHOULDER_DEPTH = 0.35;
/**
 * Below it, over this many shoulder widths, a row's allowance widens by a pixel a row: cut off at one
 * row, a balloon or puff sleeve stood out past it in a step (model_7 and 052964 under 049940, 051962
 * under 052234).
 */
const SHOULDER_TAPER = 0.15;

/**
 * Around the shoulders and upper arms (down to SHOULDER_DEPTH shoulder widths below the lower
 * shoulder joint), what lies more than SHOULDER_MARGIN outside the person's outline (0/255), and
 * below that, over SHOULDER_TAPER, what lies farther along its row from the outline than an allowance
 * growing by a pixel a row. A garment hangs from the shoulders: a flat lay's square shoulder line and
 * sleeve tops, laid on a sloping, rounded shoulder, stood out past it like wings. Nothing where the
 * shoulders were not found.
 */
function pastShoulders(pa: PersonAnalysis, body: Uint8Array, w: number, h: number, sw: number): Uint8Array {
  const [l, r] = [kp(pa.keypoints, 'leftShoulder'), kp(pa.keypoints, 'rightShoulder')];
  const found = l.score >= 0.3 && r.score >= 0.3;
  const end = found ? Math.max(0, Math.min(h, Math.round(Math.max(l.y, r.y) + SHOULDER_DEPTH * sw))) : 0;
  const margin = Math.max(1, Math.round(SHOULDER_MARGIN * sw));
  // Grown over the rows down to the zone's end and a margin below it (not the whole photo).
  const rows = Math.min(h, end + margin);
  const grown = morph(body.subarray(0, rows * w), w, rows, margin);
  const out = borrowBytes(w * h);
  for (let i = 0; i < end * w; i++) out[i] = grown[i] ? 0 : 255;
  giveBack(grown);
  if (!found) return out;
  // The taper: per row, each pixel's distance along the row to the nearest body pixel.
  const taperEnd = Math.min(h, end + Math.round(SHOULDER_TAPER * sw));
  const dist = new Int32Array(w);
  for (let y = end; y < taperEnd; y++) {
    const row = y * w;
    const allowed = margin + (y - end + 1);
    // (No body pixel on a side: 2w away.)
    let last = -2 * w;
    for (let x = 0; x < w; x++) {
      if (body[row + x]) last = x;
      dist[x] = x - last;
    }
    last = 3 * w;
    for (let x = w - 1; x >= 0; x--) {
      if (body[row + x]) last = x;
      if (Math.min(dist[x]!, last - x) > allowed) out[row + x] = 255;
    }
  }
  return out;
}

/**
 * The arms in front of the body panel (0/255): the analysis's arm capsules (0.13 shoulder widths:
 * what an old sleeve may hold) where they are bare skin or within the upper arm's drawn width of its
 * line (fill.ts bodyShape), and all of them along a sleeved forearm; of a bare upper arm or forearm,
 * only its skin (fill.ts drawnArms) and its shaded side (shadedEdges). The rest of an upper arm's capsule beside a slim arm is
 * the old top's side, which the panel covers; hidden there, the panel stopped short of the arm and
 * left a strip of the old top (or a backdrop fill of its colour) between them.
 */
export function armsInFront(pa: PersonAnalysis, m: PersonMasks, photo: Uint8Array, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  drawnArms(out, pa.keypoints, w, h, sw, m.skin);
  for (let i = 0; i < w * h; i++) out[i] = m.arms[i] && (m.skin[i] || out[i]) ? 255 : 0;
  shadedEdges(out, m.arms, photo, w, h, Math.round(SHADED_EDGE * sw));
  // Past the wrist it is the hand, which handsInFront keeps by its colours: the arms mask also takes
  // in a hand hidden in a trouser pocket, and the pocket stood as a patch of the old trousers in
  // front of every new top (049447).
  clearPastWrists(out, pa.keypoints, w, h, sw);
  return out;
}

/**
 * Clears in `mask` what lies within HAND_REACH of each found wrist and more than `past` px beyond it
 * along its forearm (from the elbow): the hand, and what the arms mask takes in beside it.
 */
function clearPastWrists(mask: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number, past = 0): void {
  for (const side of ['left', 'right'] as const) {
    const [e, wr] = [kp(kps, `${side}Elbow`), kp(kps, `${side}Wrist`)];
    if (!found(e) || !found(wr)) continue;
    const len = Math.hypot(wr.x - e.x, wr.y - e.y) || 1;
    const [ux, uy] = [(wr.x - e.x) / len, (wr.y - e.y) / len];
    forDisc(wr.x, wr.y, HAND_REACH * sw, w, h, (i) => {
      const x = i % w;
      if ((x - wr.x) * ux + ((i - x) / w - wr.y) * uy > past) mask[i] = 0;
    });
  }
}

/** The blur (shoulder widths, image.ts softBlur) that smooths the arms' edges in front of the panel. */
const ARM_EDGE_BLUR = 0.012;

/**
 * The arms in front (`front`, 0/255, armsInFront) with their edges smoothed (smoothMask, ARM_EDGE_BLUR),
 * within the arms mask. An arm's edge is a smooth curve; the skin model's is ragged, and the panel
 * cut along it stood in teeth beside the arm with the old top, or skin painted over it, showing
 * between them (model_2's arms under 050002, 048769's sides on every person).
 */
export function smoothArmEdges(front: Uint8Array, arms: Uint8Array, w: number, h: number, sw: number): void {
  const smoothed = smoothMask(front, w, h, Math.max(1, Math.round(ARM_EDGE_BLUR * sw)));
  const filled = fillHoles(smoothed, w, h);
  for (let i = 0; i < w * h; i++) front[i] = filled[i] && arms[i] ? 255 : 0;
}

/** How far (shoulder widths) an arm in front reaches past its skin into its own shade (shadedEdges). */
const SHADED_EDGE = 0.05;
/**
 * At most this share of its red is a shaded skin pixel's green: skin in shade is deep orange (0.45-0.65
 * on 05997 and 14627), a warm black top or trousers nearly grey (0.8-0.92 on 14627's trousers).
 */
const SHADED_GREEN = 0.72;
/**
 * A shaded skin pixel's red is at least this: darker, the arm's edge is as black as a black top beside
 * it (ΔE76 under 14 to 14627's top), and is left to the panel.
 */
const SHADED_FLOOR = 30;

/**
 * Grows the arms in front (`front`, 0/255) within the arms mask by up to `reach` px into the arm's own
 * shaded edge: pixels too dark for the skin model but still of skin's hue (red over green over blue,
 * red well above blue and green well below red: SHADED_GREEN) and not black (SHADED_FLOOR), joined
 * to the arm. Beside a black top the arm's shaded side runs from skin to near black; left out, the
 * panel was laid over it there and stood as a pale strip along the arm, lit against the black top's
 * mean (05997's arms under every new top).
 */
function shadedEdges(front: Uint8Array, arms: Uint8Array, photo: Uint8Array, w: number, h: number, reach: number): void {
  growInto(front, w, h, reach, (j) => !!arms[j] && shadedSkin(photo, j));
}

/** Whether pixel i is of skin's hue in shade (shadedEdges): red over green over blue, green at most SHADED_GREEN of red, red well above blue, and red at least `floor`. */
function shadedSkin(photo: Uint8Array, i: number, floor = SHADED_FLOOR): boolean {
  const [r, g, b] = [photo[i * 3]!, photo[i * 3 + 1]!, photo[i * 3 + 2]!];
  return r >= floor && r > g && g > b && g <= SHADED_GREEN * r && r - b >= 0.3 * r;
}

/**
 * The least red of an arm's underside in shade that its inner edge takes in (arm-outline.ts ownArms):
 * an underside is lit from the room (fashn-model's: red 120-200); darker, it is the arm's edge
 * blended with a dark old top beside it (052472's black top: red 40-110), which kept stood as a dark
 * rim along the arm in front of the new garment.
 */
const UNDERSIDE_FLOOR = 110;

/**
 * Below a new top's hem, where a one-piece outfit is replaced (0/255): the zone about an arm whose
 * upper arm (UPPER_ARM of the way from the shoulder joint to the elbow) and whose line below row
 * `from` are mostly clothes (SLEEVED of ONE_PIECE_ARM each side of the line), a dress's long sleeve;
 * nothing about another. `from`: the first row not wholly replaced, the new top's hem or the outfit's
 * waist, whichever is higher (below a long top's hem a long sleeve has ended at the wrist). The zone
 * takes in a dress's side beside a hanging arm, which was painted as arm or backdrop beside every
 * sleeveless dress (053228); a narrower strip left a long sleeve's sides (052767). A forearm's line
 * can lie on the dress beside the arm (053514's joints), where only the bare upper arm above tells
 * the dress has no sleeves.
 */
function sleevedArms(pa: PersonAnalysis, clothes: Uint8Array, zone: Uint8Array, from: number, cx: number, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  // Whether clothes are more than SLEEVED of the pixels within the segments, from row y0 down.
  const clothed = (bones: LimbSegment[], y0: number) => {
    if (!bones.length) return false;
    const box = capsulesBox(bones, w, h);
    const caps = bones.map((c) => capsule(c.a, c.b, c.r));
    let [on, all] = [0, 0];
    for (let y = Math.max(box.y0, Math.ceil(y0)); y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) if (caps.some((c) => inCapsule(c, x, y))) [on, all] = [on + (clothes[y * w + x] ? 1 : 0), all + 1];
    return all > 0 && on > SLEEVED * all;
  };
  for (const side of ['left', 'right'] as const) {
    const [s, e] = [kp(pa.keypoints, `${side}Shoulder`), kp(pa.keypoints, `${side}Elbow`)];
    if (!found(s) || !found(e)) continue;
    const upperArm = { a: add(s, scale(sub(e, s), UPPER_ARM[0])), b: add(s, scale(sub(e, s), UPPER_ARM[1])), r: ONE_PIECE_ARM * sw };
    if (!clothed([upperArm], 0) || !clothed(armBones(pa.keypoints, side, sw, ONE_PIECE_ARM), from)) continue;
    // The image-left arm is the one whose shoulder is left of the centre.
    const left = s.x < cx;
    for (let i = 0; i < w * h; i++) if (zone[i] && i % w < cx === left) out[i] = 255;
  }
  return out;
}

/** Half-width (shoulder widths) of an arm's line (a forearm is about 0.09 wide), the share of it clothes must be for a one-piece outfit's sleeve to go on down the arm below a new top's hem, and the stretch of the upper arm looked at first (sleevedArms). */
const ONE_PIECE_ARM = 0.05;
const SLEEVED = 0.5;
const UPPER_ARM = [0.2, 0.6] as const;

/**
 * The photo with the old garment taken away wherever the new one will not cover it: the body's own
 * shape gets the person's skin, the rest the background, both interpolated from what the photo shows.
 */
export function uncoverOldGarment(
  photo: Uint8Array,
  pa: PersonAnalysis,
  category: GarmentCategory,
  m: PersonMasks,
  hands: Uint8Array,
  covered: Float32Array,
  w: number,
  h: number,
  sw: number,
  /** For a bottom, the old bottom's waistband above the split (oldWaistband). */
  waistband: Uint8Array | undefined,
  /**
   * What of this work depends on the photo alone, read at analysis (person-layers.ts: photoReads, and
   * the arms in front of the torso); its caller gives them back.
   */
  read: PhotoReads & { inFront: Uint8Array },
  /** For a top, what lies past the wrists below the old top (hands.ts pastWrists): kept as `hands` are, but for the old top's own hem there. */
  pastWrists?: Uint8Array,
  /** The new garment's sleeves' axes (fit.ts sleeveAxes): the drawn arms end at their outer edges (arms-in-sleeves.ts). */
  sleeveAxes?: Point[][],
): Uint8Array {
  const base = borrowBytes(photo.length);
  base.set(photo);
  const clothes = clothesMask(m, w, h);
  const feet = feetMask(pa.keypoints, w, h, sw);
  // A top's sleeves: the arms mask (from a quarter down the upper arm) and the zone 0.2 shoulder widths
  // about the arms' lines (an old sleeve's edge outside the arms mask stood as a red line beside a
  // drawn forearm, 01861; an old short sleeve's rim as a grey outline around the drawn upper arm, 02849).
  const sleeves = category === 'upper' ? armZone(pa, m, w, h, sw) : m.arms;
  // A top's: the old top's hem below the split too; a one-piece outfit goes on below the new top's hem.
  const onePiece = category === 'upper' && pa.outfit.onePiece === true;
  const hem = category === 'upper' && !onePiece ? acrossSplit(photo, clothes, pa.outfit, w, h, sw, 'top') : undefined;
  const cx = (kp(pa.keypoints, 'leftShoulder').x + kp(pa.keypoints, 'rightShoulder').x) / 2;
  const keptFrom = onePiece ? keptBelowTop(covered, cx, w, h, sw) : undefined;
  const below = onePiece ? sleevedArms(pa, clothes, sleeves, Math.min(keptFrom!, pa.outfit.topEnd + 1), cx, w, h, sw) : undefined;
  const region = replacedRegion(category, photo, clothes, below ?? sleeves, pa.outfit, w, h, feet, hem ?? waistband, keptFrom);
  // What is past a wrist below the old top stays (the old bottom round a hand), but not the old top's
  // hem, which the disc past a hanging hand's wrist reaches when the hem slants below the split: kept,
  // 049713's lilac hem stayed as a strip between every new top and her trousers beside her hand.
  // (pastWrists, the caller's, is given back after this: the hem is taken out of it in place.)
  if (pastWrists) {
    if (hem) maskAndNot(pastWrists, pastWrists, hem);
    maskOr(hands, hands, pastWrists);
  }
  if (below) giveBack(below);
  if (hem) giveBack(hem);
  const shape = bodyShape(pa.keypoints, w, h, sw, covered, category !== 'lower', m.body);
  // Shins bared by a shorter new bottom or dress as wide as the photo shows them below the old hem,
  // and the bare shins below it as the photo shows them.
  if (category !== 'upper') {
    const legs = borrowBytes(w * h);
    ownLegs(shape, legs, pa.keypoints, m, w, h, sw, covered);
    legsUpToHem(shape, pa.keypoints, m.body, covered, w, h, sw);
    maskAndNot(region, region, legs);
    giveBack(legs);
  }
  // Upper arms under an old short sleeve as wide as the photo shows them below it; the bare arms'
  // own pixels (their shaded outer side, which the skin model misses) stay as the photo shows them,
  // and so does their edge against the backdrop (not grown into as an old garment's rim below).
  const top = category === 'lower' ? undefined : oldTopColour(photo, pa, m, w, sw);
  const oldTop = oldTopPixel(photo, m, top);
  const own = category === 'lower' ? undefined : borrowBytes(w * h);
  if (own) {
    ownArms(shape, own, pa.keypoints, m, w, h, sw, oldTop, (i) => !!m.body[i] && shadedSkin(photo, i, UNDERSIDE_FLOOR) && !oldTop?.(i));
    maskAndNot(region, region, own);
    // And the arm's skin the skin model missed (read.missed), here, before the old garment's rim is
    // grown from the region (below): grown from the missed edge pixels, the rim took the backdrop
    // beside them too.
    maskAndNot(region, region, read.missed);
  }
  // Not beside a new sleeve, outside it (arms-in-sleeves.ts).
  if (sleeveAxes) armsInsideSleeves(shape, covered, sleeveAxes, pa.keypoints, w, h, sw);
  // And the old garment's rim: its edge pixels, half its colour and half the backdrop's, are outside
  // the body mask; left, they outlined a drawn arm in the old sleeve's colour, and new trousers
  // narrower than the old ones in a line of the old ones' colour. A top's on the arms and where the
  // new top leaves the old one bare (a narrower panel left the old top's side as a red line beside
  // 01861's waist; where the new top covers the old one its rim is the new top's edge); a bottom's or
  // dress's only where it is more than RIM thick (the slivers along bare legs are edge pixels the skin
  // model missed, no garment).
  if (category === 'upper') {
    // (The arms' zone, and from here on also what the new top does not cover: on the region's rows,
    // all growRim reads it on.)
    const [first, last] = [firstSet(region), lastSet(region)];
    if (first >= 0) for (let i = first - (first % w); i < last - (last % w) + w; i++) if ((covered[i] ?? 0) < COVERED) sleeves[i] = 255;
    growRim(region, sleeves, RIM, m, feet, w, h);
    giveBack(sleeves);
  } else {
    // Below the hips, what is thinner than 2 SLIVER + 1 px is the bare legs' edge the skin model
    // missed, not the old skirt or trousers: painted, it squared the legs off.
    // Opened on those rows only, from 2 SLIVER above them (all an opening there depends on).
    const hips = Math.max(0, Math.min(h, Math.round((kp(pa.keypoints, 'leftHip').y + kp(pa.keypoints, 'rightHip').y) / 2)));
    const a = Math.max(0, hips - 2 * SLIVER);
    if (a < h) {
      const thin = morph(region.subarray(a * w), w, h - a, -SLIVER);
      const opened = morph(thin, w, h - a, SLIVER);
      maskAnd(region.subarray(hips * w), region.subarray(hips * w), opened.subarray((hips - a) * w, (h - a) * w));
      giveBack(thin, opened);
    }
    // And the old skirt's or dress's flare past the outline the segmentation drew (old-flare.ts).
    addOldFlare(photo, m.body, region, feet, hips, w, sw);
    // And the old bottom's hems in the rows kept for the shoes, going on from what is left of it above
    // them (not from a bare leg's missed edge, which took bare ankles for a hem).
    addOldHems(photo, m.body, clothes, region, feet, w, h, sw);
    const core = morph(region, w, h, -RIM);
    // (And from what of it lies past the outline, the flare above, however thin: its own blended
    // edge stood beside a new dress as a faint outline of the old one, model_9.)
    const past = borrowBytes(w * h);
    maskAndNot(past, region, m.body);
    maskOr(core, core, past);
    giveBack(past);
    growRim(core, undefined, 2 * RIM, m, feet, w, h);
    maskOr(region, region, core);
    giveBack(core);
  }
  // The skin's edge pixels that blend it with the old garment beside them go with the garment: kept,
  // they outlined what is painted in its place in the old garment's colour (14627's black straps).
  const { blends } = read;
  // (Beside the garment as it was before this step: set while scanning, each blend went on down a
  // bare arm's whole edge, one row from the last, and was painted there as a line of backdrop.)
  const blended: number[] = [];
  for (const q of setIndices(blends)) if (within2(q, w, region)) blended.push(q);
  for (const q of blended) region[q] = 255;
  // And the torso's skin edge beside what is painted as skin (not a head's, nor a bare arm's kept as
  // it is): the old garment's edge shades it, and left, it outlined the old neckline across the
  // painted chest in a line of shadow the blend test above does not take (051482's white top under a
  // cami). Not a limb's: at a wrist or a knee the paint, shaded as the limb, met the bare skin below
  // in a step.
  // (The torso's shape, drawn once: also what the fill learns from and the arms' crease.)
  const torso = torsoShape(pa.keypoints, w, h, sw);
  // The light of the old clothes over the torso, for the skin painted there (torso-form.ts).
  const form = category === 'lower' ? undefined : (read.form ?? undefined);
  // What of it is lit as the torso: not the drawn arms within its polygon (an arm hanging against
  // the torso), lit so their inner side stood as a pale wedge beside the rest of the painted arm
  // (01861's upper arms under every short-sleeved top).
  const trunk = category === 'lower' ? undefined : withoutArms(torso, pa.keypoints, w, h, sw);
  for (const q of skinBesidePaint(region, shape, m, own, w, h)) if (torso[q]) region[q] = 255;
  // And below a painted belly, upper arm or shin, the old hem's shadow on the skin the photo shows
  // (old-hem-shadow.ts), painted as skin: it lies under the drawn skin's column, but where the skin
  // below is wider than the drawn limb (a real shin past a drawn one at an old hem) it lay outside the
  // shape and was painted as the backdrop, a round bite out of the leg (053514's knees).
  for (const q of oldHemShadow(photo, region, shape, m, hands, w, h, sw)) region[q] = shape[q] = 255;
  // The bare limbs whose light the fill's limbs take (shadeFilledLimbs): the skin, and a bare arm's
  // own rows as the photo shows them, its shaded side too, which the skin model misses (read from the
  // skin alone, 02849's upper arm's profile was its lit half's, 0.95-1.02 across, and her painted
  // upper arms came out as flat boxes beside her forearms' 0.67 at their edges).
  // (A bottom's fill draws no arms: the skin as it is, not a copy.)
  if (own) maskOr(own, own, m.skin);
  const bare = own ?? m.skin;
  // Hands stay as they are, and what is on a bare forearm (a tattoo, a watch), and the arm's own
  // shaded skin the skin model misses between its skin pixels (filled as old clothes, outside the
  // drawn arm it became specks of backdrop down the arm: 049205 under a sleeveless dress).
  const marks = category === 'lower' ? undefined : bareArmMarks(photo, pa, m, w, h, sw, top);
  const missed = category === 'lower' ? undefined : read.missed;
  // A single pixel of the person's left out of what is painted is no part of it but the skin model's
  // noise, and the fill pulled its colour into the paint round it (a dark speck of the old skirt's
  // hem shadow on 053514's painted knee): painted with it. (What is kept, just below, stays.)
  fillPinholes(region, w, h, Math.floor(firstSet(region) / w), Math.floor(lastSet(region) / w), (i) => !!m.body[i] && !m.head[i]);
  for (const kept of [hands, marks, missed]) if (kept) maskAndNot(region, region, kept);
  if (marks) giveBack(marks);
  const skinTarget = borrowBytes(w * h);
  const bgTarget = borrowBytes(w * h);
  const skinBox = { x0: w, y0: h, x1: -1, y1: -1 };
  const bgBox = { x0: w, y0: h, x1: -1, y1: -1 };
  // (The person's outline smoothed, read at analysis: the segmentation's is in steps.)
  const { outline } = read;
  // (On the region's rows only: none where it is empty.)
  const [firstPainted, lastPainted] = [firstSet(region), lastSet(region)];
  const [fromRow, toRow] = firstPainted < 0 ? [0, -1] : [Math.floor(firstPainted / w), Math.floor(lastPainted / w)];
  for (let y = fromRow; y <= toRow; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!region[i] || (covered[i] ?? 0) >= 0.995) continue;
      // (Outside the person's outline, the old garment's rim, is backdrop whatever the drawn shape:
      // painted as skin it stood as a line of skin beside a new sleeve's edge. Inside it, a bare arm
      // in front of the torso is no backdrop, drawn or not: what the drawn arm and torso miss of it
      // (its shaded inner side, the armpit's crease, which the skin model does not take) was painted
      // as white flecks down the arm's inner edge, 05997's under every top. Not an old sleeve's
      // (the old top's colour): painted so, 01861's arm stood as wide as her red sleeve.)
      const drawn = (shape[i] || (read.inFront[i] && torso[i] && !oldTop?.(i))) && outline[i];
      const t = drawn ? skinTarget : bgTarget;
      const b = drawn ? skinBox : bgBox;
      t[i] = 255;
      if (x < b.x0) b.x0 = x;
      if (y < b.y0) b.y0 = y;
      if (x > b.x1) b.x1 = x;
      if (y > b.y1) b.y1 = y;
    }
  const margin = Math.round(0.3 * sw);
  const grow = (b: typeof skinBox) => ({ x0: Math.max(0, b.x0 - margin), y0: Math.max(0, b.y0 - margin), x1: Math.min(w - 1, b.x1 + margin), y1: Math.min(h - 1, b.y1 + margin) });
  if (bgBox.x1 >= 0) {
    // On the rows the fill reads only.
    const box = grow(bgBox);
    const background = morphRows(m.body, w, h, 4, box.y0, box.y1);
    for (let i = box.y0 * w; i < (box.y1 + 1) * w; i++) background[i] = background[i] ? 0 : 255;
    pushPull(base, w, background, bgTarget, box);
    giveBack(background);
  }
  giveBack(clothes, feet, region, shape);
  if (skinBox.x1 < 0) {
    relayKeptEdges(photo, base, skinTarget, bgTarget, skinBox, bgBox, w, h);
    giveBack(skinTarget, bgTarget, torso);
    if (own) giveBack(own);
    if (trunk) giveBack(trunk);
    return base;
  }
  const big = grow(skinBox);
  // The torso's lift and light fade in across its edge beside the drawn arms (TRUNK_FEATHER), not in
  // a step: painted, 07966's chest stood lighter than her painted upper arm along the arm's capsule.
  if (trunk) featherTrunk(trunk, big, w, h, sw);
  // Skin to learn from: the face, neck, arms and hands, and the legs (a tan print elsewhere can pass
  // the colour test): a knee bared by a shorter dress goes on from the shin below it. And the torso's
  // own bare skin: the neck's base and chest above an old neckline (the head's mask stops higher, and
  // the skin between it and the old neckline, kept as it is, met a chest filled from the face and the
  // arms along a hard line: model_2's crew-neck tank under a cami), and a belly an old crop top left
  // bare (the belly painted between a shorter new top and it took the paler face's tone and met it in
  // a step at the old hem: 01861 under the crop top 10297).
  const near = borrowBytes(w * h);
  near.set(torso);
  for (const side of ['left', 'right'] as const) {
    armCapsules(near, pa.keypoints, side, w, h, sw, 0.2);
    legCapsules(near, pa.keypoints, side, w, h, sw);
  }
  maskOr(near, near, m.head);
  maskAnd(near, near, m.skin);
  // Not the skin's edge pixels blended with the old garment beside them (its colour in the paint), nor
  // any painted over.
  maskAndNot(near, near, blends);
  maskAndNot(near, near, skinTarget);
  // Nor what a hand holds that the skin model took for skin.
  withoutHeldColours(near, photo, hands, w * h);
  const skinKnown = countSet(near);
  // The skin's colour line the paint is shaded along (skin-colour.ts shadeSkin): scaled alike, a painted
  // belly in the old top's shade came out grey beside the person's own deeper shaded skin (05997).
  let slope: SkinSlope | undefined;
  if (skinKnown >= 200) {
    pushPull(base, w, near, skinTarget, big);
    // Away from the known skin, in the person's own skin colour, not the cast of the skin beside the old garment.
    // (A top leaves the legs as they are: not read for it.)
    const legs = category === 'upper' ? undefined : legsLit(near, skinTarget, photo, pa.keypoints, w, h, sw);
    slope = evenSkinColour(base, photo, near, skinTarget, big, w, sw, trunk, legs);
    if (legs) giveBack(legs.mask);
    // But an arm whose own bare skin shows along it, in the colour of that skin (own-arm-fill.ts).
    fillArmsFromOwnSkin(base, near, skinTarget, m.skin, pa.keypoints, w, h, sw);
  }
  else {
    // No bare skin in the photo to learn from: the analysed tone, flat.
    const tone = [1, 3, 5].map((k) => parseInt(pa.skinTone.slice(k, k + 2), 16));
    for (let i = 0; i < w * h; i++) if (skinTarget[i]) base.set(tone, i * 3);
  }
  // A drawn arm or leg is round: the light across it as on the person's own bare limbs.
  const under = borrowBytes(w * h);
  for (let y = big.y0; y <= big.y1; y++)
    for (let x = big.x0; x <= big.x1; x++) {
      const i = y * w + x;
      if ((covered[i] ?? 0) >= 0.5 && m.body[i]) under[i] = 255;
    }
  // (The torso only darkened to its sides where the old clothes' light lights it, below: lit both
  // ways, a painted chest between bare chest skin above and a new V-neck stood as a lighter patch,
  // 05997 under 02015.)
  shadeFilledLimbs(base, photo, bare, skinTarget, skinBox, limbSegments(pa.keypoints, sw), w, h, under, !!form, slope);
  giveBack(under);
  if (own) giveBack(own);
  // Lit as the old clothes over the torso were (torso-form.ts), not one flat tone.
  if (form && trunk) lightByForm(base, form, near, trunk, skinTarget, big, skinBox, w, slope);
  // Parted from the torso beside it by a shadow, not one slab with it.
  armCreases(base, skinTarget, m.skin, torso, pa.keypoints, w, h, sw, slope);
  // And a navel on a belly painted all round it (navel.ts).
  if (trunk) drawNavel(base, skinTarget, trunk, pa.keypoints, w, h, sw, slope);
  // And with the grain of the skin it was learnt from, not smooth as paint.
  addGrain(base, skinTarget, skinBox, w, grainOf(photo, near, big, w));
  // Shaded under the garment's lower edges, as skin under a hem or a cuff is.
  castHemShadow(base, skinTarget, covered, skinBox, w, sw, slope);
  // Met by the person's own skin where it goes on as the photo shows it, not in a step of tone.
  if (skinKnown >= 200) meetKeptSkin(base, photo, near, skinTarget, skinBox, w, h, sw);
  softenOutline(base, skinTarget, bgTarget, big, w);
  relayKeptEdges(photo, base, skinTarget, bgTarget, skinBox, bgBox, w, h);
  giveBack(near, skinTarget, bgTarget, torso);
  if (trunk) giveBack(trunk);
  return base;
}

/**
 * The edges of what is kept as the photo shows it (a hand, a bare wrist, a bracelet) against what is
 * painted (`skinTarget` and `bgTarget`, within `skinBox` and `bgBox`): in the photo a blend of it and
 * the old clothes beside it, laid again over the paint as the edges of what is in front of a new
 * garment are (front-edges.ts). Kept as they were, they drew a line of the old sleeve's colour where a
 * painted forearm met the bare wrist below an old cuff, and round a hand where it went into a pocket
 * past one (01861's red cuffs under every top). `bgTarget` is the last thing the fill reads: it
 * becomes all that is painted.
 */
function relayKeptEdges(photo: Uint8Array, base: Uint8Array, skinTarget: Uint8Array, bgTarget: Uint8Array, skinBox: Box, bgBox: Box, w: number, h: number): void {
  const within = { x0: Math.min(skinBox.x0, bgBox.x0), y0: Math.min(skinBox.y0, bgBox.y0), x1: Math.max(skinBox.x1, bgBox.x1), y1: Math.max(skinBox.y1, bgBox.y1) };
  if (within.x1 < 0) return;
  for (let y = skinBox.y0; y <= skinBox.y1; y++) for (let x = skinBox.x0; x <= skinBox.x1; x++) if (skinTarget[y * w + x]) bgTarget[y * w + x] = 255;
  relayFrontEdges({ under: photo, out: base, alpha: bgTarget, w, h, unshaded: true, within });
}

/** The radius (shoulder widths) of each of the two box passes that feather the torso lit as the torso (image.ts featherMask). */
const TRUNK_FEATHER = 0.03;

/** The torso lit as the torso (0/255) feathered in place (TRUNK_FEATHER) within `big`, over its own box and the feather's reach only. */
function featherTrunk(trunk: Uint8Array, big: Box, w: number, h: number, sw: number): void {
  const r = Math.max(1, Math.round(TRUNK_FEATHER * sw));
  // (Its box within `big` only, the rows it can reach there.)
  const rows = maskBox(trunk.subarray(big.y0 * w, (big.y1 + 1) * w), w, big.y1 - big.y0 + 1);
  if (!rows.width) return;
  const { x, width, height } = rows;
  const y = rows.y + big.y0;
  const box = { x0: Math.max(big.x0, x - 2 * r), y0: Math.max(big.y0, y - 2 * r), x1: Math.min(big.x1, x + width - 1 + 2 * r), y1: Math.min(big.y1, y + height - 1 + 2 * r) };
  featherMask(trunk, w, box, r);
}

/** The blur (shoulder widths, image.ts softBlur) of the person's outline where the fill parts painted skin from painted backdrop. */
const OUTLINE_BLUR = 0.012;

/**
 * The person's outline (`body`, 0/255) smoothed (smoothMask) for the fill's choice between painted
 * skin and painted backdrop. The segmentation's outline runs in steps of 2-3 px (its model reads the
 * photo at 256 x 256): cut along it, a painted arm under an old long sleeve stood against the painted
 * backdrop in a staircase of straight runs (01861's arms under every short-sleeved top).
 */
export function smoothBodyOutline(body: Uint8Array, w: number, h: number, sw: number): Uint8Array {
  return smoothMask(body, w, h, Math.max(1, Math.round(OUTLINE_BLUR * sw)));
}

/** The torso's shape without the arms' capsules as wide as the body's shape draws the upper arm (fill.ts ARM_R), borrowed. */
export function withoutArms(torso: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const arms = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) armCapsules(arms, kps, side, w, h, sw, ARM_R);
  maskAndNot(arms, torso, arms);
  return arms;
}

/** The skin pixels (not the head's, nor `own` arms') 1 or 2 px along a row or column from a pixel of `region` drawn as skin (in `shape`). */
function skinBesidePaint(region: Uint8Array, shape: Uint8Array, m: PersonMasks, own: Uint8Array | undefined, w: number, h: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < w * h; i++) if (m.skin[i] && !m.head[i] && !region[i] && !(own && own[i]) && within2(i, w, region, shape)) out.push(i);
  return out;
}

/** Whether a pixel 1 or 2 px from i along a row or column is set in `a` (and in `b`, if given): a blend lies at most 2 px from its garment. */
function within2(i: number, w: number, a: Uint8Array, b?: Uint8Array): boolean {
  return setIn(a, b, i + 1) || setIn(a, b, i + 2) || setIn(a, b, i - 1) || setIn(a, b, i - 2) || setIn(a, b, i + w) || setIn(a, b, i + 2 * w) || setIn(a, b, i - w) || setIn(a, b, i - 2 * w);
}

/** Whether index j lies in `a` and is set there (and in `b`, if given). */
const setIn = (a: Uint8Array, b: Uint8Array | undefined, j: number): boolean => j >= 0 && j < a.length && !!a[j] && (!b || !!b[j]);

/** The arms mask and the zone 0.2 shoulder widths about the arms' lines (0/255). */
function armZone(pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) armCapsules(out, pa.keypoints, side, w, h, sw, 0.2);
  maskOr(out, out, m.arms);
  return out;
}

/**
 * On the arms (and MISSED_SKIN px about them): the person's pixels the skin model did not take that
 * lie between skin pixels, or skin and the backdrop, closer than 2 MISSED_SKIN + 1 px apart (a bare
 * arm's shaded side, a crease, its edge pixels blended with the backdrop), 0/255. An old sleeve or
 * cuff is wider. The edge pixels too: a bare arm's outline is no old garment's rim, but where the rows
 * across its bones leave it (the outside of a bent elbow, a pixel here and there along a slanting
 * forearm; arm-outline.ts ownArms) it was filled as one, a ragged line of white specks round 07966's
 * elbows and forearms, her arms akimbo, under every top.
 */
export function missedArmSkin(m: PersonMasks, w: number, h: number): Uint8Array {
  // On the arms' rows only.
  const { y, height } = maskBox(m.arms, w, h);
  const bareOrOut = borrowBytes(w * h);
  maskOrNot(bareOrOut, m.skin, m.body);
  const grown = morphRows(bareOrOut, w, h, MISSED_SKIN, y - MISSED_SKIN, y + height - 1 + MISSED_SKIN);
  const closed = morphRows(grown, w, h, -MISSED_SKIN, y, y + height - 1);
  giveBack(grown, bareOrOut);
  const near = morphRows(m.arms, w, h, MISSED_SKIN, y, y + height - 1);
  maskAnd(closed, closed, near);
  maskAnd(closed, closed, m.body);
  maskAndNot(closed, closed, m.skin);
  giveBack(near);
  return closed;
}

/** Half the widest gap (px) in a bare arm's skin that missedArmSkin closes. */
const MISSED_SKIN = 3;

/**
 * For a new bottom: the old top's sleeves below the outfit's split (0/255, fill.ts sleeveBelowTop on
 * the arms' zone: what goes on down the arm from the old top in the sleeve's colour; a one-piece
 * outfit's, the segmentation's arms; on an arm in a long sleeve, sleevedArms). A long sleeve's cuff
 * hangs below the old top's hem beside the hand, and a new bottom changes nothing of it: it stays in
 * front of the new bottom as the hands do. Taken for the old bottom, it was painted as skin and
 * backdrop: 051962's sweatshirt cuffs ended in a straight cut above her hands under every new bottom;
 * 052767's long-sleeved dress lost its sleeves from the waist down, her forearms painted bare. Read
 * once with the photo (person-layers.ts).
 */
export function oldSleevesBelowSplit(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  const clothes = clothesMask(m, w, h);
  // A one-piece outfit's sleeves and skirt are one cloth, told apart by no colour (052767's printed
  // long-sleeved dress: read by colour, ragged pieces of its skirt were kept above her wrists, 6.9% of
  // it left): its sleeves are the segmentation's arms alone, which part a sleeve from the skirt beside
  // it. Else the arms' zone, wider (arm-shaped capsules too), and the sleeve's colour in it.
  const onePiece = pa.outfit.onePiece === true;
  const zone = onePiece ? borrowBytes(w * h) : armZone(pa, m, w, h, sw);
  if (onePiece) {
    zone.set(m.arms);
    clearPastWrists(zone, pa.keypoints, w, h, sw, CUFF_PAST * sw);
  }
  const sleeve = onePiece ? zone : sleeveBelowTop(photo, clothes, zone, pa.outfit, w, h);
  // (All of it or none: no sleeve told from a bottom beside it, nothing kept.)
  if (typeof sleeve !== 'boolean') {
    // Only on an arm in a long sleeve (its whole line mostly clothes; the wrist joint can lie above
    // the split, 051962's): beside a bare arm, the old top's colour below the split is a sleeveless
    // dress's skirt (053514, 052964), which goes.
    const from = Math.max(0, Math.ceil(pa.outfit.bottomStart));
    const cx = (kp(pa.keypoints, 'leftShoulder').x + kp(pa.keypoints, 'rightShoulder').x) / 2;
    const sleeved = sleevedArms(pa, clothes, zone, 0, cx, w, h, sw);
    for (let i = from * w; i < w * h; i++) if (sleeve[i] && sleeved[i] && clothes[i]) out[i] = 255;
    // (A one-piece's sleeve is the zone itself, given back below.)
    if (!onePiece) giveBack(sleeve);
    giveBack(sleeved);
  }
  giveBack(clothes, zone);
  return out;
}

/**
 * How far past the wrist joint (shoulder widths, along the forearm) a one-piece's sleeve is kept: its
 * cuff. Farther, what the segmentation's arms take beside the hand is the skirt (052767's black dress
 * beside her fingers, a dotted rim over every new bottom).
 */
const CUFF_PAST = 0.12;

/**
 * For a new bottom: the old bottom's waistband above the outfit's one-row split (0/255, fill.ts
 * acrossSplit), which the new bottom goes over (hiddenMasks) and which is replaced where it does
 * not reach (uncoverOldGarment). Read once with the photo (person-layers.ts).
 */
export function oldWaistband(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const clothes = clothesMask(m, w, h);
  const out = acrossSplit(photo, clothes, pa.outfit, w, h, sw, 'bottom');
  giveBack(clothes);
  return out;
}

/** What uncoverOldGarment reads of the photo alone (kept with the analysis's layers, person-layers.ts): each mask 0/255 in pooled buffers. */
export interface PhotoReads {
  /** A bare arm's skin the skin model missed (missedArmSkin). */
  missed: Uint8Array;
  /** The skin's edge pixels blended with the old clothes beside them (blended-skin.ts). */
  blends: Uint8Array;
  /** The old clothes' light over the torso (oldClothesLight). */
  form: TorsoForm | null;
  /** The person's outline smoothed (smoothBodyOutline), where the fill parts skin from backdrop. */
  outline: Uint8Array;
}

/** Reads what uncoverOldGarment needs of the photo alone (PhotoReads). */
export function photoReads(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number): PhotoReads {
  return { missed: missedArmSkin(m, w, h), blends: blendedEdge(m.skin, photo, m, w, h), form: oldClothesLight(photo, pa, m, w, h, sw), outline: smoothBodyOutline(m.body, w, h, sw) };
}

/** The light of the old clothes over the torso (torso-form.ts), as uncoverOldGarment reads it for a top or a dress: null where too little of the torso is clothed. */
export function oldClothesLight(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, w: number, h: number, sw: number): TorsoForm | null {
  const clothes = clothesMask(m, w, h);
  const torso = torsoShape(pa.keypoints, w, h, sw);
  const form = torsoForm(photo, clothes, torso, w, h) ?? null;
  giveBack(clothes, torso);
  return form;
}

/** The clothes the person wears (0/255): body, not bare skin, not head. */
function clothesMask(m: PersonMasks, w: number, h: number): Uint8Array {
  const out = borrowBytes(w * h);
  maskAndNot(out, m.body, m.skin);
  maskAndNot(out, out, m.head);
  return out;
}

/** Pixels (a square's half-side) of the old garment's rim outside the body mask that are filled with it. */
const RIM = 2;
/** Half the width (px) of the thinnest old skirt or trouser part below the hips. */
const SLIVER = 3;

/** Adds to `region` its rim (`r` px) around its part `within` (all of it without), outside the body mask and the feet. */
function growRim(region: Uint8Array, within: Uint8Array | undefined, r: number, m: PersonMasks, feet: Uint8Array, w: number, h: number): void {
  let y0 = h;
  let y1 = -1;
  const seeds = borrowBytes(w * h);
  for (let i = 0; i < w * h; i++)
    if (region[i] && (!within || within[i])) {
      seeds[i] = 255;
      const y = (i / w) | 0;
      if (y < y0) y0 = y;
      y1 = y;
    }
  // Grown within the seeds' rows and r more each side (not the whole photo).
  const [a, b] = [Math.max(0, y0 - r), Math.min(h - 1, y1 + r)];
  if (b >= a) {
    const rim = morph(seeds.subarray(a * w, (b + 1) * w), w, b - a + 1, r);
    for (let k = 0; k < rim.length; k++) {
      const i = a * w + k;
      if (rim[k] && !m.body[i] && !feet[i]) region[i] = 255;
    }
    giveBack(rim);
  }
  giveBack(seeds);
}

/**
 * A drawn limb's outline against the backdrop drawn beside it, anti-aliased: each drawn pixel with a
 * neighbour of the other fill becomes the mean of its 3x3 neighbourhood. The two fills meet along the
 * old garment's mask and the limb's capsule, a hard stair-stepped edge a photo never has.
 */
function softenOutline(rgb: Uint8Array, skin: Uint8Array, bg: Uint8Array, box: { x0: number; y0: number; x1: number; y1: number }, w: number): void {
  const edge: number[] = [];
  for (let y = Math.max(1, box.y0); y < box.y1; y++)
    for (let x = Math.max(1, box.x0); x < box.x1; x++) {
      const i = y * w + x;
      const other = skin[i] ? bg : bg[i] ? skin : undefined;
      if (other && (other[i - 1] || other[i + 1] || other[i - w] || other[i + w])) edge.push(i);
    }
  // (All read before any is laid: each mean is of the pixels as they were. Into one array, not an
  // array per pixel.)
  const mean = new Uint8Array(edge.length * 3);
  for (let k = 0; k < edge.length; k++)
    for (let c = 0; c < 3; c++) {
      const at = edge[k]! * 3 + c;
      let t = 0;
      for (let dy = -w; dy <= w; dy += w) t += rgb[at + (dy - 1) * 3]! + rgb[at + dy * 3]! + rgb[at + (dy + 1) * 3]!;
      mean[k * 3 + c] = Math.round(t / 9);
    }
  for (let k = 0; k < edge.length; k++) rgb.set(mean.subarray(k * 3, k * 3 + 3), edge[k]! * 3);
}

/**
 * The hands that stay in front of every garment piece: per hand the disc past the wrist plus the
 * fingers (a capsule on along the forearm), without the pixels there that have a colour of the
 * clothes beside the hand (the old garment seen around a hand hanging at the hips) or of the old
 * sleeve (its cuff at the wrist, which a shorter new sleeve leaves bare), unless they are skin. The
 * fingertips and a held bag stay in front; the old garment around them is covered or filled like the
 * rest instead of staying as a patch around the hand (or a grey band on a bare wrist).
 */
export function handsInFront(sides: HandSide[], photo: Uint8Array, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  const near = morph(m.skin, w, h, 3);
  // The skin's edge pixel (its blend with what is beside it), and the rim of `near` past it that has a
  // colour of the clothes beside the hand: taken off once the hand is whole (RIM_APART).
  const edge = morph(m.skin, w, h, 1);
  const rim = borrowBytes(w * h);
  // One hand's zone at a time: its disc and capsule lie within its rows y0..y1, cleared after it.
  const zone = borrowBytes(w * h);
  const mine = borrowBytes(w * h);
  let rows = { y0: h, y1: -1 };
  for (const { e, wr, sleeve, clothes } of sides) {
    const { hand, tip } = handPoints(e, wr);
    const y0 = Math.max(0, Math.floor(Math.min(hand.y, tip.y) - HAND_DISC * sw));
    const y1 = Math.min(h - 1, Math.ceil(Math.max(hand.y, tip.y) + HAND_DISC * sw));
    zone.fill(0, y0 * w, (y1 + 1) * w);
    fillDisc(zone, w, h, hand.x, hand.y, HAND_DISC * sw);
    fillCapsule(zone, w, h, hand, tip, 0.12 * sw);
    const beside = clothesColour(photo, m, w, { x0: 0, y0, x1: w, y1: y1 + 1 }, zone);
    // And the old clothes' colours on the wrist's rows: one median colour of a print (049447's red,
    // white and black trousers, a hand in their pocket) left most of it "hand", a patch of the old
    // trousers in front of every new top.
    const around = [...(beside ? [beside] : []), ...clothes];
    const dark = around.some((c) => luma(c, 0) < RIM_DARK);
    const others = [...around, ...sleeve];
    mine.fill(0, y0 * w, (y1 + 1) * w);
    for (let y = y0; y <= y1; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        // Skin, or (inside the person's outline) farther than 40 from the clothes' and the sleeve's colours.
        if (zone[i] && (near[i] || (m.body[i] && nearestColour(photo, i, others) > 40))) mine[i] = 255;
        if (mine[i] && !edge[i] && (nearestColour(photo, i, around) <= RIM_APART || (dark && luma(photo, i) < RIM_DARK))) rim[i] = 255;
      }
    joinedToWrist(mine, wr, Math.max(0, Math.hypot(hand.x - wr.x, hand.y - wr.y) - HAND_DISC * sw) + WRIST_NEAR * sw, w, y0, y1);
    for (let i = y0 * w; i < (y1 + 1) * w; i++) if (mine[i]) out[i] = 255;
    rows = { y0: Math.min(rows.y0, y0), y1: Math.max(rows.y1, y1) };
  }
  // Specks apart from the hands: a print's pink the skin model takes for skin, around a hand in a
  // pocket (049447: the new top speckled with the old trousers there).
  if (rows.y1 >= rows.y0) dropSpecks(out.subarray(rows.y0 * w, (rows.y1 + 1) * w), w, (SPECK * sw) ** 2);
  maskAndNot(out, out, rim);
  giveBack(zone, near, edge, rim, mine);
  return out;
}

/**
 * How far (RGB) from the colours of the clothes beside a hand (not its sleeve's: a cuff at the wrist
 * stays in front of a new bottom) a pixel 2-3 px past its skin lies to stay in front: nearer, it is the
 * clothes. Kept, 052964's dress's check stood as a dotted rim down each hand's inner side over every
 * new bottom; the hand's shaded edge (its fingers' shadow, not the clothes' colour) stays.
 */
const RIM_APART = 15;
/**
 * Or, beside clothes with a colour this dark (luma), a pixel there as dark: a black velvet's shades
 * beside a hand are 20+ RGB from its median in their warm casts ((13,3,2), (35,14,9) against
 * (21,17,18)), and 052767's hands kept a dotted black rim over every new pale bottom.
 */
const RIM_DARK = 40;

/** How far past the hand's zone's nearest reach to the wrist (shoulder widths) its pixels join it to the wrist. */
const WRIST_NEAR = 0.1;

/**
 * Clears, on rows y0..y1 of `mask`, what is not joined (4-connected) to its pixels within `r` of the
 * wrist: the hand goes on from the wrist; a print's pink squares the skin model takes for skin,
 * strung along the hand's line past a hand in a pocket, do not (049447: a diagonal strip of her old
 * trousers kept through every new top and dress).
 */
function joinedToWrist(mask: Uint8Array, wr: Point, r: number, w: number, y0: number, y1: number): void {
  const rows = mask.subarray(y0 * w, (y1 + 1) * w);
  const n = y1 - y0 + 1;
  const kept = borrowBytes(rows.length);
  forDisc(wr.x, wr.y - y0, r, w, n, (j) => {
    if (rows[j]) kept[j] = 255;
  });
  growInto(kept, w, n, Infinity, (j) => rows[j] !== 0);
  for (let j = 0; j < rows.length; j++) if (!kept[j]) rows[j] = 0;
  giveBack(kept);
}

/** Parts of a hand's mask smaller than a square this many shoulder widths on a side are specks, not the hand. */
const SPECK = 0.1;

/** Clears the 4-connected parts of `rows` (whole rows of a 0/255 mask, `w` wide) smaller than `minArea` pixels. */
function dropSpecks(rows: Uint8Array, w: number, minArea: number): void {
  const { label, size } = labelComponents(rows, w, rows.length / w);
  for (let j = 0; j < rows.length; j++) if (label[j] && size[label[j]!]! < minArea) rows[j] = 0;
}

