import { useQuery } from '@tanstack/react-query';
import { GeneratedImagesResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const generatedImagesKey = ['generated-images'] as const;

/** GET client/generated-images (client token): the store's images, newest first, with signed URLs. */
export function useGeneratedImages() {
  return useQuery({
    queryKey: generatedImagesKey,
    queryFn: ({ signal }) => api.get('/client/generated-images', { auth: 'client', schema: GeneratedImagesResponseSchema, signal }),
    select: (response) => response.generatedImages,
  });
}
