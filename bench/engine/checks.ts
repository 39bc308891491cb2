// The honest checks of a try-on result. Each one compares the result with something the engine did
// not produce: the person photo itself (per-pixel difference), our labels of the body and of what the
// person wears (labels.ts), and the garment photo's own cut-out and background colour (context.ts).
// How each is computed, its threshold and what it cannot see: docs/decisions/0011-engine-evaluation.md.
import { deltaTo, labImageFrom, meanPaletteError, nearOne, pixelDelta } from './colour.ts';
import { count, dilate, erode, fillSmallHoles, indices, type Mask } from './masks.ts';
import type { Length, Sleeve } from './labels.ts';
import { HALO_BAND, HALO_DE, OWN_BAND_MAX, SIDES, personContext, type Body, type GarmentContext, type PersonContext } from './context.ts';
import type { ComboDetail } from '../../packages/engine/src/index.ts';

export const CHECKS = ['halo', 'remnants', 'front', 'arms', 'colour', 'proportions', 'outside'] as const;
export type CheckName = (typeof CHECKS)[number];

export interface CheckResult {
  /** The measured figure (a share 0..1, or ΔE2000 for colour, or the worst landmark miss for proportions). */
  value: number;
  pass: boolean;
  /** False when the check cannot judge this pair (e.g. halo on a white garment shot on white). */
  applicable: boolean;
  /** Why it failed, for people (printed and written on the contact sheet). */
  note: string;
}

export type PairChecks = Record<CheckName, CheckResult>;

export const LIMITS = {
  /** Share of the changed region's edge band with the garment photo's background colour, beyond the cut-out's own edge share. */
  halo: 0.02,
  /** Share of the old garment's pixels (where the new one goes) still showing unchanged. */
  remnants: 0.05,
  /** Share of hand / hair / held-object pixels in front of the torso that changed. */
  front: 0.05,
  /** Share of the bare arms' pixels away from the new garment and the old clothes that changed. */
  arms: 0.05,
  /** Mean CIEDE2000 of the garment's pixels in the result to the nearest of 32 colours of its cut-out, above the cut-out's own. */
  colour: 6,
  /** Share of the image outside where the garment (and fills of the old garment) may go that changed. */
  outside: 0.002,
};

/** ΔE76 above which a pixel counts as changed by the try-on; below 1.5 as untouched. */
const CHANGED = 6;
const UNTOUCHED = 1.5;
/** Side (shoulder widths) of the square whose area is the largest hole in the changed region the halo check fills. */
const HALO_HOLE = 0.1;

export interface TryOnResult {
  after: Uint8Array;
  /** The engine's final garment opacity (0..255): where it says it painted the garment. */
  alpha: Uint8Array;
}

interface Measured {
  afterLab: Float32Array;
  changed: Mask;
  /** Pixels that differ at all from the photo (for "outside unchanged"). */
  touched: Mask;
  /** Pixels the engine says carry the garment (its opacity >= 50%): where the checks look for it. */
  garment: Mask;
  /** Pixels with any of the garment layer in them (opacity >= 5%): the only place a rim of its photo's backdrop can come from. */
  layered: Mask;
}

function measure(p: PersonContext, r: TryOnResult): Measured {
  const n = p.w * p.h;
  const afterLab = labImageFrom(p.before, p.lab, r.after);
  const changed = new Uint8Array(n);
  const touched = new Uint8Array(n);
  const garment = new Uint8Array(n);
  const layered = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const d = pixelDelta(afterLab, i, p.lab);
    if (d > UNTOUCHED) touched[i] = 1;
    if (d > CHANGED) changed[i] = 1;
    if (r.alpha[i]! >= 128) garment[i] = 1;
    if (r.alpha[i]! >= 13) layered[i] = 1;
  }
  return { afterLab, changed, touched, garment, layered };
}

const ok = (value: number, pass: boolean, note = ''): CheckResult => ({ value, pass, applicable: true, note: pass ? '' : note });
const notApplicable = (note: string): CheckResult => ({ value: NaN, pass: true, applicable: false, note });
const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

