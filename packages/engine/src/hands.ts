// What a hand keeps in front of the garment: the hand itself wherever it bends (a hand laid on the
// thigh) with the fingers the skin model misses, grown pixel by pixel from the wrist through colours
// nearer the person's own skin than the old clothes, old sleeve or backdrop around it; and, under a
// new top, what lies past the wrists below the old top (the old bottom around a hand at the hip).
import { kp } from './geometry.ts';
import { fillCapsule } from './person.ts';
import type { PersonMasks } from './layers.ts';
import type { PersonAnalysis, Point } from './types.ts';

/** How far from the wrist a hand can reach, in shoulder widths. */
const REACH = 0.5;
/** RGB distance under which a pixel has one of the colours around the hand (old clothes, old sleeve, backdrop). */
const NEAR = 28;

/**
 * Per hand (elbow and wrist found): the colours the hand is not (the old clothes in the body's middle
 * on the hand's rows, the old sleeve, the backdrop) and the hand's own (the person's skin, and the
 * skin mask's colours near the hand); a pixel is hand when it is nearer one of its own colours than
 * any of the others and farther than NEAR / 2 from those (skin mask or not: it misses pale or shaded
 * fingers). Seeds are such pixels within 0.12 shoulder widths of a point a fifth of a forearm past
 * the wrist; the region grows (4-connected) through them within REACH of the wrist, and not more than
 * 0.05 shoulder widths back up the forearm (a new sleeve covers that).
 */
export function handsGrown(pa: PersonAnalysis, photo: Uint8Array, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (const side of ['left', 'right'] as const) {
    const e = kp(pa.keypoints, `${side}Elbow`);
    const wr = kp(pa.keypoints, `${side}Wrist`);
    if (e.score < 0.3 || wr.score < 0.3) continue;
    const r = REACH * sw;
    const seedAt = { x: wr.x + (wr.x - e.x) * 0.2, y: wr.y + (wr.y - e.y) * 0.2 };
    const tone = ownSkin(pa, photo, w, h, sw, seedAt);
    const palette = [...surroundings(pa, photo, m, w, h, wr.y, r), ...sleeveColours(photo, m, e, wr, w, h, sw, tone)];
    const seedSkin: number[] = [];
    forDisc(seedAt, 0.12 * sw, w, h, (i) => {
      if (m.skin[i]) seedSkin.push(i);
    });
    const handColours = [tone, ...(seedSkin.length >= 30 ? kmeans(photo, seedSkin, 2) : [])];
    // A hand pixel is nearer one of the hand's own colours than any colour around it, and not close to those.
    const seen = new Uint8Array(w * h); // 0 not judged yet, 1 hand, 2 not
    const isHand = (i: number) => {
      if (!seen[i]) {
        const dOther = nearest(photo, i, palette);
        seen[i] = dOther > NEAR / 2 && nearest(photo, i, handColours) < dOther ? 1 : 2;
      }
      return seen[i] === 1;
    };
    // Not back up the forearm: a new sleeve covers it.
    const len = Math.hypot(wr.x - e.x, wr.y - e.y) || 1;
    const [ux, uy] = [(wr.x - e.x) / len, (wr.y - e.y) / len];
    const back = 0.05 * sw;
    const queue: number[] = [];
    forDisc(seedAt, 0.12 * sw, w, h, (i) => {
      if (!out[i] && isHand(i)) {
        out[i] = 255;
        queue.push(i);
      }
    });
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q]!;
      const x = i % w;
      const y = (i - x) / w;
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]] as const) {
        if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
        const j = ny * w + nx;
        if (out[j] || m.head[j] || Math.hypot(nx - wr.x, ny - wr.y) > r || ((nx - wr.x) * ux + (ny - wr.y) * uy) < -back || !isHand(j)) continue;
        out[j] = 255;
        queue.push(j);
      }
    }
  }
  return out;
}

