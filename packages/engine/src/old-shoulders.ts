// The old top above the head line. The person analysis (person.ts) takes everything of the person
// above a line 0.14 shoulder widths over the shoulder joints as head (face, hair, neck), and then this
// gives back to the clothes, to be replaced like the rest of the old top: a high collar or neckline
// at the neck's base, and the top's shoulders where they rise above that line on square or raised
// shoulders (a new top laid on the shoulder line left them there as a white band over its own
// shoulders: oot-049205_0's T-shirt under every new top). Between the neck and the shoulder tips, just
// above the line, what has the old top's colour (as the chest shows it) is the old top, not hair,
// unless it is nearer the hair's colour (hairOverTop). Both only where they are one piece with the old
// top below the line.
import { kp } from './geometry.ts';
import { isHair, type HairColour } from './hair-colour.ts';
import { labelComponents, luma, medianRgb, morph, nearestColour } from './image.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { Keypoint } from './types.ts';

/** The person masks this reads (0/255, photo size); `head` is changed in place. */
export interface Masks {
  body: Uint8Array;
  head: Uint8Array;
  skin: Uint8Array;
}

/** The zone of a high collar or neckline: within this many shoulder widths of the neck's middle, from as far above the shoulder joints' mean height down. */
export const COLLAR = 0.22;
/** How far above the head line (shoulder widths) the old top's shoulders are looked for. */
const ABOVE = 0.25;
/** Between these distances from the body's middle (shoulder widths): beside the neck, to the shoulder tips. */
const FROM = 0.14;
export const TO = 0.65;
/** RGB distance to the chest's colour under which a pixel is the old top. */
const SAME = 35;
/**
 * Or, in the shade, within SHADED_SAME of it once brought to the chest's brightness, down to this
 * share of it: a dark top's strap beside the neck, in its own shadow (model_7's navy vest, 0.38 of the
 * chest's luma), was 69 from the chest's colour, stayed head, and showed above a new T-shirt's collar.
 * Black hair on a white top is 0.09 of it.
 */
const SHADE_MIN = 0.3;
/**
 * Brought to the chest's brightness, a shaded pixel's distance is its noise and chroma tripled: the
 * navy strap comes to 4-17 from the chest, black hair beside it to 26 (neutral, not navy).
 */
const SHADED_SAME = 20;

/** The old top on the chest (oldTopOnChest): its pixels and their median colour. */
export interface ChestTop {
  chest: number[];
  top: [number, number, number];
  topLuma: number;
}

/**
 * The old top on the chest: the clothes 0.1-0.5 shoulder widths below the shoulder joints, within 0.3
 * of the middle; undefined without enough of it (a bare chest) or without both shoulders.
 */
export function oldTopOnChest(photo: Uint8Array, kps: Keypoint[], m: Masks, w: number, h: number, sw: number): ChestTop | undefined {
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  if (ls.score < 0.3 || rs.score < 0.3) return undefined;
  const cx = (ls.x + rs.x) / 2;
  const cy = (ls.y + rs.y) / 2;
  const chest: number[] = [];
  for (let y = Math.max(0, Math.round(cy + 0.1 * sw)); y < Math.min(h, cy + 0.5 * sw); y += 2)
    for (let x = Math.max(0, Math.round(cx - 0.3 * sw)); x < Math.min(w, cx + 0.3 * sw); x += 2) {
      const i = y * w + x;
      if (m.body[i] && !m.skin[i] && !m.head[i]) chest.push(i);
    }
  if (chest.length < 50) return undefined;
  const top = medianRgb(photo, chest);
  return { chest, top, topLuma: Math.max(1, luma(Uint8Array.from(top), 0)) };
}

/**
 * Takes the old top's shoulders out of the head mask (see above); nothing without the old top on the
 * chest (`onChest`). `hair`: the hair's colour (hair-colour.ts), when known.
 */
