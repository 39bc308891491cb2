import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TabsResponseSchema, type Tab } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const storeTabsKey = (clientId: string) => ['admin', 'tabs', clientId] as const;

/** GET clienttabs/{clientId}/tabs with the admin token. */
export function useStoreTabs(clientId: string) {
  return useQuery({
    queryKey: storeTabsKey(clientId),
    queryFn: ({ signal }) => api.get(`/clienttabs/${encodeURIComponent(clientId)}/tabs`, { auth: 'admin', schema: TabsResponseSchema, signal }),
  });
}

/** Every change is one POST of the full list; the list the server returns replaces the local one. */
export function useSaveTabs(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tabs: Tab[]) => api.post(`/clienttabs/${encodeURIComponent(clientId)}/tabs`, { auth: 'admin', body: { tabs }, schema: TabsResponseSchema }),
    onSuccess: (response) => queryClient.setQueryData(storeTabsKey(clientId), response),
  });
}
