import type { SignupCreateBody, SignupDto } from '@homeroom/contract/signups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classSignupsQueryKey } from './get-class-signups.ts';

/** POST school/signup-create/ (a teacher of the class); 400 `{field: [...]}` for bad input. */
export function createSignup(body: SignupCreateBody): Promise<SignupDto> {
  return apiRequest<SignupDto>('/school/signup-create/', { method: 'POST', body });
}

export function useCreateSignup(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SignupCreateBody, 'school_class'>) => createSignup({ ...body, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classSignupsQueryKey(classId) }),
  });
}