/**
 * Halo: share of the changed region's inner edge band (3 px) that has the garment photo's background
 * colour and looks more like it than like the photo's own pixel there, beyond the share the cut-out's
 * own edge band has that colour (a white T-shirt's edge is white; a rim of backdrop is extra), read
 * on the sides of the outline each edge pixel faces (a white waistband is its trousers' top edge),
 * never below the share along the whole outline. Edge
 * pixels next to unchanged pixels that already have the backdrop's colour (a white wall, an old white
 * T-shirt under a white band of the new one) are not judged: a rim there is invisible. Nor are edge
 * pixels without any of the garment layer: a rim of the garment photo's backdrop can only come with
 * the garment, while the engine's fill of old clothes with the person photo's own light backdrop can
 * have the same colour and is not a halo.
 */
export function checkHalo(p: PersonContext, g: GarmentContext, m: Measured): CheckResult {
  if (g.label.nearBackdrop) return notApplicable("the garment's outline is its backdrop's colour: a rim of it cannot be seen");
  const { w, h } = p;
  // Small holes in the changed region are where the new garment's print happens to have the old
  // garment's colour (white flowers on a cream dress): no outline, so no rim.
  const changed = fillSmallHoles(m.changed, w, h, (HALO_HOLE * p.body.sw) ** 2);
  const inner = erode(changed, w, h, HALO_BAND);
  const reach = HALO_BAND + 1;
  /** The pixel `reach` steps from (x, y) in direction (dx, dy), or -1 off the photo. */
  const away = (x: number, y: number, dx: number, dy: number) => {
    const [xx, yy] = [x + dx * reach, y + dy * reach];
    return xx < 0 || yy < 0 || xx >= w || yy >= h ? -1 : yy * w + xx;
  };
  /** Whether, in one of `dirs`, the pixel `reach` steps from (x, y) is unchanged and `is`. */
  const unchangedAway = (x: number, y: number, dirs: readonly (readonly [number, number])[], is: (j: number) => boolean) =>
    dirs.some(([dx, dy]) => {
      const j = away(x, y, dx, dy);
      return j >= 0 && !changed[j] && is(j);
    });
  const blendsIn = (x: number, y: number) => unchangedAway(x, y, AROUND.slice(0, 4), (j) => deltaTo(p.lab, j, g.bg) < HALO_DE);
  // An edge of the changed region whose unchanged side is all garment (the engine's opacity >= 50%)
  // is not the garment's outline but its print's, where the rest of it has the old clothes' colour:
  // the white letters of a black T-shirt on an old black one, a print's pale face on an old white
  // dress. Only an edge with something else than the garment beside it can carry a rim.
  const printEdge = (x: number, y: number) => {
    let unchanged = false;
    for (const [dx, dy] of AROUND) {
      const j = away(x, y, dx, dy);
      if (j < 0) return false;
      if (changed[j]) continue;
      if (!m.garment[j]) return false;
      unchanged = true;
    }
    return unchanged;
  };
  // An edge beside a hand, hair or a held thing in front of the body that stayed (our labels) is where
  // the garment goes on behind it, not its outline: its pixels there are its inside (a white print's
  // ground beside a clutch), not a rim of its photo's backdrop.
  const besideFront = (x: number, y: number) => unchangedAway(x, y, AROUND, (j) => p.front[j] === 1);
  const { all, sides } = ownEdgeShares(g, m.garment);
  let n = 0;
  let halo = 0;
  let own = 0;
  for (let i = 0; i < inner.length; i++) {
    if (!changed[i] || inner[i] || !m.layered[i]) continue;
    const x = i % w;
    const y = (i - x) / w;
    if (blendsIn(x, y) || printEdge(x, y) || besideFront(x, y)) continue;
    n++;
    const dBg = deltaTo(m.afterLab, i, g.bg);
    if (dBg < HALO_DE && dBg < pixelDelta(m.afterLab, i, p.lab)) halo++;
    // The garment's own share on the sides of its outline this pixel is on (where the unchanged photo lies).
    let k = 0;
    let sum = 0;
    for (let s = 0; s < SIDES.length; s++) {
      const j = away(x, y, SIDES[s]![0], SIDES[s]![1]);
      if (j < 0 || changed[j] || Number.isNaN(sides[s]!)) continue;
      k++;
      sum += sides[s]!;
    }
    own += k ? sum / k : all;
  }
  if (!n) return notApplicable('no edge against a different colour');
  const share = halo / n;
  // Never less than the outline's share in all: a band pixel on a slanted or round stretch of it (a
  // flared hem, a puff sleeve) reaches the backdrop along no axis within the band's reach and counts
  // for no side, and the pale print those stretches hold is still the garment's (052234's flowers:
  // 7.0% in all, 5.4-5.7% by the sides its edge on 051962 faces).
  own = Math.max(all, own / n);
  const v = Math.max(0, share - own);
  return ok(v, v < LIMITS.halo, `halo ${pct(share)} of edge (garment's own edge ${pct(own)})`);
}

