import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** DELETE school/announcement-delete/{id}/; answers 204. */
export function deleteAnnouncement(announcementId: number): Promise<void> {
  return apiRequest<void>(`/school/announcement-delete/${announcementId}/`, { method: 'DELETE' });
}

export function useDeleteAnnouncement(classId: number, announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAnnouncement(announcementId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
