import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, ModelsResponseSchema, type ModelsResponse } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export type ModelFilters = { category?: string; page?: number; limit?: number };

/** Query keys start with 'models' so every mutation can refresh all model lists at once. */
export const modelsKeys = {
  all: ['models'] as const,
  list: (filters: ModelFilters) => ['models', 'list', filters] as const,
  infinite: (category: string | undefined) => ['models', 'infinite', category ?? ''] as const,
};

/** GET models (client token): one page, newest first; `category` filters on the server. */
export function getModels(filters: ModelFilters = {}, signal?: AbortSignal): Promise<ModelsResponse> {
  return api.get('/models', {
    auth: 'client',
    query: { category: filters.category || undefined, page: filters.page, limit: filters.limit },
    schema: ModelsResponseSchema,
    signal,
  });
}

/** The store's models (one page; defaults to the first 200, enough for pickers such as the playground). */
export function useModels(filters: ModelFilters = { limit: 200 }) {
  return useQuery({
    queryKey: modelsKeys.list(filters),
    queryFn: ({ signal }) => getModels(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Page after page for the models grid ('Load more'). */
export function useInfiniteModels(category?: string) {
  return useInfiniteQuery({
    queryKey: modelsKeys.infinite(category),
    queryFn: ({ pageParam, signal }) => getModels({ category, page: pageParam, limit: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