/**
 * The share of the cut-out's own edge band with the backdrop's colour, in all and per side, the band as wide in the
 * garment's photo as HALO_BAND px are in the result: the garment is laid smaller than its photo
 * (the square root of its area here over its cut-out's), and a 3 px band on a cami laid at 0.4 of its
 * photo covers 7-8 px of it, past its dark outline into the cream of its print.
 */
export function ownEdgeShares(g: GarmentContext, garment: Mask): { all: number; sides: number[] } {
  const scale = Math.sqrt(count(garment) / Math.max(1, g.cutoutPixels));
  // The band's width is seldom a whole number of the photo's pixels: the shares at the two whole
  // widths beside it, weighed by how near each is. Rounded, a garment laid 1% larger could cross a
  // half and its own share jump (052234 on 053514: 4.47 px took 7.0%, 4.52 px 9.4%).
  const width = Math.min(OWN_BAND_MAX, Math.max(1, HALO_BAND / Math.max(scale, 1e-3)));
  const [lo, hi] = [Math.floor(width), Math.ceil(width)];
  const t = width - lo;
  const between = (a: number, b: number) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : a + t * (b - a));
  return {
    all: between(g.ownEdgeBgShares[lo]!, g.ownEdgeBgShares[hi]!),
    sides: g.ownSideBgShares[lo]!.map((a, s) => between(a, g.ownSideBgShares[hi]![s]!)),
  };
}

/** The eight directions round a pixel, the four axes first (the edge band is a square erosion: an edge's unchanged side may lie diagonally). */
const AROUND = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]] as const;

/** The old clothes the new garment replaces: the old top for an upper, the old bottom for a lower, both for a full. */
export function replacedRegion(p: PersonContext, kind: GarmentContext['label']['kind']): Mask {
  const { label: l, w, h } = p;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (l.dress) {
        // A dress is an upper above the hips and a lower below the navel.
        if (p.oldTop[i] && (kind === 'full' || (kind === 'upper' ? y <= l.hip : y >= l.navel))) out[i] = 1;
      } else if ((kind !== 'lower' && p.oldTop[i]) || (kind !== 'upper' && p.oldBottom[i])) out[i] = 1;
    }
  return out;
}

/** Old-garment remnants: pixels of the clothes being replaced that are left exactly as they were. */
export function checkRemnants(p: PersonContext, g: GarmentContext, m: Measured, r: TryOnResult): CheckResult {
  const region = replacedRegion(p, g.label.kind);
  if (p.label.dress && g.label.kind === 'upper') {
    // A dress under a new top: below the highest row where the top's hem may end, the dress goes on
    // as a skirt (as when a top is worn over it); above it, it must be covered or give way to skin
    // and backdrop (straps, a neckline) like any old top.
    const from = Math.max(0, Math.floor(hemBand(p.label, p.body, g.label.length).lo) + 1);
    region.fill(0, Math.min(region.length, from * p.w));
  }
  if (p.label.dress && g.label.kind === 'lower') {
    // And under a new bottom, above the lowest row where its waistband may sit, the dress goes on as a
    // top tucked into it; below it, it must be covered or give way to skin and backdrop.
    const to = Math.min(p.h, Math.ceil(topBand(p.label, p.body, 'lower').hi));
    region.fill(0, 0, to * p.w);
    // Its long sleeves go on down the arms in front of the new bottom, as a top's cuffs do (052767's).
    for (let i = 0; i < region.length; i++) if (p.sleeves[i]) region[i] = 0;
  }
  const n = count(region);
  if (n < 500) return notApplicable('no old garment of this kind labelled');
  let left = 0;
  for (let i = 0; i < region.length; i++) if (region[i] && !m.changed[i] && r.alpha[i]! < 128) left++;
  const v = left / n;
  return ok(v, v <= LIMITS.remnants, `old garment ${pct(v)} left`);
}

