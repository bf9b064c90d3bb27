import type { FormAnswerBody, FormDto } from '@homeroom/contract/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** POST school/form-answer/{id}/: a guardian signs for a child (`corrects` for a correction). */
export function answerForm(formId: number, body: FormAnswerBody): Promise<FormDto> {
  return apiRequest<FormDto>(`/school/form-answer/${formId}/`, { method: 'POST', body });
}

export function useAnswerForm(formId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormAnswerBody) => answerForm(formId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey }),
  });
}
