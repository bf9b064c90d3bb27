import type { ConferenceWindowDto } from '@homeroom/contract/conferences';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const classConferencesQueryKey = (classId: number) => ['class-conferences', classId] as const;

/** GET school/class-conferences/{classId}/: the class's booking windows with their slots. */
export function fetchClassConferences(classId: number): Promise<ConferenceWindowDto[]> {
  return apiRequest<ConferenceWindowDto[]>(`/school/class-conferences/${classId}/`);
}

export function useClassConferences(classId: number) {
  return useQuery({ queryKey: classConferencesQueryKey(classId), queryFn: () => fetchClassConferences(classId) });
}
