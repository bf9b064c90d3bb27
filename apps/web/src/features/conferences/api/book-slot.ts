import type { ConferenceBookingBody } from '@homeroom/contract/conferences';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classConferencesQueryKey } from './get-class-conferences.ts';

/** POST school/conference-bookings/: 409 when the slot was just taken, 400 when the child has a booking. */
export function bookSlot(body: ConferenceBookingBody): Promise<{ id: number; slot: number }> {
  return apiRequest<{ id: number; slot: number }>('/school/conference-bookings/', { method: 'POST', body });
}

export function useBookSlot(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSlot,
    // Refetched after a refusal too: the slot was most likely taken by another family meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: classConferencesQueryKey(classId) }),
  });
}
