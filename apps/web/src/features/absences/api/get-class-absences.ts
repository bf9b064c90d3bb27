import type { AbsenceDto } from '@homeroom/contract/absences';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const absencesQueryKey = ['absences'] as const;

/** GET school/class-absences/{id}/?day=: the class's absences of the viewer's day, for its teachers and its school's leaders. */
export function getClassAbsences(classId: number, day: string): Promise<AbsenceDto[]> {
  return apiRequest<AbsenceDto[]>(`/school/class-absences/${classId}/?day=${day}`);
}

export function useClassAbsences(classId: number, day: string) {
  return useQuery({ queryKey: [...absencesQueryKey, 'class', classId, day], queryFn: () => getClassAbsences(classId, day) });
}
