import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, DressesResponseSchema, type DressesResponse } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export type DressFilters = { category?: string; subcategory?: string; type?: string };
export type DressPage = { page?: number; limit?: number };

/** Query keys start with 'dresses' so every mutation can refresh all dress lists at once. */
export const dressesKeys = {
  all: ['dresses'] as const,
  list: (filters: DressFilters & DressPage) => ['dresses', 'list', filters] as const,
  infinite: (filters: DressFilters) => ['dresses', 'infinite', filters] as const,
};

/** GET dress (client token): one page, newest first; category, subcategory and type filter on the server. */
export function getDresses(filters: DressFilters & DressPage = {}, signal?: AbortSignal): Promise<DressesResponse> {
  return api.get('/dress', {
    auth: 'client',
    query: {
      category: filters.category || undefined,
      subcategory: filters.subcategory || undefined,
      type: filters.type || undefined,
      page: filters.page,
      limit: filters.limit,
    },
    schema: DressesResponseSchema,
    signal,
  });
}

/** The store's dresses (one page; defaults to the first 200, enough for pickers such as the playground). */
export function useDresses(filters: DressFilters & DressPage = { limit: 200 }) {
  return useQuery({
    queryKey: dressesKeys.list(filters),
    queryFn: ({ signal }) => getDresses(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** Page after page for the dresses grid ('Load more'). */
export function useInfiniteDresses(filters: DressFilters) {
  return useInfiniteQuery({
    queryKey: dressesKeys.infinite(filters),
    queryFn: ({ pageParam, signal }) => getDresses({ ...filters, page: pageParam, limit: DEFAULT_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
