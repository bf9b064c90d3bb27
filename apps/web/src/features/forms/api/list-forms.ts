import type { FormDto } from '@homeroom/contract/forms';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every query of forms: a change to one refreshes them all. */
export const formsQueryKey = ['forms'] as const;

/** GET school/forms/ (`?class=` for one class): a class's forms, or the forms about the user's children. */
export function listForms(classId?: number): Promise<FormDto[]> {
  return apiRequest<FormDto[]>(`/school/forms/${classId === undefined ? '' : `?class=${classId}`}`);
}

export function useForms(classId?: number) {
  return useQuery({ queryKey: [...formsQueryKey, 'list', classId ?? 'mine'], queryFn: () => listForms(classId) });
}
