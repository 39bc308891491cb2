import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserProfileResponseSchema, type BasicProfileRequest, type StylePreferencesRequest } from '@tryown/contracts';
import { api } from '../../../lib/api-client.ts';

export const userProfileKey = ['user', 'profile'] as const;

/** GET user/userprofile with the shopper's token. */
export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async () => (await api.get('/user/userprofile', { auth: 'user', schema: UserProfileResponseSchema })).user,
  });
}

type ProfilePart = { part: 'basic'; body: BasicProfileRequest } | { part: 'style'; body: StylePreferencesRequest };

/** PUT user/profile/basic or user/profile/style; the answer is the whole profile, flags included. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ part, body }: ProfilePart) => (await api.put(`/user/profile/${part}`, { auth: 'user', body, schema: UserProfileResponseSchema })).user,
    onSuccess: (profile) => queryClient.setQueryData(userProfileKey, profile),
  });
}
