// Public, JSON-serialisable shapes of the engine. Masks are stored as base64 RLE (see rle.ts)
// so the server can persist an analysis once and generate many try-ons from it.

export type GarmentCategory = 'upper' | 'lower' | 'full';

/**
 * Bumped whenever analysis results change for the same image (better masks, landmarks, or the garment
 * prepared with its analysis: its cut-out and pieces, prepareGarment), so callers that store analyses
 * know to compute them again. 10: a sleeve whose axis pointed up is read from the top of its seam.
 * 12: a person's outfit says whether it is one garment (a dress goes on below a new top's hem), and
 * the old bottom in shadow beside a hand is not a held thing (its layers). 13: a bare arm is in front
 * of the torso only where it is skin, not the whole capsule about its joints, and the old bottom's lit
 * side beside a hand is not a held thing either (its layers). 14: a top's seams are read down to its
 * centre line's lowest row (an off-shoulder crop top's puff sleeves are sleeves: its pieces). 15: a
 * dress's puff sleeves laid hanging beside its bodice are read from the shoulder down (its pieces).
 * 16: the old top's collar and shoulders above the head line are given to the clothes only where
 * they are one piece with the old top below it (hair of its colour stays head: its masks). 17: a bare
 * arm in front of the torso takes in its own shaded side beside a dark top (its layers). 18: the old
 * top's shoulders above the head line go to the clothes with their edge against the backdrop (its masks).
 * 19: the backdrop between a long sleeve hanging down and the body, sealed in at the cuff, is cut out
 * of a garment (its mask: arm-gaps.ts). 20: a hand's held thing does not grow back up the forearm
 * over its skin (its layers). 21: the old top's long-sleeve cuffs below the split are read with the photo, not
 * at each new bottom's generation, and the old top's hem hanging below the split beside a hand is no
 * held thing; a bare arm's missed skin and the old clothes' light over the torso are kept (its layers).
 * 22: in a two-piece outfit, the old bottom's waistband above the split is only what reaches the
 * split, not specks of the old top's shade, and the skin's edge blended with the old clothes is kept
 * (its layers). 23: a slim bare forearm showing a thin strip of skin all the way down is bare, not
 * drawn as a capsule that takes in the clothes beside it as arm in front (its layers). 24: the lit side
 * of dark skin is skin (its masks: skin.ts LIT_SKIN). 25: pale skin lit until its red is clipped is
 * skin (its masks: skin.ts clippedSkin). 26: a dress has no waistband above its split, and the backdrop
 * round a hand is not in front (its layers). 27: the backdrop's V that a pair of trousers' legs shut in
 * above their gap is cut out (its mask: crotch-gap.ts). 28: a hand in front is what goes on from its
 * wrist (its layers). 29: skin lit up to 80 luma levels above a face in the shade is skin (its masks:
 * skin.ts LIT_SKIN). 30: each bare forearm's own colour is skin on that arm (its masks: skin.ts
 * forearmSkinModel), and a bare forearm has no old sleeve's colours (its layers: hands.ts bareLine). 31:
 * a dark bare forearm's skin in deep shade is skin (its masks: skin.ts shadedSkin). 32: hair falling
 * below the head line, and into the collar's zone, is head (its masks: hair-ends.ts, old-shoulders.ts).
 * 33: a top's sleeve of another colour is parted from the panel where its colour begins (a garment's
 * prepared pieces, kept with its analysis: sleeve-seams.ts). 34: a dark top's inside seen through its
 * neckline, and a label sewn into it, are cut away (its mask: neck-interior.ts). 35: a top's panel is
 * measured again once its sleeves of another colour are parted from it (its prepared pieces: pieces.ts).
 * 36: the arms in front of the panel have smooth edges (its layers: layers.ts smoothArmEdges).
 * 37: the person's outline is kept smoothed for the fill (its layers: layers.ts smoothBodyOutline).
 * 38: the backdrop a strap's loop shuts in is cut away (a garment's mask: strap-gaps.ts).
 * 39: the backdrop in the shade of a corner of the outline (an armpit) is cut away (a garment's mask:
 * shaded-corners.ts), and past the mask where no garment colour is known near is backdrop (its
 * prepared cut-out: matting.ts).
 * 40: a sleeve laid out from a shoulder strap is marked so (its prepared pieces: pieces.ts `strap`);
 * the other sleeves' caps are drawn round up to the shoulder line (fit.ts).
 * 41: a sleeve is parted from a panel of several colours on the rows where the panel's colour beside
 * its seam differs from the sleeve's (its prepared pieces: sleeve-seams.ts).
 * 42: the arms in front of the panel end at an armpit's crease (its layers: arm-creases.ts).
 * 43: a hand's fingers in shade on dark clothes are taken by their hue (its layers: hands.ts shadedHand).
 * 44: a garment's cut-out floods its backdrop by hue as well as colour, and a second time against the
 *     backdrop's local colour (garment.ts garmentMask, backdrop-distance.ts); gaps and corners of the
 *     backdrop's colour but not its hue stay fabric; a hanger's hook is cut out (hanger-hook.ts).
 * 45: the arms in front of the panel have no bites in an upper arm's inner side and no holes (its
 *     layers: arm-bites.ts, layers.ts smoothArmEdges).
 * 46: specks of a print taken for skin, away from any larger patch of it, are clothes (skin-specks.ts).
 * 47: a slit of backdrop shut in between a sleeve and the body is painted with the fabric beside it
 *     (its prepared cut-out: shut-slits.ts).
 * 48: a bare arm's skin the skin model missed takes in its edge pixels against the backdrop (its
 *     layers: layers.ts missedArmSkin).
 * 49: the inside of a collar ring of coloured trim, of the fabric's own colour, is cut away with the
 *     back's trim (its mask: neck-interior.ts).
 * 50: a sleeved top's crew-neck inside of its fabric's own colour is cut by the neckline's shape (its
 *     mask: crew-neck.ts).
 * 51: a notch the backdrop's flood bit into a light hem of the fabric's colour is filled (its mask:
 *     hem-notches.ts).
 * 52: the hands' layer drops specks apart from any hand (person-layers.ts).
 * 53: a notch the tight flood bit into the side of a garment of the backdrop's colour is filled (its
 *     mask: side-notches.ts).
 * 54: a neck's inside is read in both columns' colours where they are nearer each other than the
 *     fabric (its mask: neck-interior.ts).
 * 55: a wide crew or boat neck's inside of the fabric's colour is cut too, no deeper than a crew
 *     neck's on the same shoulders (its mask: crew-neck.ts).
 * 56: an old top's shoulders beside the neck of nearly the backdrop's colour, left out by the
 *     segmentation, are body and clothes (its masks: pale-shoulders.ts).
 * 57: in a photo cut at the eyes the hair's colour is read beside the face (hair-colour.ts), and hair
 *     above the head line nearer its colour than the old top's stays head (its masks: old-shoulders.ts).
 * 58: islands of head left in the old top's shoulders once released go to the clothes (its masks:
 *     old-shoulders.ts).
 * 59: a sleeveless top's or dress's crew-neck inside is cut where a label shows in it (its mask:
 *     crew-neck.ts).
 * 60: a label seen through the neckline is painted with the fabric around it (its prepared cut-out:
 *     neck-label.ts).
 * 61: a soft fold of the old clothes beside a hand (0.9-1 of a colour's luminance) is not taken for a
 *     held thing (its layers: hands.ts shadedLike).
 * 62: the inside of a top's back seen through its neckline is cut down to a V-neck's point (its mask:
 *     neck-interior.ts).
 * 63: a hand in front loses the rim 2-3 px past its skin that has the colour of the clothes
 *     beside it (its layers: layers.ts handsInFront).
 * 64: a one-piece outfit's long sleeves below the split stay in front of a new bottom, read from the
 *     segmentation's arms (its layers: layers.ts oldSleevesBelowSplit).
 * 65: the backdrop in the shade of a pair of trousers' legs where they meet above their gap is cut
 *     out (its mask: crotch-gap.ts).
 * 66: a label seen through the neckline on a busy print takes the print beside it, not a smooth
 *     fill (its prepared cut-out: neck-label.ts).
 * 67: a one-piece's sleeves kept in front of a new bottom end 0.12 shoulder widths past the wrist,
 *     and a hand beside dark clothes loses the dark rim past its skin (its layers: layers.ts
 *     oldSleevesBelowSplit CUFF_PAST, handsInFront RIM_DARK).
 * 68: a top's back inside of its shoulders' own shade is cut away down to the front neckline traced to
 *     the outline's top (its mask: neckline-trace.ts), and where a mask's edge is cut through fabric
 *     the cut-out keeps it opaque (its prepared cut-out: matting.ts cutThroughFabric).
 * 69: a label's text printed on the back's inside, left just below the neck's cut, is painted with the
 *     fabric (its prepared cut-out: printed-label.ts).
 */
