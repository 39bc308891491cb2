import sharp, { type Metadata } from 'sharp';
import type { ClothType, TryOnInput, TryOnProvider } from './provider.ts';
import { TryOnError } from './provider.ts';

/**
 * Where a garment goes on a standing, centred person, as fractions of the photo: a rough body map
 * for a front-facing full-length photo. The first, deliberately simple provider; the embedded
 * engine (engine-provider.ts) does it properly. Kept as TRYON_PROVIDER=composite: fast, needs no
 * person in the photo, so tests and demos with drawn pictures can complete.
 */
const REGIONS: Record<ClothType, { top: number; height: number; width: number }> = {
  upper: { top: 0.18, height: 0.32, width: 0.46 },
  lower: { top: 0.46, height: 0.44, width: 0.4 },
  full: { top: 0.18, height: 0.62, width: 0.5 },
};

/** The garment fitted inside its region, a white studio background made transparent so the person shows around it. */
async function overlayOf(garmentImage: Buffer, clothType: ClothType, width: number, height: number) {
  const region = REGIONS[clothType];
  const boxWidth = Math.max(1, Math.round(width * region.width));
  const boxHeight = Math.max(1, Math.round(height * region.height));
  const { data, info } = await sharp(garmentImage).resize(boxWidth, boxHeight, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) data[i + 3] = 0;
  }
  const input = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
  return { input, left: Math.round((width - info.width) / 2), top: Math.round(height * region.top) };
}

async function run(input: TryOnInput): Promise<Buffer> {
  const { personImage, dressImage, clothType, signal } = input;
  signal.throwIfAborted();
  // A combo is the bottom, then the top over it.
  const garments: [Buffer, ClothType][] =
    clothType === 'combo' ? [...(input.lowerDress ? [[input.lowerDress.image, 'lower'] as [Buffer, ClothType]] : []), [dressImage, 'upper']] : [[dressImage, clothType]];
  let person: Metadata;
  try {
    person = await sharp(personImage).metadata();
    for (const [image] of garments) await sharp(image).metadata();
  } catch {
    throw new TryOnError('The photo or dress image could not be read', false);
  }
  const width = person.width ?? 0;
  const height = person.height ?? 0;
  if (width < 16 || height < 16) throw new TryOnError('The photo is too small for a try-on', false);
  input.onProgress?.(50);
  const overlays = await Promise.all(garments.map(([image, type]) => overlayOf(image, type, width, height)));
  signal.throwIfAborted();
  // No .rotate(): uploads are re-encoded upright at upload time, so metadata sizes are the real ones.
  return sharp(personImage).composite(overlays).jpeg({ quality: 88 }).toBuffer();
}

export function createCompositeProvider(): TryOnProvider {
  return { name: 'composite', run };
}
