import { z } from 'zod';
import { AnalysisStateSchema, optionalNonNegative, PageInfoSchema, PageQuerySchema } from './catalogue-common.ts';
import { LIMITS, safeText } from './fields.ts';

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
  /** The photo's state with the try-on engine (analysed at upload). */
  analysis: AnalysisStateSchema,
  createdAt: z.string(),
});
export type Model = z.infer<typeof ModelSchema>;

export const ModelsQuerySchema = PageQuerySchema.extend({ category: safeText(100).trim().optional() });
export type ModelsQuery = z.input<typeof ModelsQuerySchema>;

export const ModelsResponseSchema = PageInfoSchema.extend({ success: z.literal(true), models: z.array(ModelSchema) });
export type ModelsResponse = z.infer<typeof ModelsResponseSchema>;

const ModelFieldsSchema = z.object({
  name: safeText(100, { message: 'Name is required' }).trim().min(1, 'Name is required'),
  category: safeText(100, { message: 'Category is required' }).trim().min(1, 'Category is required'),
  description: safeText(2000).trim().optional().default(''),
  age: optionalNonNegative('Age', LIMITS.age),
  bodyMeasurements: z
    .object({
      height: optionalNonNegative('Height', LIMITS.measurementCm),
      chest: optionalNonNegative('Chest', LIMITS.measurementCm),
      waist: optionalNonNegative('Waist', LIMITS.measurementCm),
    })
    .optional()
    .default({}),
});

/** POST models/add: image, name and category required; age and measurements (cm) numeric >= 0. */
export const CreateModelRequestSchema = ModelFieldsSchema.extend({
  imageKey: safeText(300, { message: 'Image is required' }).min(1, 'Image is required'),
});
export type CreateModelRequest = z.input<typeof CreateModelRequestSchema>;

/** PUT models/{id}: the same fields; no imageKey keeps the current image. */
export const UpdateModelRequestSchema = ModelFieldsSchema.extend({ imageKey: safeText(300).optional() });
export type UpdateModelRequest = z.input<typeof UpdateModelRequestSchema>;

export const ModelMutationResponseSchema = z.object({ success: z.literal(true), message: z.string(), model: ModelSchema.optional() });
