// The person's own skin: a colour model sampled where bare skin is expected (face, hands, base of
// the neck: the first spot another one agrees with), applied to the body mask. It tells
// the compositor which body pixels are bare skin (kept, and used as the source when skin has to be
// shown where the old garment was) and which are clothing (replaced).
import { median, type RgbImage } from './image.ts';
import { kp, mid } from './geometry.ts';
import type { Keypoint, Point } from './types.ts';

/** Luma and chroma (Cb, Cr) of an sRGB colour, BT.601. */
export function ycc(r: number, g: number, b: number): [number, number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [y, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
}

export interface SkinModel {
  cb: number;
  cr: number;
  /** Robust spreads of Cb and Cr (at least a few units: faces under even light are very uniform). */
  sCb: number;
  sCr: number;
  luma: number;
}

/**
 * Skin colour from a disc on the face (centred a little below the nose, clear of hair and eyes),
 * with median and median absolute deviation so eyebrows, lips and stray hair do not shift it.
 */
export function sampleSkin(img: RgbImage, body: Uint8Array, centre: Point, r: number): SkinModel | undefined {
  const { ys, cbs, crs } = discYcc(img, centre, r, (i) => !!body[i]);
  if (ys.length < 30) return undefined;
  const cb = median(cbs);
  const cr = median(crs);
  return {
    cb,
    cr,
    sCb: Math.max(2.5, 1.4826 * median(cbs.map((v) => Math.abs(v - cb)))),
    sCr: Math.max(2.5, 1.4826 * median(crs.map((v) => Math.abs(v - cr)))),
    luma: median(ys),
  };
}

/** Luma, Cb and Cr of the pixels on a disc that `take` keeps. */
function discYcc(img: RgbImage, centre: Point, r: number, take: (i: number) => boolean): { ys: number[]; cbs: number[]; crs: number[] } {
  const { width: w, height: h, data } = img;
  const ys: number[] = [];
  const cbs: number[] = [];
  const crs: number[] = [];
  for (let y = Math.max(0, Math.floor(centre.y - r)); y <= Math.min(h - 1, centre.y + r); y++)
    for (let x = Math.max(0, Math.floor(centre.x - r)); x <= Math.min(w - 1, centre.x + r); x++) {
      const i = y * w + x;
      if ((x - centre.x) ** 2 + (y - centre.y) ** 2 > r * r || !take(i)) continue;
      const [l, cb, cr] = ycc(data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0);
      ys.push(l);
      cbs.push(cb);
      crs.push(cr);
    }
  return { ys, cbs, crs };
}

/** A place expected to show bare skin (face, a hand, base of the neck), in the order to prefer it. */
export interface SkinSpot {
  x: number;
  y: number;
  r: number;
}

/** Chroma plausible for skin of any tone (not hair, not a glove, not white or grey fabric). */
const skinLike = (m: SkinModel) => m.cr > 132 && m.cr < 185 && m.cb > 75 && m.cb < 132;

/**
 * Whether two samples show the same colour: their chroma difference within 3 of their combined
 * spreads (the face and the hands of one person agree; a cream bag or sleeve held in one hand does not).
 */
export function sameSkin(a: SkinModel, b: SkinModel): boolean {
  return (a.cb - b.cb) ** 2 / (a.sCb ** 2 + b.sCb ** 2) + (a.cr - b.cr) ** 2 / (a.sCr ** 2 + b.sCr ** 2) < 9;
}

/**
 * The person's skin colour from the first spot that agrees with another one (none agree: the first).
 * One spot alone can show something else of skin-like chroma (a cream bag held in the hand, a beige
 * glove, a pale sleeve over the wrist, a face cut off by the frame) and then every cream garment
 * would be read as skin and the real arms as clothing; two places showing the same colour are skin.
 */
export function chooseSkinModel(img: RgbImage, body: Uint8Array, spots: readonly SkinSpot[]): SkinModel | undefined {
  const models = spots.map((s) => sampleSkin(img, body, s, s.r)).filter((m): m is SkinModel => !!m && skinLike(m));
  return models.find((m) => models.some((o) => o !== m && sameSkin(m, o))) ?? models[0];
}

/** Chroma distance (Cb, Cr) from the torso's clothes within which a forearm's colour is a sleeve of them. */
const SLEEVE_CHROMA = 10;

/**
 * A bare forearm's own skin colour, sampled on a disc halfway from elbow to wrist, when it is skin
 * the face's model would take for the same colour (sameSkin: not a beige knit) and its chroma is not
 * the torso's clothes' (`top`: a long sleeve of the old top on both arms agrees with itself). The face
 * and hands are lit otherwise than arms held against the sides: 051918's arms are Cb 99-101 against his
 * face's 108 (spread 2.5), and their inner halves were filled as his old black T-shirt in streaks.
 */
export function forearmSkinModel(img: RgbImage, body: Uint8Array, e: Point, wr: Point, sw: number, face: SkinModel, top: { cb: number; cr: number } | undefined): SkinModel | undefined {
  const m = sampleSkin(img, body, mid(e, wr), 0.05 * sw);
  if (!m || !skinLike(m) || !sameSkin(m, face)) return undefined;
  if (top && Math.hypot(m.cb - top.cb, m.cr - top.cr) < SLEEVE_CHROMA) return undefined;
  return m;
}

/** Median chroma of the body's pixels that are not skin on a disc (the old top on the chest), if there are enough. */
export function clothesChroma(img: RgbImage, body: Uint8Array, skin: Uint8Array, centre: Point, r: number): { cb: number; cr: number } | undefined {
  const { cbs, crs } = discYcc(img, centre, r, (i) => !!body[i] && !skin[i]);
  return cbs.length < 30 ? undefined : { cb: median(cbs), cr: median(crs) };
}

/** Keypoint score from which a joint is taken as seen. */
const SEEN = 0.3;

/**
 * The person's skin colour, from the face, the hands or the base of the neck, in that order
 * (chooseSkinModel: the first that another one agrees with, so a bag held in one hand does not decide).
 */
export function personSkinModel(img: RgbImage, body: Uint8Array, kps: Keypoint[], sw: number): SkinModel | undefined {
  const spots: SkinSpot[] = [];
  const nose = kp(kps, 'nose');
  if (nose.score >= SEEN && nose.y > 0.05 * sw) spots.push({ x: nose.x, y: nose.y + 0.04 * sw, r: 0.09 * sw });
  for (const side of ['left', 'right'] as const) {
    const e = kp(kps, `${side}Elbow`);
    const wr = kp(kps, `${side}Wrist`);
    if (e.score >= SEEN && wr.score >= SEEN) spots.push({ x: wr.x + (wr.x - e.x) * 0.2, y: wr.y + (wr.y - e.y) * 0.2, r: 0.06 * sw });
  }
  const [sL, sR] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (sL.score >= SEEN && sR.score >= SEEN) spots.push({ x: mid(sL, sR).x, y: mid(sL, sR).y - 0.15 * sw, r: 0.05 * sw });
  return chooseSkinModel(img, body, spots);
}

/**
 * How far above the face's luma a skin pixel may be lit, in luma levels, where that is more than 1.45
 * times it (a face darker than 178): the lit side of dark skin keeps its chroma (model_7's arms: luma
 * 140, Cb and Cr within 1 of his face's, at 80), and the highlights left out of the skin as holes were
 * lit against the old top's mean under a new sleeve (blotches with dark rims) and filled as clothes.
 * And a face in the shade of the hair with arms in the light: 049447's face is luma 124, her lit
 * upper arms up to 200 (70 levels left a third of them out of the skin, filled as old clothes under
 * every new top: blotched arms with ragged edges).
 */
const LIT_SKIN = 80;

/**
 * Body pixels whose chroma is within ~3 spreads of the face's and whose light is plausible for skin, and
 * pale skin lit until its red clips (clippedSkin); with `shaded`, and skin in deep shade (shadedSkin).
 */
export function skinMask(img: RgbImage, body: Uint8Array, m: SkinModel, shaded = false): Uint8Array {
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (!body[i]) continue;
    const [l, cb, cr] = ycc(data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0);
    const d = ((cb - m.cb) / m.sCb) ** 2 + ((cr - m.cr) / m.sCr) ** 2;
    // Shadowed skin is darker but keeps its chroma; very dark or very light pixels are not skin
    // whatever their chroma (black and white fabrics have near-neutral chroma close to pale skin's),
    // but for pale skin whose red clips, whose Cb stays its own.
    if (d < 10 && l > m.luma * 0.35 && l < Math.min(250, Math.max(m.luma * 1.45, m.luma + LIT_SKIN)) && Math.abs(cr - 128) > 3) out[i] = 255;
    else if (clippedSkin(data[i * 3] ?? 0, l, cb, cr, m)) out[i] = 255;
    else if (shaded && shadedSkin(l, cb, cr, m)) out[i] = 255;
  }
  return out;
}

