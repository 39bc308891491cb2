import { useQuery } from '@tanstack/react-query';
import { EnquiryListResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export type EnquirySource = 'admin' | 'superadmin';

export const enquiriesQueryKey = (source: EnquirySource) => ['enquiries', source] as const;

/** GET /admin/enquiries or /superadmin/enquiries with that area's token; newest first. */
export function useEnquiries(source: EnquirySource) {
  return useQuery({
    queryKey: enquiriesQueryKey(source),
    queryFn: ({ signal }) => api.get(`/${source}/enquiries`, { auth: source, schema: EnquiryListResponseSchema, signal }),
  });
}
