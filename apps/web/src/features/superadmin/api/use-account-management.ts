import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoginAsResponseSchema, type LoginAsRequest, type RegisterAdminRequest, type SuperadminRegisterClientRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

/** Create/delete admins and clients with the super admin token; lists refresh afterwards. */
export function useSuperadminMutation<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }) });
}

export const registerAdmin = (input: RegisterAdminRequest) => api.post('/superadmin/registeradmin', { auth: 'superadmin', body: input });
export const deleteAdmin = (id: string) => api.delete(`/superadmin/deleteadmin/${encodeURIComponent(id)}`, { auth: 'superadmin' });
export const registerClient = (input: SuperadminRegisterClientRequest) => api.post('/superadmin/registerclient', { auth: 'superadmin', body: input });
export const deleteClient = (id: string) => api.delete(`/superadmin/deleteclient/${encodeURIComponent(id)}`, { auth: 'superadmin' });

/** 'Login as': the super admin's own password again, answered with a short-lived token for that account. */
export const loginAs = (input: LoginAsRequest) => api.post('/superadmin/login-as', { auth: 'superadmin', body: input, schema: LoginAsResponseSchema });
