import type { FormDto } from '@homeroom/contract/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** POST school/form-pdf/{id}/ (multipart, `pdf`): attaches the letter as a PDF. */
export function attachFormPdf(formId: number, file: File): Promise<FormDto> {
  const body = new FormData();
  body.append('pdf', file);
  return apiRequest<FormDto>(`/school/form-pdf/${formId}/`, { method: 'POST', body });
}

export function useAttachFormPdf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, file }: { formId: number; file: File }) => attachFormPdf(formId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsQueryKey }),
  });
}