export const ANALYSIS_REVISION = 69;
export const GARMENT_CATEGORIES: readonly GarmentCategory[] = ['upper', 'lower', 'full'];

/**
 * Where a garment's hem belongs on the body, as the store states it: a top ends above the navel
 * (crop), at the waist, at the hip or below it (long, a tunic); a bottom or a dress at mid-thigh
 * (mini, shorts), the knee, mid-calf (midi) or the ankle (ankle, maxi). A flat lay's own proportions
 * cannot always tell these apart (a crop top and a hip top can both be 1.2 times as long as wide).
 */
export const GARMENT_LENGTHS = {
  upper: ['crop', 'waist', 'hip', 'long'],
  lower: ['mini', 'knee', 'midi', 'ankle'],
  full: ['mini', 'knee', 'midi', 'maxi'],
} as const satisfies Record<GarmentCategory, readonly string[]>;
export type GarmentLength = (typeof GARMENT_LENGTHS)[GarmentCategory][number];
export const lengthFits = (category: GarmentCategory, length: string): length is GarmentLength => (GARMENT_LENGTHS[category] as readonly string[]).includes(length);

export interface Point {
  x: number;
  y: number;
}

/** COCO-17 keypoint names, the order MoveNet returns them in. */
export const KEYPOINT_NAMES = [
  'nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar',
  'leftShoulder', 'rightShoulder', 'leftElbow', 'rightElbow', 'leftWrist', 'rightWrist',
  'leftHip', 'rightHip', 'leftKnee', 'rightKnee', 'leftAnkle', 'rightAnkle',
] as const;
export type KeypointName = (typeof KEYPOINT_NAMES)[number];

