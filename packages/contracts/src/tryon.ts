import { z } from 'zod';
import { PageInfoSchema, PageQuerySchema } from './catalogue-common.ts';
import { RecordIdSchema } from './fields.ts';
import { ErrorResponseSchema } from './common.ts';

/** The states of a try-on task, the same words as FitRoom's own task API. */
export const TryonTaskStatusSchema = z.enum(['CREATED', 'PROCESSING', 'COMPLETED', 'FAILED']);
export type TryonTaskStatus = z.infer<typeof TryonTaskStatusSchema>;

/** One garment (`dressId`), or a top (`dressId`, an upper) with a bottom (`lowerDressId`, a lower) in one picture. */
export const CreateTryonTaskRequestSchema = z.object({
  modelId: RecordIdSchema('modelId'),
  dressId: RecordIdSchema('dressId'),
  lowerDressId: RecordIdSchema('lowerDressId').optional(),
});
export type CreateTryonTaskRequest = z.infer<typeof CreateTryonTaskRequestSchema>;

export const CreateTryonTaskResponseSchema = z.object({
  success: z.literal(true),
  task_id: z.string(),
  status: TryonTaskStatusSchema,
});
export type CreateTryonTaskResponse = z.infer<typeof CreateTryonTaskResponseSchema>;

/**
 * GET /tryon/tasks/{id}: `download_signed_url` only when COMPLETED; `error` when FAILED, or when a
 * COMPLETED task's image was deleted since (no URL then: its file is gone).
 */
export const TryonTaskSchema = z.object({
  task_id: z.string(),
  status: TryonTaskStatusSchema,
  progress: z.number().int().min(0).max(100),
  download_signed_url: z.string().optional(),
  error: z.string().optional(),
});
export type TryonTask = z.infer<typeof TryonTaskSchema>;

export const SaveGeneratedImageRequestSchema = z.object({
  taskId: RecordIdSchema('taskId'),
  modelId: RecordIdSchema('modelId'),
  dressId: RecordIdSchema('dressId'),
});
export type SaveGeneratedImageRequest = z.infer<typeof SaveGeneratedImageRequestSchema>;

/** One picture of AI Outfits: the model and dress it was made of, by their current names (null once deleted). */
export const GeneratedImageSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string(),
  /** The model's name; null when the model has been deleted since. */
  modelName: z.string().nullable(),
  /** The dress's name (its brand or type when it has none), a combo's "top + bottom"; null when deleted since. */
  dressName: z.string().nullable(),
  createdAt: z.string(),
});
export type GeneratedImage = z.infer<typeof GeneratedImageSchema>;

export const SaveGeneratedImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  generatedImage: GeneratedImageSchema,
});
export type SaveGeneratedImageResponse = z.infer<typeof SaveGeneratedImageResponseSchema>;

/**
 * The save's error answers: 400 (ids that are not the task's, a try-on not finished), 404 (no such
 * task of the store) and 410 (the store deleted the image since: its file is gone, decision 0070).
 */
export const SaveGeneratedImageErrorResponses = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 410: ErrorResponseSchema };

/** AI Outfits is paged like the catalogue (newest first), so 10,000 images stay one quick page. */
export const GeneratedImagesQuerySchema = PageQuerySchema;
export type GeneratedImagesQuery = z.input<typeof GeneratedImagesQuerySchema>;

export const GeneratedImagesResponseSchema = PageInfoSchema.extend({
  success: z.literal(true),
  generatedImages: z.array(GeneratedImageSchema),
});
export type GeneratedImagesResponse = z.infer<typeof GeneratedImagesResponseSchema>;

/** The browser polls a running task this often (spec section 9). */
export const TRYON_POLL_INTERVAL_MS = 2000;
