// The light across a limb the fill draws. Push-pull (fill.ts) gives skin shown where an old garment
// was the person's own tone and the light's falloff along the body, but flat across it: an arm or a
// leg drawn that way looks like a cut-out slab. A limb is round, and its light falls off towards its
// edges; how much, and on which side, is measured on the person's own bare skin of that limb (or of
// the other limbs) and laid across the filled pixels, by their place across the limb as the picture
// shows it (not across the bone between two keypoints). The torso counts as one more limb.
import type { LimbSegment } from './fill.ts';
import { boxBlur, luma, smooth } from './image.ts';
import { capsuleBox } from './person.ts';
import { borrowFloats, giveBack } from './scratch.ts';
import { shadeSkin, type SkinSlope } from './skin-colour.ts';

/** One bone of a limb with the radius the body's shape gives it (fill.ts limbSegments). */
export type { LimbSegment } from './fill.ts';

/** Bins of the signed offset across a limb, from one edge (-1) to the other (+1). */
const BINS = 9;
/** Visible skin pixels of a segment needed to trust its own profile. */
const MIN_SAMPLES = 150;
/** Samples a bin needs to keep its own ratio (else it takes its neighbours'). */
const MIN_BIN = 5;
/** Bins (of BINS) with MIN_BIN samples a segment needs for a profile of its own. */
const MIN_SPREAD = 6;
/** Quarters of its length (of 4) a segment's samples must reach, each with MIN_SAMPLES / 8 of them, for a profile of its own. */
const MIN_QUARTERS = 2;
/** ROUND's light at a limb's very edge, as a share of its middle's. */
const ROUND_EDGE = 0.7;

/** A segment's bone as across() reads it, worked out once per segment (not per pixel). */
interface Bone {
  ax: number;
  ay: number;
  dx: number;
  dy: number;
  len2: number;
  /** Its length (px). */
  len: number;
  r: number;
}

function bone(seg: LimbSegment): Bone {
  const dx = seg.b.x - seg.a.x;
  const dy = seg.b.y - seg.a.y;
  const len2 = dx * dx + dy * dy || 1;
  return { ax: seg.a.x, ay: seg.a.y, dx, dy, len2, len: Math.sqrt(len2), r: seg.r };
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

/** How far (pixels) past the bone's start along it (x, y) lies; negative before it. */
const alongFromStart = (bn: Bone, x: number, y: number) => ((x - bn.ax) * bn.dx + (y - bn.ay) * bn.dy) / bn.len;
/** Whether (x, y) lies before the bone's start along it. */
const beforeStart = (bn: Bone, x: number, y: number) => alongFromStart(bn, x, y) < 0;

/** The shading never darkens a drawn limb below, nor brightens it above, these ratios to its fill. */
const MIN_RATIO = 0.6;
const MAX_RATIO = 1.15;

/**
 * Least-squares a + b u + c u^2 through (us, vs) weighted by ws; with fewer than three points a
 * line, or a constant. Returns [a, b, c].
 */
function parabola(us: number[], vs: number[], ws: number[]): [number, number, number] {
  const deg = Math.min(2, us.length - 1);
  if (deg < 0) return [1, 0, 0];
  // Normal equations of the (deg + 1) unknowns.
  const m = deg + 1;
  const A = Array.from({ length: m }, () => new Float64Array(m + 1));
  us.forEach((u, k) => {
    const p = [1, u, u * u].slice(0, m);
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) A[i]![j]! += ws[k]! * p[i]! * p[j]!;
      A[i]![m]! += ws[k]! * p[i]! * vs[k]!;
    }
  });
  // Gauss-Jordan elimination with partial pivoting.
  for (let col = 0; col < m; col++) {
    let piv = col;
    for (let r = col + 1; r < m; r++) if (Math.abs(A[r]![col]!) > Math.abs(A[piv]![col]!)) piv = r;
    [A[col], A[piv]] = [A[piv]!, A[col]!];
    const d = A[col]![col]!;
    if (Math.abs(d) < 1e-12) return [vs.reduce((t, v, k) => t + v * ws[k]!, 0) / (ws.reduce((t, v) => t + v, 0) || 1), 0, 0];
    for (let j = col; j <= m; j++) A[col]![j]! /= d;
    for (let r = 0; r < m; r++) {
      if (r === col) continue;
      const f = A[r]![col]!;
      for (let j = col; j <= m; j++) A[r]![j]! -= f * A[col]![j]!;
    }
  }
  return [A[0]![m]!, m > 1 ? A[1]![m]! : 0, m > 2 ? A[2]![m]! : 0];
}