/** Hands, hair and held things in front of the torso stay as they were (not their blended edge against the clothes). */
export function checkFront(p: PersonContext, m: Measured): CheckResult {
  let n = 0;
  let hit = 0;
  for (let i = 0; i < p.front.length; i++)
    if (p.front[i] && !p.frontEdge[i]) {
      n++;
      if (m.changed[i]) hit++;
    }
  if (n < 200) return notApplicable('nothing in front labelled');
  const v = hit / n;
  return ok(v, v <= LIMITS.front, `covers ${pct(v)} of hands/hair in front`);
}

/**
 * Bare arms: the arms the old clothes leave bare (context.ts `arms`, clear of the old clothes) stay as
 * the photo shows them where the new garment does not lie over them (ARMS_CLEAR px from any of its
 * layer). A new garment over an arm is the front and proportions checks' to judge, not this one's.
 */
export function checkArms(p: PersonContext, m: Measured): CheckResult {
  const near = dilate(m.layered, p.w, p.h, ARMS_CLEAR);
  let n = 0;
  let hit = 0;
  for (let i = 0; i < p.arms.length; i++) {
    if (!p.arms[i] || near[i]) continue;
    n++;
    if (m.changed[i]) hit++;
  }
  if (n < 200) return notApplicable('no bare arm away from the garments');
  const v = hit / n;
  return ok(v, v <= LIMITS.arms, `changes ${pct(v)} of the bare arms`);
}

/** Pixels from the new garment's layer within which the arms check does not look. */
const ARMS_CLEAR = 3;

/**
 * Colour fidelity: mean CIEDE2000 from the garment's pixels in the result (2 px in from its edge) to the
 * cut-out's nearest colour, above what the cut-out's own pixels score against the same palette.
 */
export function checkColour(p: PersonContext, g: GarmentContext, m: Measured): CheckResult {
  if (!g.palette.length) return ok(NaN, false, 'garment cut-out empty');
  const idx = indices(erode(m.garment, p.w, p.h, 2));
  if (idx.length < 500) return ok(NaN, false, 'garment almost absent');
  const mean = meanPaletteError(m.afterLab, idx, g.palette);
  const v = Math.max(0, mean - g.selfError);
  return ok(v, v <= LIMITS.colour, `colour ΔE ${mean.toFixed(1)} (cut-out itself ${g.selfError.toFixed(1)})`);
}

interface Band {
  lo: number;
  hi: number;
}

/** Rows where the hem of a garment of this length belongs on this body. */
export function hemBand(l: PersonContext['label'], b: Body, length: Length): Band {
  const thigh = b.knee - l.hip;
  const shin = b.ankle - b.knee;
  switch (length) {
    case 'crop':
      return { lo: l.shoulder + 0.45 * b.torso, hi: l.navel + 0.15 * b.belly };
    case 'waist':
      return { lo: l.shoulder + 0.7 * b.torso, hi: l.navel + 0.6 * b.belly };
    case 'hip':
      return { lo: l.navel + 0.2 * b.belly, hi: l.hip + 0.35 * thigh };
    case 'long':
      return { lo: l.hip - 0.2 * b.belly, hi: l.hip + 0.75 * thigh };
    case 'mini':
      return { lo: l.hip + 0.1 * thigh, hi: b.knee - 0.05 * thigh };
    case 'knee':
      return { lo: b.knee - 0.35 * thigh, hi: b.knee + 0.4 * shin };
    case 'midi':
      return { lo: b.knee + 0.1 * shin, hi: b.knee + 0.9 * shin };
    case 'maxi':
    case 'ankle':
      return { lo: b.knee + 0.6 * shin, hi: b.ankle + 0.25 * shin };
  }
}

/** Rows where the top edge (neckline, or waistband for a lower) belongs. */
export function topBand(l: PersonContext['label'], b: Body, kind: GarmentContext['label']['kind']): Band {
  return kind === 'lower' ? { lo: l.navel - 0.35 * b.torso, hi: l.navel + 0.6 * b.belly } : { lo: l.neck - 0.12 * b.torso, hi: l.shoulder + 0.55 * b.torso };
}