export function releaseOldShoulders(photo: Uint8Array, kps: Keypoint[], m: Masks, w: number, h: number, sw: number, headLine: (x: number) => number, withCollar: boolean, onChest: ChestTop | undefined, hair: HairColour): void {
  if (!onChest) return;
  const { chest, top, topLuma } = onChest;
  const overTop = hairOverTop(hair, onChest);
  const [ls, rs] = [kp(kps, 'leftShoulder'), kp(kps, 'rightShoulder')];
  const cx = (ls.x + rs.x) / 2;
  const cy = (ls.y + rs.y) / 2;
  // The rows looked at: from ABOVE over the head line's highest point down to the chest's last.
  const lines = [cx - TO * sw, cx + TO * sw].map((x) => headLine(x));
  const y0 = Math.max(0, Math.floor(Math.min(...lines) - ABOVE * sw));
  const y1 = Math.min(h - 1, Math.ceil(cy + 0.5 * sw));
  if (y1 <= y0) return;
  const rows = y1 - y0 + 1;
  // What has the old top's colour above the head line, and the clothes below it.
  const found = borrowBytes(rows * w);
  const below = borrowBytes(rows * w);
  // And the head's pixels that are not skin (hair, and shadows the skin model misses).
  const hairy = borrowBytes(rows * w);
  for (let y = y0; y <= y1; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const line = headLine(x);
      const j = (y - y0) * w + x;
      if (!m.head[i]) {
        if (y > line && m.body[i] && !m.skin[i]) below[j] = 255;
        continue;
      }
      if (m.skin[i]) continue;
      const off = Math.abs(x - cx);
      // A high collar or neckline at the base of the neck, whatever its colour; the old top's
      // shoulders above the head line beside it, by their colour.
      const collar = withCollar && off <= COLLAR * sw && y >= cy - COLLAR * sw;
      // (Below the line, what the head takes in at the collar, the face's disc, is shadowed skin at
      // the neck's base or the collar: it goes under the new garment, one piece with the top or not.)
      if (collar && y > line) {
        m.head[i] = 0;
        continue;
      }
      const shoulder = y <= line && y >= Math.floor(line - ABOVE * sw) && off >= FROM * sw && off <= TO * sw;
      hairy[j] = 255;
      if (collar && y <= line) found[j] = COLLAR_PIXEL;
      else if (shoulder && isOldTop(photo, i, top, topLuma) && !overTop(photo, i)) found[j] = 255;
    }
  // The old top is the clothes below the line that are one piece with its chest, once opened (parts
  // thinner than 3 px left out). Only what is one piece with it above the line is its shoulders:
  // the dark ends of 05997's hair beside her neck have her black cami's colour, and touched the cami
  // only along a rim of the shoulders' outline that the skin model leaves; given to the clothes, they
  // were painted as backdrop, holes in her hair.
  const inner = morph(m.body.subarray(y0 * w, (y1 + 1) * w), w, rows, -RIM);
  for (let j = 0; j < rows * w; j++) if (!inner[j]) below[j] = 0;
  const shrunk = morph(below, w, rows, -1);
  const opened = morph(shrunk, w, rows, 1);
  giveBack(inner, shrunk);
  for (let j = 0; j < rows * w; j++) if (opened[j]) found[j] = 255;
  const { label, count } = labelComponents(found, w, rows);
  const isTop = new Uint8Array(count + 1);
  for (const i of chest) if (i >= y0 * w && i < (y1 + 1) * w && opened[i - y0 * w]) isTop[label[i - y0 * w]!] = 1;
  isTop[0] = 0;
  // At the collar, what is not one piece with the top goes too, unless it is one piece with the head
  // beyond the collar's zone, the hair: a shadow at the neck's base the skin model misses, left as
  // head, stood in front of a new top's neckline (02849).
  const parts = labelComponents(hairy, w, rows);
  const hairParts = new Uint8Array(parts.count + 1);
  for (let j = 0; j < rows * w; j++) if (hairy[j] && found[j] !== COLLAR_PIXEL) hairParts[parts.label[j]!] = 1;
  const released = borrowBytes(rows * w);
  for (let j = 0; j < rows * w; j++) {
    if (!found[j] || opened[j]) continue;
    const collar = found[j] === COLLAR_PIXEL;
    // (Nor, at the collar, the hair's colour that is one piece with it and not the old top's colour,
    // though one piece with the top too: the collar's zone is one block down to the neckline, and
    // 07966's black hair hanging into it beside her neck, over a grey T-shirt, went with it, a block of
    // backdrop in her hair.)
    const i = y0 * w + j;
    const hairAtCollar = collar && hairParts[parts.label[j]!] && isHair(photo, i, hair) && !isOldTop(photo, i, top, topLuma);
    if ((isTop[label[j]!] && !hairAtCollar) || (collar && !hairParts[parts.label[j]!])) {
      m.head[y0 * w + j] = 0;
      released[j] = 255;
    }
  }
  releaseEdge(released, m, y0, rows, w);
  // (After the edge: what it gives the clothes parts the head there into islands, 01008's shoulders.)
  releaseIslands(m, y0, rows, w, sw);
  giveBack(found, below, opened, hairy, released);
}

