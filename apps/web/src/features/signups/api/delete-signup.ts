import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classSignupsQueryKey } from './get-class-signups.ts';

/** DELETE school/signup-delete/{id}/ (a teacher of the class). */
export function deleteSignup(signupId: number): Promise<void> {
  return apiRequest<void>(`/school/signup-delete/${signupId}/`, { method: 'DELETE' });
}

export function useDeleteSignup(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classSignupsQueryKey(classId) }),
  });
}
