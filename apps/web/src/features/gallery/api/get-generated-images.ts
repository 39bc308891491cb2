import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, GeneratedImagesResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const generatedImagesKey = ['generated-images'] as const;

/** GET client/generated-images (client token): the store's images, newest first, with signed URLs, page after page ('Load more'). */
export function useGeneratedImages() {
  return useInfiniteQuery({
    queryKey: generatedImagesKey,
    queryFn: ({ pageParam, signal }) =>
      api.get('/client/generated-images', { auth: 'client', query: { page: pageParam, limit: DEFAULT_PAGE_SIZE }, schema: GeneratedImagesResponseSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
