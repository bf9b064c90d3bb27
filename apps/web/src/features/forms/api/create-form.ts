import type { FormCreateBody, FormDto } from '@homeroom/contract/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** POST school/form-create/: sends the form to the children; answers 201 the form. */
export function createForm(body: FormCreateBody): Promise<FormDto> {
  return apiRequest<FormDto>('/school/form-create/', { method: 'POST', body });
}

export function useCreateForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey }),
  });
}