/** Sleeve end along the arm: 0 shoulder tip, 1 elbow, 2 wrist. */
export const SLEEVE_BANDS: Record<Sleeve, Band> = {
  none: { lo: 0, hi: 0.45 },
  short: { lo: 0.1, hi: 0.85 },
  elbow: { lo: 0.55, hi: 1.6 },
  long: { lo: 1.4, hi: 2.1 },
};

/** First and last garment rows of the run through `anchor`, allowing gaps of `gap` rows. */
function verticalRun(rowOn: (y: number) => boolean, anchor: number, gap: number, h: number, reach: number): { top: number; hem: number } | undefined {
  let start = -1;
  for (let d = 0; d <= reach && start < 0; d++) {
    if (anchor + d < h && rowOn(anchor + d)) start = anchor + d;
    else if (anchor - d >= 0 && rowOn(anchor - d)) start = anchor - d;
  }
  if (start < 0) return undefined;
  const walk = (dir: 1 | -1) => {
    let last = start;
    for (let y = start; y >= 0 && y < h && Math.abs(y - last) <= gap; y += dir) if (rowOn(y)) last = y;
    return last;
  };
  return { top: walk(-1), hem: walk(1) };
}

function bandShare(mask: Mask, w: number, y: number, ranges: readonly [number, number][]): number {
  let on = 0;
  let n = 0;
  for (const [a, b] of ranges)
    for (let x = Math.max(0, Math.round(a)); x < Math.min(w, Math.round(b)); x++) {
      n++;
      on += mask[y * w + x]!;
    }
  return n ? on / n : 0;
}

/** An arm's half-width, in shoulder widths (a middle-sized upper arm of ../shared/eval). */
const ARM_HALF = 0.065;

/**
 * A point of a labelled arm line, moved in to the middle of the arm where the photo shows the arm's
 * outer edge nearer than an arm's half-width: walking out from the point along the line's normal
 * away from the body (n), the edge is where the photo's backdrop begins (or, from a point in the
 * backdrop, where it ends). Arm lines read by eye lean outwards, some onto the edge or into the
 * backdrop beside the arm, where no sleeve on the arm reaches. Unchanged where no edge is found
 * within 0.3 shoulder widths (an arm in front of the body) or the point lies farther in already.
 * Also returns the arm's half-width there (armHalf; ARM_HALF shoulder widths where no edge is found).
 */
export function midArm(p: PersonContext, x: number, y: number, nx: number, ny: number): [number, number, number] {
  const { w, h, backdrop } = p;
  const far = 0.3 * p.body.sw;
  const bg = (t: number) => {
    const xx = Math.round(x + nx * t);
    const yy = Math.round(y + ny * t);
    return xx < 0 || yy < 0 || xx >= w || yy >= h || backdrop[yy * w + xx] === 1;
  };
  let edge: number | undefined;
  if (bg(0)) {
    for (let t = -1; t >= -far && edge === undefined; t--) if (!bg(t)) edge = t;
  } else for (let t = 1; t <= far && edge === undefined; t++) if (bg(t)) edge = t - 1;
  if (edge === undefined) return [x, y, ARM_HALF * p.body.sw];
  const half = armHalf(p, x, y, nx, ny, edge);
  const inward = edge - half;
  return inward < 0 ? [x + nx * inward, y + ny * inward, half] : [x, y, half];
}

/**
 * An arm's half-width at the point `edge` along the normal from (x, y) (its outer edge): ARM_HALF
 * shoulder widths, or half the bare arm where its skin ends nearer in (the photo's skin colours,
 * context.ts). 051482's forearm is 10 px across beside her camisole: its middle taken 14 px in from
 * its outer edge lay on the camisole, and a disc there took the new top's panel beside the arm for a
 * sleeve on it.
 */
