import type { DetailDto } from '@homeroom/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST dj-rest-auth/logout/: revokes the token on the server. */
export function logOut(): Promise<DetailDto> {
  return apiRequest<DetailDto>('/dj-rest-auth/logout/', { method: 'POST' });
}

/** Revokes the token, then forgets everything of the session here and goes to /login. */
export function useLogOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logOut();
      } catch {
        // Signing out here must work even when the server cannot be reached or the token is gone.
      }
    },
    onSettled: () => {
      queryClient.clear();
      useAuthStore.getState().logout();
      navigate('/login', { replace: true });
    },
  });
}
