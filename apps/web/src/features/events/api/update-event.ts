import type { EventDto, EventUpdateBody } from '@homeroom/contract/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** PUT school/event-update/{id}/ with every field but the class; answers the event. */
export function updateEvent(eventId: number, body: EventUpdateBody): Promise<EventDto> {
  return apiRequest<EventDto>(`/school/event-update/${eventId}/`, { method: 'PUT', body });
}

export function useUpdateEvent(classId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdateBody) => updateEvent(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
