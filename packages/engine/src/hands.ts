// What a hand keeps in front of the garment: the hand itself wherever it bends (a hand laid on the
// thigh) with the fingers the skin model misses, grown pixel by pixel from the wrist through colours
// nearer the person's own skin than the old clothes, old sleeve or backdrop around it; and, under a
// new top, what lies past the wrists below the old top (the old bottom around a hand at the hip).
import { hypot, kp } from './geometry.ts';
import { fillHoles, hueOf, luma as lumaOf, medianRgb, morph, nearestColour, rgbDistance } from './image.ts';
import { capsule, capsuleBox, capsulesBox, forDisc, inCapsule } from './person.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import { ycc } from './skin.ts';
import type { PersonMasks } from './layers.ts';
import type { PersonAnalysis, Point } from './types.ts';

/** How far from the wrist a hand can reach, in shoulder widths. */
export const HAND_REACH = 0.5;
/** RGB distance under which a pixel has one of the colours around the hand (old clothes, old sleeve, backdrop). */
const NEAR = 28;

/**
 * Per hand (elbow and wrist found): the colours the hand is not (the old clothes in the body's middle
 * on the hand's rows, the old sleeve, the backdrop) and the hand's own (the person's skin, and the
 * skin mask's colours near the hand); a pixel is hand when it is nearer one of its own colours than
 * any of the others and farther than NEAR / 2 from those (skin mask or not: it misses pale or shaded
 * fingers). Seeds are such pixels within 0.12 shoulder widths of a point a fifth of a forearm past
 * the wrist; the region grows (4-connected) through them within HAND_REACH of the wrist, and not more than
 * 0.05 shoulder widths back up the forearm (a new sleeve covers that).
 */
export function handsGrown(photo: Uint8Array, m: PersonMasks, w: number, h: number, sw: number, sides: HandSide[]): Uint8Array {
  const out = borrowBytes(w * h);
  for (const { wr, ux, uy, seedAt, tone, sleeve, clothes, backdrop } of sides) {
    const r = HAND_REACH * sw;
    const palette = [...clothes, ...backdrop, ...sleeve];
    const seedSkin: number[] = [];
    forDisc(seedAt.x, seedAt.y, 0.12 * sw, w, h, (i) => {
      if (m.skin[i]) seedSkin.push(i);
    });
    const handColours = [tone, ...(seedSkin.length >= 30 ? kmeans(photo, seedSkin, 2) : [])];
    const [handHues, otherHues] = [handColours.map(hueOf), palette.map(hueOf)];
    // A hand pixel is nearer one of the hand's own colours than any colour around it, and not close to
    // those. Judged once per pixel, within the box the region can reach (the seeds' disc and HAND_REACH).
    const box = capsulesBox([
      { a: wr, b: wr, r },
      { a: seedAt, b: seedAt, r: 0.12 * sw },
    ], w, h);
    const bw = box.x1 - box.x0 + 1;
    const seen = new Uint8Array(bw * (box.y1 - box.y0 + 1)); // 0 not judged yet, 1 hand, 2 not
    const isHand = (i: number) => {
      const x = i % w;
      const b = ((i - x) / w - box.y0) * bw + x - box.x0;
      if (!seen[b]) {
        const dOther = nearestColour(photo, i, palette);
        seen[b] = (dOther > NEAR / 2 && nearestColour(photo, i, handColours) < dOther) || shadedHand(photo, i, handHues, otherHues) ? 1 : 2;
      }
      return seen[b] === 1;
    };
    // Not back up the forearm: a new sleeve covers it.
    const back = 0.05 * sw;
    const queue: number[] = [];
    forDisc(seedAt.x, seedAt.y, 0.12 * sw, w, h, (i) => {
      if (!out[i] && isHand(i)) {
        out[i] = 255;
        queue.push(i);
      }
    });
    const grow = (nx: number, ny: number) => {
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) return;
      const j = ny * w + nx;
      if (out[j] || m.head[j] || hypot(nx - wr.x, ny - wr.y) > r || (nx - wr.x) * ux + (ny - wr.y) * uy < -back || !isHand(j)) return;
      out[j] = 255;
      queue.push(j);
    };
    flood(queue, w, grow);
  }
  return out;
}

