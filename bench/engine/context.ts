// What the checks know about a person photo and a garment photo before any try-on: masks and colour
// models built from our labels (labels.ts) and plain image methods, never from the engine.
import sharp from 'sharp';
import { deltaTo, labImage, meanPaletteError, nearOne, palette, type Lab } from './colour.ts';
import { count, dilate, erode, fillBox, fillSmallHoles, fillDisc, floodFromBorder, frameIndices, indices, type Mask } from './masks.ts';
import { backdrop, bareArms, skinColours, sleeves, swatchColoured, swatchPalette, wornMask } from './old-clothes.ts';
import type { GarmentLabel, PersonLabel } from './labels.ts';

/** Body measures (pixels) from the labels, used to place expectations. */
export interface Body {
  sw: number;
  cx: number;
  /** Shoulder line to navel. */
  torso: number;
  /** Navel to hip joints. */
  belly: number;
  knee: number;
  ankle: number;
  /** Horizontal extent of shoulders and arms. */
  x0: number;
  x1: number;
}

export interface PersonContext {
  label: PersonLabel;
  w: number;
  h: number;
  before: Uint8Array;
  lab: Float32Array;
  body: Body;
  /** Pixels of the clothes the person wears (colour of the labelled swatch, inside the labelled extent, minus backdrop, skin, arms and bags: old-clothes.ts). */
  oldTop: Mask;
  oldBottom: Mask;
  /** The backdrop as far as it reaches into the person's columns (old-clothes.ts), which the old clothes leave out. */
  backdrop: Mask;
  /** Hands, hair and held things in front of the torso, minus clothing and background colours. */
  front: Mask;
  /**
   * Their edge against the clothes (FRONT_EDGE px): a blend of the two, whose clothes' part a try-on
   * rightly lays again in the new garment's colour (engine front-edges.ts). The front check leaves it
   * out; counted, it rewarded the rim of old clothes round a hand (049205's hands: 2.7% with the
   * rim kept, 6-8% with it laid again).
   */
  frontEdge: Mask;
  /** Colours of the person's bare skin (old-clothes.ts skinColours; none where too little skin shows). */
  skin: Lab[];
  /** The arms the old clothes leave bare, to the wrists, clear of the old clothes (old-clothes.ts bareArms). */
  arms: Mask;
  /** The old top's (or dress's) labelled sleeves (old-clothes.ts sleeves), whatever their colour. */
  sleeves: Mask;
}

export interface GarmentContext {
  label: GarmentLabel;
  /** Background colour of the garment photo (median of its outer frame). */
  bg: Lab;
  /** Colours of the cut-out (flood fill from the photo's border against `bg`, 2 px in from its edge). */
  palette: Lab[];
  /** Mean CIEDE2000 of the cut-out's own pixels to `palette` (a busy print is not 32 colours): the colour check's zero. */
  selfError: number;
  /**
   * Share of the cut-out's own edge band that has the background's colour (white garments: high), by
   * the band's width in garment-photo pixels (index 1 to OWN_BAND_MAX; 0 unused): the halo check
   * takes the width its HALO_BAND px band in the result covers at the garment's scale there. Never
   * less than the same share in the band of fabric just inside it (from that width to three times
   * it): the flood that makes the cut-out also takes the fabric of the backdrop's colour where it
   * reaches the outline (052234's white flowers: all of it, its backdrop's noise asking a
   * tolerance above HALO_DE), so the edge band alone cannot see a pale print's share of the outline.
   * Per side of the outline too (SIDES: where the backdrop lies, up, down, left or right, from a band
   * pixel within three times the width along that axis): a white waistband is the top edge of a pair
   * of trousers whose legs' edges are their print's, and the result's edge against the old top above
   * it is that waistband (051517 on 051962: 0.3% of the edge is white in all, its top).
   */
  ownEdgeBgShares: number[];
  /** ownEdgeBgShares per side (SIDES order), by the band's width; NaN for a side without band pixels. */
  ownSideBgShares: number[][];
  /** Pixels of the cut-out. */
  cutoutPixels: number;
}

/** Width of the edge band (px) and the ΔE76 to the garment photo's background under which a pixel there counts as background-coloured. */
export const HALO_BAND = 3;
export const HALO_DE = 8;
/** The sides of an outline, by the axis step towards the backdrop beyond it: up, down, left, right. */
export const SIDES = [[0, -1], [0, 1], [-1, 0], [1, 0]] as const;
/** Widest own edge band measured (garment-photo pixels): a garment laid at a quarter of its photo's size. */
export const OWN_BAND_MAX = 12;

/** A photo decoded as the engine decodes it (EXIF-rotated, flattened on white, sRGB, 3 bytes per pixel). */
export async function decodePhoto(buf: Buffer): Promise<{ rgb: Uint8Array; w: number; h: number }> {
  const { data, info } = await sharp(buf).rotate().flatten({ background: '#ffffff' }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), w: info.width, h: info.height };
}

