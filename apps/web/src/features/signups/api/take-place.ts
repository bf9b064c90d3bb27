import type { SignupDto } from '@homeroom/contract/signups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classSignupsQueryKey } from './get-class-signups.ts';

/** POST school/signup-place-take/{slotId}/ (a family of the class); 400 `{slot: [...]}` when full, taken already or closed. */
export function takePlace(slotId: number): Promise<SignupDto> {
  return apiRequest<SignupDto>(`/school/signup-place-take/${slotId}/`, { method: 'POST' });
}

export function useTakePlace(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takePlace,
    // Refetched after a refusal too: a full slot was most likely filled by another family meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: classSignupsQueryKey(classId) }),
  });
}