/** A limb's edges across one bone, per whole pixel along it (section()). */
interface Section {
  lo: Float32Array;
  hi: Float32Array;
}

/**
 * The limb as the picture shows it across one bone: per whole pixel t along the bone (0..its length),
 * the near and far edge (signed offsets along the bone's normal, as across() signs them) of the run of
 * `a`, `b` or `c` pixels nearest the bone on the normal through t, within two radii, smoothed along the
 * bone. The joints found by the pose model often lie off the limb's middle (an elbow on its outer
 * edge): measured from the bone, a drawn arm got the light of one side of a round limb (a dark stripe
 * down it) and a step where the next bone took over.
 */
function section(bn: Bone, a: Uint8Array, b: Uint8Array, c: Uint8Array | undefined, w: number, h: number, trunk = false): Section {
  const { len } = bn;
  const [ux, uy] = [bn.dx / len, bn.dy / len];
  const [nx, ny] = [uy, -ux];
  const n = Math.max(1, Math.ceil(len)) + 1;
  const lo = new Float32Array(n);
  const hi = new Float32Array(n);
  const max = Math.ceil(2 * bn.r);
  const on = (t: number, v: number) => {
    const x = Math.round(bn.ax + ux * t + nx * v);
    const y = Math.round(bn.ay + uy * t + ny * v);
    if (x < 0 || y < 0 || x >= w || y >= h) return false;
    const i = y * w + x;
    return !!(a[i] || b[i] || c?.[i]);
  };
  const known = new Uint8Array(n);
  // The torso's run holds its bone: a run beside it (a hand past the painted belly, on the old
  // trousers' rows) is not the torso's, and smoothed along the bone its edges ran up the belly as a
  // dark slanting band (model_5 under 02015).
  const reach = trunk ? Math.round(TRUNK_ON_BONE * bn.r) : max;
  // (And is as wide as a torso, not a strip of skin between the old trousers' waistband and a belt.)
  const minRun = trunk ? bn.r : 4;
  for (let t = 0; t < n; t++) {
    // The set pixel nearest the bone on this normal, then its run both ways.
    let v0 = NaN;
    for (let d = 0; d <= reach && Number.isNaN(v0); d++) v0 = on(t, d) ? d : on(t, -d) ? -d : NaN;
    if (Number.isNaN(v0)) {
      [lo[t], hi[t]] = [-bn.r, bn.r];
      continue;
    }
    let l = v0;
    while (l - 1 >= -max && on(t, l - 1)) l--;
    let r = v0;
    while (r + 1 <= max && on(t, r + 1)) r++;
    known[t] = r - l >= minRun ? 1 : 0;
    [lo[t], hi[t]] = known[t] ? [l, r] : [-bn.r, bn.r];
  }
  // The torso's rows without a run of its own take the nearest row's that has one.
  if (trunk) holdNearest(lo, hi, known);
  const k = Math.max(1, Math.round(0.5 * bn.r));
  return { lo: smooth(lo, k), hi: smooth(hi, k) };
}

/** How near its bone (its radii) the torso's run must come on a row to be the torso's (section()). */
const TRUNK_ON_BONE = 0.25;

/** Each unknown entry of `lo` and `hi` (in place) takes the nearest known one's values; none known: unchanged. */
function holdNearest(lo: Float32Array, hi: Float32Array, known: Uint8Array): void {
  const n = known.length;
  const near = new Int32Array(n).fill(-1);
  for (let t = 0, last = -1; t < n; t++) near[t] = known[t] ? (last = t) : last;
  for (let t = n - 1, next = -1; t >= 0; t--) {
    if (known[t]) next = t;
    else if (next >= 0 && (near[t]! < 0 || next - t < t - near[t]!)) near[t] = next;
  }
  for (let t = 0; t < n; t++)
    if (!known[t] && near[t]! >= 0) {
      lo[t] = lo[near[t]!]!;
      hi[t] = hi[near[t]!]!;
    }
}

