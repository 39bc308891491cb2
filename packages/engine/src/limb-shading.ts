// The light across a limb the fill draws. Push-pull (fill.ts) gives skin shown where an old garment
// was the person's own tone and the light's falloff along the body, but flat across it: an arm or a
// leg drawn that way looks like a cut-out slab. A limb is round, and its light falls off towards its
// edges; how much, and on which side, is measured on the person's own bare skin of that limb (or of
// the other limbs) and laid across the filled pixels.
import type { LimbSegment } from './fill.ts';
import { luma } from './image.ts';
import { capsuleBox } from './person.ts';

/** One bone of a limb with the radius the body's shape gives it (fill.ts limbSegments). */
export type { LimbSegment } from './fill.ts';

/** Bins of the signed offset across a limb, from one edge (-1) to the other (+1). */
const BINS = 9;
/** Visible skin pixels of a segment needed to trust its own profile. */
const MIN_SAMPLES = 150;
/** Samples a bin needs to keep its own ratio (else it takes its neighbours'). */
const MIN_BIN = 5;

/** A segment's bone as across() reads it, worked out once per segment (not per pixel). */
interface Bone {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  len2: number;
  r: number;
}

function bone(seg: LimbSegment): Bone {
  const dx = seg.b.x - seg.a.x;
  const dy = seg.b.y - seg.a.y;
  return { ax: seg.a.x, ay: seg.a.y, dx, dy, len2: dx * dx + dy * dy || 1, r: seg.r };
}

/**
 * Where (x, y) lies on the segment: the signed offset across it, distance from the bone over the
 * radius (|u| > 1: off the limb). A number, not an object: it runs per filled pixel and segment.
 */
function across(bn: Bone, x: number, y: number): number {
  const { ax, ay, dx, dy } = bn;
  const k = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / bn.len2));
  const ex = ax + k * dx - x;
  const ey = ay + k * dy - y;
  const t = Math.sqrt(ex * ex + ey * ey) / bn.r;
  return (x - ax) * dy - (y - ay) * dx >= 0 ? t : -t;
}

const bin = (u: number) => Math.min(BINS - 1, Math.max(0, Math.floor(((u + 1) / 2) * BINS)));

/** A round limb lit from the front, as a ratio to its mean: the profile when no bare skin shows it. */
const ROUND = (() => {
  const v = Float32Array.from({ length: BINS }, (_, b) => 0.75 + 0.25 * Math.sqrt(Math.max(0, 1 - ((b + 0.5) / BINS * 2 - 1) ** 2)));
  const mean = v.reduce((a, c) => a + c, 0) / BINS;
  return v.map((c) => c / mean);
})();

/**
 * Light across each segment, as a ratio to the segment's mean per bin, from the bare skin of the photo
 * on it (skin mask, not filled); segments with too little of it take the profile of all limbs' bare
 * skin together, else ROUND. Bins without samples take their neighbours' ratio.
 */
function profiles(photo: Uint8Array, skin: Uint8Array, target: Uint8Array, segs: LimbSegment[], bones: Bone[], w: number, h: number): Float32Array[] {
  const sums = segs.map(() => ({ l: new Float64Array(BINS), n: new Float64Array(BINS), total: 0 }));
  segs.forEach((seg, k) => {
    const { x0, y0, x1, y1 } = capsuleBox(seg.a, seg.b, seg.r, w, h);
    const s = sums[k]!;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * w + x;
        if (!skin[i] || target[i]) continue;
        const u = across(bones[k]!, x, y);
        if (Math.abs(u) > 1) continue;
        s.l[bin(u)]! += luma(photo, i);
        s.n[bin(u)]!++;
        s.total++;
      }
  });
  // `counted`: how many times each sample is in the sums (the pooled ones hold each twice).
  const ratio = (l: Float64Array, n: Float64Array, counted = 1): Float32Array | undefined => {
    let tl = 0;
    let tn = 0;
    for (let b = 0; b < BINS; b++) {
      tl += l[b]!;
      tn += n[b]!;
    }
    if (tn < MIN_SAMPLES * counted || tl <= 0) return undefined;
    const mean = tl / tn;
    const out = new Float32Array(BINS).fill(NaN);
    for (let b = 0; b < BINS; b++) if (n[b]! >= MIN_BIN * counted) out[b] = Math.min(1.15, Math.max(0.6, l[b]! / n[b]! / mean));
    // Empty bins (an edge the skin mask misses) take the nearest filled bin's ratio.
    for (let b = 0; b < BINS; b++)
      if (Number.isNaN(out[b]!)) {
        let best = 1;
        for (let d = 1; d < BINS; d++) {
          const v = [out[b - d], out[b + d]].find((c) => c !== undefined && !Number.isNaN(c));
          if (v !== undefined) {
            best = v;
            break;
          }
        }
        out[b] = best;
      }
    return out;
  };
  const pooledL = new Float64Array(BINS);
  const pooledN = new Float64Array(BINS);
  // Pooled across limbs by |u| (each limb's sides differ with the light; the falloff to the edges does
  // not): each sample is added to its bin and the mirrored one, so it counts twice (a pooled bin spans
  // two sides' bins, and needs as many samples as the two).
  for (const s of sums)
    for (let b = 0; b < BINS; b++) {
      pooledL[b]! += s.l[b]! + s.l[BINS - 1 - b]!;
      pooledN[b]! += s.n[b]! + s.n[BINS - 1 - b]!;
    }
  const pooled = ratio(pooledL, pooledN, 2) ?? ROUND;
  return sums.map((s) => ratio(s.l, s.n) ?? pooled);
}

/**
 * Lays the light across limbs onto the filled skin (`target`, within `box`) of `rgb` in place: each
 * filled pixel on a limb segment (the nearest bone whose radius takes it in) is scaled by that
 * segment's profile at its offset across, interpolated between bins. Pixels on no limb (the torso)
 * keep the fill.
 */
export function shadeFilledLimbs(
  rgb: Uint8Array,
  photo: Uint8Array,
  skin: Uint8Array,
  target: Uint8Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  segs: LimbSegment[],
  w: number,
  h: number,
): void {
  if (!segs.length) return;
  const bones = segs.map(bone);
  const prof = profiles(photo, skin, target, segs, bones, w, h);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      let best = -1;
      let bu = 0;
      for (let k = 0; k < segs.length; k++) {
        const u = across(bones[k]!, x, y);
        if (Math.abs(u) <= 1 && (best < 0 || Math.abs(u) < Math.abs(bu))) {
          best = k;
          bu = u;
        }
      }
      if (best < 0) continue;
      const p = prof[best]!;
      const f = ((bu + 1) / 2) * BINS - 0.5;
      const b0 = Math.max(0, Math.min(BINS - 1, Math.floor(f)));
      const b1 = Math.min(BINS - 1, b0 + 1);
      const a = Math.max(0, Math.min(1, f - b0));
      const factor = p[b0]! * (1 - a) + p[b1]! * a;
      for (let c = 0; c < 3; c++) rgb[i * 3 + c] = Math.min(255, Math.round(rgb[i * 3 + c]! * factor));
    }
}
