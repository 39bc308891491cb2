// The clothes a person wears in the photo, as pixels: the colours of each labelled swatch inside the
// garment's labelled extent, minus what is there but is not those clothes (the backdrop, bare skin,
// arms and hands in front of a bottom, held bags). Built from our labels (labels.ts) and plain image
// methods only, never from the engine.
import { deltaTo, nearOne, nearest, palette, type Lab } from './colour.ts';
import { boxIndices, dilate, fillBox, fillCapsule, fillDisc, floodSmooth, indices, type Mask } from './masks.ts';
import type { PersonLabel, Sleeve, WornGarment } from './labels.ts';

/** What the old-clothes masks need to know about the photo (see context.ts). */
export interface Photo {
  lab: Float32Array;
  w: number;
  h: number;
  label: PersonLabel;
  /** Shoulder width, body centre and horizontal extent of shoulders and arms (bodyOf). */
  body: { sw: number; cx: number; torso: number; x0: number; x1: number };
  /** Colours of the photo's 6 px frame. */
  bg: Lab[];
}

/** ΔE76 to a swatch colour under which a pixel counts as that garment's colour; to the frame's colours under which it is backdrop. */
const SWATCH_DE = 14;
const FRAME_DE = 5;
/** A backdrop flood steps between neighbours closer than this (ΔE76) and drifts at most this far from where it started. */
const BACKDROP_STEP = 1.5;
const BACKDROP_DRIFT = 5;

/** How far down the arm a sleeve of each length reaches (0 shoulder tip, 1 elbow, 2 wrist). */
const SLEEVE_END: Record<Sleeve, number> = { none: 0, short: 0.5, elbow: 1, long: 2 };

/** Columns the old clothes may occupy: the shoulders and arms, 0.35 shoulder widths to each side. */
function columns(p: Photo): [number, number] {
  return [Math.max(0, Math.round(p.body.x0 - 0.2 * p.body.sw)), Math.min(p.w, Math.round(p.body.x1 + 0.2 * p.body.sw))];
}

/**
 * The backdrop, as far as it reaches into the person's columns: a smooth flood (a backdrop darkening
 * towards a corner, a wall's light falloff) from every pixel beside those columns and from the top
 * rows. It never enters the torso (torso() below), which is the person whatever its colour: a white
 * top on a light backdrop can have an edge too faint to stop the flood.
 */
export function backdrop(p: Photo): Mask {
  const [x0, x1] = columns(p);
  const seeds = new Uint8Array(p.w * p.h);
  for (let y = 0; y < p.h; y++)
    for (let x = 0; x < p.w; x++) if (x < x0 || x >= x1 || y < 6) seeds[y * p.w + x] = 1;
  return floodSmooth(p.lab, p.w, p.h, seeds, BACKDROP_STEP, BACKDROP_DRIFT, torso(p));
}

/**
 * Where the torso surely is, from the labels: from the base of the neck (0.12 shoulder widths each
 * side of the centre) widening to the shoulder line (0.45, just inside the shoulder tips), narrowing
 * to the waist at the navel (0.3) and on to the hips; slimmer than any torso here, so no backdrop.
 */
function torso(p: Photo): Mask {
  const { label: l, body: b, w, h } = p;
  const m = new Uint8Array(w * h);
  const lerp = (y: number, y0: number, y1: number, a: number, c: number) => a + ((c - a) * (y - y0)) / Math.max(1, y1 - y0);
  for (let y = Math.max(0, Math.round(l.neck)); y < Math.min(h, Math.round(l.hip)); y++) {
    const half = (y < l.shoulder ? lerp(y, l.neck, l.shoulder, 0.12, 0.45) : y < l.navel ? lerp(y, l.shoulder, l.navel, 0.45, 0.3) : 0.3) * b.sw;
    for (let x = Math.max(0, Math.round(b.cx - half)); x < Math.min(w, Math.round(b.cx + half)); x++) m[y * w + x] = 1;
  }
  return m;
}

/**
 * Colours of bare skin: 3 k-means colours of the face and neck just above the labelled base of the
 * neck, on the body's centre line, of the middle of each forearm when the top's sleeves leave it bare
 * (a face out of frame or in shadow, lit arms), and of each upper arm 0.6 of the way to the elbow when
 * the top has no sleeves (lit like the chest and belly beside it where the face and forearms are in
 * shade: model_2's belly below her white tank, within ΔE 14 of its shading, counted as the tank), of
 * their pixels that can be skin (warm, neither near black nor near white: not hair, eyes, a black
 * glove or the backdrop); a colour fewer than 15% of them are nearest to (lips, a strand of hair) is
 * left out.
 */
