import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sanitizeImage } from './image-sanitizer.ts';

describe('sanitizeImage', () => {
  it('refuses a small file that decodes to too many pixels (a decompression bomb)', async () => {
    // 8000 x 6000 = 48 million pixels of one colour: a few KB as PNG, 144 MB once decoded.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(sanitizeImage(bomb, 'image/png')).rejects.toMatchObject({ statusCode: 400, message: 'The image has too many pixels' });
  });

  it('keeps an ordinary picture, smaller than the limit, and drops its metadata', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
      .toBuffer();
    expect(photo.includes('secret-camera')).toBe(true);
    const clean = await sanitizeImage(photo, 'image/jpeg');
    expect(clean).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 480 });
    expect(clean.body.includes('secret-camera')).toBe(false);
  });
});
