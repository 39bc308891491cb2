import { z } from 'zod';
import { AnalysisStateSchema, ClothTypeSchema, optionalNonNegative, PageInfoSchema, PageQuerySchema } from './catalogue-common.ts';
import { DressLengthSchema } from './cloth-type.ts';
import { LIMITS, safeText } from './fields.ts';

export const DRESS_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** A new dress offers every size until the store says otherwise. */
export const defaultSizes = () => DRESS_SIZES.map((size) => ({ size, selected: true }));

export const DressSizeSchema = z.object({ size: z.string(), selected: z.boolean() });
export type DressSize = z.infer<typeof DressSizeSchema>;

/** Sizes as sent: `{size, selected}` objects, or legacy plain strings (each meaning a selected size). */
export const DressSizesInputSchema = z
  .array(z.union([safeText(20).trim().min(1), z.object({ size: safeText(20).trim().min(1), selected: z.boolean().default(true) })]))
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
  /** What the garment covers, read from its type, subcategory and category. */
  clothType: ClothTypeSchema,
  /** Where its hem belongs, as the store states it (DRESS_LENGTHS of its clothType); null: read from the photo. */
  length: DressLengthSchema.nullable(),
  /** The photo's state with the try-on engine (analysed at upload for `clothType`). */
  analysis: AnalysisStateSchema,
  disabled: z.boolean(),
  isNewArrival: z.boolean(),
  createdAt: z.string(),
});
export type Dress = z.infer<typeof DressSchema>;

const Filter = safeText(100).trim().optional();
export const DressesQuerySchema = PageQuerySchema.extend({ category: Filter, subcategory: Filter, type: Filter });
export type DressesQuery = z.input<typeof DressesQuerySchema>;

export const DressesResponseSchema = PageInfoSchema.extend({ success: z.literal(true), dresses: z.array(DressSchema) });
export type DressesResponse = z.infer<typeof DressesResponseSchema>;

const text = (max: number) => safeText(max).trim().optional().default('');

const DressFieldsSchema = z.object({
  name: text(200),
  brand: text(100),
  category: safeText(100, { message: 'Category is required' }).trim().min(1, 'Category is required'),
  subcategory: text(100),
  type: safeText(100, { message: 'Type is required' }).trim().min(1, 'Type is required'),
  price: optionalNonNegative('Price', LIMITS.price),
  originalPrice: optionalNonNegative('Original price', LIMITS.price),
  description: text(2000),
  sizes: DressSizesInputSchema.optional(),
  stockStatus: text(100),
  /** One of DRESS_LENGTHS[clothType], or null to read it from the photo; on PUT, absent keeps the current one. */
  length: DressLengthSchema.nullable().optional(),
});

/** POST dress/add: image, category and type required; prices >= 0; sizes default to XS-XXL all selected. */
export const CreateDressRequestSchema = DressFieldsSchema.extend({
  imageKey: safeText(300, { message: 'Image is required' }).min(1, 'Image is required'),
});
export type CreateDressRequest = z.input<typeof CreateDressRequestSchema>;

/** PUT dress/{id}: the same fields; no imageKey keeps the current image. */
export const UpdateDressRequestSchema = DressFieldsSchema.extend({ imageKey: safeText(300).optional() });
export type UpdateDressRequest = z.input<typeof UpdateDressRequestSchema>;

export const DressMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), dress: DressSchema.optional() });

/** round((original - price) / original * 100), only when both are set and original > price; else null. */
export function discountPercent(price: number | null | undefined, originalPrice: number | null | undefined): number | null {
  if (price == null || originalPrice == null || !(originalPrice > price) || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