/**
 * Skin in shade, darker than the model: shade takes light and chroma away together, so its chroma is
 * the model's scaled down (SHADE_SHARE to 1 of it), in the same direction from neutral (within
 * SHADE_ANGLE), where skinMask's spreads about the model's chroma leave it out. 07966's wrist on her
 * hip, turned from the light, is luma 23-63 against her forearm's 100, Cb and Cr (117, 141) against
 * (104, 165): left out of her skin, her hand and wrist were covered by every new top. Black and grey
 * fabrics have next to no chroma. Only for a bare forearm (withForearms), and dark skin (the model's
 * luma at most SHADE_MAX_LUMA): beside a pale forearm the darker squares of a brown check dress have
 * its hue too, and were taken in (052964, her forearms' luma 172 and 217; 07966's 101 and 127,
 * 09597's 73 and 101).
 */
function shadedSkin(l: number, cb: number, cr: number, m: SkinModel): boolean {
  if (l >= m.luma || m.luma > SHADE_MAX_LUMA) return false;
  const [vx, vy, ux, uy] = [cb - 128, cr - 128, m.cb - 128, m.cr - 128];
  const [v, u] = [Math.hypot(vx, vy), Math.hypot(ux, uy)];
  if (v < SHADE_SHARE * u || v > u || v < SHADE_MIN_CHROMA) return false;
  return (vx * ux + vy * uy) / (v * u) >= Math.cos(SHADE_ANGLE);
}

