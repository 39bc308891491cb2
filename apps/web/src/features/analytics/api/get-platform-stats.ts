import { useQuery } from '@tanstack/react-query';
import { AdminStatsResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET admin/stats with the admin's or the super admin's token: the platform's measured figures. */
export function usePlatformStats(auth: 'admin' | 'superadmin') {
  return useQuery({
    queryKey: [auth, 'stats'],
    queryFn: ({ signal }) => api.get('/admin/stats', { auth, schema: AdminStatsResponseSchema, signal }),
  });
}