/**
 * Whether a dark pixel is a hand in shade by its hue alone: a shaded finger on dark clothes is nearer
 * them in RGB than the hand's lit colours (07966's, 35,15,4 on her black trousers' 20,21,16, under
 * her tone's 162,92,69), and was taken for the trousers; its share of red is the hand's. Luma under
 * SHADE_LUMA, its channels' sum at least SHADE_SUM (darker, JPEG noise has any hue), its hue nearer
 * the hand's than any colour around it and farther than HUE_NEAR from those.
 */
function shadedHand(photo: Uint8Array, i: number, hand: [number, number][], other: [number, number][]): boolean {
  const sum = photo[i * 3]! + photo[i * 3 + 1]! + photo[i * 3 + 2]!;
  if (lumaOf(photo, i) >= SHADE_LUMA || sum < SHADE_SUM) return false;
  // (As hueOf, without an array a pixel.)
  const [r, g] = [photo[i * 3]! / sum, photo[i * 3 + 1]! / sum];
  const near = (hues: [number, number][]) => {
    let best = Infinity;
    for (const [hr, hg] of hues) best = Math.min(best, Math.hypot(r - hr, g - hg));
    return best;
  };
  const dOther = near(other);
  return dOther > HUE_NEAR && near(hand) < dOther;
}

/** Below this luma a pixel may be judged a shaded hand by its hue (shadedHand). */
const SHADE_LUMA = 70;
/** The least sum of a pixel's channels judged by its hue. */
const SHADE_SUM = 30;
/** How far (in shares of red and green) a shaded hand's hue lies from every colour around the hand. */
const HUE_NEAR = 0.08;

/**
 * How far past the wrist a held thing (a bag in the hand) can reach, and how far to either side of the
 * forearm's line, in shoulder widths (0.55: a clutch under the forearm reaches across the hips).
 */
const HELD_REACH = 1;
const HELD_WIDTH = 0.55;
/** Half a forearm's width (shoulder widths; model_5's 0.064): skin back up the forearm within it of the forearm's line is the forearm. */
const FOREARM_HALF = 0.07;
/** How far back up the forearm from the wrist (a share of the forearm) a held thing can lie: a clutch held under the forearm. */
const HELD_BACK = 0.5;
/** Depth inside the body's outline (shoulder widths) from which the backdrop's colours count as a held thing's own. */
const INNER = 0.05;

/**
 * In front of any new garment: what is joined to a hand (`grown`, handsGrown), is in the body mask and not
 * bare skin (so not bare legs beside the hand; the skin model may take in a cream bag), and is farther
 * than NEAR from every colour around the hand (the old bottom's on the hand's rows that hold a tenth of
 * the sample or more: a bag reaching into the body's middle is a smaller share of it; the backdrop,
 * except deeper than INNER inside the body's outline; the old sleeve): a bag held beside the hips.
 * It is in front of the old bottom, so it stays in front of the new garment and is not filled. Grown
 * (4-connected) from the hand's pixels, on along the forearm past the wrist up to HELD_REACH (or back
 * under the forearm, HELD_BACK) and within HELD_WIDTH of the forearm's line (where a held bag hangs),
 * below the old top's end only (what is held is in front of the old bottom; the old top's colours are
 * not the bottom's, so a bag of the old top's colour is still found). Then made solid (solidify).
 */
