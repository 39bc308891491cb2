import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema, ModelMutationResponseSchema, type CreateModelRequest, type UpdateModelRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { modelsKeys } from './get-models.ts';

/** Every write refreshes all model lists (grid, playground picker). */
function useModelMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: modelsKeys.all }) });
}

export const useAddModel = () =>
  useModelMutation((body: CreateModelRequest) => api.post('/models/add', { auth: 'client', body, schema: ModelMutationResponseSchema }));

export const useUpdateModel = () =>
  useModelMutation(({ id, body }: { id: string; body: UpdateModelRequest }) =>
    api.put(`/models/${encodeURIComponent(id)}`, { auth: 'client', body, schema: ModelMutationResponseSchema }),
  );

export const useDeleteModel = () =>
  useModelMutation((id: string) => api.delete(`/models/${encodeURIComponent(id)}`, { auth: 'client', schema: MessageResponseSchema }));

/** POST models/{id}/analysis: checks the photo with the current try-on engine now; the model comes back with its state. */
export const useCheckModelPhoto = () =>
  useModelMutation(async (id: string) => (await api.post(`/models/${encodeURIComponent(id)}/analysis`, { auth: 'client', schema: ModelMutationResponseSchema })).model?.analysis);
