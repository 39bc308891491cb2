// Generation from cached analyses: decode, warp, composite, encode. No model runs here.
import sharp from 'sharp';
import { decodeRgb, morph } from './image.ts';
import { decodeMask } from './rle.ts';
import { correspondences } from './fit.ts';
import { fitTps } from './tps.ts';
import { warpGarment } from './warp.ts';
import { composite } from './composite.ts';
import { croppedRefusal, fillCapsule, fillDisc } from './person.ts';
import { alongPolyline, dist, kp } from './geometry.ts';
import { EngineRefusal, type GarmentAnalysis, type GarmentCategory, type PersonAnalysis } from './types.ts';

export interface TryOnOptions {
  format?: 'jpeg' | 'png';
  /** JPEG quality, default 92. */
  quality?: number;
  /** Called with per-stage milliseconds (decode, fit, warp, composite, encode). */
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
  if (ga.category !== category) throw new EngineRefusal('analysis_mismatch', `The garment was analysed as "${ga.category}", not "${category}".`);
  if (ga.presentation === 'worn') throw new EngineRefusal('garment_not_flat_lay', 'The garment photo shows it being worn; use a flat-lay or product photo on a plain background.');
  if (!pa.supports.includes(category)) throw croppedRefusal(category);
  const [p, g] = await Promise.all([decodeRgb(person), decodeRgb(garment)]);
  if (p.width !== pa.width || p.height !== pa.height || g.width !== ga.width || g.height !== ga.height) {
    throw new EngineRefusal('analysis_mismatch', 'The analysis does not belong to this image (sizes differ).');
  }
  const { width: w, height: h } = p;
  const body = decodeMask(pa.masks.body);
  const head = decodeMask(pa.masks.head);
  const arms = decodeMask(pa.masks.arms);
  // Two pixels in from the cut-out edge, so the background colour does not fringe the garment.
  const gmask = morph(decodeMask(ga.mask), ga.width, ga.height, -2);
  time('decode');

  const pairs = correspondences(category, { kps: pa.keypoints, mask: body, w, h }, ga).filter(
    (q) => Number.isFinite(q.person.x + q.person.y + q.garment.x + q.garment.y),
  );
  if (pairs.length < 4) throw new EngineRefusal('no_garment', 'The garment could not be fitted to this pose.');
  const tps = fitTps(pairs.map((q) => q.person), pairs.map((q) => q.garment), 0.002);
  time('fit');
  const warped = warpGarment(tps, g, gmask, w, h);
  time('warp');

  const sw = dist(kp(pa.keypoints, 'leftShoulder'), kp(pa.keypoints, 'rightShoulder')) || w * 0.2;
  // Garments may stand off the body a little (loose fits, flared hems) but not float in the air.
  const allowed = morph(body, w, h, Math.round((category === 'upper' ? 0.08 : 0.2) * sw));
  const front = category === 'lower' ? new Uint8Array(arms) : armsBeyondSleeves(arms, body, pa, ga, w, h, sw);
  for (let i = 0; i < w * h; i++) if (head[i]) front[i] = 255;
  if (category === 'lower') clipAboveWaist(allowed, pa, w, h);
  const out = composite({ person: p.data, w, h, warped, allowed, front, feather: Math.max(1.5, w / 400), shading: 0.45 });
  time('composite');
  const enc = sharp(out.rgb, { raw: { width: w, height: h, channels: 3 } });
  const image = options.format === 'png' ? await enc.png({ compressionLevel: 3 }).toBuffer() : await enc.jpeg({ quality: options.quality ?? 92 }).toBuffer();
  time('encode');
  const alpha = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) alpha[i] = Math.round((out.alpha[i] ?? 0) * 255);
  return { image, rgb: out.rgb, alpha, width: w, height: h };
}

/** Trousers and skirts stay below a line well under the chest (the spline may fold elsewhere). */
function clipAboveWaist(allowed: Uint8Array, pa: PersonAnalysis, w: number, h: number): void {
  const hips = [kp(pa.keypoints, 'leftHip'), kp(pa.keypoints, 'rightHip')];
  const shoulders = [kp(pa.keypoints, 'leftShoulder'), kp(pa.keypoints, 'rightShoulder')];
  const hipY = (hips[0]!.y + hips[1]!.y) / 2;
  const torso = shoulders.every((s) => s.score >= 0.3) ? hipY - (shoulders[0]!.y + shoulders[1]!.y) / 2 : dist(hips[0]!, hips[1]!) * 2.4;
  const limit = Math.max(0, Math.min(h, Math.floor(hipY - 0.4 * torso)));
  allowed.fill(0, 0, limit * w);
}

/**
 * Arm pixels the garment must not cover: the part of each arm beyond the sleeve end
 * (the whole arm below the shoulder for sleeveless garments), plus hands always.
 */
function armsBeyondSleeves(arms: Uint8Array, body: Uint8Array, pa: PersonAnalysis, ga: GarmentAnalysis, w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const L = ga.landmarks;
  const gsw = L.leftShoulder && L.rightShoulder ? dist(L.leftShoulder, L.rightShoulder) : 0;
  for (const side of ['left', 'right'] as const) {
    const s = kp(pa.keypoints, `${side}Shoulder`);
    const e = kp(pa.keypoints, `${side}Elbow`);
    const wr = kp(pa.keypoints, `${side}Wrist`);
    if (e.score < 0.3) continue;
    // Sleeve length relative to shoulder width, from the garment on the same image side.
    const imageLeft = s.x <= kp(pa.keypoints, side === 'left' ? 'rightShoulder' : 'leftShoulder').x;
    const cuff = imageLeft ? L.leftCuff : L.rightCuff;
    const gs = imageLeft ? L.leftShoulder : L.rightShoulder;
    const sleeve = cuff && gs && gsw > 0 ? (dist(cuff, gs) / gsw) * sw * 1.1 : 0.15 * sw;
    const path = wr.score >= 0.3 ? [s, e, wr] : [s, e];
    const start = alongPolyline(path, sleeve);
    const upper = dist(s, e);
    const end = wr.score >= 0.3 ? { x: wr.x + (wr.x - e.x) * 0.4, y: wr.y + (wr.y - e.y) * 0.4 } : e;
    if (sleeve < upper) fillCapsule(out, w, h, start, e, 0.16 * sw, body);
    if (wr.score >= 0.3) {
      fillCapsule(out, w, h, sleeve < upper ? e : start, end, 0.14 * sw, body);
      // Hands stay in front even under long sleeves (the stored arms mask holds them).
      fillDisc(out, w, h, end.x, end.y, 0.3 * sw, arms);
    }
  }
  return out;
}

function stopwatch(cb?: (stage: string, ms: number) => void) {
  let t = performance.now();
  return (stage: string) => {
    const now = performance.now();
    cb?.(stage, now - t);
    t = now;
  };
}
