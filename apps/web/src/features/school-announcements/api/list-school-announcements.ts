import type { SchoolAnnouncementDto } from '@homeroom/contract/school-announcements';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every list of school announcements, whichever school it is of: a change refreshes them all. */
export const schoolAnnouncementsQueryKey = ['school-announcements'] as const;

/**
 * GET school/school-announcements/ (`?school=` for one school): the announcements of the user's
 * schools, newest first. Reading them clears their notifications on the server.
 */
export function listSchoolAnnouncements(schoolId?: number): Promise<SchoolAnnouncementDto[]> {
  const query = schoolId === undefined ? '' : `?school=${schoolId}`;
  return apiRequest<SchoolAnnouncementDto[]>(`/school/school-announcements/${query}`);
}

export function useSchoolAnnouncements(schoolId?: number) {
  return useQuery({
    queryKey: [...schoolAnnouncementsQueryKey, schoolId ?? 'mine'],
    queryFn: () => listSchoolAnnouncements(schoolId),
  });
}
