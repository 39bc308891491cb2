// Person analysis: who is in the photo, where their joints are, and which pixels are body,
// forearms/hands and head. Refuses photos that cannot give a good try-on.
import { largestComponent, maskBox, morph, type RgbImage } from './image.ts';
import { detectPeople, refineKeypoints } from './pose.ts';
import { segmentPerson } from './segmentation.ts';
import { withPaleShoulders } from './pale-shoulders.ts';
import { encodeMask } from './rle.ts';
import { dist, kp, mid, seatedPose } from './geometry.ts';
import { clothesChroma, forearmSkinModel, personSkinModel, skinMask, type SkinModel } from './skin.ts';
import { dropSkinSpecks } from './skin-specks.ts';
import { maskOr } from './mask-ops.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import { outfitSplit } from './outfit.ts';
import { oldTopOnChest, releaseOldShoulders } from './old-shoulders.ts';
import { hairColour } from './hair-colour.ts';
import { keepHairEnds } from './hair-ends.ts';
import { EngineRefusal, type Framing, type GarmentCategory, type Keypoint, type KeypointName, type PersonAnalysis, type Point } from './types.ts';

const MIN_SCORE = 0.3;

export interface AnalysePersonOptions {
  /** When given, refuse early if the photo does not show enough of the body for it. */
  category?: GarmentCategory;
}

export async function analysePersonRgb(img: RgbImage, options: AnalysePersonOptions = {}): Promise<PersonAnalysis> {
  const { width: w, height: h } = img;
  const [people, prob] = [await detectPeople(img), await segmentPerson(img)];
  const main = people[0];
  const seg = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) seg[i] = (prob[i] ?? 0) > 0.5 ? 255 : 0;
  const body = largestComponent(seg, w, h);
  const box = maskBox(body, w, h);
  if (!main || main.score < 0.2 || box.height < h * 0.1) {
    throw new EngineRefusal('no_person', 'No person was found in the photo.');
  }
  const others = people.slice(1).filter((p) => p.score >= 0.3 && p.box.height >= main.box.height * 0.5 && iou(p.box, main.box) < 0.3);
  if (others.length > 0) {
    throw new EngineRefusal('multiple_people', 'The model photo shows more than one person; use a photo of one person.');
  }
  const keypoints = await refineKeypoints(img, main.box);
  const visible = (name: KeypointName) => isVisible(kp(keypoints, name), w, h);
  const shoulders = visible('leftShoulder') && visible('rightShoulder');
  if (!shoulders && !(visible('leftHip') && visible('rightHip'))) {
    throw new EngineRefusal('no_person', 'No clearly visible person was found (shoulders and hips not detected).');
  }
  const sw = shoulders ? dist(kp(keypoints, 'leftShoulder'), kp(keypoints, 'rightShoulder')) : dist(kp(keypoints, 'leftHip'), kp(keypoints, 'rightHip')) * 1.4;
  if (box.height < h * 0.3 || sw < w * 0.08) {
    throw new EngineRefusal('person_too_small', 'The person is too small in the model photo; use a closer or cropped photo.');
  }

  const supports = supportedCategories(keypoints, w, h);
  if (options.category && !supports.includes(options.category)) throw unsupportedRefusal(keypoints, options.category);
  const framing: Framing = visible('leftAnkle') || visible('rightAnkle') ? 'full-body' : 'upper-body';

  const head = headMask(body, keypoints, w, h, sw);
  const arms = armsMask(body, keypoints, w, h, sw);
  const model = personSkinModel(img, body, keypoints, sw);
  const skin = model ? morph(morph(withForearms(img, body, head, keypoints, sw, model), w, h, -1), w, h, 1) : new Uint8Array(w * h);
  // (Not the specks of a hand, what it holds or a shoe: a clutch's, a trainer's skin-coloured details.)
  const [hands, feet] = [handsMask(keypoints, w, h, sw), feetMask(keypoints, w, h, sw)];
  maskOr(hands, hands, feet);
  dropSkinSpecks(skin, w, h, sw, hands);
  giveBack(hands, feet);
  const [sL, sR] = [kp(keypoints, 'leftShoulder'), kp(keypoints, 'rightShoulder')];
  // The head's edge at the shoulders: the old top's shoulders above the line go to the clothes, the
  // hair below it to the head.
  const masks = { body, head, skin };
  const line = headLine(keypoints, sw);
  const onChest = oldTopOnChest(img.data, keypoints, masks, w, h, sw);
  if (onChest) withPaleShoulders(img.data, body, keypoints, w, h, sw, onChest);
  const hair = hairColour(img.data, keypoints, masks, w, h, sw);
  releaseOldShoulders(img.data, keypoints, masks, w, h, sw, line, !!model, onChest, hair);
  keepHairEnds(img.data, keypoints, masks, w, h, sw, line, onChest, hair);
  const clothes = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) clothes[i] = body[i] && !skin[i] && !head[i] ? 255 : 0;
  const [hL, hR] = [kp(keypoints, 'leftHip'), kp(keypoints, 'rightHip')];
  const cx = (sL.x + sR.x + hL.x + hR.x) / 4;
  const outfit = outfitSplit(img, clothes, { shoulderY: (sL.y + sR.y) / 2, hipY: (hL.y + hR.y) / 2, x0: cx - 0.3 * sw, x1: cx + 0.3 * sw });
  return {
    version: 1,
    width: w,
    height: h,
    keypoints,
    framing,
    supports,
    masks: { body: encodeMask(body, w, h), arms: encodeMask(arms, w, h), head: encodeMask(head, w, h), skin: encodeMask(skin, w, h) },
    skinTone: toneOf(img, skin, head, model),
    outfit,
    box,
  };
}

