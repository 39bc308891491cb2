// A top with a bottom in one picture (FitRoom's `combo`): the bottom is laid first, then the top over
// that result (its hem falls over the new bottom's waist). Both read the person from the one photo
// and its analysis: the hands, held things and old clothes the top must respect are the photo's, not
// what the bottom's stage painted (laid on that result as if it were the photo, a top covered a
// clutch the new trousers now framed: 051482 in bench/engine). One decode, one encode.
import { decodeRgb } from './image.ts';
import { preparedGarment } from './garment-cache.ts';
import { checkInputs, encoded, layGarment, stopwatch, type TryOnDetail, type TryOnOptions } from './tryon.ts';
import { analysisMismatch, type GarmentAnalysis, type GarmentLength, type PersonAnalysis } from './types.ts';

/** One garment of a combo: its photo, its analysis (of its own category) and its stated length, if any. */
export interface ComboGarment {
  image: Buffer;
  analysis: GarmentAnalysis;
  length?: GarmentLength;
  /** The garment prepared when it was analysed (prepareGarment), as TryOnOptions.prepared. */
  prepared?: Uint8Array;
}

export interface ComboDetail extends TryOnDetail {
  /** The bottom's stage: the photo with only the new bottom on (its `alpha` is the bottom's). */
  bottom: Omit<TryOnDetail, 'image'>;
}

export async function tryOnComboDetailed(person: Buffer, pa: PersonAnalysis, top: ComboGarment, bottom: ComboGarment, options: Omit<TryOnOptions, 'length' | 'prepared'> = {}): Promise<ComboDetail> {
  const time = stopwatch(options.onTiming);
  checkInputs(pa, bottom.analysis, 'lower');
  checkInputs(pa, top.analysis, 'upper');
  const [p, preparedBottom, preparedTop] = await Promise.all([decodeRgb(person), preparedGarment(bottom.image, bottom.analysis, bottom.prepared), preparedGarment(top.image, top.analysis, top.prepared)]);
  if (p.width !== pa.width || p.height !== pa.height) throw analysisMismatch();
  const withBottom = layGarment(p, pa, preparedBottom, bottom.analysis, 'lower', bottom.length, time);
  const withTop = layGarment(p, pa, preparedTop, top.analysis, 'upper', top.length, time, withBottom.rgb);
  return { ...withTop, image: await encoded(withTop.rgb, p.width, p.height, options, time), bottom: withBottom };
}

export async function tryOnCombo(person: Buffer, pa: PersonAnalysis, top: ComboGarment, bottom: ComboGarment, options: Omit<TryOnOptions, 'length' | 'prepared'> = {}): Promise<Buffer> {
  return (await tryOnComboDetailed(person, pa, top, bottom, options)).image;
}
