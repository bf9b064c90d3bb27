import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/helper-delete/{eventId}/ (the helping parent); answers 204, 404 if not helping. */
export function unregisterHelper(eventId: number): Promise<void> {
  return apiRequest<void>(`/school/helper-delete/${eventId}/`, { method: 'DELETE' });
}

export function useUnregisterHelper(classId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unregisterHelper(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
