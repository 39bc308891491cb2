import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MessageResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export type ResetLinkTarget = { kind: 'client' | 'admin'; id: string; name: string };

const Accepted = MessageResponseSchema.extend({ success: z.literal(true) });

/** Staff mail a reset link: to a store owner (admin, super admin) or to an admin (super admin). */
export function useSendResetLink(auth: 'admin' | 'superadmin') {
  return useMutation({
    mutationFn: (target: ResetLinkTarget) => {
      const path = target.kind === 'client' ? `/admin/clients/${encodeURIComponent(target.id)}/password-reset` : `/superadmin/admins/${encodeURIComponent(target.id)}/password-reset`;
      return api.post(path, { auth, schema: Accepted });
    },
  });
}