export function heldThings(photo: Uint8Array, pa: PersonAnalysis, m: PersonMasks, grown: Uint8Array, w: number, h: number, sw: number, sides: HandSide[]): Uint8Array {
  const out = borrowBytes(w * h);
  const from = Math.floor(pa.outfit.topEnd) + 1;
  // Deeper than INNER inside the body's outline a backdrop colour is no backdrop: a cream clutch
  // held across the hips on a white backdrop. Eroded only on the rows the hands reach (with the
  // erosion's margin), not the whole photo: `inner` is read only where a held thing can grow.
  const k = Math.round(INNER * sw);
  const boxes = sides.map(({ wr }) => capsuleBox(wr, wr, HELD_REACH * sw, w, h));
  const y0 = Math.max(0, Math.min(h, ...boxes.map((b) => b.y0)) - k);
  const y1 = Math.min(h - 1, Math.max(-1, ...boxes.map((b) => b.y1)) + k);
  const eroded = y1 >= y0 ? morph(m.body.subarray(y0 * w, (y1 + 1) * w), w, y1 - y0 + 1, -k) : undefined;
  const inner = (j: number) => !!eroded?.[j - y0 * w];
  const topOn = oldTopBelowSplit(photo, m, from, w, h, sw);
  for (const { e, wr, ux, uy, tone, sleeve, backdrop } of sides) {
    // The old bottom's colours: the clothes sampled on the hand's rows (as for handSides' `clothes`)
    // below the old top's end.
    const below = clothesAround(pa, m, w, h, wr.y, HAND_REACH * sw).filter((i) => i >= from * w);
    const bottom = kmeans(photo, below, 6, 0.1);
    const ownTone = [tone];
    const r = HELD_REACH * sw;
    const back = HELD_BACK * Math.hypot(wr.x - e.x, wr.y - e.y);
    // On along the forearm past the wrist (or back under the forearm), within HELD_WIDTH of that line: a
    // bag hangs from the hand or is held under the forearm.
    const inReach = (x: number, y: number) => {
      const along = (x - wr.x) * ux + (y - wr.y) * uy;
      return along >= -back && along <= r && Math.abs((y - wr.y) * ux - (x - wr.x) * uy) <= HELD_WIDTH * sw;
    };
    const onForearm = (x: number, y: number) => (x - wr.x) * ux + (y - wr.y) * uy < 0 && Math.abs((y - wr.y) * ux - (x - wr.x) * uy) <= FOREARM_HALF * sw;
    const palette = [...bottom, ...backdrop, ...sleeve];
    const innerPalette = [...bottom, ...sleeve];
    const queue: number[] = [];
    const box = capsuleBox(wr, wr, r, w, h);
    for (let y = box.y0; y <= box.y1; y++)
      for (let x = box.x0; x <= box.x1; x++) if (grown[y * w + x] && inReach(x, y)) queue.push(y * w + x);
    const grow = (nx: number, ny: number) => {
      if (nx < 0 || ny < 0 || nx >= w || ny >= h || ny < from) return;
      const j = ny * w + nx;
      // Skin is a bare leg beside the hand, unless it is far from the hand's own tone (a cream bag the
      // skin model took in with a face's wide spread); back up the forearm, on its line, it is the
      // forearm whatever its tone (model_5's lit forearm, made a square of skin in front of every new
      // sleeve's cuff), while a clutch held under it lies beside the line.
      const bare = m.skin[j] && (onForearm(nx, ny) || nearestColour(photo, j, ownTone) <= 2 * NEAR);
      if (out[j] || grown[j] || topOn[j] || !m.body[j] || bare || m.head[j] || !inReach(nx, ny) || nearestColour(photo, j, inner(j) ? innerPalette : palette) <= NEAR || shadedLike(photo, j, bottom)) return;
      out[j] = 255;
      queue.push(j);
    };
    flood(queue, w, grow);
    solidify(out, grown, m, capsuleBox(wr, wr, r + HELD_CLOSE * sw, w, h), w, from, sw);
  }
  if (eroded) giveBack(eroded);
  giveBack(topOn);
  return out;
}

/** How far below the outfit's split (shoulder widths) the old top may go on, and the colour step (RGB distance) it goes on by. */
const TOP_ON = 0.1;
const TOP_STEP = 12;

