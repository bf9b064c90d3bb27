import type { ClassPageDto } from '@homeroom/contract/classes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** GET school/class/{id}/: the class with its students and content (403 outside the class). */
export function getClassPage(classId: number): Promise<ClassPageDto> {
  return apiRequest<ClassPageDto>(`/school/class/${classId}/`);
}

export function classPageQueryOptions(classId: number) {
  return queryOptions({ queryKey: classPageQueryKey(classId), queryFn: () => getClassPage(classId) });
}

export function useClassPage(classId: number) {
  return useQuery(classPageQueryOptions(classId));
}
