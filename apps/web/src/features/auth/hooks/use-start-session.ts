import type { UserDto } from '@homeroom/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey, fetchCurrentUser } from '../../../lib/current-user.ts';

/** After login or registration: store the token and the account, then open Home. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (token: string) => {
      let user: UserDto | null = null;
      try {
        user = await fetchCurrentUser(token);
      } catch {
        // The profile page loads the user again and shows any problem there.
      }
      queryClient.clear();
      const store = useAuthStore.getState();
      store.setToken(token);
      if (user) {
        store.setAccount(user);
        queryClient.setQueryData(currentUserQueryKey, user);
      }
      navigate('/home', { replace: true });
    },
    [queryClient, navigate],
  );
}
