import type { AbsenceDto } from '@homeroom/contract/absences';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesQueryKey } from './get-class-absences.ts';

/** GET school/teacher-absences/?day=: the day's absences in every class the teacher teaches. */
export function getTeacherAbsences(day: string): Promise<AbsenceDto[]> {
  return apiRequest<AbsenceDto[]>(`/school/teacher-absences/?day=${day}`);
}

export function useTeacherAbsences(day: string) {
  return useQuery({ queryKey: [...absencesQueryKey, 'teacher', day], queryFn: () => getTeacherAbsences(day) });
}