/** Where (x, y) lies across the limb's section: -1 at its one edge, +1 at the other; NaN off it. */
function inSection(bn: Bone, sec: Section, x: number, y: number): number {
  const { len } = bn;
  const qx = x - bn.ax;
  const qy = y - bn.ay;
  const t = Math.max(0, Math.min(sec.lo.length - 1, Math.round((qx * bn.dx + qy * bn.dy) / len)));
  const v = (qx * bn.dy - qy * bn.dx) / len;
  const [l, r] = [sec.lo[t]!, sec.hi[t]!];
  if (v < l - 1.5 || v > r + 1.5) return NaN;
  return Math.max(-1, Math.min(1, (2 * v - l - r) / Math.max(1, r - l)));
}

const bin = (u: number) => Math.min(BINS - 1, Math.max(0, Math.floor(((u + 1) / 2) * BINS)));

/**
 * A round limb lit from the front, as a ratio to its mean: the profile when no bare skin shows it.
 * Its edge bins are 0.84 of its middle: the median of 118 bare arms' and legs' own profiles on
 * ../shared/eval is 0.83 (0.65-1.0).
 */
const ROUND = (() => {
  const v = Float32Array.from({ length: BINS }, (_, b) => ROUND_EDGE + (1 - ROUND_EDGE) * Math.sqrt(Math.max(0, 1 - ((b + 0.5) / BINS * 2 - 1) ** 2)));
  const mean = v.reduce((a, c) => a + c, 0) / BINS;
  return v.map((c) => c / mean);
})();

/**
 * Light across each segment, as a ratio to the segment's mean per bin (by the pixel's place in the
 * limb's section), from the bare skin of the photo on it (skin mask, not filled), smoothed to a
 * parabola and held within MIN_RATIO..MAX_RATIO; segments with too little of it, or with it at one
 * spot along the bone only (MIN_QUARTERS), take the profile of all limbs' bare skin together (not the
 * torso's), else ROUND; segments `edgesOnly` take that pooled profile's darkening towards the edges alone.
 */