/** The old sleeve's colours: clothes on the forearm (none when it is bare). Its cuff may reach past the wrist. */
function sleeveColours(photo: Uint8Array, m: PersonMasks, e: Point, wr: Point, w: number, h: number, sw: number, tone: number[]): number[][] {
  const forearm = new Uint8Array(w * h);
  const r = 0.1 * sw;
  fillCapsule(forearm, w, h, e, wr, r);
  const sleeve: number[] = [];
  for (let y = Math.max(0, Math.floor(Math.min(e.y, wr.y) - r)); y <= Math.min(h - 1, Math.max(e.y, wr.y) + r); y++)
    for (let x = Math.max(0, Math.floor(Math.min(e.x, wr.x) - r)); x <= Math.min(w - 1, Math.max(e.x, wr.x) + r); x++) {
      const i = y * w + x;
      if (forearm[i] && m.body[i] && !m.skin[i] && !m.head[i]) sleeve.push(i);
    }
  // Colours of a quarter of it or more: the capsule's edge also catches some of what is beside the arm.
  // A colour with the chroma of the person's skin tone is a bare arm the skin model missed (pale
  // arms beside cream clothes), not a sleeve.
  const [, tb, tr] = ycc(tone);
  return (sleeve.length >= 50 ? kmeans(photo, sleeve, 3, 0.25) : []).filter((c) => {
    const [, cb, cr] = ycc(c);
    return Math.hypot(cb - tb, cr - tr) > 8;
  });
}

/**
 * Colours a hand is not: the old clothes on the rows around the wrist in the body's middle (between
 * the hips, clear of both hands; 6 colours) and the photo's backdrop (its 6 px frame outside the
 * person; 3 colours).
 */
function surroundings(pa: PersonAnalysis, photo: Uint8Array, m: PersonMasks, w: number, h: number, wy: number, r: number): number[][] {
  const [lh, rh] = [kp(pa.keypoints, 'leftHip'), kp(pa.keypoints, 'rightHip')];
  const cx = (lh.x + rh.x) / 2;
  const half = Math.abs(lh.x - rh.x) / 2;
  const wrists = (['left', 'right'] as const).map((s) => kp(pa.keypoints, `${s}Wrist`));
  const clothes: number[] = [];
  for (let y = Math.max(0, Math.floor(wy - r)); y <= Math.min(h - 1, wy + r); y += 2)
    for (let x = Math.max(0, Math.floor(cx - half)); x <= Math.min(w - 1, cx + half); x += 2) {
      const i = y * w + x;
      if (m.body[i] && !m.skin[i] && !m.head[i] && wrists.every((q) => Math.hypot(x - q.x, y - q.y) > r)) clothes.push(i);
    }
  const frame: number[] = [];
  for (let y = 0; y < h; y += 2)
    for (let x = 0; x < w; x += 2) if ((x < 6 || y < 6 || x >= w - 6 || y >= h - 6) && !m.body[y * w + x]) frame.push(y * w + x);
  return [...kmeans(photo, clothes, 6), ...kmeans(photo, frame, 3)];
}

/** k colours (RGB) of the given pixels by a few rounds of k-means from evenly spread starts; only those with at least `share` of the pixels. */
function kmeans(photo: Uint8Array, idx: number[], k: number, share = 0): number[][] {
  if (idx.length < k) return [];
  const sorted = [...idx].sort((a, b) => lum(photo, a) - lum(photo, b));
  const centres = Array.from({ length: k }, (_, c) => [0, 1, 2].map((ch) => photo[sorted[Math.floor(((c + 0.5) * sorted.length) / k)]! * 3 + ch]!));
  let sizes = centres.map(() => 0);
  for (let round = 0; round < 8; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const i of idx) {
      let best = 0;
      let bd = Infinity;
      centres.forEach((c, n) => {
        const d = (photo[i * 3]! - c[0]!) ** 2 + (photo[i * 3 + 1]! - c[1]!) ** 2 + (photo[i * 3 + 2]! - c[2]!) ** 2;
        if (d < bd) [bd, best] = [d, n];
      });
      const s = sums[best]!;
      for (let ch = 0; ch < 3; ch++) s[ch]! += photo[i * 3 + ch]!;
      s[3]!++;
    }
    sums.forEach((s, n) => {
      if (s[3]) centres[n] = [s[0]! / s[3], s[1]! / s[3], s[2]! / s[3]];
    });
    sizes = sums.map((s) => s[3]!);
  }
  return centres.filter((_, n) => sizes[n]! >= share * idx.length);
}

/** RGB distance from pixel i to the nearest of the colours (Infinity for none). */
function nearest(photo: Uint8Array, i: number, colours: number[][]): number {
  let best = Infinity;
  for (const c of colours) best = Math.min(best, (photo[i * 3]! - c[0]!) ** 2 + (photo[i * 3 + 1]! - c[1]!) ** 2 + (photo[i * 3 + 2]! - c[2]!) ** 2);
  return Math.sqrt(best);
}

/** Whether pixel i is within NEAR of one of the colours. */
const near = (photo: Uint8Array, i: number, colours: number[][]) => nearest(photo, i, colours) < NEAR;

