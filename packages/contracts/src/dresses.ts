import { z } from 'zod';
import { optionalNonNegative, PageInfoSchema, PageQuerySchema } from './catalogue-common.ts';

export const DRESS_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** A new dress offers every size until the store says otherwise. */
export const defaultSizes = () => DRESS_SIZES.map((size) => ({ size, selected: true }));

export const DressSizeSchema = z.object({ size: z.string(), selected: z.boolean() });
export type DressSize = z.infer<typeof DressSizeSchema>;

/** Sizes as sent: `{size, selected}` objects, or legacy plain strings (each meaning a selected size). */
export const DressSizesInputSchema = z
  .array(z.union([z.string().trim().min(1).max(20), z.object({ size: z.string().trim().min(1).max(20), selected: z.boolean().default(true) })]))
  .max(30)
  .transform((sizes) => sizes.map((s) => (typeof s === 'string' ? { size: s, selected: true } : s)));

export const DressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  subcategory: z.string(),
  type: z.string(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  description: z.string(),
  sizes: z.array(DressSizeSchema),
  stockStatus: z.string(),
  imageKey: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  disabled: z.boolean(),
  isNewArrival: z.boolean(),
  createdAt: z.string(),
});
export type Dress = z.infer<typeof DressSchema>;

const Filter = z.string().trim().max(100).optional();
export const DressesQuerySchema = PageQuerySchema.extend({ category: Filter, subcategory: Filter, type: Filter });
export type DressesQuery = z.input<typeof DressesQuerySchema>;

export const DressesResponseSchema = PageInfoSchema.extend({ success: z.literal(true), dresses: z.array(DressSchema) });
export type DressesResponse = z.infer<typeof DressesResponseSchema>;

const text = (max: number) => z.string().trim().max(max).optional().default('');

const DressFieldsSchema = z.object({
  name: text(200),
  brand: text(100),
  category: z.string({ message: 'Category is required' }).trim().min(1, 'Category is required').max(100),
  subcategory: text(100),
  type: z.string({ message: 'Type is required' }).trim().min(1, 'Type is required').max(100),
  price: optionalNonNegative('Price'),
  originalPrice: optionalNonNegative('Original price'),
  description: text(2000),
  sizes: DressSizesInputSchema.optional(),
  stockStatus: text(100),
});

/** POST dress/add: image, category and type required; prices >= 0; sizes default to XS-XXL all selected. */
export const CreateDressRequestSchema = DressFieldsSchema.extend({
  imageKey: z.string({ message: 'Image is required' }).min(1, 'Image is required').max(300),
});
export type CreateDressRequest = z.input<typeof CreateDressRequestSchema>;

/** PUT dress/{id}: the same fields; no imageKey keeps the current image. */
export const UpdateDressRequestSchema = DressFieldsSchema.extend({ imageKey: z.string().max(300).optional() });
export type UpdateDressRequest = z.input<typeof UpdateDressRequestSchema>;

export const DressMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), dress: DressSchema.optional() });

/** round((original - price) / original * 100), only when both are set and original > price; else null. */
export function discountPercent(price: number | null | undefined, originalPrice: number | null | undefined): number | null {
  if (price == null || originalPrice == null || !(originalPrice > price) || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