/**
 * The old top going on below the outfit's split (0/255): grown down from its pixels on the row above
 * the split (clothes), pixel to 4-neighbour, through steps of at most TOP_STEP in colour, up to TOP_ON
 * below it. The split is one row and the old top's hem is not: where it hangs lower beside a hand, its
 * colours are not the old bottom's, and taken for a held thing they joined a clutch held below it,
 * closing the old trousers between them into a box of the photo kept in front of every new garment
 * (051482: her white top's hem and a wedge of her black trousers above her clutch). A held thing's own
 * edge is a step in colour, so the old top stops there.
 */
function oldTopBelowSplit(photo: Uint8Array, m: PersonMasks, from: number, w: number, h: number, sw: number): Uint8Array {
  const out = borrowBytes(w * h);
  const last = Math.min(h - 1, from + Math.round(TOP_ON * sw));
  if (from < 1 || from > last) return out;
  const clothes = (j: number) => !!m.body[j] && !m.skin[j] && !m.head[j];
  const queue: number[] = [];
  for (let x = 0; x < w; x++) if (clothes((from - 1) * w + x)) queue.push((from - 1) * w + x);
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % w;
    const y = (i - x) / w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y + 1 <= last ? i + w : -1]) {
      if (j < from * w || out[j] || !clothes(j)) continue;
      if (Math.hypot(photo[j * 3]! - photo[i * 3]!, photo[j * 3 + 1]! - photo[i * 3 + 1]!, photo[j * 3 + 2]! - photo[i * 3 + 2]!) > TOP_STEP) continue;
      out[j] = 255;
      queue.push(j);
    }
  }
  return out;
}

/**
 * Whether pixel i is one of `colours` in other light: within NEAR / 2 of the colour scaled to its
 * luminance, by SHADE_RANGE (a deep shadow), or from FOLD (a soft fold) up to LIT_SHEEN times
 * lighter (DARK_SHEEN for a colour darker than DARK: the lit side of black trousers). The old
 * trousers round a hand in her pocket are far from their colours there, but they are their colours
 * in other light: taken for a held thing, they stood as a box of grey in front of every new top that
 * reached the hips (051482), and the lit denim along 051962's jeans' side beside his hand as a box of
 * blue (1.15 of the jeans' luminance). A light colour a little darker is another thing: a cream bag
 * held against a cream dress is 0.85 of its luminance; the dress's soft fold beside the hand, 0.92 of
 * it and nearly its hue, is the dress (053514: taken for the bag, it stood as a cream block beside
 * the bag over every new garment).
 */
function shadedLike(photo: Uint8Array, i: number, colours: readonly (readonly number[])[]): boolean {
  const l = lumaOf(photo, i);
  for (const c of colours) {
    const lc = lumaOf(c, 0);
    if (lc < 1) continue;
    const shade = Math.min(SHADE_RANGE[1], Math.max(SHADE_RANGE[0], l / lc));
    const lit = Math.min(lc < DARK ? DARK_SHEEN : LIT_SHEEN, Math.max(FOLD, l / lc));
    for (const k of [shade, lit]) if (Math.hypot(photo[i * 3]! - k * c[0]!, photo[i * 3 + 1]! - k * c[1]!, photo[i * 3 + 2]! - k * c[2]!) <= NEAR / 2) return true;
  }
  return false;
}

/** The luminance shares a colour's shadow spans, how much lighter its lit side may be, how much darker a soft fold of it, the luminance below which a colour is dark, and how much lighter a dark colour's lit side may be (shadedLike). */
const SHADE_RANGE = [0.25, 0.7] as const;
const LIT_SHEEN = 1.3;
const FOLD = 0.9;
const DARK = 60;
const DARK_SHEEN = 2;