function croppedRefusal(category: GarmentCategory): EngineRefusal {
  const need = { upper: 'shoulders and hips', lower: 'hips and knees', full: 'shoulders, hips and knees' }[category];
  return new EngineRefusal('cropped_for_garment', `The model photo must show the person's ${need} for this garment.`);
}

/** Why the person photo cannot take a garment of this category (supportedCategories left it out). */
export function unsupportedRefusal(keypoints: Keypoint[], category: GarmentCategory): EngineRefusal {
  if (category !== 'upper' && seatedPose(keypoints)) {
    return new EngineRefusal('seated_for_garment', 'The person in the model photo is seated: trousers, skirts and dresses need a photo of the person standing and facing the camera.');
  }
  return croppedRefusal(category);
}

function isVisible(k: Keypoint, w: number, h: number): boolean {
  const m = 0.01 * h;
  return k.score >= MIN_SCORE && k.x >= -m && k.x <= w + m && k.y >= -m && k.y <= h - m;
}

/** Which garment categories the visible joints allow; knees must be in frame for lower and full, and the person standing (seatedPose). */
export function supportedCategories(kps: Keypoint[], w: number, h: number): GarmentCategory[] {
  const v = (n: KeypointName) => isVisible(kp(kps, n), w, h);
  // Hips just below the frame still let a top be fitted: its hem is simply cut off.
  const hipsKnown = (n: KeypointName) => kp(kps, n).score >= 0.2;
  const shoulders = v('leftShoulder') && v('rightShoulder');
  const hips = v('leftHip') && v('rightHip');
  const knees = v('leftKnee') && v('rightKnee') && kp(kps, 'leftKnee').y < h * 0.97 && kp(kps, 'rightKnee').y < h * 0.97;
  const out: GarmentCategory[] = [];
  if (shoulders && hipsKnown('leftHip') && hipsKnown('rightHip')) out.push('upper');
  if (hips && knees) out.push('lower');
  if (shoulders && hips && knees) out.push('full');
  return seatedPose(kps) ? out.filter((c) => c === 'upper') : out;
}

function iou(a: { x: number; y: number; width: number; height: number }, b: typeof a): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const inter = ix * iy;
  return inter / (a.width * a.height + b.width * b.height - inter || 1);
}

