import type { UserDto } from '@homeroom/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { currentUserQueryKey, fetchCurrentUser } from '../../../lib/current-user.ts';
import { pathAfterSignIn } from '../../../lib/pending-guardian-invitation.ts';

/** After login or registration: store the token and the account, then open Home (or the guardian invitation opened before). */
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
      // The same place the guest pages send a signed-in user to: whichever of the two navigations
      // runs last, a guardian invitation kept for after login is not lost to Home.
      navigate(pathAfterSignIn(), { replace: true });
    },
    [queryClient, navigate],
  );
}