/** Gaps (shoulder widths) a held thing's region is closed over. */
const HELD_CLOSE = 0.03;
/** Half the width (shoulder widths) of the narrowest thing held: thinner strips are the old garment's sheen along its edge. */
const HELD_THIN = 0.06;

/**
 * Makes what a hand holds solid within the box, in the body mask below row `from` (not the head, not
 * the hand itself): the held region closed over gaps of HELD_CLOSE and its holes filled (where a bag's
 * shaded side or stitching has the old garment's colours, a cream bag against a cream dress, the flood
 * left holes and a ragged edge, and the new garment was drawn through them over the bag); then opened
 * (strips thinner than HELD_THIN each side go: the light along the old trousers' side, grown from a
 * hand in the pocket, is no bag); then joined to the hand it hangs from and its holes filled again.
 */
function solidify(out: Uint8Array, grown: Uint8Array, m: PersonMasks, box: { x0: number; y0: number; x1: number; y1: number }, w: number, from: number, sw: number): void {
  const y0 = Math.max(box.y0, from);
  const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - y0 + 1];
  if (bh <= 0) return;
  const at = (k: number) => (y0 + ((k / bw) | 0)) * w + box.x0 + (k % bw);
  const held = borrowBytes(bw * bh);
  for (let k = 0; k < bw * bh; k++) held[k] = out[at(k)]!;
  const thin = Math.max(1, Math.round(HELD_THIN * sw));
  const gap = Math.max(1, Math.round(HELD_CLOSE * sw));
  const joined = morph(held, bw, bh, gap);
  const closed = morph(joined, bw, bh, -gap);
  const filled = fillHoles(closed, bw, bh);
  const eroded = morph(filled, bw, bh, -thin);
  const opened = morph(eroded, bw, bh, thin);
  for (let k = 0; k < bw * bh; k++) if (grown[at(k)]) opened[k] = 255;
  const solid = fillHoles(opened, bw, bh);
  for (let k = 0; k < bw * bh; k++) {
    const i = at(k);
    out[i] = solid[k] && !grown[i] && m.body[i] && !m.head[i] ? 255 : 0;
  }
  giveBack(held, eroded, opened, joined, closed);
}

/** Visits the 4 neighbours of each queued pixel, including those `grow` queues on the way. */
function flood(queue: number[], w: number, grow: (x: number, y: number) => void): void {
  for (let q = 0; q < queue.length; q++) {
    const i = queue[q]!;
    const x = i % w;
    const y = (i - x) / w;
    grow(x - 1, y);
    grow(x + 1, y);
    grow(x, y - 1);
    grow(x, y + 1);
  }
}

/** One hand whose elbow and wrist were found, with the colours handsGrown, heldThings and pastWrists judge it by. */
export interface HandSide {
  e: Point;
  wr: Point;
  /** The forearm's unit direction, elbow to wrist. */
  ux: number;
  uy: number;
  /** A fifth of a forearm past the wrist: where the hand is sampled. */
  seedAt: Point;
  /** The person's own skin colour (ownSkin). */
  tone: number[];
  /** The old sleeve's colours (sleeveColours). */
  sleeve: number[][];
  /** The old clothes' colours around the wrist's rows (clothesAround). */
  clothes: number[][];
  /** The backdrop's colours (the same for both hands). */
  backdrop: number[][];
}

