import type { AbsenceDto } from '@homeroom/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesQueryKey } from './get-class-absences.ts';

/** PUT school/absence-acknowledge/{id}/ (a teacher of the class): the guardian sees who read it and when. */
export function acknowledgeAbsence(absenceId: number): Promise<AbsenceDto> {
  return apiRequest<AbsenceDto>(`/school/absence-acknowledge/${absenceId}/`, { method: 'PUT' });
}

export function useAcknowledgeAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAbsence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesQueryKey }),
  });
}
