import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/event-delete/{id}/; answers 204. */
export function deleteEvent(eventId: number): Promise<void> {
  return apiRequest<void>(`/school/event-delete/${eventId}/`, { method: 'DELETE' });
}

export function useDeleteEvent(classId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteEvent(eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
