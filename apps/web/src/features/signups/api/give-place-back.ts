import type { SignupDto } from '@homeroom/contract/signups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classSignupsQueryKey } from './get-class-signups.ts';

/** POST school/signup-place-give-back/{slotId}/ (the family holding the place), until the cut-off. */
export function givePlaceBack(slotId: number): Promise<SignupDto> {
  return apiRequest<SignupDto>(`/school/signup-place-give-back/${slotId}/`, { method: 'POST' });
}

export function useGivePlaceBack(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: givePlaceBack,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classSignupsQueryKey(classId) }),
  });
}
