import type {
  SchoolAnnouncementCreateBody,
  SchoolAnnouncementDto,
} from '@homeroom/contract/school-announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { schoolAnnouncementsQueryKey } from './list-school-announcements.ts';

/** POST school/school-announcement-create/ (a leader, to their school); answers 201 the announcement. */
export function createSchoolAnnouncement(body: SchoolAnnouncementCreateBody): Promise<SchoolAnnouncementDto> {
  return apiRequest<SchoolAnnouncementDto>('/school/school-announcement-create/', { method: 'POST', body });
}

export function useCreateSchoolAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSchoolAnnouncement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schoolAnnouncementsQueryKey }),
  });
}
