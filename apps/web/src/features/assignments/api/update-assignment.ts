import type { AssignmentDto, AssignmentUpdateBody } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** PUT school/assignment-update/{id}/; answers the assignment. */
export function updateAssignment(assignmentId: number, body: AssignmentUpdateBody): Promise<AssignmentDto> {
  return apiRequest<AssignmentDto>(`/school/assignment-update/${assignmentId}/`, { method: 'PUT', body });
}

export function useUpdateAssignment(classId: number, assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentUpdateBody) => updateAssignment(assignmentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
