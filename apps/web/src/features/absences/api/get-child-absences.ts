import type { AbsenceDto } from '@homeroom/contract/absences';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesQueryKey } from './get-class-absences.ts';

/** GET school/child-absences/{id}/: a child's notes, newest first, for their guardians and teachers. */
export function getChildAbsences(studentId: number): Promise<AbsenceDto[]> {
  return apiRequest<AbsenceDto[]>(`/school/child-absences/${studentId}/`);
}

export function useChildAbsences(studentId: number) {
  return useQuery({ queryKey: [...absencesQueryKey, 'child', studentId], queryFn: () => getChildAbsences(studentId) });
}
