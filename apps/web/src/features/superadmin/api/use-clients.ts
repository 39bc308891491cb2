import { useQuery } from '@tanstack/react-query';
import { ClientListResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const clientsQueryKey = ['superadmin', 'clients'] as const;

/** GET /superadmin/getclients with the super admin's token. */
export function useClients() {
  return useQuery({
    queryKey: clientsQueryKey,
    queryFn: ({ signal }) => api.get('/superadmin/getclients', { auth: 'superadmin', schema: ClientListResponseSchema, signal }),
  });
}
