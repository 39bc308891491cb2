import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientProfileResponseSchema, ClientUsersResponseSchema, TabsResponseSchema, type UpdateClientProfileRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

const profileKey = ['client', 'profile'] as const;

/** GET client/profile (client token). */
export function useClientProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get('/client/profile', { auth: 'client', schema: ClientProfileResponseSchema, signal }),
    select: (data) => data.data,
    retry: false,
  });
}

/** PUT client/profile: the edited business fields (and a new logo key); the answer replaces the cached profile. */
export function useUpdateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientProfileRequest) => api.put('/client/profile', { auth: 'client', body, schema: ClientProfileResponseSchema }),
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}

/** GET client/{userId}/users: the store's shoppers. */
export function useClientUsers(userId: string | undefined) {
  return useQuery({
    queryKey: ['client', 'users', userId ?? ''],
    enabled: Boolean(userId),
    queryFn: ({ signal }) => api.get(`/client/${encodeURIComponent(userId ?? '')}/users`, { auth: 'client', schema: ClientUsersResponseSchema, signal }),
    select: (data) => data.users,
  });
}

/** GET clienttabs/{clientId}/tabs: the sidebar, sorted by order, enabled tabs only. */
export function useClientTabs(clientId: string | undefined) {
  return useQuery({
    queryKey: ['client', 'tabs', clientId ?? ''],
    enabled: Boolean(clientId),
    queryFn: ({ signal }) => api.get(`/clienttabs/${encodeURIComponent(clientId ?? '')}/tabs`, { auth: 'client', schema: TabsResponseSchema, signal }),
    select: (data) => data.tabs.filter((tab) => tab.enabled).sort((a, b) => a.order - b.order),
  });
}