export function skinColours(p: Photo): Lab[] {
  const { lab, label: l, body: b } = p;
  const sample = new Uint8Array(p.w * p.h);
  fillBox(sample, p.w, p.h, [b.cx - 0.06 * b.sw, l.neck - 0.3 * b.sw, b.cx + 0.06 * b.sw, l.neck - 0.05 * b.sw]);
  const end = SLEEVE_END[l.top?.sleeve ?? 'none'];
  if (end < 1)
    for (const [ex, ey, wx, wy] of l.arms) fillDisc(sample, p.w, p.h, (ex + wx) / 2, (ey + wy) / 2, 0.04 * b.sw);
  if (end === 0)
    for (const side of [0, 1] as const) {
      const [ex, ey] = l.arms[side];
      fillDisc(sample, p.w, p.h, l.shoulderX[side] + 0.6 * (ex - l.shoulderX[side]), l.shoulder + 0.6 * (ey - l.shoulder), 0.04 * b.sw);
    }
  const idx = indices(sample).filter((i) => {
    const [L, a, bb] = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
    return L > 20 && L < 92 && a > 4 && a < 40 && bb > 4 && bb < 45;
  });
  if (idx.length < 50) return [];
  const colours = palette(lab, idx, 3);
  const near = colours.map(() => 0);
  for (const i of idx) near[nearest(colours, [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!])]!++;
  return colours.filter((_c, k) => near[k]! >= 0.15 * idx.length);
}

/** Points of one arm: shoulder tip, elbow, wrist, and the hand's far end (0.35 shoulder widths past the wrist). */
function armPath(p: Photo, side: 0 | 1): [number, number][] {
  const [ex, ey, wx, wy] = p.label.arms[side];
  const len = Math.hypot(wx - ex, wy - ey) || 1;
  const reach = 0.35 * p.body.sw;
  return [[p.label.shoulderX[side], p.label.shoulder], [ex, ey], [wx, wy], [wx + ((wx - ex) / len) * reach, wy + ((wy - ey) / len) * reach]];
}

/** The point `s` along an arm path (0 shoulder tip, 1 elbow, 2 wrist, 3 end of the hand). */
function along(path: [number, number][], s: number): [number, number] {
  const k = Math.min(path.length - 2, Math.max(0, Math.floor(s)));
  const t = s - k;
  const [ax, ay] = path[k]!;
  const [bx, by] = path[k + 1]!;
  return [ax + (bx - ax) * t, ay + (by - ay) * t];
}

/** Both arms from `from` to `to` along their paths, as capsules of radius r. */
function arms(p: Photo, from: number, to: number, r: number): Mask {
  const m = new Uint8Array(p.w * p.h);
  if (to <= from) return m;
  for (const side of [0, 1] as const) {
    const path = armPath(p, side);
    const stops = [from, ...[1, 2].filter((s) => s > from && s < to), to];
    for (let k = 1; k < stops.length; k++) fillCapsule(m, p.w, p.h, along(path, stops[k - 1]!), along(path, stops[k]!), r);
  }
  return m;
}

/**
 * The arms the person's clothes leave bare, from a little past the old top's sleeve (0.15 of the way
 * to the next joint, as wornMask) to the wrists: pixels within BARE_ARM_R shoulder widths of the
 * labelled arm lines that have a colour of the person's skin (within SKIN_DE of one), not the
 * backdrop's, and not within CLOTHES_CLEAR shoulder widths of `worn` (the old clothes) or of what has
 * the old top's colours there (`top`: the old sleeve's real end, which the labels place only to ±15
 * px; the skin's edge blended with it may go with it). None where no skin colour is known.
 */
export function bareArms(p: Photo, away: { backdrop: Mask; skin: Lab[] }, worn: Mask, top: readonly Lab[]): Mask {
  const { lab, w, h } = p;
  const end = SLEEVE_END[p.label.top?.sleeve ?? 'none'];
  const zone = arms(p, end + 0.15, 2, BARE_ARM_R * p.body.sw);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) if (zone[i] && !away.backdrop[i] && nearOne(lab, i, away.skin, SKIN_DE)) out[i] = 1;
  // (Only near the labelled end: further down, a lit arm can have a pale top's colours.)
  const sleeve = top.length ? coloured(p, top, arms(p, end, end + SLEEVE_SLACK, BARE_ARM_R * p.body.sw), away.skin) : new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) sleeve[i] = sleeve[i]! | worn[i]!;
  const near = dilate(sleeve, w, h, Math.round(CLOTHES_CLEAR * p.body.sw));
  for (let i = 0; i < out.length; i++) if (near[i]) out[i] = 0;
  return out;
}

/**
 * Half-width (shoulder widths) about an arm's labelled line within which bareArms looks; the ΔE76 to
 * a skin colour within which a pixel there is skin; how far (shoulder widths) from the old clothes it
 * stops.
 */
const BARE_ARM_R = 0.08;
const SKIN_DE = 20;
const CLOTHES_CLEAR = 0.03;
/** How far past its labelled end (in segments) an old sleeve's real end is looked for by its colours. */
const SLEEVE_SLACK = 0.4;

/** A top's labelled sleeves: along both arms from the shoulder tips to where its sleeve ends, 0.1 shoulder widths either side of the arm lines (none for a bottom). */
export function sleeves(p: Photo, g: WornGarment, part: 'top' | 'bottom' = 'top'): Mask {
  return arms(p, 0, part === 'top' ? SLEEVE_END[g.sleeve ?? 'none'] : 0, SLEEVE_R * p.body.sw);
}

