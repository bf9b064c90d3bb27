import type { AssigneeListBody } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { assignmentAssigneesQueryKey, type AssigneeDto } from './get-assignees.ts';

/** POST school/assignee-create/{assignmentId}/ with `[{assignment, student}]`; answers 201 the assignees. */
export function createAssignees(assignmentId: number, studentIds: readonly number[]): Promise<AssigneeDto[]> {
  const body: AssigneeListBody = studentIds.map((student) => ({ assignment: assignmentId, student }));
  return apiRequest<AssigneeDto[]>(`/school/assignee-create/${assignmentId}/`, { method: 'POST', body });
}

/** Sets the assignment to the chosen students. */
export function useCreateAssignees(assignmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: readonly number[]) => createAssignees(assignmentId, studentIds),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentAssigneesQueryKey(assignmentId) }),
  });
}