function profiles(photo: Uint8Array, skin: Uint8Array, target: Uint8Array, segs: LimbSegment[], bones: Bone[], roots: boolean[], sections: Section[], w: number, h: number, edgesOnly: boolean[]): Float32Array[] {
  const sums = segs.map(() => ({ l: new Float64Array(BINS), n: new Float64Array(BINS), quarters: new Float64Array(4) }));
  // (A loop, not forEach with a closure made per call: its loop stays optimized from one generation to the next.)
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k]!;
    // (An edges-only segment's light is not measured: the torso's box is the largest.)
    if (edgesOnly[k]) continue;
    const { x0, y0, x1, y1 } = capsuleBox(seg.a, seg.b, seg.r, w, h);
    const s = sums[k]!;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = y * w + x;
        if (!skin[i] || target[i]) continue;
        // Not skin before a root's start (a neck above the torso): it is not this limb.
        if (Math.abs(across(bones[k]!, x, y)) > 1 || (roots[k] && beforeStart(bones[k]!, x, y))) continue;
        const u = inSection(bones[k]!, sections[k]!, x, y);
        if (Number.isNaN(u)) continue;
        s.l[bin(u)]! += luma(photo, i);
        s.n[bin(u)]!++;
        const along = alongFromStart(bones[k]!, x, y) / bones[k]!.len;
        if (along >= 0 && along < 1) s.quarters[Math.floor(along * 4)]!++;
      }
  }
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
    // The bins' ratios to the mean, smoothed to a parabola across the limb (least squares, weighted
    // by the bins' samples): the skin mask's ragged edge, a shadowed crease or a bracelet in one bin
    // stood out as a dark or light stripe down the whole drawn arm.
    const us: number[] = [];
    const vs: number[] = [];
    const ws: number[] = [];
    for (let b = 0; b < BINS; b++)
      if (n[b]! >= MIN_BIN * counted) {
        us.push(((b + 0.5) / BINS) * 2 - 1);
        vs.push(l[b]! / n[b]! / mean);
        ws.push(n[b]!);
      }
    // Samples in too few bins (a torso seen only at its neck) say nothing of the edges: the parabola
    // through them, carried out to the edges, lit one side of a filled chest and darkened the other.
    if (us.length < MIN_SPREAD) return undefined;
    const c = parabola(us, vs, ws);
    return Float32Array.from({ length: BINS }, (_, b) => {
      const u = ((b + 0.5) / BINS) * 2 - 1;
      return Math.min(MAX_RATIO, Math.max(MIN_RATIO, c[0] + c[1] * u + c[2] * u * u));
    });
  };
  // Skin seen along a stretch of the bone, not at one spot of it: a forearm bare only at the wrist,
  // between a long sleeve and the hand (which lies past its end), took the light of that spot and
  // the flat hand's, none across it (01861 under a crop top).
  const spread = (s: (typeof sums)[number]) => s.quarters.filter((q) => q >= MIN_SAMPLES / 8).length >= MIN_QUARTERS;
  const pooledL = new Float64Array(BINS);
  const pooledN = new Float64Array(BINS);
  // Pooled across limbs by |u| (each limb's sides differ with the light; the falloff to the edges does
  // not): each sample is added to its bin and the mirrored one, so it counts twice (a pooled bin spans
  // two sides' bins, and needs as many samples as the two). Not the torso's: the skin of a neckline
  // or a bared belly is flat across, and a drawn arm that took it was a flat tube.
  for (const [k, s] of sums.entries()) {
    if (segs[k]!.trunk || !spread(s)) continue;
    for (let b = 0; b < BINS; b++) {
      pooledL[b]! += s.l[b]! + s.l[BINS - 1 - b]!;
      pooledN[b]! += s.n[b]! + s.n[BINS - 1 - b]!;
    }
  }
  const pooled = ratio(pooledL, pooledN, 2) ?? ROUND;
  // A torso lit by its old clothes' light (`edgesOnly`) is only darkened towards its sides, as the
  // limbs are (their profile over its middle bin's, at most 1): painted flat across, a man's belly
  // under a crop top was a brown slab (model_5, model_7 under 02015); lightened in its middle as
  // well, a painted chest stood out as a lighter patch between bare skin above and a new V-neck.
  const edges = pooled.map((v) => Math.min(1, v / Math.max(1e-3, pooled[(BINS - 1) / 2]!)));
  return sums.map((s, k) => (edgesOnly[k] ? edges : ((spread(s) ? ratio(s.l, s.n) : undefined) ?? pooled)));
}

/** A profile's ratio at offset u across (-1..1), interpolated between bins. */
function profileAt(p: Float32Array, u: number): number {
  const f = ((u + 1) / 2) * BINS - 0.5;
  const b0 = Math.max(0, Math.min(BINS - 1, Math.floor(f)));
  const b1 = Math.min(BINS - 1, b0 + 1);
  const a = Math.max(0, Math.min(1, f - b0));
  return p[b0]! * (1 - a) + p[b1]! * a;
}

