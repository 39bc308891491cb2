import { z } from 'zod';

/**
 * Shared pieces of the store catalogue (models and dresses): optional non-negative numbers that
 * forms may send as '' or numeric strings, and page/limit query parameters.
 */
export const optionalNonNegative = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ message: `${label} must be a number` }).finite(`${label} must be a number`).min(0, `${label} must be 0 or more`).optional(),
  );

/** Catalogue lists are paged on the server so 2,000 dresses stay quick; the default page is the first 60. */
export const DEFAULT_PAGE_SIZE = 60;
export const MAX_PAGE_SIZE = 200;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
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

export const TabIdParamSchema = z.object({ tabId: z.string().min(1) });
