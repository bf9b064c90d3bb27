import type { ReminderDto } from '@homeroom/contract/read-receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classContentReadsQueryKey } from '../../../lib/content-reads-query-key.ts';

/** POST school/announcement-remind/{id}/: reminds the families who have not acknowledged. */
export function remindFamilies(announcementId: number): Promise<ReminderDto> {
  return apiRequest<ReminderDto>(`/school/announcement-remind/${announcementId}/`, { method: 'POST' });
}

export function useRemindFamilies(classId: number, announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindFamilies(announcementId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classContentReadsQueryKey(classId) }),
  });
}
