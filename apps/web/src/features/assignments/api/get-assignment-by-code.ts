import type { AssignmentByCodeDto } from '@homeroom/contract/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function assignmentByCodeQueryKey(code: string) {
  return ['assignment-by-code', code] as const;
}

/**
 * GET school/assignment-detail/{code}/: public, the assignment and its assignees' names with
 * submitted or not. A stored token goes along (docs/product.md, "Handing in by link"); the server reads a missing one as anonymous.
 */
export function getAssignmentByCode(code: string): Promise<AssignmentByCodeDto> {
  return apiRequest<AssignmentByCodeDto>(`/school/assignment-detail/${encodeURIComponent(code)}/`);
}

export function useAssignmentByCode(code: string) {
  return useQuery(
    queryOptions({ queryKey: assignmentByCodeQueryKey(code), queryFn: () => getAssignmentByCode(code) }),
  );
}
