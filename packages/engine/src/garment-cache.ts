// Per-garment work that does not depend on the person: the decoded garment photo, its soft cut-out
// (matting.ts) and its pieces (pieces.ts). A store's shoppers try the same few garments again and
// again, so generation keeps the last few prepared garments in memory (about 9.5 MB each at 768x1024, 4 kept:
// with the pack below a miss costs about 15 ms, not 100, so more would hold memory for little),
// keyed by the photo's bytes and its analysis. What is cached is never written to afterwards.
// Not cached, it is unpacked from the pack made when the garment was analysed (garment-pack.ts),
// else prepared here.
import { createHash } from 'node:crypto';
import { decodeRgb } from './image.ts';
import { matteGarment } from './matting.ts';
import { garmentPieces } from './pieces.ts';
import { paintSlits, shutSlits } from './shut-slits.ts';
import { paintNeckLabel } from './neck-label.ts';
import { paintPrintedLabel } from './printed-label.ts';
import { decodeMask } from './rle.ts';
import { packGarment, unpackGarment, type PreparedGarment } from './garment-pack.ts';
import { analysisMismatch, type GarmentAnalysis } from './types.ts';

/** How many prepared garments are kept (least recently used first out). */
export const GARMENT_CACHE_SIZE = 4;
const cache = new Map<string, Promise<PreparedGarment>>();

/**
 * Names a garment photo with its analysis. The analysis is read with its keys in order: stored as
 * PostgreSQL jsonb and read back, an analysis has its keys in another order than the engine gave them.
 */
export function garmentKey(bytes: Buffer, ga: GarmentAnalysis): string {
  const sorted = (_name: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value;
  return createHash('sha1').update(bytes).update(JSON.stringify(ga, sorted)).digest('hex');
}

/** The garment of photo `bytes` prepared for generation; from `packed` (prepareGarment's bytes) when given and made from this photo and analysis. */
export function preparedGarment(bytes: Buffer, ga: GarmentAnalysis, packed?: Uint8Array): Promise<PreparedGarment> {
  const key = garmentKey(bytes, ga);
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const made = prepare(bytes, ga, packed && { bytes: packed, key });
  cache.set(key, made);
  // A failed preparation is not kept.
  made.catch(() => cache.delete(key));
  while (cache.size > GARMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return made;
}

async function prepare(bytes: Buffer, ga: GarmentAnalysis, packed?: { bytes: Uint8Array; key: string }): Promise<PreparedGarment> {
  const image = await decodeRgb(bytes);
  if (image.width !== ga.width || image.height !== ga.height) throw analysisMismatch();
  const unpacked = packed && unpackGarment(packed.bytes, image, packed.key);
  if (unpacked) return unpacked;
  const mask = decodeMask(ga.mask);
  const cut = matteGarment(image, mask, ga.background, ga.box);
  // A slit of backdrop shut in between a sleeve and the body is painted with the fabric beside it.
  const slits = ga.category === 'lower' ? undefined : shutSlits(image, mask, ga.background);
  if (slits) paintSlits(cut.rgb, slits, image.width, image.height);
  // A label seen through the neckline is painted with the fabric around it: worn, it is behind the
  // neck. So is what a shape's cut left of a label printed on the back's inside.
  if (ga.category !== 'lower') {
    paintNeckLabel(cut.rgb, image, mask, ga.landmarks);
    paintPrintedLabel(cut.rgb, image, mask, ga.landmarks);
  }
  return { image, cut, pieces: garmentPieces(cut.support, ga, cut.rgb) };
}

/**
 * The garment prepared for generation, packed: made once when the garment is analysed and kept with
 * its analysis, it spares each generation's preparing it (TryOnOptions.prepared, ComboGarment.prepared).
 */
export async function prepareGarment(bytes: Buffer, ga: GarmentAnalysis): Promise<Buffer> {
  return packGarment(await preparedGarment(bytes, ga), garmentKey(bytes, ga));
}

/** Number of prepared garments held (for tests). */
export const garmentCacheSize = () => cache.size;