/** The hands whose elbow and wrist were found, with their forearm and the colours around them (own skin, old sleeve, old clothes, backdrop): measured once per generation. */
export function handSides(pa: PersonAnalysis, photo: Uint8Array, m: PersonMasks, w: number, h: number, sw: number): HandSide[] {
  const out: HandSide[] = [];
  let backdrop: number[][] | undefined;
  for (const side of ['left', 'right'] as const) {
    const e = kp(pa.keypoints, `${side}Elbow`);
    const wr = kp(pa.keypoints, `${side}Wrist`);
    if (e.score < 0.3 || wr.score < 0.3) continue;
    const len = Math.hypot(wr.x - e.x, wr.y - e.y) || 1;
    const seedAt = { x: wr.x + (wr.x - e.x) * 0.2, y: wr.y + (wr.y - e.y) * 0.2 };
    const tone = ownSkin(pa, photo, w, h, sw, seedAt);
    const shoulder = kp(pa.keypoints, `${side}Shoulder`);
    const sleeve = sleeveColours(photo, m, shoulder.score >= 0.3 ? shoulder : undefined, e, wr, w, h, sw, tone);
    const clothes = clothesAround(pa, m, w, h, wr.y, HAND_REACH * sw);
    backdrop ??= kmeans(photo, frame(m.body, w, h), 3);
    const [ux, uy] = [(wr.x - e.x) / len, (wr.y - e.y) / len];
    out.push({ e, wr, ux, uy, seedAt, tone, sleeve, clothes: kmeans(photo, clothes, 6), backdrop });
  }
  return out;
}

/**
 * The old sleeve's colours: clothes on the forearm (none when its core is bare, bareLine) that the upper arm's clothes
 * have too (a sleeve runs up the arm; a bag held along a bare forearm does not: taken for a sleeve,
 * it was no held thing and went under the new garment). Its cuff may reach past the wrist. Without
 * the shoulder (`s` not found) the forearm's clothes alone.
 */
function sleeveColours(photo: Uint8Array, m: PersonMasks, s: Point | undefined, e: Point, wr: Point, w: number, h: number, sw: number, tone: number[]): number[][] {
  const r = 0.1 * sw;
  const clothesOn = (a: Point, b: Point): number[] => {
    const out: number[] = [];
    const bone = capsule(a, b, r);
    for (let y = Math.max(0, Math.floor(Math.min(a.y, b.y) - r)); y <= Math.min(h - 1, Math.max(a.y, b.y) + r); y++)
      for (let x = Math.max(0, Math.floor(Math.min(a.x, b.x) - r)); x <= Math.min(w - 1, Math.max(a.x, b.x) + r); x++) {
        const i = y * w + x;
        if (m.body[i] && !m.skin[i] && !m.head[i] && inCapsule(bone, x, y)) out.push(i);
      }
    return out;
  };
  if (bareLine(m, e, wr, w, h, BONE_CORE * r)) return [];
  const sleeve = clothesOn(e, wr);
  // The upper arm's clothes, from a third of the way down from the shoulder (above, the old top's
  // shoulder and side are beside a bare arm too).
  const upper = s ? clothesOn({ x: s.x + (e.x - s.x) / 3, y: s.y + (e.y - s.y) / 3 }, e) : [];
  const onUpper = upper.length >= 50 ? kmeans(photo, upper, 3, 0.1) : [];
  const alsoUpper = (c: number[]) => !s || onUpper.some((u) => rgbDistance(u, c) <= SLEEVE_MATCH);
  // Colours of a quarter of it or more: the capsule's edge also catches some of what is beside the arm.
  // A colour with the chroma of the person's skin tone is a bare arm the skin model missed (pale
  // arms beside cream clothes), not a sleeve.
  const [, tb, tr] = ycc(tone[0]!, tone[1]!, tone[2]!);
  return (sleeve.length >= 50 ? kmeans(photo, sleeve, 3, 0.25) : []).filter((c) => {
    const [, cb, cr] = ycc(c[0]!, c[1]!, c[2]!);
    return Math.hypot(cb - tb, cr - tr) > 8 && alsoUpper(c);
  });
}

/** Half the width (a share of the sleeve capsule's) of the forearm's core, and the share of it that is skin on a bare forearm. */
const BONE_CORE = 0.3;
const BARE_CORE = 0.75;

/**
 * Whether the core of the forearm (within `r` of the elbow-wrist line) is bare: BARE_CORE or more of
 * its body pixels skin. A sleeve covers the arm's own line; beside a bare forearm the capsule takes in
 * the clothes it hangs against and the arm's shaded edge blended with them, and 053514's (183, 155,
 * 138), a quarter of the few clothes left there once her arm's edge was taken as skin, was taken for a
 * sleeve: in the palette a held thing must be far from, it left the side of her held cream bag out.
 */
