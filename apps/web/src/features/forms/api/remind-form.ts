import type { FormRemindDto } from '@homeroom/contract/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** POST school/form-remind/{id}/: reminds the guardians of the children still waiting. */
export function remindForm(formId: number): Promise<FormRemindDto> {
  return apiRequest<FormRemindDto>(`/school/form-remind/${formId}/`, { method: 'POST' });
}

export function useRemindForm(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindForm(formId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey }),
  });
}
