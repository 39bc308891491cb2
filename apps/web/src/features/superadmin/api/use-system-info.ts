import { useQuery } from '@tanstack/react-query';
import { SystemInfoResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET superadmin/system-info: facts of the running server. */
export function useSystemInfo() {
  return useQuery({
    queryKey: ['superadmin', 'system-info'],
    queryFn: ({ signal }) => api.get('/superadmin/system-info', { auth: 'superadmin', schema: SystemInfoResponseSchema, signal }),
  });
}
