// Public API of the embedded try-on engine (see README.md).
export { analysePerson } from './analyse-person.ts';
export { unsupportedRefusal, type AnalysePersonOptions } from './person.ts';
export { analyseGarment } from './garment.ts';
export { tryOn, tryOnDetailed, type TryOnOptions, type TryOnDetail } from './tryon.ts';
export { tryOnCombo, tryOnComboDetailed, type ComboGarment, type ComboDetail } from './combo.ts';
export { renderCutout } from './cutout.ts';
export { prepareGarment } from './garment-cache.ts';
export { createEngine, type Engine } from './engine.ts';
export { encodeMask, decodeMask } from './rle.ts';
export {
  ANALYSIS_REVISION,
  EngineRefusal,
  isEngineRefusal,
  GARMENT_CATEGORIES,
  GARMENT_LENGTHS,
  lengthFits,
  KEYPOINT_NAMES,
  type GarmentCategory,
  type GarmentLength,
  type PersonAnalysis,
  type GarmentAnalysis,
  type GarmentLandmarks,
  type GarmentPresentation,
  type Keypoint,
  type KeypointName,
  type EncodedMask,
  type Framing,
  type Point,
  type RefusalReason,
} from './types.ts';
