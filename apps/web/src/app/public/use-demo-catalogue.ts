import { useQuery } from '@tanstack/react-query';
import { DemoCatalogueResponseSchema } from '@tryown/contracts';
import { api } from '../../lib/api-client.ts';

/** GET public/demo: the demo store's garments and the widget key the demo page runs on. */
export function useDemoCatalogue() {
  return useQuery({ queryKey: ['public', 'demo'], queryFn: ({ signal }) => api.get('/public/demo', { schema: DemoCatalogueResponseSchema, signal }), retry: false });
}