/** The head line: y at column x of a line 0.14 shoulder widths above the shoulder joints' line. */
export function headLine(kps: Keypoint[], sw: number): (x: number) => number {
  const ls = kp(kps, 'leftShoulder');
  const rs = kp(kps, 'rightShoulder');
  const slope = (ls.y - rs.y) / (ls.x - rs.x || 1);
  return (x) => rs.y + slope * (x - rs.x) - 0.14 * sw;
}

/** Face, hair and neck: body pixels above the head line, plus the face. */
function headMask(body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const line = headLine(kps, sw);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (y < line(x) && body[y * w + x]) out[y * w + x] = 255;
  const nose = kp(kps, 'nose');
  if (nose.score >= MIN_SCORE) {
    const r = 0.3 * sw;
    fillDisc(out, w, h, nose.x, nose.y, r, body);
  }
  return out;
}

/** Where down the upper arm (share of shoulder to elbow) the arms mask starts, and its half-width along the upper arm (shoulder widths). */
export const ARMS_FROM = 0.25;
export const UPPER_ARM_R = 0.13;

/**
 * Arms (capsules from ARMS_FROM down the upper arm, past the wrist to the hand), limited to the
 * body mask. The top of the upper arm is left out: there the sleeve seam meets the body panel
 * (armhole-seams.ts draws that seam for a garment with sleeves).
 */
function armsMask(body: Uint8Array, kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (const side of ['left', 'right'] as const) {
    const s = kp(kps, `${side}Shoulder`);
    const e = kp(kps, `${side}Elbow`);
    const wr = kp(kps, `${side}Wrist`);
    if (e.score < MIN_SCORE) continue;
    const start = { x: s.x + (e.x - s.x) * ARMS_FROM, y: s.y + (e.y - s.y) * ARMS_FROM };
    fillCapsule(out, w, h, start, e, UPPER_ARM_R * sw, body);
    if (wr.score < MIN_SCORE) continue;
    // Hands extend about 40% of a forearm beyond the wrist.
    const hand = { x: wr.x + (wr.x - e.x) * 0.4, y: wr.y + (wr.y - e.y) * 0.4 };
    fillCapsule(out, w, h, e, hand, 0.12 * sw, body);
    fillDisc(out, w, h, mid(wr, hand).x, mid(wr, hand).y, 0.17 * sw, body);
  }
  return out;
}

/**
 * Hands with the fingers: a disc past each wrist, not limited to the body mask (fingertips are often
 * outside it). For the fit, which must not count them as the body's width, and for the specks of
 * skin a hand or what it holds keeps (dropSkinSpecks). Borrowed (scratch.ts).
 */
export function handsMask(kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  for (const side of ['left', 'right'] as const) {
    const e = kp(kps, `${side}Elbow`);
    const wr = kp(kps, `${side}Wrist`);
    if (e.score < MIN_SCORE || wr.score < MIN_SCORE) continue;
    const { hand } = handPoints(e, wr);
    fillDisc(out, w, h, hand.x, hand.y, HAND_DISC * sw);
  }
  return out;
}

/** Radius (shoulder widths) of the disc about the middle of a hand that handsMask and handsInFront (layers.ts) take as the hand's. */
export const HAND_DISC = 0.22;

/** The middle of the hand and the fingertips, on along the forearm past the wrist. */
export function handPoints(e: Point, wr: Point): { hand: Point; tip: Point } {
  return { hand: { x: wr.x + (wr.x - e.x) * 0.35, y: wr.y + (wr.y - e.y) * 0.35 }, tip: { x: wr.x + (wr.x - e.x) * 0.8, y: wr.y + (wr.y - e.y) * 0.8 } };
}

