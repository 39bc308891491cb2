import { z } from 'zod';
import { optionalNonNegative, PageInfoSchema, PageQuerySchema } from './catalogue-common.ts';

/** A model (a photograph of a person) as the store's API returns it; image URLs are signed per request. */
export const ModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  age: z.number().nullable(),
  bodyMeasurements: z.object({ height: z.number().nullable(), chest: z.number().nullable(), waist: z.number().nullable() }),
  imageKey: z.string(),
  imageUrl: z.string(),
  /** About 400 px WebP, for grids; the detail view uses imageUrl. */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
});
export type Model = z.infer<typeof ModelSchema>;

export const ModelsQuerySchema = PageQuerySchema.extend({ category: z.string().trim().max(100).optional() });
export type ModelsQuery = z.input<typeof ModelsQuerySchema>;

export const ModelsResponseSchema = PageInfoSchema.extend({ success: z.literal(true), models: z.array(ModelSchema) });
export type ModelsResponse = z.infer<typeof ModelsResponseSchema>;

const ModelFieldsSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(100),
  category: z.string({ message: 'Category is required' }).trim().min(1, 'Category is required').max(100),
  description: z.string().trim().max(2000).optional().default(''),
  age: optionalNonNegative('Age'),
  bodyMeasurements: z
    .object({ height: optionalNonNegative('Height'), chest: optionalNonNegative('Chest'), waist: optionalNonNegative('Waist') })
    .optional()
    .default({}),
});

/** POST models/add: image, name and category required; age and measurements (cm) numeric >= 0. */
export const CreateModelRequestSchema = ModelFieldsSchema.extend({
  imageKey: z.string({ message: 'Image is required' }).min(1, 'Image is required').max(300),
});
export type CreateModelRequest = z.input<typeof CreateModelRequestSchema>;

/** PUT models/{id}: the same fields; no imageKey keeps the current image. */
export const UpdateModelRequestSchema = ModelFieldsSchema.extend({ imageKey: z.string().max(300).optional() });
export type UpdateModelRequest = z.input<typeof UpdateModelRequestSchema>;

export const ModelMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), model: ModelSchema.optional() });
