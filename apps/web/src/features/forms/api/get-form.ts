import type { FormDto } from '@homeroom/contract/forms';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { formsQueryKey } from './list-forms.ts';

/** GET school/form/{id}/: the form as the user may see it. */
export function getForm(formId: number): Promise<FormDto> {
  return apiRequest<FormDto>(`/school/form/${formId}/`);
}

export function useFormDetail(formId: number) {
  return useQuery({ queryKey: [...formsQueryKey, 'one', formId], queryFn: () => getForm(formId) });
}