export interface Keypoint extends Point {
  name: KeypointName;
  /** Model confidence 0..1. */
  score: number;
}

/** Binary mask, run-length encoded: alternating runs of 0 and 1 starting with 0, base64 of LEB128 varints. */
export interface EncodedMask {
  width: number;
  height: number;
  rle: string;
}

export type Framing = 'full-body' | 'upper-body';

export interface PersonAnalysis {
  version: 1;
  width: number;
  height: number;
  keypoints: Keypoint[];
  framing: Framing;
  /** Categories this photo shows enough of the body for. */
  supports: GarmentCategory[];
  masks: {
    body: EncodedMask;
    /** Arms from a quarter down the upper arm to the hands: in front of the garment's body panel. */
    arms: EncodedMask;
    /** Face, hair and neck above the shoulders: never painted over. */
    head: EncodedMask;
    /** Bare skin (colour model sampled from the face). Body minus skin minus head = the clothing. */
    skin: EncodedMask;
  };
  /** The person's skin tone (#rrggbb), shown where a new garment uncovers what the old one covered. */
  skinTone: string;
  /** Rows where the old top ends and the old bottom starts, and whether they are one garment (see outfit.ts OutfitSplit). */
  outfit: { topEnd: number; bottomStart: number; onePiece?: boolean };
  /** Person bounding box from the body mask. */
  box: { x: number; y: number; width: number; height: number };
  /**
   * What every generation reads of this photo whatever the garment (person-layers.ts): the arms in
   * front, what the fit does not count as the body, the hands with what they hold, what lies past
   * the wrists, the old clothes' print, a bare arm's missed skin, the person's outline smoothed, the
   * old clothes' light over the torso and (a photo that takes bottoms) the old bottom's waistband and the old top's cuffs below the split.
   * Absent from an analysis made before they were kept: generation reads them then.
   */
  layers?: {
    inFront: EncodedMask;
    notBody: EncodedMask;
    hands: EncodedMask;
    pastWrists: EncodedMask;
    prints: EncodedMask;
    waistband?: EncodedMask;
    cuffs?: EncodedMask;
    missed: EncodedMask;
    blends: EncodedMask;
    outline: EncodedMask;
    /** The old clothes' light over the torso (torso-form.ts TorsoForm, its coefficients as numbers). */
    form: { c: number[]; cx: number; cy: number; s: number; mean: number } | null;
  };
}