/**
 * The feet with their shoes (kept as they are): every row from a little above the ankles down, as
 * wide as the photo. In a walking pose (ankles more than 0.15 shoulder widths apart in height) that
 * line is the lower ankle's, and the raised foot is kept from its own ankle within 0.3 shoulder
 * widths of it: a line from the higher ankle across the whole photo kept the old trousers down the
 * other shin as if they were a shoe. Of those, only what is nearer the raised foot (its ankle and
 * FOOT_LENGTH below) than the other shin (its knee to its ankle): the other leg's old trousers or
 * leggings, crossing in front of the raised foot's column, were kept as shoe below a cropped new hem.
 * Borrowed (scratch.ts).
 */
export function feetMask(kps: Keypoint[], w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  const ankles = (['left', 'right'] as const).map((side) => ({ ankle: kp(kps, `${side}Ankle`), knee: kp(kps, `${side}Knee`) })).filter((a) => a.ankle.score >= MIN_SCORE).sort((a, b) => a.ankle.y - b.ankle.y);
  if (!ankles.length) return out;
  const line = (y: number) => Math.max(0, Math.min(h, Math.round(y - 0.05 * sw)));
  const raised = ankles.length === 2 && ankles[1]!.ankle.y - ankles[0]!.ankle.y > 0.15 * sw ? ankles[0]!.ankle : undefined;
  out.fill(255, line(ankles[raised ? 1 : 0]!.ankle.y) * w);
  if (raised) {
    const other = ankles[1]!;
    const shin = capsule(other.knee.score >= MIN_SCORE ? other.knee : { x: other.ankle.x, y: other.ankle.y - sw }, other.ankle, 0);
    const foot = capsule(raised, { x: raised.x, y: raised.y + FOOT_LENGTH * sw }, 0);
    const x0 = Math.max(0, Math.round(raised.x - 0.3 * sw));
    const x1 = Math.min(w - 1, Math.round(raised.x + 0.3 * sw));
    for (let y = line(raised.y); y < h; y++)
      for (let x = x0; x <= x1; x++) if (squaredDistance(foot, x, y) <= squaredDistance(shin, x, y)) out[y * w + x] = 255;
  }
  return out;
}

/** How far below its ankle (shoulder widths) a raised foot's shoe reaches, seen from the front. */
const FOOT_LENGTH = 0.25;

/**
 * The skin by the face's model, with each bare forearm's skin by its own (forearmSkinModel) on that
 * arm from halfway down the upper arm to the wrist (higher, the old top's shoulder buttons were taken
 * in; past the wrist the hand and what it holds are left to the face's model).
 */
function withForearms(img: RgbImage, body: Uint8Array, head: Uint8Array, kps: Keypoint[], sw: number, model: SkinModel): Uint8Array {
  const { width: w, height: h } = img;
  const skin = skinMask(img, body, model);
  const [sL, sR, hL, hR] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder'), kp(kps, 'leftHip'), kp(kps, 'rightHip')];
  const shoulders = mid(sL, sR);
  const chest = { x: shoulders.x + (mid(hL, hR).x - shoulders.x) * 0.35, y: shoulders.y + (mid(hL, hR).y - shoulders.y) * 0.35 };
  const top = clothesChroma(img, body, skin, chest, 0.15 * sw);
  for (const side of ['left', 'right'] as const) {
    const [s, e, wr] = [kp(kps, `${side}Shoulder`), kp(kps, `${side}Elbow`), kp(kps, `${side}Wrist`)];
    if (e.score < MIN_SCORE || wr.score < MIN_SCORE) continue;
    const own = forearmSkinModel(img, body, e, wr, sw, model, top);
    if (!own) continue;
    const arm = new Uint8Array(w * h);
    fillCapsule(arm, w, h, mid(s, e), e, UPPER_ARM_R * sw, body);
    fillCapsule(arm, w, h, e, wr, 0.12 * sw, body);
    for (let i = 0; i < w * h; i++) if (head[i]) arm[i] = 0;
    const more = skinMask(img, arm, own, true);
    for (let i = 0; i < w * h; i++) if (more[i]) skin[i] = 255;
  }
  return skin;
}

