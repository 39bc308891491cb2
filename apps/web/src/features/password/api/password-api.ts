import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ChangePasswordResponseSchema,
  MessageResponseSchema,
  ResetPasswordResponseSchema,
  type ChangePasswordRequest,
  type ResetPasswordRequest,
} from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { getSessionData, setSession, type SessionKind } from '../../../lib/session.ts';

const Accepted = MessageResponseSchema.extend({ success: z.literal(true) });

/** POST {role}/forgot-password: the server answers the same whether or not the e-mail has an account. */
export function useForgotPassword(role: SessionKind) {
  return useMutation({ mutationFn: (email: string) => api.post(`/${role}/forgot-password`, { body: { email }, schema: Accepted }) });
}

/** POST auth/reset-password with the token from the link. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => api.post('/auth/reset-password', { body, schema: ResetPasswordResponseSchema }) });
}

/** POST {role}/change-password; the new token replaces the session's (the others have ended). */
export function useChangePassword(role: SessionKind) {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.post(`/${role}/change-password`, { auth: role, body, schema: ChangePasswordResponseSchema }),
    onSuccess: ({ token }) => {
      const data = getSessionData(role);
      if (data) setSession(role, token, data);
    },
  });
}
