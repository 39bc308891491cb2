import { useMutation } from '@tanstack/react-query';
import { ContactResponseSchema, type ContactRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** POST /contact (anyone): stores the enquiry; admins read it under Tickets / Support. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (enquiry: ContactRequest) => api.post('/contact', { body: enquiry, schema: ContactResponseSchema }),
  });
}