const SHADE_SHARE = 0.3;
const SHADE_MAX_LUMA = 140;
const SHADE_ANGLE = (10 * Math.PI) / 180;
/** Chroma (Cb, Cr distance from neutral) below which a dark pixel is black or grey whatever its hue. */
const SHADE_MIN_CHROMA = 8;

/**
 * Pale skin lit past what the camera holds: its red is clipped (RED_CLIP), so the brighter it is the
 * lower its Cr, while its Cb stays the face's. 053700's chest between her dress's straps is (251, 225,
 * 198): Cb 110 against her face's 111, Cr 143 against 157 (d 31), and was read as clothes, painted
 * flat above every new neckline. Taken as skin when brighter than the face, its Cb within the model's
 * spread, and its Cr below the face's but at least CLIPPED_CR of its distance from neutral (cream
 * fabric, (250, 240, 220), keeps 0.23 of it; white none).
 */
function clippedSkin(red: number, l: number, cb: number, cr: number, m: SkinModel): boolean {
  return red >= RED_CLIP && l > m.luma && ((cb - m.cb) / m.sCb) ** 2 < 10 && cr < m.cr && cr - 128 >= CLIPPED_CR * (m.cr - 128);
}

const RED_CLIP = 245;
const CLIPPED_CR = 0.45;
