// The public person analysis: person.ts's reading of the photo (who, where the joints are, which
// pixels are body, head, arms and skin), plus the layers every generation reads of it whatever the
// garment (person-layers.ts), read now once instead of at each generation.
import { decodeRgb } from './image.ts';
import { analysePersonRgb, type AnalysePersonOptions } from './person.ts';
import { encodeLayers, readLayers, shoulderWidth } from './person-layers.ts';
import { decodeMask } from './rle.ts';
import type { PersonAnalysis } from './types.ts';

export async function analysePerson(image: Buffer, options: AnalysePersonOptions = {}): Promise<PersonAnalysis> {
  const img = await decodeRgb(image);
  const pa = await analysePersonRgb(img, options);
  const [body, head, arms, skin] = [pa.masks.body, pa.masks.head, pa.masks.arms, pa.masks.skin].map((m) => decodeMask(m)) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  return { ...pa, layers: encodeLayers(readLayers(img, pa, { body, head, arms, skin }, shoulderWidth(pa)), img.width, img.height) };
}
