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

async function run(input: TryOnInput): Promise<Buffer> {
  const { modelImage, dressImage, clothType, signal } = input;
  signal.throwIfAborted();
  let person: Metadata;
  try {
    person = await sharp(modelImage).metadata();
    await sharp(dressImage).metadata();
  } catch {
    throw new TryOnError('The model or dress image could not be read', false);
  }
  const width = person.width ?? 0;
  const height = person.height ?? 0;
  if (width < 16 || height < 16) throw new TryOnError('The model image is too small for a try-on', false);
  const region = REGIONS[clothType];
  const boxWidth = Math.max(1, Math.round(width * region.width));
  const boxHeight = Math.max(1, Math.round(height * region.height));
  input.onProgress?.(50);
  // The garment keeps its proportions inside the region; a white studio background is made
  // transparent so the person shows around it.
  const garment = await sharp(dressImage)
    .resize(boxWidth, boxHeight, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = garment;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i]! > 235 && data[i + 1]! > 235 && data[i + 2]! > 235) data[i + 3] = 0;
  }
  const overlay = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
  signal.throwIfAborted();
  const left = Math.round((width - info.width) / 2);
  const top = Math.round(height * region.top);
  // No .rotate(): uploads are re-encoded upright at upload time, so metadata sizes are the real ones.
  return sharp(modelImage)
    .composite([{ input: overlay, left, top }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export function createCompositeProvider(): TryOnProvider {
  return { name: 'composite', run };
}