export function bodyOf(l: PersonLabel): Body {
  const sw = l.shoulderX[1] - l.shoulderX[0];
  const belly = l.hip - l.navel;
  const knee = l.knee ?? l.hip + 1.25 * belly;
  const xs = [...l.shoulderX, l.arms[0][0], l.arms[0][2], l.arms[1][0], l.arms[1][2]];
  return {
    sw,
    cx: (l.shoulderX[0] + l.shoulderX[1]) / 2,
    torso: l.navel - l.shoulder,
    belly,
    knee,
    ankle: l.ankle ?? knee + 1.2 * (knee - l.hip),
    x0: Math.min(...xs) - 0.15 * sw,
    x1: Math.max(...xs) + 0.15 * sw,
  };
}

function medianLab(lab: Float32Array, idx: readonly number[]): Lab {
  const med = (c: number) => {
    const v = idx.map((i) => lab[i * 3 + c]!).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)] ?? 0;
  };
  return [med(0), med(1), med(2)];
}

/** Width (px) of the edge of what is in front against the clothes (PersonContext.frontEdge). */
const FRONT_EDGE = 2;
/** Side (shoulder widths) of the square whose area is the largest speck of the clothes' colours not counted as clothes there. */
const FRONT_SPECK = 0.05;

/** How far past the wrist joint (in the hand disc's radii) the hand's middle lies. */
const HAND_PAST_WRIST = 0.7;

/** Whether (x, y) lies past the wrist joint of an arm [ex, ey, wx, wy], on the hand's side of the plane across the forearm there. */
const pastWrist = ([ex, ey, wx, wy]: readonly [number, number, number, number], x: number, y: number) => (x - wx) * (wx - ex) + (y - wy) * (wy - ey) >= 0;

export function personContext(before: Uint8Array, w: number, h: number, label: PersonLabel): PersonContext {
  const lab = labImage(before);
  const body = bodyOf(label);
  const bg = palette(lab, Int32Array.from(frameIndices(w, h, 6)), 4);
  const photo = { lab, w, h, label, body, bg };
  const away = { backdrop: backdrop(photo), skin: skinColours(photo) };
  const none = new Uint8Array(w * h);
  // On a busy background (steps, walls) the colour model of a bottom picks up the scenery: judged only
  // where its legs are labelled.
  const judgedBottom = label.background !== 'busy' || label.bottom?.legs ? label.bottom : undefined;
  const topColours = label.top ? swatchPalette(photo, label.top) : [];
  const bottomColours = label.bottom ? swatchPalette(photo, label.bottom) : [];
  const oldTop = label.top ? wornMask(photo, label.top, topColours, 'top', away, label.bottom && { g: label.bottom, colours: bottomColours }) : none;
  const oldBottom = judgedBottom ? wornMask(photo, judgedBottom, bottomColours, 'bottom', away, label.top && { g: label.top, colours: topColours }) : none;
  const front = new Uint8Array(w * h);
  for (const f of label.front) {
    const box = new Uint8Array(w * h);
    fillBox(box, w, h, f.box);
    // A hand's box is cut at the wrist of the arm whose wrist is nearest it, like the discs below:
    // the forearm above the joint is a long sleeve's to cover (a hand in a pocket, laid on a thigh).
    const [cx, cy] = [(f.box[0] + f.box[2]) / 2, (f.box[1] + f.box[3]) / 2];
    const arm = f.what === 'hand' ? [...label.arms].sort((a, b) => Math.hypot(a[2] - cx, a[3] - cy) - Math.hypot(b[2] - cx, b[3] - cy))[0] : undefined;
    for (let i = 0; i < w * h; i++) if (box[i] && (!arm || pastWrist(arm, i % w, Math.floor(i / w)))) front[i] = 1;
  }
  // Hands: a disc on each hand, on along the forearm past the labelled wrist joint, cut off at the
  // wrist (a long sleeve ends there, and its cuff may lie over the joint).
  for (const [ex, ey, wx, wy] of label.arms) {
    const r = 0.12 * body.sw;
    const len = Math.hypot(wx - ex, wy - ey) || 1;
    const [ux, uy] = [(wx - ex) / len, (wy - ey) / len];
    const hand = new Uint8Array(w * h);
    fillDisc(hand, w, h, wx + HAND_PAST_WRIST * r * ux, wy + HAND_PAST_WRIST * r * uy, r);
    for (let i = 0; i < w * h; i++) if (hand[i] && pastWrist([ex, ey, wx, wy], i % w, Math.floor(i / w))) front[i] = 1;
  }
  // Minus the clothes' colours (all of them: a hand is told from the clothes around it by colour alone).
  // Here the bottom's colours count on a busy background too: only the labelled boxes and discs are looked at.
  const [topColoured, bottomColoured] = [label.top ? swatchColoured(photo, label.top, topColours, 'top') : none, label.bottom ? swatchColoured(photo, label.bottom, bottomColours, 'bottom') : none];
  const clothes = topColoured.map((v, i) => v | bottomColoured[i]!);
  for (let i = 0; i < w * h; i++) {
    if (!front[i]) continue;
    if (clothes[i] || nearOne(lab, i, bg, 6)) front[i] = 0;
  }
  // Against the clothes, not against specks of their colours in a hand (a satin's sheen, a print's
  // tan): those are holes of the rest, filled up to (FRONT_SPECK shoulder widths) squared.
  const notClothes = fillSmallHoles(clothes.map((v) => 1 - v), w, h, (FRONT_SPECK * body.sw) ** 2);
  const nearClothes = dilate(notClothes.map((v) => 1 - v), w, h, FRONT_EDGE);
  const frontEdge = front.map((v, i) => v & nearClothes[i]!);
  const worn = oldTop.map((v, i) => v | oldBottom[i]!);
  const arms = bareArms(photo, away, worn, topColours);
  return { label, w, h, before, lab, body, oldTop, oldBottom, backdrop: away.backdrop, front, frontEdge, skin: away.skin, arms, sleeves: label.top ? sleeves(photo, label.top) : none };
}

