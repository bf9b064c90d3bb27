import type { AnnouncementCreateBody, AnnouncementDto } from '@homeroom/contract/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/announcement-create/ (the class's teacher); answers 201 the announcement. */
export function createAnnouncement(body: AnnouncementCreateBody): Promise<AnnouncementDto> {
  return apiRequest<AnnouncementDto>('/school/announcement-create/', { method: 'POST', body });
}

export function useCreateAnnouncement(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Omit<AnnouncementCreateBody, 'school_class'>) =>
      createAnnouncement({ ...values, school_class: classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) }),
  });
}
