import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classConferencesQueryKey } from './get-class-conferences.ts';

/** DELETE school/conference-windows/{id}/: the window goes with its slots and bookings. */
export function deleteWindow(windowId: number): Promise<void> {
  return apiRequest<void>(`/school/conference-windows/${windowId}/`, { method: 'DELETE' });
}

export function useDeleteWindow(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWindow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: classConferencesQueryKey(classId) }),
  });
}
