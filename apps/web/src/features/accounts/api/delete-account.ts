import type { AccountDeleteBody } from '@homeroom/contract/data-deletion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST school/account-delete/: deletes the caller's account for good. */
export function deleteAccount(body: AccountDeleteBody): Promise<void> {
  return apiRequest<void>('/school/account-delete/', { method: 'POST', body });
}

/** Deletes the account, then forgets the session here (its token is gone on the server) and goes to /login. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      useAuthStore.getState().logout();
      navigate('/login', { replace: true });
    },
  });
}
