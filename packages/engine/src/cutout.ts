// The garment cut out of its photo, as the engine lays it on a person: the prepared garment's soft
// matte (garment-cache.ts, matting.ts: alpha from the analysis's mask and backdrop, edge colours with
// the backdrop taken out), cropped to the garment and its soft edge. What a store previews to see
// exactly what the engine will use (and the preview prepares the garment for the generations after it).
import sharp from 'sharp';
import { preparedGarment } from './garment-cache.ts';
import { MATTE_OUT } from './matting.ts';
import type { GarmentAnalysis } from './types.ts';

/** A PNG of the garment alone: transparent on the backdrop, partly so along its soft edge; `prepared` as tryOn's. */
export async function renderCutout(garmentImage: Buffer, garmentAnalysis: GarmentAnalysis, prepared?: Uint8Array): Promise<Buffer> {
  const { image, cut } = await preparedGarment(garmentImage, garmentAnalysis, prepared);
  const { width: w, height: h } = image;
  const rgba = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    rgba[i * 4] = cut.rgb[i * 3] ?? 0;
    rgba[i * 4 + 1] = cut.rgb[i * 3 + 1] ?? 0;
    rgba[i * 4 + 2] = cut.rgb[i * 3 + 2] ?? 0;
    rgba[i * 4 + 3] = Math.round((cut.alpha[i] ?? 0) * 255);
  }
  // The matte reaches MATTE_OUT px past the mask's box.
  const { x, y, width, height } = garmentAnalysis.box;
  const left = Math.max(0, Math.min(w - 1, x - MATTE_OUT));
  const top = Math.max(0, Math.min(h - 1, y - MATTE_OUT));
  const right = Math.min(w, x + width + MATTE_OUT);
  const bottom = Math.min(h, y + height + MATTE_OUT);
  return sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .extract({ left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) })
    .png()
    .toBuffer();
}
