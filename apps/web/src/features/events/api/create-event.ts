import type { EventCreateBody, EventDto, EventUpdateBody } from '@homeroom/contract/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/event-create/ (the class's teacher); answers 201 the event with no helpers. */
export function createEvent(body: EventCreateBody): Promise<EventDto> {
  return apiRequest<EventDto>('/school/event-create/', { method: 'POST', body });
}

export function useCreateEvent(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EventUpdateBody) => createEvent({ ...values, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