/**
 * Lays the light across limbs onto the filled skin (`target`, within `box`) of `rgb` in place: each
 * filled pixel within two radii of a bone and on its section is scaled by that segment's profile at
 * its place across the section, interpolated between bins, blended over the bones near it by their
 * nearness; the ratios are then smoothed over the fill (FIELD_BLUR), pixels on no bone's section
 * counting as unshaded with UNSHADED_WEIGHT, so no line shows where one section or shading ends.
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
  /**
   * Where the new garment covers the body: the limb goes on beneath it. A section ended at a new
   * top's hem crossing it, mid-belly, and the light of the torso's edge met the unshaded fill there in
   * a line down the belly along the hem's slope (051962 under a crop cami).
   */
  under?: Uint8Array,
  /**
   * The torso (the trunk's segment) only darkened towards its sides: it is lit otherwise
   * (torso-form.ts). It is still blended in beside the arms: without it the upper arms' shaded edges
   * reached onto a painted chest beside the armpits as grey patches (model_2).
   */
  litTrunk = false,
  /** The skin's colour line (skin-colour.ts shadeSkin): a limb's shaded side deeper and redder, not its lit colour scaled (grey beside the person's own). */
  slope?: SkinSlope,
): void {
  if (!segs.length) return;
  const bones = segs.map(bone);
  // A limb's root (the shoulder for an upper arm, the hip for a thigh, the shoulder line for the
  // torso): a bone no other one ends at. What lies before a root is not that limb but the body it
  // grows from, round the other way: shaded as the limb's edge, 14627's shoulders painted where her
  // old straps were came out as dark patches.
  const roots = segs.map((sg) => !segs.some((o) => o !== sg && o.b.x === sg.a.x && o.b.y === sg.a.y));
  const sections = bones.map((bn, k) => section(bn, skin, target, under, w, h, !!segs[k]!.trunk));
  const prof = profiles(photo, skin, target, segs, bones, roots, sections, w, h, segs.map((sg) => litTrunk && !!sg.trunk));
  // Each filled pixel's ratio, blended over the bones near it; then the field is smoothed, and pixels
  // on no bone's section (a strip beside a strap, cut off from the section's run) count as unshaded
  // with a small weight: they took the plain fill beside shaded pixels, a hard line down the chest.
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw <= 0 || bh <= 0) return;
  const f = borrowFloats(bw * bh);
  const wt = borrowFloats(bw * bh);
  // Each bone's reach (two radii about it): a pixel outside it is not near the bone.
  const reach = segs.map((sg) => capsuleBox(sg.a, sg.b, 2 * sg.r, w, h));
  for (let y = box.y0; y <= box.y1; y++) {
    const onRow = segs.map((_, k) => k).filter((k) => y >= reach[k]!.y0 && y <= reach[k]!.y1);
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      // Every bone near enough to the pixel, weighted by how near its line it is: where an
      // upper arm meets a forearm the light passes from one's profile to the other's, not in a step.
      let sum = 0;
      let weight = 0;
      for (const k of onRow) {
        if (x < reach[k]!.x0 || x > reach[k]!.x1) continue;
        // Within two radii of the bone (as far as its section reaches) and on its section.
        // A root's light sets in over ROOT_RAMP radii from its start (at once, it drew the shoulder
        // line across a painted chest as the top edge of a shaded patch).
        const ramp = roots[k] ? Math.min(1, alongFromStart(bones[k]!, x, y) / (ROOT_RAMP * bones[k]!.r)) : 1;
        if (ramp < 0) continue;
        const near = 1 - Math.abs(across(bones[k]!, x, y)) / 2;
        const u = near > 0 ? inSection(bones[k]!, sections[k]!, x, y) : NaN;
        if (Number.isNaN(u)) continue;
        sum += near * near * (1 + (profileAt(prof[k]!, u) - 1) * ramp);
        weight += near * near;
      }
      const j = (y - box.y0) * bw + x - box.x0;
      f[j] = weight ? sum / weight : 1;
      wt[j] = weight ? 1 : UNSHADED_WEIGHT;
    }
  }
  const r = Math.max(1, Math.round(FIELD_BLUR * Math.min(...segs.map((sg) => sg.r))));
  for (let j = 0; j < f.length; j++) f[j]! *= wt[j]!;
  const tmp = borrowFloats(bw * bh);
  const fs = boxBlur(f, bw, bh, r, borrowFloats(bw * bh), tmp);
  const ws = boxBlur(wt, bw, bh, r, borrowFloats(bw * bh), tmp);
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!target[i]) continue;
      const j = (y - box.y0) * bw + x - box.x0;
      const factor = ws[j]! > 1e-3 ? fs[j]! / ws[j]! : 1;
      shadeSkin(rgb, i, factor, slope);
    }
  giveBack(f, wt, tmp, fs, ws);
}

/** Over how many of its radii from its start a root bone's light sets in. */
const ROOT_RAMP = 0.5;
/** Weight of a filled pixel on no bone's section (ratio 1) in the smoothed field. */
const UNSHADED_WEIGHT = 0.2;
/** The field's box blur radius, as a share of the thinnest segment's radius. */
const FIELD_BLUR = 0.2;
