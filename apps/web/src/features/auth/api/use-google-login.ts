import { useMutation } from '@tanstack/react-query';
import { ClientGoogleLoginResponseSchema, UserGoogleLoginResponseSchema } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession, type AuthRole } from '../auth-roles.ts';

type GoogleLoginInput = { credential: string; clientUserId?: string };

async function googleLogin(role: AuthRole, { credential, clientUserId }: GoogleLoginInput) {
  if (role === 'client') {
    const body = await api.post('/client/google-login', { body: { token: credential }, schema: ClientGoogleLoginResponseSchema });
    return { token: body.jwt_token, account: body.client };
  }
  // The shopper's store is the Client User ID they typed, never a fixed id.
  const path = `/clients/${encodeURIComponent(clientUserId ?? '')}/mobile/user/google-login`;
  const body = await api.post(path, { body: { token: credential }, schema: UserGoogleLoginResponseSchema });
  return { token: body.jwt_token, account: body.user };
}

/** Sends Google's ID token to our server, which verifies it, and stores the session it returns. */
export function useGoogleLogin(role: AuthRole) {
  return useMutation({
    mutationFn: (input: GoogleLoginInput) => googleLogin(role, input),
    onSuccess: ({ token, account }) => startSession(role, token, account),
  });
}