function armHalf(p: PersonContext, x: number, y: number, nx: number, ny: number, edge: number): number {
  const half = ARM_HALF * p.body.sw;
  if (!p.skin.length) return half;
  let run = 0;
  for (let t = edge; t >= edge - 2 * half; t--) {
    const xx = Math.round(x + nx * t);
    const yy = Math.round(y + ny * t);
    const skin = xx >= 0 && yy >= 0 && xx < p.w && yy < p.h && nearOne(p.lab, yy * p.w + xx, p.skin, SKIN_DE);
    if (skin) run++;
    // The outline's first pixels are a blend with the backdrop.
    else if (run || edge - t >= EDGE_BLEND) break;
  }
  return run >= MIN_BARE_ARM * p.body.sw ? Math.min(half, run / 2) : half;
}

/** ΔE76 to a skin colour under which a pixel is bare skin, and how many pixels of an arm's outline may blend with the backdrop (armHalf). */
const SKIN_DE = 14;
const EDGE_BLEND = 2;

/**
 * Narrower than this (shoulder widths), a run of skin at an arm's outer edge is no bare arm (a sleeve's
 * skin-coloured edge, a strand of the photo). 051482's forearm is 9 px across (0.038) against her white
 * camisole: at 0.04 its middle was put an arm's half-width in, on the new top's panel beside it, and
 * the panel was read as a sleeve down to her elbow.
 */
const MIN_BARE_ARM = 0.03;

/** Points per segment (shoulder to elbow, elbow to wrist) at which a sleeve's reach is read. */
const SLEEVE_STEPS = 20;

/**
 * Farthest point along shoulder-elbow-wrist (0..2) the garment reaches without a gap: a disc of radius
 * r is taken at each point of the path, moved in to the middle of the arm (midArm), and no wider than
 * the arm there (a disc wider than a slim arm takes the new top's panel beside it for a sleeve).
 */
export function sleeveReach(p: PersonContext, mask: Mask, path: readonly [number, number][], r: number): number {
  const { w, h } = p;
  let reach = 0;
  // Steps of 1/20 counted and divided, not summed (nor multiplied by 0.05): summed, the 17th was
  // 0.8500000000000002, and a sleeve ending there failed a band that ends at 0.85.
  for (let step = 0; step <= 2 * SLEEVE_STEPS; step++) {
    const s = step / SLEEVE_STEPS;
    const seg = Math.min(1, Math.floor(s));
    const t = s - seg;
    const [ax, ay] = path[seg]!;
    const [bx, by] = path[seg + 1]!;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    // The segment's normal on the side away from the body's centre column.
    const flip = ((by - ay) / len) * ((ax + bx) / 2 - p.body.cx) >= 0 ? 1 : -1;
    const [cx, cy, half] = midArm(p, ax + (bx - ax) * t, ay + (by - ay) * t, (flip * (by - ay)) / len, (-flip * (bx - ax)) / len);
    const rr = Math.min(r, half);
    let on = 0;
    let n = 0;
    for (let y = Math.round(cy - rr); y <= Math.round(cy + rr); y++)
      for (let x = Math.round(cx - rr); x <= Math.round(cx + rr); x++) {
        if (x < 0 || y < 0 || x >= w || y >= h || (x - cx) ** 2 + (y - cy) ** 2 > rr * rr) continue;
        n++;
        on += mask[y * w + x]!;
      }
    if (n && on / n >= 0.35) reach = s;
    else if (s - reach > 0.2) break;
  }
  return reach;
}

/** How far out over the backdrop (shoulder widths) a garment's pixel around the shoulders counts as past the person. */
const SHOULDER_MARGIN = 0.05;
/** Share of a top's pixels around the shoulders that may lie past the person. */
const SHOULDERS_OUT = 0.03;

/**
 * Share of the garment's pixels around the shoulders (rows from the base of the neck to 0.3 shoulder
 * widths below the shoulder line) that lie on the photo's backdrop (the bench's own flood, not the
 * engine's mask) more than SHOULDER_MARGIN from the person: a top hangs from the shoulders, so a flat
 * lay's square shoulder line or a sleeve's top standing out past them like a wing shows here.
 */
export function pastShoulders(p: PersonContext, garment: Mask): number {
  const { label: l, body: b, w, h } = p;
  const far = farBackdrop(p);
  let n = 0;
  let out = 0;
  for (let y = Math.max(0, Math.round(l.neck)); y < Math.min(h, Math.round(l.shoulder + 0.3 * b.sw)); y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!garment[i]) continue;
      n++;
      if (far[i]) out++;
    }
  return n ? out / n : 0;
}

