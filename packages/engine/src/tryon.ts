// Generation from cached analyses: decode, warp, composite, encode. No model runs here.
import sharp from 'sharp';
import { decodeRgb, type RgbImage } from './image.ts';
import { decodeMask } from './rle.ts';
import { fitGarment, shoulderedAt, sleeveAxes } from './fit.ts';
import { dropStrays } from './garment-strays.ts';
import { clearStrapEnds } from './strap-ends.ts';
import { laidBox, renderPieces } from './warp.ts';
import { composite } from './composite.ts';
import { relayFrontEdges } from './front-edges.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import { maskOr } from './mask-ops.ts';
import { preparedGarment } from './garment-cache.ts';
import type { PreparedGarment } from './garment-pack.ts';
import { PANEL } from './pieces.ts';
import { closePanelSides } from './panel-sides.ts';
import { closeArmSeams } from './seams.ts';
import { fillShoulderTops } from './shoulder-tops.ts';
import { smoothOutline } from './garment-outline.ts';
import { fillSleeveSides } from './sleeve-sides.ts';
import { photoKinds } from './photo-kinds.ts';
import { hiddenMasks, uncoverOldGarment } from './layers.ts';
import { hideUnderArmholes } from './armhole-seams.ts';
import { personLayers, shoulderWidth } from './person-layers.ts';
import { handsMask, unsupportedRefusal } from './person.ts';
import { analysisMismatch, EngineRefusal, type EncodedMask, type GarmentAnalysis, type GarmentCategory, type GarmentLength, type PersonAnalysis } from './types.ts';

export interface TryOnOptions {
  format?: 'jpeg' | 'png';
  /** JPEG quality, default 92. */
  quality?: number;
  /** Where the store says the garment's hem belongs (GARMENT_LENGTHS of its category); else read from its photo. */
  length?: GarmentLength;
  /** The garment prepared when it was analysed (prepareGarment): spares preparing it here; ignored if made from another photo or analysis. */
  prepared?: Uint8Array;
  /** Called with per-stage milliseconds (decode, fit, warp, fill, composite, encode). */
  onTiming?: (stage: string, ms: number) => void;
}

export interface TryOnDetail {
  image: Buffer;
  /** The output pixels before encoding (RGB, 3 bytes per pixel). */
  rgb: Uint8Array;
  /** Final garment opacity (0..255) per pixel of the output, for checks and debugging. */
  alpha: Uint8Array;
  width: number;
  height: number;
}

export async function tryOn(
  person: Buffer,
  personAnalysis: PersonAnalysis,
  garment: Buffer,
  garmentAnalysis: GarmentAnalysis,
  category: GarmentCategory,
  options: TryOnOptions = {},
): Promise<Buffer> {
  return (await tryOnDetailed(person, personAnalysis, garment, garmentAnalysis, category, options)).image;
}

export async function tryOnDetailed(
  person: Buffer,
  pa: PersonAnalysis,
  garment: Buffer,
  ga: GarmentAnalysis,
  category: GarmentCategory,
  options: TryOnOptions = {},
): Promise<TryOnDetail> {
  const time = stopwatch(options.onTiming);
  checkInputs(pa, ga, category);
  const [p, prepared] = await Promise.all([decodeRgb(person), preparedGarment(garment, ga, options.prepared)]);
  if (p.width !== pa.width || p.height !== pa.height) throw analysisMismatch();
  const laid = layGarment(p, pa, prepared, ga, category, options.length, time);
  return { ...laid, image: await encoded(laid.rgb, p.width, p.height, options, time) };
}

/** Refuses a garment analysed as another category, a worn one, or a category the photo cannot take. */
export function checkInputs(pa: PersonAnalysis, ga: GarmentAnalysis, category: GarmentCategory): void {
  if (ga.category !== category) throw new EngineRefusal('analysis_mismatch', `The garment was analysed as "${ga.category}", not "${category}".`);
  if (ga.presentation === 'worn') throw new EngineRefusal('garment_not_flat_lay', 'The garment photo shows it being worn; use a flat-lay or product photo on a plain background.');
  if (!pa.supports.includes(category)) throw unsupportedRefusal(pa.keypoints, category);
}

export async function encoded(rgb: Uint8Array, w: number, h: number, options: TryOnOptions, time: (stage: string) => void): Promise<Buffer> {
  const enc = sharp(rgb, { raw: { width: w, height: h, channels: 3 } });
  const image = options.format === 'png' ? await enc.png({ compressionLevel: 3 }).toBuffer() : await enc.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  time('encode');
  return image;
}

/**
 * Lays one garment on the person of photo `p`: everything about the person (hands, held things, the
 * old clothes, the fill of what they covered, the light) is read from `p`; the garment is laid onto
 * `canvas` where one is given (a combo's top onto the bottom's result): its pixels that differ from
 * the photo are kept under the new garment, in place of the photo's own and its fills.
 */
