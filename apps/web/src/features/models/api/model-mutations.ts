import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponseSchema, ModelMutationResponseSchema, type CreateModelRequest, type UpdateModelRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { modelsKeys } from './get-models.ts';

/** Every write refreshes all model lists (grid, playground picker). */
function useModelMutation<V>(fn: (vars: V) => Promise<unknown>) {
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
