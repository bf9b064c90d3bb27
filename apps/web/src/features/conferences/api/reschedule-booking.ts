import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classConferencesQueryKey } from './get-class-conferences.ts';

/** PUT school/conference-bookings/{id}/: the booking moves to another free slot of its window. */
export function rescheduleBooking({ bookingId, slot }: { bookingId: number; slot: number }): Promise<{ id: number; slot: number }> {
  return apiRequest<{ id: number; slot: number }>(`/school/conference-bookings/${bookingId}/`, { method: 'PUT', body: { slot } });
}

export function useRescheduleBooking(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classConferencesQueryKey(classId) }),
  });
}