export function layGarment(
  p: RgbImage,
  pa: PersonAnalysis,
  prepared: PreparedGarment,
  ga: GarmentAnalysis,
  category: GarmentCategory,
  length: GarmentLength | undefined,
  time: (stage: string) => void,
  canvas?: Uint8Array,
): Omit<TryOnDetail, 'image'> {
  const { width: w, height: h } = p;
  // Into pooled buffers (scratch.ts): given back once the generation is done with them.
  const decoded = (m: EncodedMask) => decodeMask(m, borrowBytes(m.width * m.height));
  const [body, head, arms, skin] = [decoded(pa.masks.body), decoded(pa.masks.head), decoded(pa.masks.arms), decoded(pa.masks.skin)];
  time('decode');

  const { cut } = prepared;
  const sw = shoulderWidth(pa);
  const layers = personLayers(p, pa, { body, head, arms, skin }, sw);
  const { inFront, hands } = layers;
  // Under a new bottom the old top's cuffs below the split stay in front, as the hands do.
  const { cuffs } = layers;
  if (category === 'lower' && cuffs) maskOr(hands, hands, cuffs);
  if (cuffs) giveBack(cuffs);
  // The body panel's width is measured without the arms in front and the hands (hands at the sides widen it).
  const discs = handsMask(pa.keypoints, w, h, sw);
  const fit = fitGarment(category, { kps: pa.keypoints, mask: body, arms: layers.notBody, skin, hands: discs, w, h }, ga, prepared.pieces, length);
  giveBack(layers.notBody, discs);
  time('fit');
  const waistband = category === 'lower' ? layers.waistband : undefined;
  const hidden = hiddenMasks(pa, category, { body, head, arms, skin }, inFront, hands, w, h, sw, waistband);
  // A garment's sleeves shown from the shoulder's tip down to the arm in front (armhole-seams.ts).
  const sleeved = fit.pieces.some((piece) => piece.label !== PANEL) && category !== 'lower';
  if (sleeved) hideUnderArmholes(hidden.panel, inFront, body, pa.keypoints, w, h, sw);
  const warped = renderPieces(
    fit.pieces,
    { rgb: cut.rgb, alpha: cut.alpha, labels: fit.garment.labels, boxes: fit.garment.boxes, width: ga.width, height: ga.height },
    w,
    h,
    fit.pieces.map((piece) => (piece.label === PANEL ? hidden.panel : hidden.limb)),
    body,
  );
  const sleeves = sleeved ? sleeveAxes(fit) : undefined;
  if (sleeves) {
    closeArmSeams(warped, pa.keypoints, { body, skin, head, hands }, w, h, sw, sleeves);
    fillShoulderTops(warped, pa.keypoints, { body, head, hands, skin }, w, h, sw, (x) => shoulderedAt(fit, x));
    fillSleeveSides(warped, { body, head, hands, skin }, w, h, sw, sleeves);
    smoothOutline(warped, (i) => !hidden.panel[i] && !hidden.limb[i], w, h, sw, sleeves);
  }
  if (category !== 'lower') {
    closePanelSides(warped, pa.keypoints, { body, front: hidden.panel }, w, h, sw);
    clearStrapEnds(warped, body, pa.keypoints, w, h, sw);
  }
  dropStrays(warped, body, pa.keypoints, w, h, sw);
  giveBack(hidden.panel, hidden.limb);
  time('warp');

  // A top leaves what is past the wrists below the old top as it is (the old bottom around a hand).
  const base = uncoverOldGarment(p.data, pa, category, { body, head, arms, skin }, hands, warped.alpha, w, h, sw, waistband, layers, category === 'upper' ? layers.pastWrists : undefined, sleeves);
  giveBack(hands, inFront, layers.pastWrists);
  for (const mask of [layers.waistband, layers.missed, layers.blends, layers.outline]) if (mask) giveBack(mask);
  if (canvas) for (let i = 0; i < w * h * 3; i += 3) if (canvas[i] !== p.data[i] || canvas[i + 1] !== p.data[i + 1] || canvas[i + 2] !== p.data[i + 2]) base.set(canvas.subarray(i, i + 3), i);
  time('fill');
  const kinds = photoKinds(p.data, { skin, body, head }, layers.prints, pa.outfit.topEnd, w, h, sw);
  giveBack(layers.prints);
  // (Where the garment is laid, found once: the composite, its front edges and its opacity out work there.)
  const laid = laidBox(warped.alpha, w, h);
  const rgb = composite({ photo: p.data, base, w, h, warped, body, kinds, shading: 0.45, laid });
  const alpha = new Uint8Array(w * h);
  if (laid.x1 >= 0) {
    relayFrontEdges({ under: canvas ?? p.data, out: rgb, alpha: warped.alpha, w, h, within: laid });
    for (let y = laid.y0; y <= laid.y1; y++)
      for (let i = y * w + laid.x0; i <= y * w + laid.x1; i++) {
        const a = warped.alpha[i]!;
        if (a > 0) alpha[i] = Math.round(a * 255);
      }
  }
  // Before the next await: another generation in this thread may borrow them from there on. Not
  // base: the garment is laid into it and it is returned (as rgb).
  giveBack(warped.rgb, warped.alpha, kinds, body, head, arms, skin);
  time('composite');
  return { rgb, alpha, width: w, height: h };
}

export function stopwatch(cb?: (stage: string, ms: number) => void) {
  let t = performance.now();
  return (stage: string) => {
    const now = performance.now();
    cb?.(stage, now - t);
    t = now;
  };
}
