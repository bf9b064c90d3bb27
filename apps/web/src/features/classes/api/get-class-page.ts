import type { ClassPageDto } from '@homeroom/contract/schools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function classPageQueryKey(classId: number) {
  return ['class', classId] as const;
}

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
