import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { schoolAnnouncementsQueryKey } from './list-school-announcements.ts';

/** DELETE school/school-announcement-delete/{id}/; answers 204. */
export function deleteSchoolAnnouncement(announcementId: number): Promise<void> {
  return apiRequest<void>(`/school/school-announcement-delete/${announcementId}/`, { method: 'DELETE' });
}

export function useDeleteSchoolAnnouncement(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSchoolAnnouncement(announcementId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolAnnouncementsQueryKey }),
  });
}
