/**
 * What makes a photo work for the try-on engine, said once. The server's refusal messages
 * (apps/server/src/tryon/photo-analysis.ts) end with PERSON_PHOTO or GARMENT_PHOTO, and the web
 * app's advice (the catalogue forms' tips, the store's help, the shopper's and the widget's photo
 * guides) is built from the same words, so what a store or shopper is told before picking a photo
 * agrees with what a refusal tells them after. The engine needs the head to the hips for a top and
 * the knees as well for trousers, skirts and dresses (packages/engine/src/person.ts, unsupportedRefusal).
 * Where a new garment shows more of the body than the photo's clothes did (a cami on a person in a
 * T-shirt), the engine paints that skin (docs/decisions/0010, limits): it is smooth and its outline is a
 * body model's, so the advice asks for close-fitting clothes and bare arms.
 */
export const PERSON_PHOTO = 'a photo of one person on their own, facing the camera, from the head to at least the hips';
export const GARMENT_PHOTO = 'a photo of the garment on its own (laid flat, on a hanger or a ghost mannequin) on a plain background';
/** What more a person photo needs for a bottom or a dress. */
export const PERSON_PHOTO_KNEES = 'to the knees for trousers, skirts and dresses';

/** A person photo's advice as a list (capitalised items). */
export const PERSON_PHOTO_TIPS = [
  'One person on their own, standing and facing the camera',
  `From the head to at least the hips; ${PERSON_PHOTO_KNEES}`,
  'Arms a little away from the body, hands empty (no bag in front)',
  'Close-fitting clothes, arms bare if possible: skin that a new garment uncovers is drawn by the engine, not photographed',
  'A plain background, evenly lit',
] as const;

/** A garment photo's advice as a list. */
export const GARMENT_PHOTO_TIPS = [
  'The garment on its own: laid flat, on a hanger or on a ghost mannequin, not worn by a person',
  'Front view, the whole garment in the picture',
  'A plain, evenly lit background, best of another colour than the garment (white on white may lose its outline)',
] as const;
