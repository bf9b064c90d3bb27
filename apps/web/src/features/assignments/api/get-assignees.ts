import type { AssigneeDtoSchema } from '@homeroom/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type AssigneeDto = z.infer<typeof AssigneeDtoSchema>;

/** Everything cached about one assignment's assignees, refreshed together after a change. */
export function assignmentAssigneesQueryKey(assignmentId: number) {
  return ['assignment', assignmentId] as const;
}

export function assigneesQueryKey(assignmentId: number) {
  return [...assignmentAssigneesQueryKey(assignmentId), 'assignees'] as const;
}

/** GET school/assignee-create/{assignmentId}/: who is set the work, as `{id, assignment, student}`. */
export function getAssignees(assignmentId: number): Promise<AssigneeDto[]> {
  return apiRequest<AssigneeDto[]>(`/school/assignee-create/${assignmentId}/`);
}

export function useAssignees(assignmentId: number) {
  return useQuery(
    queryOptions({ queryKey: assigneesQueryKey(assignmentId), queryFn: () => getAssignees(assignmentId) }),
  );
}
