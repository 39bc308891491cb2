// What of a person photo every generation reads the same, whatever the garment: the arms in front
// of the torso, the hands with what they hold, what lies past the wrists, the old clothes' print
// (photo-kinds.ts), the old bottom's waistband and the old top's cuffs below it, the skin's edge blended
// with the old clothes (layers.ts, hands.ts, blended-skin.ts). Read once when the photo is analysed and kept in its analysis
// (`layers`, run-length encoded), so a generation decodes them (about 1 ms) instead of reading them
// again (about 70 ms); an analysis without them (made before they were kept) has them read here.
import { closeArmBites } from './arm-bites.ts';
import { cutAtArmpitCreases } from './arm-creases.ts';
import { dist, kp } from './geometry.ts';
import type { RgbImage } from './image.ts';
import { armsInFront, handsInFront, smoothArmEdges, oldSleevesBelowSplit, oldWaistband, photoReads, type PersonMasks } from './layers.ts';
import type { TorsoForm } from './torso-form.ts';
import { handSides, handsGrown, heldThings, pastWrists } from './hands.ts';
import { printMask } from './photo-kinds.ts';
import { dropSpecksApart } from './skin-specks.ts';
import { handsMask } from './person.ts';
import { decodeMask, encodeMask } from './rle.ts';
import { borrowBytes, giveBack } from './scratch.ts';
import type { PersonAnalysis } from './types.ts';

/** Each 0/255 per photo pixel, in pooled buffers (scratch.ts): given back by whoever reads them. */
export interface PersonLayers {
  /** The arms in front of the garment's body panel (armsInFront). */
  inFront: Uint8Array;
  /** What the fit does not count as the body's width: the hands' discs and the arms in front. */
  notBody: Uint8Array;
  /** The hands, their fingers and the things they hold: in front of every garment piece. */
  hands: Uint8Array;
  /** What lies past the wrists below the old top (pastWrists): a new top leaves it as it is. */
  pastWrists: Uint8Array;
  /** The old clothes' print (printMask): a kind of its own in the composite's shading. */
  prints: Uint8Array;
  /** The old bottom's waistband (oldWaistband); only for a photo that takes bottoms. */
  waistband?: Uint8Array;
  /** The old top's long-sleeve cuffs below the split (oldSleevesBelowSplit): in front of a new bottom; only for a photo that takes bottoms. */
  cuffs?: Uint8Array;
  /** A bare arm's skin the skin model missed (layers.ts missedArmSkin), kept by a top or dress. */
  missed: Uint8Array;
  /** The skin's edge pixels blended with the old clothes beside them (blended-skin.ts). */
  blends: Uint8Array;
  /** The person's outline smoothed (layers.ts smoothBodyOutline): where the fill parts skin from backdrop. */
  outline: Uint8Array;
  /**
   * Not a mask: the light of the old clothes over the torso (layers.ts oldClothesLight) that a top or
   * dress lights painted skin by; null where too little is clothed.
   */
  form: TorsoForm | null;
}

/** The shoulder width (px) a generation measures the person by: a fifth of the photo's width where the shoulders were not found. */
export const shoulderWidth = (pa: PersonAnalysis): number => dist(kp(pa.keypoints, 'leftShoulder'), kp(pa.keypoints, 'rightShoulder')) || pa.width * 0.2;

/** Largest speck (shoulder widths, the side of a square of its area) dropped from the hands, and how near (shoulder widths) a larger part keeps it. */
const HAND_SPECK = 0.03;
const HAND_SPECK_NEAR = 0.02;

/** Reads the layers from the photo and its analysis. */
export function readLayers(p: RgbImage, pa: PersonAnalysis, m: PersonMasks, sw: number): PersonLayers {
  const { width: w, height: h, data } = p;
  const inFront = armsInFront(pa, m, data, w, h, sw);
  closeArmBites(inFront, m.arms, pa.keypoints, w, h, sw);
  smoothArmEdges(inFront, m.arms, w, h, sw);
  cutAtArmpitCreases(inFront, m.skin, data, pa.keypoints, w, h, sw);
  const notBody = handsMask(pa.keypoints, w, h, sw);
  for (let i = 0; i < w * h; i++) if (inFront[i]) notBody[i] = 255;
  const sides = handSides(pa, data, m, w, h, sw);
  const hands = handsInFront(sides, data, m, w, h, sw);
  // Plus the hand wherever it bends and the fingers the skin model misses (grown from the wrist).
  const grown = handsGrown(data, m, w, h, sw, sides);
  for (let i = 0; i < w * h; i++) if (grown[i]) hands[i] = 255;
  // A bag held in the hand is in front of the old bottom: so of any new garment that reaches it, and
  // it is not filled.
  const held = heldThings(data, pa, m, grown, w, h, sw, sides);
  for (let i = 0; i < w * h; i++) if (held[i]) hands[i] = 255;
  // Not the specks the growing and the held things' colours leave apart from any hand: each was kept
  // as the photo shows it in front of the new garment, a dark dot of the old trousers or belt on a
  // white T-shirt (07966 under 06123, 14 px in 9 specks; 049447's print trousers, 126 px in 39).
  dropSpecksApart(hands, w, h, (HAND_SPECK * sw) ** 2, HAND_SPECK_NEAR * sw);
  giveBack(held, grown);
  const always = {
    inFront,
    notBody,
    hands,
    pastWrists: pastWrists(pa, data, w, h, sw, sides),
    prints: printMask(data, m, pa.outfit.topEnd, w, h),
    ...photoReads(data, pa, m, w, h, sw),
  };
  if (!pa.supports.includes('lower')) return always;
  return { ...always, waistband: oldWaistband(data, pa, m, w, h, sw), cuffs: oldSleevesBelowSplit(data, pa, m, w, h, sw) };
}

/** The layers as an analysis keeps them; gives the buffers back. */
export function encodeLayers(layers: PersonLayers, w: number, h: number): NonNullable<PersonAnalysis['layers']> {
  const { form, ...masks } = layers;
  const present = Object.entries(masks).filter((entry): entry is [string, Uint8Array] => entry[1] !== undefined);
  const encoded = Object.fromEntries(present.map(([name, mask]) => [name, encodeMask(mask, w, h)])) as Omit<NonNullable<PersonAnalysis['layers']>, 'form'>;
  giveBack(...present.map(([, mask]) => mask));
  return { ...encoded, form: form && { c: Array.from(form.c), cx: form.cx, cy: form.cy, s: form.s, mean: form.mean } };
}

/** The layers of the analysed photo `p`: decoded from its analysis, else read now. */
export function personLayers(p: RgbImage, pa: PersonAnalysis, m: PersonMasks, sw: number): PersonLayers {
  const kept = pa.layers;
  if (!kept) return readLayers(p, pa, m, sw);
  const decoded = (mask: PersonAnalysis['masks']['body']) => decodeMask(mask, borrowBytes(mask.width * mask.height));
  return {
    inFront: decoded(kept.inFront),
    notBody: decoded(kept.notBody),
    hands: decoded(kept.hands),
    pastWrists: decoded(kept.pastWrists),
    prints: decoded(kept.prints),
    ...(kept.waistband ? { waistband: decoded(kept.waistband) } : {}),
    ...(kept.cuffs ? { cuffs: decoded(kept.cuffs) } : {}),
    missed: decoded(kept.missed),
    blends: decoded(kept.blends),
    outline: decoded(kept.outline),
    form: kept.form && { ...kept.form, c: Float64Array.from(kept.form.c) },
  };
}