/** The backdrop more than SHOULDER_MARGIN from the person: per person photo, not per pair (an erosion of the whole photo). */
const farBackdrops = new WeakMap<PersonContext, Mask>();
function farBackdrop(p: PersonContext): Mask {
  let far = farBackdrops.get(p);
  if (!far) {
    far = erode(p.backdrop, p.w, p.h, Math.max(1, Math.round(SHOULDER_MARGIN * p.body.sw)));
    farBackdrops.set(p, far);
  }
  return far;
}

/** Proportions: neckline (or waistband), hem and sleeve ends where the garment type puts them on this body. */
export function checkProportions(p: PersonContext, g: GarmentContext, m: Measured): CheckResult {
  const { label: l, body: b, w, h } = p;
  const kind = g.label.kind;
  if (kind !== 'upper' && l.pose !== 'standing') return notApplicable('seated: no leg proportions');
  // Trousers have a gap between the legs: look at both legs; tops and dresses at the centre line.
  const ranges: [number, number][] =
    kind === 'lower'
      ? [[b.cx - 0.45 * b.sw, b.cx - 0.1 * b.sw], [b.cx + 0.1 * b.sw, b.cx + 0.45 * b.sw]]
      : [[b.cx - 0.12 * b.sw, b.cx + 0.12 * b.sw]];
  const need = kind === 'lower' ? 0.15 : 0.4;
  const anchor = Math.round(kind === 'upper' ? (l.shoulder + l.navel) / 2 : kind === 'lower' ? l.hip + 0.3 * (b.knee - l.hip) : l.navel);
  const run = verticalRun((y) => bandShare(m.garment, w, y, ranges) >= need, anchor, Math.round(0.06 * b.torso), h, Math.round(0.15 * b.torso));
  if (!run) return ok(NaN, false, 'no garment at the body centre');
  const misses: string[] = [];
  let worst = 0;
  const expect = (what: string, v: number, band: Band, unit: number) => {
    // A band that runs out of the photo only asks the garment to reach the photo's edge.
    const lo = Math.min(band.lo, h - 6);
    const miss = v < lo ? lo - v : v > band.hi ? v - band.hi : 0;
    worst = Math.max(worst, miss / unit);
    if (miss) misses.push(`${what} ${Math.round(v)} not ${Math.round(lo)}..${Math.round(band.hi)}`);
  };
  expect('top', run.top, topBand(l, b, kind), b.torso);
  expect(`hem(${g.label.length})`, run.hem, hemBand(l, b, g.label.length), b.torso);
  if (kind !== 'lower') {
    const out = pastShoulders(p, m.garment);
    if (out > SHOULDERS_OUT) {
      worst = Math.max(worst, out);
      misses.push(`shoulders ${pct(out)} out over the backdrop`);
    }
    const band = SLEEVE_BANDS[g.label.sleeve];
    for (const [side, k] of [['L', 0], ['R', 1]] as const) {
      const arm = l.arms[k];
      const from = l.sleeveFrom?.[k] ?? [l.shoulderX[k], l.shoulder];
      const reach = sleeveReach(p, m.garment, [[from[0], from[1]], [arm[0], arm[1]], [arm[2], arm[3]]], 0.05 * b.sw);
      if (reach < band.lo || reach > band.hi) {
        worst = Math.max(worst, Math.min(Math.abs(reach - band.lo), Math.abs(reach - band.hi)));
        misses.push(`sleeve${side} ${reach.toFixed(2)} not ${band.lo}..${band.hi} (${g.label.sleeve})`);
      }
    }
  }
  return ok(worst, misses.length === 0, misses.join('; '));
}

/** Where the try-on may change the photo: the body's columns between the expected top and hem (and wrists), plus the replaced clothes. */
export function mayChange(p: PersonContext, g: GarmentContext): Mask {
  const { label: l, body: b, w, h } = p;
  const kind = g.label.kind;
  const top = topBand(l, b, kind).lo - 0.05 * b.torso;
  const wrists = kind === 'lower' ? 0 : Math.max(l.arms[0][3], l.arms[1][3]) + 0.1 * b.torso;
  const bottom = Math.max(hemBand(l, b, g.label.length).hi + 0.05 * b.torso, wrists);
  const out = dilate(replacedRegion(p, kind), w, h, 6);
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(h, Math.ceil(bottom)); y++)
    for (let x = Math.max(0, Math.floor(b.x0 - 0.15 * b.sw)); x < Math.min(w, Math.ceil(b.x1 + 0.15 * b.sw)); x++) out[y * w + x] = 1;
  return out;
}