/** Mean colour of the bare skin below the head (neck, arms), else of the face sample. */
function toneOf(img: RgbImage, skin: Uint8Array, head: Uint8Array, model: SkinModel | undefined): string {
  const acc = [0, 0, 0];
  let n = 0;
  for (let i = 0; i < skin.length; i++) {
    if (!skin[i] || head[i]) continue;
    for (let c = 0; c < 3; c++) acc[c]! += img.data[i * 3 + c] ?? 0;
    n++;
  }
  const hex = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  if (n >= 200) return `#${hex(acc[0]! / n)}${hex(acc[1]! / n)}${hex(acc[2]! / n)}`;
  if (!model) return '#c8a08a';
  // Back from luma/chroma to RGB (BT.601).
  const y = model.luma;
  const cb = model.cb - 128;
  const cr = model.cr - 128;
  return `#${hex(y + 1.402 * cr)}${hex(y - 0.344136 * cb - 0.714136 * cr)}${hex(y + 1.772 * cb)}`;
}

export function fillDisc(out: Uint8Array, w: number, h: number, cx: number, cy: number, r: number, within?: Uint8Array): void {
  forDisc(cx, cy, r, w, h, (i) => {
    if (!within || within[i]) out[i] = 255;
  });
}

/** Calls f with the index of every pixel of the disc, row by row. */
export function forDisc(cx: number, cy: number, r: number, w: number, h: number, f: (i: number) => void): void {
  for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(h - 1, Math.ceil(cy + r)); y++)
    for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(w - 1, Math.ceil(cx + r)); x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) f(y * w + x);
}

type Box = { x0: number; y0: number; x1: number; y1: number };

/** The box (inclusive, inside the image) of the pixels within r of the segment a-b. */
export function capsuleBox(a: { x: number; y: number }, b: { x: number; y: number }, r: number, w: number, h: number): Box {
  return {
    x0: Math.max(0, Math.floor(Math.min(a.x, b.x) - r)),
    y0: Math.max(0, Math.floor(Math.min(a.y, b.y) - r)),
    x1: Math.min(w - 1, Math.ceil(Math.max(a.x, b.x) + r)),
    y1: Math.min(h - 1, Math.ceil(Math.max(a.y, b.y) + r)),
  };
}

/** The box (inclusive, inside the image) around capsules (a disc: a = b). */
export function capsulesBox(caps: { a: { x: number; y: number }; b: { x: number; y: number }; r: number }[], w: number, h: number): Box {
  const boxes = caps.map((c) => capsuleBox(c.a, c.b, c.r, w, h));
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

export function fillCapsule(out: Uint8Array, w: number, h: number, a: { x: number; y: number }, b: { x: number; y: number }, r: number, within?: Uint8Array): void {
  const { x0, y0, x1, y1 } = capsuleBox(a, b, r, w, h);
  const c = capsule(a, b, r);
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (inCapsule(c, x, y) && (!within || within[y * w + x])) out[y * w + x] = 255;
}

/**
 * The pixels within r of the segment a-b, as inCapsule tests them: what does not change from pixel
 * to pixel, worked out once, in plain numbers (the tests run per pixel: through the points'
 * own objects they allocated megabytes per generation).
 */
export interface Capsule {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  /** 1 / |b - a|^2 (1 for a disc). */
  inv: number;
  r2: number;
}

export function capsule(a: { x: number; y: number }, b: { x: number; y: number }, r: number): Capsule {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  return { ax: a.x, ay: a.y, dx, dy, inv: 1 / (dx * dx + dy * dy || 1), r2: r * r };
}

/** Whether (x, y) is within the capsule. */
export function inCapsule(c: Capsule, x: number, y: number): boolean {
  return squaredDistance(c, x, y) <= c.r2;
}

/** Squared distance from (x, y) to the capsule's segment. */
export function squaredDistance(c: Capsule, x: number, y: number): number {
  const t = Math.max(0, Math.min(1, ((x - c.ax) * c.dx + (y - c.ay) * c.dy) * c.inv));
  const px = c.ax + t * c.dx - x;
  const py = c.ay + t * c.dy - y;
  return px * px + py * py;
}