function bareLine(m: PersonMasks, e: Point, wr: Point, w: number, h: number, r: number): boolean {
  const bone = capsule(e, wr, r);
  const box = capsuleBox(e, wr, r, w, h);
  let [n, bare] = [0, 0];
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * w + x;
      if (!m.body[i] || !inCapsule(bone, x, y)) continue;
      n++;
      if (m.skin[i]) bare++;
    }
  return n > 0 && bare >= BARE_CORE * n;
}

/** RGB distance within which a forearm's clothes colour is also the upper arm's: one sleeve in its light and shade. */
const SLEEVE_MATCH = 60;

/**
 * Where to sample the colours a hand is not, besides the backdrop (frame): the old clothes on the rows
 * around the wrist in the body's middle (between the hips, clear of both hands).
 */
function clothesAround(pa: PersonAnalysis, m: PersonMasks, w: number, h: number, wy: number, r: number): number[] {
  const [lh, rh] = [kp(pa.keypoints, 'leftHip'), kp(pa.keypoints, 'rightHip')];
  const cx = (lh.x + rh.x) / 2;
  const half = Math.abs(lh.x - rh.x) / 2;
  const [lw, rw] = [kp(pa.keypoints, 'leftWrist'), kp(pa.keypoints, 'rightWrist')];
  const clothes: number[] = [];
  for (let y = Math.max(0, Math.floor(wy - r)); y <= Math.min(h - 1, wy + r); y += 2)
    for (let x = Math.max(0, Math.floor(cx - half)); x <= Math.min(w - 1, cx + half); x += 2) {
      const i = y * w + x;
      if (m.body[i] && !m.skin[i] && !m.head[i] && hypot(x - lw.x, y - lw.y) > r && hypot(x - rw.x, y - rw.y) > r) clothes.push(i);
    }
  return clothes;
}

/** The photo's 6 px frame outside the person (every other pixel and row), row by row: the backdrop. */
function frame(body: Uint8Array, w: number, h: number): number[] {
  const out: number[] = [];
  const take = (x: number, y: number) => {
    if (!body[y * w + x]) out.push(y * w + x);
  };
  for (let y = 0; y < h; y += 2)
    if (y < 6 || y >= h - 6) for (let x = 0; x < w; x += 2) take(x, y);
    else {
      for (let x = 0; x < Math.min(6, w); x += 2) take(x, y);
      for (let x = Math.max(6, w - 6 + ((w - 6) & 1)); x < w; x += 2) take(x, y);
    }
  return out;
}

/**
 * k colours (RGB) of the given pixels by a few rounds of k-means from evenly spread starts (the
 * pixels' k quantiles of luma, ties in the given order); only those with at least `share` of the pixels.
 */
function kmeans(photo: Uint8Array, idx: number[], k: number, share = 0): number[][] {
  const n = idx.length;
  return colours(photo, idx, k)
    .filter((c) => c.count >= share * n)
    .map((c) => c.colour);
}

/**
 * Which of the values is at rank q when they are ordered by value, ties in their given order:
 * `sorted` holds them sorted. (A sort of indices with a comparator took about 10 ms a generation.)
 */
function atRank(values: Float64Array, sorted: Float64Array, q: number): number {
  const v = sorted[q]!;
  let below = 0;
  while (below < q && sorted[below]! < v) below++;
  let tie = q - below;
  for (let j = 0; j < values.length; j++) if (values[j] === v && tie-- === 0) return j;
  return q;
}

