import type { AssigneeListBody } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { assignmentAssigneesQueryKey } from './get-assignees.ts';

/**
 * DELETE school/assignee-delete-list/{assignmentId}/ with the JSON body `[{assignment, student}]`;
 * answers 200. The server deletes whatever those students handed in, too.
 */
export function deleteAssignees(assignmentId: number, studentIds: readonly number[]): Promise<void> {
  const body: AssigneeListBody = studentIds.map((student) => ({ assignment: assignmentId, student }));
  return apiRequest<void>(`/school/assignee-delete-list/${assignmentId}/`, { method: 'DELETE', body });
}

/** Takes the assignment back from the chosen students. */
export function useDeleteAssignees(assignment: { id: number; school_class: number }) {
  const assignmentId = assignment.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: readonly number[]) => deleteAssignees(assignmentId, studentIds),
    // The class page counts the assignees of each assignment.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentAssigneesQueryKey(assignmentId) }),
        queryClient.invalidateQueries({ queryKey: classPageQueryKey(assignment.school_class) }),
      ]),
  });
}
