import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/**
 * DELETE school/class-coteacher/{id}/{user_id}/: the owner removes a co-teacher, or a co-teacher
 * leaves (their own id); answers 204. Both the class and the profile's class list change.
 */
export function useRemoveCoteacher(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: number; isLeaving: boolean }) =>
      apiRequest<void>(`/school/class-coteacher/${classId}/${userId}/`, { method: 'DELETE' }),
    onSuccess: async (_answer, { isLeaving }) => {
      // Whoever leaves may no longer load the class: it is forgotten rather than loaded again.
      if (isLeaving) queryClient.removeQueries({ queryKey: classPageQueryKey(classId) });
      else await queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) });
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
