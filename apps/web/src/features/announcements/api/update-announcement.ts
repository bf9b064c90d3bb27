import type { AnnouncementDto, AnnouncementUpdateBody } from '@homeroom/contract/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** PUT school/announcement-update/{id}/ with the title and content; answers the announcement. */
export function updateAnnouncement(
  announcementId: number,
  body: AnnouncementUpdateBody,
): Promise<AnnouncementDto> {
  return apiRequest<AnnouncementDto>(`/school/announcement-update/${announcementId}/`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateAnnouncement(classId: number, announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementUpdateBody) => updateAnnouncement(announcementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
