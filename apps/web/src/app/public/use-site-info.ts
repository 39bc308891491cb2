import { useQuery } from '@tanstack/react-query';
import { PublicSiteResponseSchema } from '@tryown/contracts';
import { api } from '../../lib/api-client.ts';

/** GET /public/site: the address, phone and e-mail from the server's configuration. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['public', 'site'],
    queryFn: ({ signal }) => api.get('/public/site', { schema: PublicSiteResponseSchema, signal }),
    staleTime: Infinity,
  });
}
