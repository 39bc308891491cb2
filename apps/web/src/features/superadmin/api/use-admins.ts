import { useQuery } from '@tanstack/react-query';
import { AdminListResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const adminsQueryKey = ['superadmin', 'admins'] as const;

/** GET /superadmin/getadmins with the super admin's token. */
export function useAdmins() {
  return useQuery({
    queryKey: adminsQueryKey,
    queryFn: ({ signal }) => api.get('/superadmin/getadmins', { auth: 'superadmin', schema: AdminListResponseSchema, signal }),
  });
}
