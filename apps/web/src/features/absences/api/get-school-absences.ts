import type { AbsenceDto } from '@homeroom/contract/absences';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesQueryKey } from './get-class-absences.ts';

/** GET school/school-absences/?day=: the day's absences of the leader's school. */
export function getSchoolAbsences(day: string): Promise<AbsenceDto[]> {
  return apiRequest<AbsenceDto[]>(`/school/school-absences/?day=${day}`);
}

export function useSchoolAbsences(day: string) {
  return useQuery({ queryKey: [...absencesQueryKey, 'school', day], queryFn: () => getSchoolAbsences(day) });
}
