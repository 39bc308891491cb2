import { z } from 'zod';
import { LIMITS, safeText } from './fields.ts';

/**
 * Shared pieces of the store catalogue (models and dresses): optional non-negative numbers that
 * forms may send as '' or numeric strings, and page/limit query parameters.
 */
export const optionalNonNegative = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
    z
      .number({ message: `${label} must be a number` })
      .finite(`${label} must be a number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max.toLocaleString('en')}`)
      .optional(),
  );

/** Catalogue lists are paged on the server so 2,000 dresses stay quick; the default page is the first 60. */
export const DEFAULT_PAGE_SIZE = 60;
export const MAX_PAGE_SIZE = 200;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').max(LIMITS.page, `page must be at most ${LIMITS.page}`).default(1),
  limit: z.coerce.number().int().min(1, 'limit must be 1 or more').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
});

export const PageInfoSchema = z.object({ total: z.number(), page: z.number(), limit: z.number() });

export const CategoriesResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subcategories: z.array(z.object({ id: z.string(), name: z.string(), types: z.array(z.object({ id: z.string(), name: z.string() })) })),
      types: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const TabIdParamSchema = z.object({ tabId: safeText(100).min(1) });

/**
 * How a model's or dress's photo stands with the try-on engine: `ready`, `refused` (the message says
 * why and what photo would work) or `needs_check` (not analysed by the current engine revision yet).
 */
export const AnalysisStateSchema = z.object({ state: z.enum(['ready', 'needs_check', 'refused']), message: z.string() });
export type AnalysisState = z.infer<typeof AnalysisStateSchema>;

/** What a garment covers: `upper`, `lower` or `full` (a dress or a set); a combo try-on pairs an upper with a lower. */
export const ClothTypeSchema = z.enum(['upper', 'lower', 'full']);
export type ClothType = z.infer<typeof ClothTypeSchema>;
