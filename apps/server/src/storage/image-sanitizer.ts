import sharp, { type Sharp } from 'sharp';
import { badRequest } from '../lib/http-error.ts';
import type { ImageExtension } from './keys.ts';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp';

export const EXTENSION_OF: Record<ImageContentType, ImageExtension> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Decoding stops past this many pixels (a 5 MB file can still unpack to gigabytes). */
const MAX_PIXELS = 40_000_000;
/** Stored images are at most this wide or tall: enough for try-on and full-screen views. */
const MAX_SIDE = 2048;
const THUMBNAIL_SIDE = 400;

/** The real type, from the first bytes: the name and the declared type are not trusted. */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface SanitizedImage {
  body: Buffer;
  contentType: ImageContentType;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes with a pixel limit, applies the EXIF rotation, and re-encodes in the same format:
 * sharp writes no metadata unless asked, so GPS and camera data never survive.
 */
export async function sanitizeImage(bytes: Buffer, expected: ImageContentType): Promise<SanitizedImage> {
  const actual = sniffImageType(bytes);
  if (!actual) throw badRequest('The file is not a JPEG, PNG or WebP image');
  if (actual !== expected) throw badRequest(`The file is a ${actual} image but was announced as ${expected}`);
  let pipeline: Sharp;
  try {
    pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      actual === 'image/jpeg' ? pipeline.jpeg({ quality: 90, mozjpeg: true }) : actual === 'image/png' ? pipeline.png() : pipeline.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data).resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    return { body: data, contentType: actual, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    const reason = error instanceof Error && /pixel limit/i.test(error.message) ? 'The image has too many pixels' : 'The image could not be read';
    throw badRequest(reason);
  }
}