/** Half-width (shoulder widths) about an arm's labelled line of a worn garment's sleeves and of the bare arms it leaves. */
const SLEEVE_R = 0.1;

/** The garment's labelled rows (with a margin of 0.1 torso lengths) in the person's columns. */
function rows(p: Photo, g: WornGarment): Mask {
  const pad = 0.1 * p.body.torso;
  const [x0, x1] = columns(p);
  const m = new Uint8Array(p.w * p.h);
  fillBox(m, p.w, p.h, [x0, g.top - pad, x1, g.hem + pad]);
  return m;
}

/** Along a bottom's labelled legs (a busy background: `WornGarment.legs`), all of `m` elsewhere. */
function alongLegs(p: Photo, g: WornGarment, m: Mask): Mask {
  if (!g.legs) return m;
  const legs = new Uint8Array(p.w * p.h);
  for (const [ax, ay, bx, by, r] of g.legs) fillCapsule(legs, p.w, p.h, [ax, ay], [bx, by], r);
  for (let i = 0; i < m.length; i++) m[i] = m[i]! & legs[i]!;
  return m;
}

/** 5 k-means colours of a garment's labelled swatch: computed once per garment, used by both masks below. */
export function swatchPalette(p: Photo, g: WornGarment): Lab[] {
  return palette(p.lab, boxIndices(p.w, p.h, g.swatch), 5);
}

/**
 * Pixels of `where` within ΔE76 14 of one of the swatch's colours and not within 5 of the frame's
 * colours; with `skin`, not nearer to one of those colours than to the swatch's.
 */
function coloured(p: Photo, colours: readonly Lab[], where: Mask, skin: readonly Lab[] = []): Mask {
  const { lab } = p;
  const out = new Uint8Array(p.w * p.h);
  for (let i = 0; i < out.length; i++) {
    if (!where[i]) continue;
    const d = deltaTo(lab, i, colours[nearest(colours, [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!])]!);
    if (d >= SWATCH_DE || nearOne(lab, i, p.bg, FRAME_DE) || nearOne(lab, i, skin, d)) continue;
    out[i] = 1;
  }
  return out;
}

/**
 * Pixels of a garment's colours within its labelled rows and the person's columns (and, for a top,
 * along its labelled sleeves: a long sleeve's cuff can hang past the top's hem, beside the hand),
 * nothing taken away (the hands-in-front mask leaves these out).
 */
export function swatchColoured(p: Photo, g: WornGarment, colours: readonly Lab[], part: 'top' | 'bottom'): Mask {
  const where = rows(p, g);
  const sleeved = sleeves(p, g, part);
  for (let i = 0; i < where.length; i++) where[i] = where[i]! | sleeved[i]!;
  return coloured(p, colours, where);
}

/**
 * Pixels of a garment the person wears: within its labelled rows (and, for a top, along its labelled
 * sleeves) and the person's columns, with one of its swatch's colours, and none of: the colour of the
 * photo's frame; the backdrop flooded in from beside the person; nearer to a colour of bare skin than
 * to the swatch's; the arms past the sleeve's end (for a bottom: the whole arms and hands, which hang
 * in front of it); a held bag; where the `other` garment's rows overlap, its colours.
 */
export function wornMask(
  p: Photo,
  g: WornGarment,
  colours: readonly Lab[],
  part: 'top' | 'bottom',
  away: { backdrop: Mask; skin: Lab[] },
  other?: { g: WornGarment; colours: readonly Lab[] },
): Mask {
  const { w, h, body, label } = p;
  const where = alongLegs(p, g, rows(p, g));
  if (other?.colours.length) {
    // Where the other garment's rows overlap these (the margins around a tucked-in hem), a pixel
    // nearer one of its swatch colours than one of these is the other garment's: a black top's hem
    // counted as the dark jeans below it.
    const theirs = rows(p, other.g);
    const { lab } = p;
    for (let i = 0; i < where.length; i++) {
      if (!where[i] || !theirs[i]) continue;
      const px: Lab = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
      if (deltaTo(lab, i, other.colours[nearest(other.colours, px)]!) < deltaTo(lab, i, colours[nearest(colours, px)]!)) where[i] = 0;
    }
  }
  const sleeved = sleeves(p, g, part);
  // A bare arm starts a little past the sleeve's end (the labels are ±15 px); a bottom has no sleeves.
  const bare = arms(p, part === 'top' ? SLEEVE_END[g.sleeve ?? 'none'] + 0.15 : 0, 3, SLEEVE_R * body.sw);
  // Nor what lies in front of it: a bag, hair of its colour on its shoulders (052767's brown hair on her navy top).
  for (const f of label.front) if (f.what !== 'hand') fillBox(bare, w, h, f.box);
  for (let i = 0; i < where.length; i++) where[i] = (where[i]! | sleeved[i]!) & (1 - bare[i]!) & (1 - away.backdrop[i]!);
  return coloured(p, colours, where, away.skin);
}
