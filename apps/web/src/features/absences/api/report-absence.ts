import type { AbsenceCreateBody, AbsenceDto } from '@homeroom/contract/absences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { absencesQueryKey } from './get-class-absences.ts';

/** POST school/absence-create/ (a guardian of the child); 400 `{field: [...]}` for bad input. */
export function reportAbsence(body: AbsenceCreateBody): Promise<AbsenceDto> {
  return apiRequest<AbsenceDto>('/school/absence-create/', { method: 'POST', body });
}

export function useReportAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportAbsence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absencesQueryKey }),
  });
}
