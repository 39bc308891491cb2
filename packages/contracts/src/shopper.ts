import { z } from 'zod';

/**
 * The shopper's own try-on: their photos, try-on tasks on them and the looks that come out. The
 * catalogue (GET user/dresses) answers DressesResponseSchema; tasks answer the store's task shapes.
 */

/** The categories of the store's enabled dresses, each with its types: the shopper's filters. */
export const DressFiltersResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(z.object({ name: z.string(), types: z.array(z.string()) })),
});
export type DressFiltersResponse = z.infer<typeof DressFiltersResponseSchema>;

/** `ready`: analysed (at upload, where an unusable photo is refused with the reason); `pending`: a photo from before that check, analysed at its first try-on. */
export const PhotoAnalysisStatusSchema = z.enum(['ready', 'pending']);

export const PersonPhotoSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  analysis: PhotoAnalysisStatusSchema,
  createdAt: z.string(),
});
export type PersonPhoto = z.infer<typeof PersonPhotoSchema>;

export const CreatePhotoRequestSchema = z.object({
  imageKey: z.string({ message: 'imageKey is required' }).min(1, 'imageKey is required').max(300),
});
export type CreatePhotoRequest = z.infer<typeof CreatePhotoRequestSchema>;

export const PhotoResponseSchema = z.object({ success: z.literal(true), message: z.string(), photo: PersonPhotoSchema });
export const PhotosResponseSchema = z.object({ success: z.literal(true), photos: z.array(PersonPhotoSchema) });
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;

/** Errors name their field ('photoId: not a valid id'). */
const RecordId = z.string({ message: 'is required' }).uuid('not a valid id');

export const CreateShopperTryonRequestSchema = z.object({ photoId: RecordId, dressId: RecordId });
export type CreateShopperTryonRequest = z.infer<typeof CreateShopperTryonRequestSchema>;

/** A try-on result on the shopper's own photo, with the photo it was made on (for before/after). */
export const LookSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  photoId: z.string(),
  photoUrl: z.string(),
  dress: z.object({ _id: z.string(), name: z.string(), brand: z.string() }).nullable(),
  taskId: z.string().nullable(),
  createdAt: z.string(),
});
export type Look = z.infer<typeof LookSchema>;

export const LooksResponseSchema = z.object({ success: z.literal(true), looks: z.array(LookSchema) });
export type LooksResponse = z.infer<typeof LooksResponseSchema>;

/** An account signed up with Google has no password: it confirms with its e-mail address instead. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string({ message: 'Enter your password to confirm' }).min(1, 'Enter your password to confirm').max(200),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** What an admin sets per store for its shoppers. */
export const ShopperLimitsSchema = z.object({
  shopperTryonDailyCap: z.coerce
    .number({ message: 'The daily try-on limit must be a number' })
    .int('The daily try-on limit must be a whole number')
    .min(0, 'The daily try-on limit must be 0 or more')
    .max(100000, 'The daily try-on limit must be at most 100000'),
});
export type ShopperLimits = z.infer<typeof ShopperLimitsSchema>;

export const ShopperLimitsResponseSchema = z.object({ success: z.literal(true), message: z.string(), shopperTryonDailyCap: z.number() });
