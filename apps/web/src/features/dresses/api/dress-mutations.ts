import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DressMutationResponseSchema, MessageResponseSchema, type CreateDressRequest, type UpdateDressRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { dressesKeys } from './get-dresses.ts';

/** Every write refreshes all dress lists (grid, playground picker). */
function useDressMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: dressesKeys.all }) });
}

const path = (id: string) => `/dress/${encodeURIComponent(id)}`;

export const useAddDress = () => useDressMutation((body: CreateDressRequest) => api.post('/dress/add', { auth: 'client', body, schema: DressMutationResponseSchema }));

export const useUpdateDress = () =>
  useDressMutation(({ id, body }: { id: string; body: UpdateDressRequest }) => api.put(path(id), { auth: 'client', body, schema: DressMutationResponseSchema }));

export const useDeleteDress = () => useDressMutation((id: string) => api.delete(path(id), { auth: 'client', schema: MessageResponseSchema }));

export type DressFlagAction = 'disable' | 'enable' | 'markNew' | 'unmarkNew';

/** PUT dress/{id}/disable|enable, PATCH dress/{id}/new-arrival[/unmark]; the answer's message is the toast. */
export const useDressFlag = () =>
  useDressMutation(({ id, action }: { id: string; action: DressFlagAction }) => {
    const options = { auth: 'client' as const, schema: DressMutationResponseSchema };
    if (action === 'disable') return api.put(`${path(id)}/disable`, options);
    if (action === 'enable') return api.put(`${path(id)}/enable`, options);
    if (action === 'markNew') return api.patch(`${path(id)}/new-arrival`, options);
    return api.patch(`${path(id)}/new-arrival/unmark`, options);
  });

/** POST dress/{id}/analysis: checks the photo with the current try-on engine now; the dress comes back with its state. */
export const useCheckDressPhoto = () =>
  useDressMutation(async (id: string) => (await api.post(`${path(id)}/analysis`, { auth: 'client', schema: DressMutationResponseSchema })).dress?.analysis);
