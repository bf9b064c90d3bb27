import type {
  SchoolAnnouncementDto,
  SchoolAnnouncementUpdateBody,
} from '@homeroom/contract/school-announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { schoolAnnouncementsQueryKey } from './list-school-announcements.ts';

/** PUT school/school-announcement-update/{id}/ with the title and content; answers the announcement. */
export function updateSchoolAnnouncement(
  announcementId: number,
  body: SchoolAnnouncementUpdateBody,
): Promise<SchoolAnnouncementDto> {
  return apiRequest<SchoolAnnouncementDto>(`/school/school-announcement-update/${announcementId}/`, {
    method: 'PUT',
    body,
  });
}

export function useUpdateSchoolAnnouncement(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolAnnouncementUpdateBody) => updateSchoolAnnouncement(announcementId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolAnnouncementsQueryKey }),
  });
}
