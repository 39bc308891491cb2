import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { generatedImagesKey } from './get-generated-images.ts';

/** DELETE client/generated-images/{id} (client token): the picture goes from the gallery; the server removes its file. */
export function useDeleteGeneratedImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/client/generated-images/${encodeURIComponent(id)}`, { auth: 'client', schema: MessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generatedImagesKey }),
  });
}