/** kmeans's k colours, each with how many of the pixels are nearest it (none when there are fewer than k pixels). */
function colours(photo: Uint8Array, idx: number[], k: number): { colour: number[]; count: number }[] {
  const n = idx.length;
  if (n < k) return [];
  const luma = new Float64Array(n);
  for (let j = 0; j < n; j++) luma[j] = lumaOf(photo, idx[j]!);
  const sorted = luma.slice().sort();
  const centres = new Float64Array(k * 3);
  for (let c = 0; c < k; c++) {
    const j = atRank(luma, sorted, Math.floor(((c + 0.5) * n) / k));
    for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = photo[idx[j]! * 3 + ch]!;
  }
  const sums = new Float64Array(k * 4);
  for (let round = 0; round < 8; round++) {
    sums.fill(0);
    for (let j = 0; j < n; j++) {
      const p = idx[j]! * 3;
      const r = photo[p]!;
      const g = photo[p + 1]!;
      const b = photo[p + 2]!;
      let best = 0;
      let bd = Infinity;
      for (let c = 0; c < k; c++) {
        const d = (r - centres[c * 3]!) ** 2 + (g - centres[c * 3 + 1]!) ** 2 + (b - centres[c * 3 + 2]!) ** 2;
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      const s = best * 4;
      sums[s] = sums[s]! + r;
      sums[s + 1] = sums[s + 1]! + g;
      sums[s + 2] = sums[s + 2]! + b;
      sums[s + 3] = sums[s + 3]! + 1;
    }
    for (let c = 0; c < k; c++) {
      const count = sums[c * 4 + 3]!;
      if (count) for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = sums[c * 4 + ch]! / count;
    }
  }
  const out: { colour: number[]; count: number }[] = [];
  for (let c = 0; c < k; c++) out.push({ colour: [centres[c * 3]!, centres[c * 3 + 1]!, centres[c * 3 + 2]!], count: sums[c * 4 + 3]! });
  return out;
}

/** Whether pixel i is within NEAR of one of the colours. */
const near = (photo: Uint8Array, i: number, colours: number[][]) => nearestColour(photo, i, colours) < NEAR;

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
    const [, cb, cr] = ycc(...spot);
    if (cr > 140 && cr < 185 && cb > 75 && cb < 125) return spot;
  }
  return [1, 3, 5].map((k) => parseInt(pa.skinTone.slice(k, k + 2), 16));
}

/** Median RGB of a disc (undefined when under 30 pixels of it are in the photo). */
function medianColour(photo: Uint8Array, c: Point, r: number, w: number, h: number): [number, number, number] | undefined {
  const disc: number[] = [];
  forDisc(c.x, c.y, r, w, h, (i) => disc.push(i));
  return disc.length < 30 ? undefined : medianRgb(photo, disc);
}


/**
 * For a top: what lies past each wrist below the old top's end (the old bottom behind the hand, a
 * held bag, the backdrop between the fingers) is not the old top and stays as the photo shows it.
 * The arms mask reaches past the wrist to take in the hand, and the fill used to paint a disc of
 * backdrop or skin over the trousers there (the white discs around hands at the hips). Pixels with a
 * colour of the old sleeve (clothes on the forearm) are still replaced: its cuff may reach past the
 * wrist.
 */
export function pastWrists(pa: PersonAnalysis, photo: Uint8Array, w: number, h: number, sw: number, sides: HandSide[]): Uint8Array {
  const out = borrowBytes(w * h);
  const topEnd = pa.outfit.topEnd;
  for (const { wr, ux, uy, sleeve: cuff } of sides) {
    const r = HAND_REACH * sw;
    for (let y = Math.max(0, Math.floor(topEnd) + 1, Math.floor(wr.y - r)); y <= Math.min(h - 1, wr.y + r); y++)
      for (let x = Math.max(0, Math.floor(wr.x - r)); x <= Math.min(w - 1, wr.x + r); x++)
        if (hypot(x - wr.x, y - wr.y) <= r && (x - wr.x) * ux + (y - wr.y) * uy >= 0 && !near(photo, y * w + x, cuff)) out[y * w + x] = 255;
  }
  return out;
}
