import type { AssigneeDetailDto } from '@homeroom/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { assignmentAssigneesQueryKey } from './get-assignees.ts';

export function assigneeDetailsQueryKey(assignmentId: number) {
  return [...assignmentAssigneesQueryKey(assignmentId), 'responses'] as const;
}

/** GET school/assignee-list/{assignmentId}/: each assignee with their work, score and feedback. */
export function getAssigneeDetails(assignmentId: number): Promise<AssigneeDetailDto[]> {
  return apiRequest<AssigneeDetailDto[]>(`/school/assignee-list/${assignmentId}/`);
}

export function useAssigneeDetails(assignmentId: number) {
  return useQuery(
    queryOptions({
      queryKey: assigneeDetailsQueryKey(assignmentId),
      queryFn: () => getAssigneeDetails(assignmentId),
    }),
  );
}
