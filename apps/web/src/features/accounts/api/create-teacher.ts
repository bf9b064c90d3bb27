import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** POST school/teacher-create/: a new teacher has no school yet; answers 201. */
export function createTeacher(): Promise<unknown> {
  return apiRequest('/school/teacher-create/', { method: 'POST', body: { school: null } });
}

/** Makes the user a teacher, then reloads the user so the teacher's profile shows (docs/product.md, "Account type"). */
export function useCreateTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
