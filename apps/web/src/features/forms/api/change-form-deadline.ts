import type { FormDto } from '@homeroom/contract/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** PUT school/form-deadline/{id}/: moves the deadline, to extend or reopen the form. */
export function changeFormDeadline(formId: number, deadline: string): Promise<FormDto> {
  return apiRequest<FormDto>(`/school/form-deadline/${formId}/`, { method: 'PUT', body: { deadline } });
}

export function useChangeFormDeadline(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deadline: string) => changeFormDeadline(formId, deadline),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey }),
  });
}