/** Largest island of head (shoulder widths, the side of a square of its area) that the old top round it takes (releaseIslands). */
const ISLAND = 0.025;

/**
 * Gives the clothes each part of the head's pixels that are not skin (8-connected, rows y0.. of the
 * photo) smaller than ISLAND squared with no skin beside it (8-connected): a pixel or two of the old
 * top off its colour (a sheer top's mesh) alone in the old top, released or below the head line.
 * Left as head, they stayed as the photo shows them over the skin painted there: dark specks along
 * 01008's black mesh top's shoulders (25 parts of 1-13 px) above every new top that leaves them bare,
 * holding its shoulders off her outline. A part joined to the rest of the head, even at a corner (a
 * hair's thin end: split 4-connected, its pixels were parts of their own), stays; skin never goes.
 */
function releaseIslands(m: Masks, y0: number, rows: number, w: number, sw: number): void {
  const notSkin = borrowBytes(rows * w);
  for (let j = 0; j < rows * w; j++) if (m.head[y0 * w + j] && !m.skin[y0 * w + j]) notSkin[j] = 255;
  const { label, count, size } = labelComponents(notSkin, w, rows, true);
  giveBack(notSkin);
  // Whether a part has skin beside it (or reaches the rows' ends: past them was not looked at).
  const skinNear = morph(m.skin.subarray(y0 * w, (y0 + rows) * w), w, rows, 1);
  const skinBeside = new Uint8Array(count + 1);
  for (let j = 0; j < rows * w; j++) if (label[j] && (skinNear[j] || j < w || j >= (rows - 1) * w)) skinBeside[label[j]!] = 1;
  giveBack(skinNear);
  const most = (ISLAND * sw) ** 2;
  for (let j = 0; j < rows * w; j++) {
    const k = label[j]!;
    if (k && size[k]! < most && !skinBeside[k]) m.head[y0 * w + j] = 0;
  }
  giveBack(label);
}

/** How far (px) from the released old top, and from the body's outline, its edge against the backdrop goes with it (releaseEdge). */
const EDGE = 3;

/**
 * Gives the clothes what of the head lies within EDGE px of the body's outline and of the old top just
 * released (`released`, rows y0.. of the photo): the shoulders' edge against the backdrop, half the
 * old top's colour and half the backdrop's, is neither, stayed head, and outlined them above a new
 * top in a dark dotted line (model_7's navy vest beside his neck).
 */
