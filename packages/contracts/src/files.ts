import { z } from 'zod';
import { LIMITS, safeText } from './fields.ts';

export const ImageContentTypeSchema = z.enum(['image/jpeg', 'image/png', 'image/webp'], {
  message: 'Only JPEG, PNG or WebP images are accepted',
});

export const UploadUrlQuerySchema = z.object({
  fileName: safeText(200).trim().min(1, 'fileName is required'),
  fileType: ImageContentTypeSchema,
});
export type UploadUrlQuery = z.infer<typeof UploadUrlQuerySchema>;

/** `url` takes one PUT of the raw bytes with the same Content-Type; `key` is then sent with the record. */
export const UploadUrlResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  key: z.string(),
  message: z.string(),
});
export type UploadUrlResponse = z.infer<typeof UploadUrlResponseSchema>;

export const PresignedUrlQuerySchema = z.object({ key: safeText(LIMITS.key).min(1, 'key is required') });
export const PresignedUrlResponseSchema = z.object({ success: z.literal(true), url: z.string() });
export type PresignedUrlResponse = z.infer<typeof PresignedUrlResponseSchema>;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
