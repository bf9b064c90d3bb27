import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/assignment-delete/{id}/, with all work handed in for it; answers 204. */
export function deleteAssignment(assignmentId: number): Promise<void> {
  return apiRequest<void>(`/school/assignment-delete/${assignmentId}/`, { method: 'DELETE' });
}

export function useDeleteAssignment(classId: number, assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAssignment(assignmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
