// The person's layers around the new garment: what stays in front of each garment piece, and the
// photo with the old garment taken away where the new one will not cover it.
import { morph } from './image.ts';
import { armCapsules, bodyShape, pushPull, replacedRegion } from './fill.ts';
import { fillDisc } from './person.ts';
import { kp } from './geometry.ts';
import type { GarmentCategory, PersonAnalysis } from './types.ts';

export interface PersonMasks {
  body: Uint8Array;
  head: Uint8Array;
  arms: Uint8Array;
  skin: Uint8Array;
}

/**
 * Where each piece is hidden (0/255). The body panel goes behind head, arms and hands (a bottom also
 * behind the person's own top: the server layers a new top over a new bottom by calling tryOn for the
 * top on the bottom's result). Sleeves go behind head and hands and exist only on the arms: a
 * flat-lay sleeve swung down to the arm would otherwise fold across the chest or stand out like a wing.
 */
export function hiddenMasks(pa: PersonAnalysis, category: GarmentCategory, m: PersonMasks, w: number, h: number, sw: number): { panel: Uint8Array; limb: Uint8Array } {
  const hands = handsMask(pa, w, h, sw);
  const limbs = new Uint8Array(w * h);
  if (category === 'lower') limbs.fill(255);
  else for (const side of ['left', 'right'] as const) armCapsules(limbs, pa.keypoints, side, w, h, sw, 0.2);
  const topEnd = category === 'lower' ? pa.outfit.topEnd : -1;
  const panel = new Uint8Array(w * h);
  const limb = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const oldTop = i < topEnd * w && m.body[i] && !m.skin[i];
    panel[i] = m.head[i] || m.arms[i] || hands[i] || oldTop ? 255 : 0;
    limb[i] = m.head[i] || hands[i] || !limbs[i] ? 255 : 0;
  }
  return { panel, limb };
}

/**
 * The photo with the old garment taken away wherever the new one will not cover it: the body's own
 * shape gets the person's skin, the rest the background, both interpolated from what the photo shows.
 */
export function uncoverOldGarment(
  photo: Uint8Array,
  pa: PersonAnalysis,
  category: GarmentCategory,
  m: PersonMasks,
  covered: Float32Array,
  w: number,
  h: number,
  sw: number,
): Uint8Array {
  const base = new Uint8Array(photo);
  const clothes = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) clothes[i] = m.body[i] && !m.skin[i] && !m.head[i] ? 255 : 0;
  const ankles = [kp(pa.keypoints, 'leftAnkle'), kp(pa.keypoints, 'rightAnkle')].filter((a) => a.score >= 0.3);
  const feetY = ankles.length ? Math.min(...ankles.map((a) => a.y)) - 0.05 * sw : h;
  const region = replacedRegion(category, clothes, m.arms, pa.outfit, w, h, Math.round(feetY));
  // Hands stay as they are, skin or not (gloves, shadow, a held bag).
  const hands = handsMask(pa, w, h, sw);
  for (let i = 0; i < w * h; i++) if (hands[i]) region[i] = 0;
  const shape = bodyShape(pa.keypoints, w, h, sw);
  const skinTarget = new Uint8Array(w * h);
  const bgTarget = new Uint8Array(w * h);
  const skinBox = { x0: w, y0: h, x1: -1, y1: -1 };
  const bgBox = { x0: w, y0: h, x1: -1, y1: -1 };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!region[i] || (covered[i] ?? 0) >= 0.995) continue;
      const [t, b] = shape[i] ? [skinTarget, skinBox] : [bgTarget, bgBox];
      t[i] = 255;
      if (x < b.x0) b.x0 = x;
      if (y < b.y0) b.y0 = y;
      if (x > b.x1) b.x1 = x;
      if (y > b.y1) b.y1 = y;
    }
  const margin = Math.round(0.3 * sw);
  const grow = (b: typeof skinBox) => ({ x0: Math.max(0, b.x0 - margin), y0: Math.max(0, b.y0 - margin), x1: Math.min(w - 1, b.x1 + margin), y1: Math.min(h - 1, b.y1 + margin) });
  if (bgBox.x1 >= 0) {
    const background = morph(m.body, w, h, 4);
    for (let i = 0; i < w * h; i++) background[i] = background[i] ? 0 : 255;
    pushPull(base, w, background, bgTarget, grow(bgBox));
  }
  if (skinBox.x1 < 0) return base;
  const big = grow(skinBox);
  // Skin to learn from: the face, neck, arms and hands (a tan print elsewhere can pass the colour test).
  const near = new Uint8Array(w * h);
  for (const side of ['left', 'right'] as const) armCapsules(near, pa.keypoints, side, w, h, sw, 0.2);
  let skinKnown = 0;
  for (let i = 0; i < w * h; i++) {
    near[i] = m.skin[i] && (near[i] || m.head[i]) ? 255 : 0;
    if (near[i]) skinKnown++;
  }
  if (skinKnown >= 200) pushPull(base, w, near, skinTarget, big);
  else {
    // No bare skin in the photo to learn from: the analysed tone, flat.
    const tone = [1, 3, 5].map((k) => parseInt(pa.skinTone.slice(k, k + 2), 16));
    for (let i = 0; i < w * h; i++) if (skinTarget[i]) base.set(tone, i * 3);
  }
  return base;
}

/** Hands: a disc past each wrist, within the arms mask. */
/**
 * Hands with the fingers: a disc past each wrist, not limited to the body mask (fingertips are often
 * outside it). Exported for the fit, which must not count them as the body's width.
 */
export function handsMask(pa: PersonAnalysis, w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (const side of ['left', 'right'] as const) {
    const e = kp(pa.keypoints, `${side}Elbow`);
    const wr = kp(pa.keypoints, `${side}Wrist`);
    if (e.score < 0.3 || wr.score < 0.3) continue;
    const hand = { x: wr.x + (wr.x - e.x) * 0.35, y: wr.y + (wr.y - e.y) * 0.35 };
    fillDisc(out, w, h, hand.x, hand.y, 0.22 * sw);
  }
  return out;
}
