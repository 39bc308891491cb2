import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminLoginResponseSchema,
  ClientListResponseSchema,
  ClientTokenResponseSchema,
  ShopperLimitsResponseSchema,
  type AdminRegisterRequest,
  type ClientRegisterRequest,
  type LoginRequest,
} from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';

export const adminClientsQueryKey = ['admin', 'clients'] as const;

/** POST /admin/login; stores the admin session (localStorage). 'Login failed' when the answer has no token. */
export function useAdminLogin() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const body = await api.post('/admin/login', { body: credentials });
      const parsed = AdminLoginResponseSchema.safeParse(body);
      if (!parsed.success) throw new Error('Login failed');
      return parsed.data;
    },
    onSuccess: ({ token, admin }) => setSession('admin', token, { role: 'admin', name: admin.name, email: admin.email }),
  });
}

export function useAdminRegister() {
  return useMutation({ mutationFn: (input: AdminRegisterRequest) => api.post('/admin/register', { body: input }) });
}

/** GET /admin/getclients with the admin token (the original sent none). */
export function useAdminClients() {
  return useQuery({
    queryKey: adminClientsQueryKey,
    queryFn: ({ signal }) => api.get('/admin/getclients', { auth: 'admin', schema: ClientListResponseSchema, signal }),
  });
}

/** The admin's Add Client posts to client/register like the spec (the shared store creation). */
export function useAdminCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientRegisterRequest) => api.post('/client/register', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAdminDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => api.delete(`/admin/deleteclient/${encodeURIComponent(clientId)}`, { auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** GET /admin/get-client-token/{clientId}: a one-hour client session for the impersonation window. */
export const fetchClientToken = (clientId: string) =>
  api.get(`/admin/get-client-token/${encodeURIComponent(clientId)}`, { auth: 'admin', schema: ClientTokenResponseSchema });

/** PUT admin/clients/{id}/shopper-limits: the store's daily cap on its shoppers' try-ons. */
export function useSetShopperLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, shopperTryonDailyCap }: { clientId: string; shopperTryonDailyCap: string }) =>
      api.put(`/admin/clients/${encodeURIComponent(clientId)}/shopper-limits`, { auth: 'admin', body: { shopperTryonDailyCap }, schema: ShopperLimitsResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClientsQueryKey }),
  });
}