export type GarmentPresentation = 'flat-lay' | 'worn';

export interface GarmentLandmarks {
  /** Upper and full: centre of the neckline, shoulder tips, armpits. */
  neck?: Point;
  leftShoulder?: Point;
  rightShoulder?: Point;
  leftArmpit?: Point;
  rightArmpit?: Point;
  /** Lower and full: waistband corners. */
  leftWaist?: Point;
  rightWaist?: Point;
  /** Hem corners (bottom of top / skirt / dress). */
  leftHem?: Point;
  rightHem?: Point;
  /** Trousers: outer and inner corners of each leg opening, and the crotch. */
  crotch?: Point;
  leftLegOuter?: Point;
  leftLegInner?: Point;
  rightLegOuter?: Point;
  rightLegInner?: Point;
  /** Upper and full with sleeves: centre of each sleeve end. */
  leftCuff?: Point;
  rightCuff?: Point;
}

/** Background colour per channel (r, g, b) as a plane a + b*(x/w - 0.5) + c*(y/h - 0.5). */
export type BackgroundPlane = [[number, number, number], [number, number, number], [number, number, number]];

export interface GarmentAnalysis {
  version: 1;
  width: number;
  height: number;
  category: GarmentCategory;
  presentation: GarmentPresentation;
  /** Garment pixels (background removed). */
  mask: EncodedMask;
  box: { x: number; y: number; width: number; height: number };
  /** "Left"/"right" are image left/right (x smaller = left), unlike person keypoints. */
  landmarks: GarmentLandmarks;
  /** Trousers (two legs) vs skirt, for 'lower'. */
  shape?: 'trousers' | 'skirt';
  /** Dominant colours as #rrggbb, most frequent first. */
  colours: string[];
  /** The photo's background, for soft matting of the cut-out's edge (matting.ts). */
  background: BackgroundPlane;
}

export type RefusalReason =
  | 'invalid_image'
  | 'no_person'
  | 'multiple_people'
  | 'person_too_small'
  | 'cropped_for_garment'
  | 'seated_for_garment'
  | 'no_garment'
  | 'garment_not_flat_lay'
  | 'busy_background'
  | 'analysis_mismatch'
  | 'unsupported_category';

/** Thrown when an input cannot give a good result; `reason` is stable, `message` is for people. */
export class EngineRefusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.name = 'EngineRefusal';
    this.reason = reason;
  }
}

export function isEngineRefusal(e: unknown): e is EngineRefusal {
  return e instanceof EngineRefusal;
}

/** The refusal for an analysis made of another image than the one given with it. */
export const analysisMismatch = () => new EngineRefusal('analysis_mismatch', 'The analysis does not belong to this image (sizes differ).');