/** The larger of two shares where read (NaN: no pixels to read it from); NaN where neither is. */
const maxRead = (a: number, b: number) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.max(a, b));

export function garmentContext(rgb: Uint8Array, w: number, h: number, label: GarmentLabel): GarmentContext {
  const lab = labImage(rgb);
  const frame = frameIndices(w, h, 6);
  const bg = medianLab(lab, frame);
  const noise = frame.map((i) => deltaTo(lab, i, bg)).sort((a, b) => a - b)[Math.floor(frame.length * 0.9)] ?? 0;
  const tol = Math.min(10, Math.max(3, noise * 1.5 + 1.5));
  const flooded = floodFromBorder(lab, w, h, bg, tol);
  const cut = new Uint8Array(w * h);
  for (let i = 0; i < cut.length; i++) cut[i] = 1 - flooded[i]!;
  const core = erode(cut, w, h, 2);
  const idx = indices(core);
  const colours = palette(lab, idx, 32);
  // Per side, each pixel's distance along that axis to the backdrop (past the photo's edge counts).
  const toSide = SIDES.map(([dx, dy]) => {
    const d = new Int32Array(w * h);
    const [xs, ys] = [dx > 0 ? w - 1 : 0, dy > 0 ? h - 1 : 0];
    for (let a = 0; a < (dx ? h : w); a++)
      for (let b = 0, run = 0; b < (dx ? w : h); b++) {
        const [x, y] = dx ? [Math.abs(xs - b), a] : [a, Math.abs(ys - b)];
        const i = y * w + x;
        run = cut[i] ? run + 1 : 0;
        d[i] = run;
      }
    return d;
  });
  /** Share of the pixels in `band` that have the backdrop's colour: in all, then per side within `reach` of them (NaN: none there). */
  const bgLikeShares = (band: Mask, reach: number) => {
    const [n, bgLike] = [new Array<number>(SIDES.length + 1).fill(0), new Array<number>(SIDES.length + 1).fill(0)];
    for (let i = 0; i < band.length; i++) {
      if (!band[i]) continue;
      const like = deltaTo(lab, i, bg) < HALO_DE ? 1 : 0;
      n[0]!++;
      bgLike[0]! += like;
      for (let k = 0; k < SIDES.length; k++)
        if (toSide[k]![i]! <= reach) {
          n[k + 1]!++;
          bgLike[k + 1]! += like;
        }
    }
    return n.map((c, k) => (c ? bgLike[k]! / c : k ? NaN : 0));
  };
  const ownEdgeBgShares = [0];
  const ownSideBgShares: number[][] = [[]];
  for (let r = 1; r <= OWN_BAND_MAX; r++) {
    const [edgeless, deeper] = [erode(cut, w, h, r), erode(cut, w, h, 3 * r)];
    const edge = cut.map((v, i) => (v && !edgeless[i] ? 1 : 0));
    const inside = edgeless.map((v, i) => (v && !deeper[i] ? 1 : 0));
    const [e, ins] = [bgLikeShares(edge, 3 * r + 1), bgLikeShares(inside, 3 * r + 1)];
    ownEdgeBgShares.push(Math.max(e[0]!, ins[0]!));
    ownSideBgShares.push(SIDES.map((_, k) => maxRead(e[k + 1]!, ins[k + 1]!)));
  }
  return { label, bg, palette: colours, selfError: meanPaletteError(lab, idx, colours), ownEdgeBgShares, ownSideBgShares, cutoutPixels: count(cut) };
}
