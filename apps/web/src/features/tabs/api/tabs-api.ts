import { useCallback, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TabsResponseSchema, type Tab, type TabsResponse } from '@tryown/contracts';
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

/**
 * Applies an edit to the store's tabs and saves the whole list. Edits run one after another, each
 * on the list the previous save returned, so two quick clicks never POST a list that undoes the other.
 * Resolves true when saved, false when the edit changed nothing (a blank name); rejects on failure.
 */
export function useTabsUpdater(clientId: string) {
  const queryClient = useQueryClient();
  const { mutateAsync: save, isPending } = useSaveTabs(clientId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const update = useCallback(
    (edit: (tabs: Tab[]) => Tab[] | null): Promise<boolean> => {
      const run = async () => {
        const current = queryClient.getQueryData<TabsResponse>(storeTabsKey(clientId))?.tabs ?? [];
        const next = edit(current);
        if (!next) return false;
        await save(next);
        return true;
      };
      const result = queue.current.then(run, run);
      queue.current = result.catch(() => undefined);
      return result;
    },
    [clientId, queryClient, save],
  );
  return { update, isPending };
}
