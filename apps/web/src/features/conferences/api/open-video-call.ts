import type { ConferenceCallDto } from '@homeroom/contract/conferences';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST school/conference-bookings/{id}/video-call/: the direct chat whose video page holds the call. */
export function openVideoCall(bookingId: number): Promise<ConferenceCallDto> {
  return apiRequest<ConferenceCallDto>(`/school/conference-bookings/${bookingId}/video-call/`, { method: 'POST' });
}

export function useOpenVideoCall() {
  return useMutation({ mutationFn: openVideoCall });
}
