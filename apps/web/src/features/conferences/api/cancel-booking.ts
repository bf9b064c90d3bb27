import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classConferencesQueryKey } from './get-class-conferences.ts';

/** DELETE school/conference-bookings/{id}/: the slot is free again. */
export function cancelBooking(bookingId: number): Promise<void> {
  return apiRequest<void>(`/school/conference-bookings/${bookingId}/`, { method: 'DELETE' });
}

export function useCancelBooking(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classConferencesQueryKey(classId) }),
  });
}