function releaseEdge(released: Uint8Array, m: Masks, y0: number, rows: number, w: number): void {
  const near = morph(released, w, rows, EDGE);
  for (let j = 0; j < rows * w; j++) {
    const i = y0 * w + j;
    if (!near[j] || !m.head[i] || m.skin[i]) continue;
    const x = j % w;
    let outline = false;
    for (let d = 1; d <= EDGE && !outline; d++)
      outline = [x >= d ? i - d : -1, x + d < w ? i + d : -1, i - d * w, i + d * w].some((k) => k >= 0 && k < m.body.length && !m.body[k]);
    if (outline) m.head[i] = 0;
  }
  giveBack(near);
}

/** How `found` marks what lies in the collar's zone. */
const COLLAR_PIXEL = 1;

/** The body's outline, this many pixels deep, is left out of the old top below the head line: its skin's edge the skin model leaves is a rim along the shoulders that ran on from the hair to the arms. */
const RIM = 3;

/** Whether pixel i has the old top's colour `top` in the chest's light (within SAME). */
export function hasOldTopColour(photo: Uint8Array, i: number, top: readonly [number, number, number]): boolean {
  return nearestColour(photo, i, [top]) < SAME;
}

/** Whether pixel i has the old top's colour `top` (SAME), or has it in the shade (SHADE_MIN, SHADED_SAME). */
export function isOldTop(photo: Uint8Array, i: number, top: readonly [number, number, number], topLuma: number): boolean {
  if (hasOldTopColour(photo, i, top)) return true;
  const k = luma(photo, i) / topLuma;
  if (k < SHADE_MIN || k >= 1) return false;
  return litDistance(photo, i, top, topLuma) < SHADED_SAME;
}

/** RGB distance of `rgb`'s pixel i to `colour` once brought to its brightness (`colourLuma`, its luma). */
function litDistance(rgb: ArrayLike<number>, i: number, colour: readonly number[], colourLuma: number): number {
  const k = luma(rgb, i) / colourLuma;
  if (k === 0) return Infinity;
  return Math.hypot(rgb[i * 3]! / k - colour[0]!, rgb[i * 3 + 1]! / k - colour[1]!, rgb[i * 3 + 2]! / k - colour[2]!);
}

/**
 * Brought to one brightness, the hair's colour and the old top's this far apart (RGB) are told apart
 * pixel by pixel: brown hair over a navy top (052767: 20), not black hair over a black top (09597: 5,
 * 01008: 6), whose shades are noise.
 */
const HAIR_APART = 15;
/** Darker than this luma a pixel's hue is noise (one 8-bit step is 5% of it): such a pixel is left to the top. */
const TOO_DARK = 20;

/**
 * Whether a pixel of the old top's colour above the head line is the hair's rather than the top's:
 * each brought to the pixel's brightness, the hair's colour is the nearer (052767's brown hair falling
 * on her navy top's shoulders is within SAME of the top's colour, and was given to the clothes strand
 * by strand: painted as backdrop, her hair ended in streaks). Never where the two are not HAIR_APART.
 */
function hairOverTop(hair: HairColour, { top, topLuma }: ChestTop): (photo: Uint8Array, i: number) => boolean {
  if (!hair) return () => false;
  const hairLuma = Math.max(1, luma(hair, 0));
  if (litDistance(hair, 0, top, topLuma) < HAIR_APART) return () => false;
  // (Each colour brought to the pixel's brightness, not the pixel to each's: brought to black hair's
  // brightness, model_4's yellow top in the shade came nearer the hair than the top. A colour at the
  // pixel's brightness is litDistance scaled by pixel luma / colour luma: the pixel's luma cancels.
  // And only within HAIR_SAME of the hair: at one brightness a white top's warm-lit pixels have black
  // hair's hue.)
  return (photo, i) => {
    if (luma(photo, i) < TOO_DARK || !isHair(photo, i, hair)) return false;
    return litDistance(photo, i, hair, hairLuma) / hairLuma < litDistance(photo, i, top, topLuma) / topLuma;
  };
}
