// Per-garment work that does not depend on the person: the decoded garment photo, its soft cut-out
// (matting.ts) and its pieces (pieces.ts). A store's shoppers try the same few garments again and
// again, so generation keeps the last few prepared garments in memory (about 9.5 MB each at 768x1024, 12 kept),
// keyed by the photo's bytes and its analysis. What is cached is never written to afterwards.
import { createHash } from 'node:crypto';
import { decodeRgb, type RgbImage } from './image.ts';
import { matteGarment, type Matte } from './matting.ts';
import { garmentPieces, type GarmentPieces } from './pieces.ts';
import { decodeMask } from './rle.ts';
import { analysisMismatch, type GarmentAnalysis } from './types.ts';

export interface PreparedGarment {
  image: RgbImage;
  cut: Matte;
  pieces: GarmentPieces;
}

/** How many prepared garments are kept (least recently used first out). */
export const GARMENT_CACHE_SIZE = 12;
const cache = new Map<string, Promise<PreparedGarment>>();

export function preparedGarment(bytes: Buffer, ga: GarmentAnalysis): Promise<PreparedGarment> {
  const key = createHash('sha1').update(bytes).update(JSON.stringify(ga)).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = prepare(bytes, ga);
  cache.set(key, made);
  // A failed preparation is not kept.
  made.catch(() => cache.delete(key));
  while (cache.size > GARMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return made;
}

async function prepare(bytes: Buffer, ga: GarmentAnalysis): Promise<PreparedGarment> {
  const image = await decodeRgb(bytes);
  if (image.width !== ga.width || image.height !== ga.height) throw analysisMismatch();
  const cut = matteGarment(image, decodeMask(ga.mask), ga.background, ga.box);
  return { image, cut, pieces: garmentPieces(cut.support, ga) };
}

/** Number of prepared garments held (for tests). */
export const garmentCacheSize = () => cache.size;
