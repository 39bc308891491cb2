import { useMutation } from '@tanstack/react-query';
import { SuperadminLoginResponseSchema, type LoginRequest, type SuperadminLoginResponse } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';

async function loginSuperadmin(credentials: LoginRequest): Promise<SuperadminLoginResponse> {
  const body = await api.post('/superadmin/login', { body: credentials });
  const parsed = SuperadminLoginResponseSchema.safeParse(body);
  if (!parsed.success) {
    // The spec: an answer with neither success nor a token fails with the server message or 'Login failed'.
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
    throw new Error(message || 'Login failed');
  }
  return parsed.data;
}

/** POST /superadmin/login; on success stores the super admin session (localStorage). */
export function useSuperadminLogin() {
  return useMutation({
    mutationFn: loginSuperadmin,
    onSuccess: ({ token, superadmin }) => {
      setSession('superadmin', token, { role: 'superadmin', name: superadmin.name, email: superadmin.email });
    },
  });
}
