import type { AssigneeListBody } from '@homeroom/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';
import { assignmentAssigneesQueryKey, type AssigneeDto } from './get-assignees.ts';

/** POST school/assignee-create/{assignmentId}/ with `[{assignment, student}]`; answers 201 the assignees. */
export function createAssignees(assignmentId: number, studentIds: readonly number[]): Promise<AssigneeDto[]> {
  const body: AssigneeListBody = studentIds.map((student) => ({ assignment: assignmentId, student }));
  return apiRequest<AssigneeDto[]>(`/school/assignee-create/${assignmentId}/`, { method: 'POST', body });
}

/** Sets the assignment to the chosen students. */
export function useCreateAssignees(assignment: { id: number; school_class: number }) {
  const assignmentId = assignment.id;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentIds: readonly number[]) => createAssignees(assignmentId, studentIds),
    // The class page counts the assignees of each assignment.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentAssigneesQueryKey(assignmentId) }),
        queryClient.invalidateQueries({ queryKey: classPageQueryKey(assignment.school_class) }),
      ]),
  });
}

/** Sets an assignment nobody has yet to every student of the class, from its card. */
export function useAssignWholeClass(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assignmentId, studentIds }: { assignmentId: number; studentIds: readonly number[] }) =>
      createAssignees(assignmentId, studentIds),
    onSettled: (_answer, _error, { assignmentId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentAssigneesQueryKey(assignmentId) }),
        queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
      ]),
  });
}
