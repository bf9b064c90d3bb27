import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/student-delete/{id}/; answers 204. */
export function deleteStudent(studentId: number): Promise<void> {
  return apiRequest<void>(`/school/student-delete/${studentId}/`, { method: 'DELETE' });
}

export function useDeleteStudent(classId: number, studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
