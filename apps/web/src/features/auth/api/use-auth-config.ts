import { useQuery } from '@tanstack/react-query';
import { AuthConfigResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /auth/config: the Google client id, or null when Google sign-in is switched off. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: () => api.get('/auth/config', { schema: AuthConfigResponseSchema }),
    staleTime: Infinity,
  });
}
