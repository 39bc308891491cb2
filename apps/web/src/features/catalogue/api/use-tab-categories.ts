import { useQuery } from '@tanstack/react-query';
import { CategoriesResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET models/{tabId}/categories or dress/{tabId}/categories: the tree of one of the store's tabs. */
export function useTabCategories(area: 'models' | 'dress', tabId: string | undefined) {
  return useQuery({
    queryKey: [area, 'categories', tabId ?? ''],
    enabled: Boolean(tabId),
    queryFn: ({ signal }) => api.get(`/${area}/${encodeURIComponent(tabId ?? '')}/categories`, { auth: 'client', schema: CategoriesResponseSchema, signal }),
    select: (data) => data.categories,
  });
}
