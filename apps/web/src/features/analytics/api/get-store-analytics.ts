import { useQuery } from '@tanstack/react-query';
import { ClientAnalyticsResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET client/analytics?days=N (client token): the store's own figures over the last N days. */
export function useStoreAnalytics(days = 30) {
  return useQuery({
    queryKey: ['analytics', 'store', days],
    queryFn: ({ signal }) => api.get('/client/analytics', { auth: 'client', query: { days }, schema: ClientAnalyticsResponseSchema, signal }),
  });
}
