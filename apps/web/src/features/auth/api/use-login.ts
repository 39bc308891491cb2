import { useMutation } from '@tanstack/react-query';
import { ClientLoginResponseSchema, UserLoginResponseSchema, type LoginRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { startSession, type AuthRole } from '../auth-roles.ts';

async function login(role: AuthRole, credentials: LoginRequest) {
  if (role === 'client') {
    const { token, client } = await api.post('/client/login', { body: credentials, schema: ClientLoginResponseSchema });
    return { token, account: client };
  }
  const { token, user } = await api.post('/user/login', { body: credentials, schema: UserLoginResponseSchema });
  return { token, account: user };
}

/** POST {role}/login; on success stores the session of that role. */
export function useLogin(role: AuthRole) {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(role, credentials),
    onSuccess: ({ token, account }) => startSession(role, token, account),
  });
}