/**
 * The person's own skin colour: the median of a disc on the face a little below the nose (as the skin
 * model samples it), or (face out of frame) of a small disc on the hand when its chroma is plausible
 * for skin, else the analysed tone (the mean of the skin mask, which takes in cream clothes when the
 * skin model mistakes them for skin).
 */
function ownSkin(pa: PersonAnalysis, photo: Uint8Array, w: number, h: number, sw: number, hand: Point): number[] {
  const nose = kp(pa.keypoints, 'nose');
  const face = nose.score >= 0.3 ? medianColour(photo, { x: nose.x, y: nose.y + 0.04 * sw }, 0.09 * sw, w, h) : undefined;
  if (face) return face;
  const spot = medianColour(photo, hand, 0.06 * sw, w, h);
  if (spot) {
    const [, cb, cr] = ycc(spot);
    if (cr > 140 && cr < 185 && cb > 75 && cb < 125) return spot;
  }
  return [1, 3, 5].map((k) => parseInt(pa.skinTone.slice(k, k + 2), 16));
}

/** Median RGB of a disc (undefined when under 30 pixels of it are in the photo). */
function medianColour(photo: Uint8Array, c: Point, r: number, w: number, h: number): number[] | undefined {
  const ch: number[][] = [[], [], []];
  forDisc(c, r, w, h, (i) => ch.forEach((v, k) => v.push(photo[i * 3 + k]!)));
  return ch[0]!.length < 30 ? undefined : ch.map((v) => v.sort((a, b) => a - b)[v.length >> 1]!);
}

/** Luma and chroma (Cb, Cr), BT.601. */
const ycc = ([r, g, b]: number[]): [number, number, number] => [0.299 * r! + 0.587 * g! + 0.114 * b!, 128 - 0.168736 * r! - 0.331264 * g! + 0.5 * b!, 128 + 0.5 * r! - 0.418688 * g! - 0.081312 * b!];

/** Calls f with the index of every pixel of the disc. */
function forDisc(c: Point, r: number, w: number, h: number, f: (i: number) => void): void {
  for (let y = Math.max(0, Math.floor(c.y - r)); y <= Math.min(h - 1, c.y + r); y++)
    for (let x = Math.max(0, Math.floor(c.x - r)); x <= Math.min(w - 1, c.x + r); x++) if (Math.hypot(x - c.x, y - c.y) <= r) f(y * w + x);
}

const lum = (photo: Uint8Array, i: number) => 0.299 * photo[i * 3]! + 0.587 * photo[i * 3 + 1]! + 0.114 * photo[i * 3 + 2]!;

/**
 * For a top: what lies past each wrist below the old top's end (the old bottom behind the hand, a
 * held bag, the backdrop between the fingers) is not the old top and stays as the photo shows it.
 * The arms mask reaches past the wrist to take in the hand, and the fill used to paint a disc of
 * backdrop or skin over the trousers there (the white discs around hands at the hips). Pixels with a
 * colour of the old sleeve (clothes on the forearm) are still replaced: its cuff may reach past the
 * wrist.
 */
export function pastWrists(pa: PersonAnalysis, photo: Uint8Array, m: PersonMasks, w: number, h: number, sw: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const topEnd = pa.outfit.topEnd;
  for (const side of ['left', 'right'] as const) {
    const e = kp(pa.keypoints, `${side}Elbow`);
    const wr = kp(pa.keypoints, `${side}Wrist`);
    if (e.score < 0.3 || wr.score < 0.3) continue;
    const r = REACH * sw;
    const len = Math.hypot(wr.x - e.x, wr.y - e.y) || 1;
    const [ux, uy] = [(wr.x - e.x) / len, (wr.y - e.y) / len];
    const cuff = sleeveColours(photo, m, e, wr, w, h, sw, ownSkin(pa, photo, w, h, sw, { x: wr.x + (wr.x - e.x) * 0.2, y: wr.y + (wr.y - e.y) * 0.2 }));
    for (let y = Math.max(0, Math.floor(topEnd) + 1, Math.floor(wr.y - r)); y <= Math.min(h - 1, wr.y + r); y++)
      for (let x = Math.max(0, Math.floor(wr.x - r)); x <= Math.min(w - 1, wr.x + r); x++)
        if (Math.hypot(x - wr.x, y - wr.y) <= r && (x - wr.x) * ux + (y - wr.y) * uy >= 0 && !near(photo, y * w + x, cuff)) out[y * w + x] = 255;
  }
  return out;
}
