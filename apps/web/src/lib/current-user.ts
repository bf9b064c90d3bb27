import type { UserDto } from '@homeroom/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';

/** The signed-in user is read by several features (login, profile, later chat and classes). */
export const currentUserQueryKey = ['current-user'] as const;

/** GET dj-rest-auth/user/. `token` is for the moment after login, before the token is stored. */
export function fetchCurrentUser(token?: string): Promise<UserDto> {
  return apiRequest<UserDto>('/dj-rest-auth/user/', { token });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      const user = await fetchCurrentUser();
      // Keep the persisted account (and the teacher/parent type derived from it) up to date.
      useAuthStore.getState().setAccount(user);
      return user;
    },
  });
}

/** The signed-in user, fetched only while there is a token. */
export function useCurrentUser() {
  const token = useAuthStore((state) => state.token);
  return useQuery({ ...currentUserQueryOptions(), enabled: token !== '' });
}
