import type { ChildAccessLogDto } from '@homeroom/contract/access-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET school/student-access-log/{id}/: who else opened the child's record, for the child's guardians only (404 otherwise). */
export function getChildAccessLog(studentId: number): Promise<ChildAccessLogDto> {
  return apiRequest<ChildAccessLogDto>(`/school/student-access-log/${studentId}/`);
}

export function childAccessLogQueryOptions(studentId: number) {
  return queryOptions({ queryKey: ['student-access-log', studentId] as const, queryFn: () => getChildAccessLog(studentId) });
}

export function useChildAccessLog(studentId: number) {
  return useQuery(childAccessLogQueryOptions(studentId));
}
