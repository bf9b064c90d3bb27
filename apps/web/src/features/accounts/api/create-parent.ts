import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** POST school/parent-create/ with the user's own id; answers 201. */
export function createParent(userId: number): Promise<unknown> {
  return apiRequest('/school/parent-create/', { method: 'POST', body: { user: userId } });
}

/** Makes the user a parent, then reloads the user so the parent's profile shows (docs/product.md, "Account type"). */
export function useCreateParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