/** Everything outside where the garment may go is untouched (any difference at all from the photo). */
export function checkOutside(p: PersonContext, g: GarmentContext, m: Measured): CheckResult {
  const zone = mayChange(p, g);
  let outside = 0;
  let n = 0;
  for (let i = 0; i < zone.length; i++) {
    if (zone[i]) continue;
    n++;
    if (m.touched[i]) outside++;
  }
  const v = n ? outside / n : 0;
  return ok(v, v <= LIMITS.outside, `changed ${outside} px outside`);
}

export function checkPair(p: PersonContext, g: GarmentContext, r: TryOnResult): PairChecks {
  return judged(p, g, r).checks;
}

/** checkPair's checks, and what they measured on the result (none when its size differs from the photo's). */
function judged(p: PersonContext, g: GarmentContext, r: TryOnResult): { checks: PairChecks; m?: Measured } {
  if (r.after.length !== p.w * p.h * 3 || r.alpha.length !== p.w * p.h) {
    const bad = ok(NaN, false, 'result size differs from the photo');
    return { checks: Object.fromEntries(CHECKS.map((c) => [c, bad])) as PairChecks };
  }
  const m = measure(p, r);
  const checks = {
    halo: checkHalo(p, g, m),
    remnants: checkRemnants(p, g, m, r),
    front: checkFront(p, m),
    arms: checkArms(p, m),
    colour: checkColour(p, g, m),
    proportions: checkProportions(p, g, m),
    outside: checkOutside(p, g, m),
  };
  return { checks, m };
}

/**
 * A combo judged in its two stages: the bottom on the photo (`p`), the top on the bottom's result as
 * if that were the photo, with the person's labels (see bothStages). What is in front of the body
 * (hands, hair, held things) is the photo's, less what the bottom stage changed (judged there): read
 * again from the bottom's result, the labelled boxes lose what has the new bottom's colours as read at
 * the bottom's swatch (taken for clothes), and the top stage could cover a bag in them unseen. On
 * 051482 the new jeans' light denim took her cream clutch out (11,668 px in front on the photo, 2,473
 * on the bottom's result), and her forearm above the wrist, which the new top's long sleeve rightly
 * covers, was most of what was judged.
 */
export function comboChecks(p: PersonContext, top: GarmentContext, bottom: GarmentContext, res: ComboDetail): PairChecks {
  const first = judged(p, bottom, { after: res.bottom.rgb, alpha: res.bottom.alpha });
  const changed = first.m?.changed;
  const onBottom = {
    ...personContext(res.bottom.rgb, res.bottom.width, res.bottom.height, p.label),
    front: changed ? p.front.map((v, i) => v & (1 - changed[i]!)) : p.front,
    frontEdge: p.frontEdge,
  };
  return bothStages(first.checks, checkPair(onBottom, top, { after: res.rgb, alpha: res.alpha }));
}

/**
 * A combo's checks from its two stages (the bottom judged on the photo, the top on the bottom's
 * result): each passes only where both do, is judged where either is, and its figure is the worse.
 */
export function bothStages(bottom: PairChecks, top: PairChecks): PairChecks {
  const one = (a: CheckResult, b: CheckResult): CheckResult => {
    const judged = [a, b].filter((c) => c.applicable);
    return {
      value: judged.reduce((m, c) => (Number.isFinite(c.value) ? Math.max(m, c.value) : m), 0),
      pass: judged.every((c) => c.pass),
      applicable: judged.length > 0,
      note: [a.pass ? '' : `bottom: ${a.note}`, b.pass ? '' : `top: ${b.note}`].filter(Boolean).join('; '),
    };
  };
  return Object.fromEntries(CHECKS.map((c) => [c, one(bottom[c], top[c])])) as PairChecks;
}

export function failing(c: PairChecks): CheckName[] {
  return CHECKS.filter((k) => !c[k].pass);
}
