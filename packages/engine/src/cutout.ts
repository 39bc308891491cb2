// The garment cut out of its photo: the analysis's garment mask as the alpha channel, cropped to
// the garment. What a store previews to see what the engine will lay on a person.
import sharp from 'sharp';
import { decodeRgb } from './image.ts';
import { decodeMask } from './rle.ts';
import { analysisMismatch, type GarmentAnalysis } from './types.ts';

/** A PNG of the garment alone: transparent wherever the analysis's mask says background. */
export async function renderCutout(garmentImage: Buffer, garmentAnalysis: GarmentAnalysis): Promise<Buffer> {
  const img = await decodeRgb(garmentImage);
  const { width: w, height: h } = img;
  if (w !== garmentAnalysis.width || h !== garmentAnalysis.height) throw analysisMismatch();
  const alpha = decodeMask(garmentAnalysis.mask);
  const rgba = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    rgba[i * 4] = img.data[i * 3] ?? 0;
    rgba[i * 4 + 1] = img.data[i * 3 + 1] ?? 0;
    rgba[i * 4 + 2] = img.data[i * 3 + 2] ?? 0;
    rgba[i * 4 + 3] = alpha[i] ?? 0;
  }
  const { x, y, width, height } = garmentAnalysis.box;
  const left = Math.max(0, Math.min(w - 1, x));
  const top = Math.max(0, Math.min(h - 1, y));
  return sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .extract({ left, top, width: Math.max(1, Math.min(w - left, width)), height: Math.max(1, Math.min(h - top, height)) })
    .png()
    .toBuffer();
}
