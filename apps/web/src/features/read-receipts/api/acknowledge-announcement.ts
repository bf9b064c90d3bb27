import type { AcknowledgementDto, ClassAcknowledgementsDto } from '@homeroom/contract/read-receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classAcknowledgementsQueryKey } from './get-class-acknowledgements.ts';

/** POST school/announcement-acknowledge/{id}/: the family's "I've read this", recorded once. */
export function acknowledgeAnnouncement(announcementId: number): Promise<AcknowledgementDto> {
  return apiRequest<AcknowledgementDto>(`/school/announcement-acknowledge/${announcementId}/`, { method: 'POST' });
}

export function useAcknowledgeAnnouncement(classId: number, announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeAnnouncement(announcementId),
    onSuccess: (acknowledgement) =>
      queryClient.setQueryData<ClassAcknowledgementsDto>(classAcknowledgementsQueryKey(classId), (held) => ({
        acknowledgements: [...(held?.acknowledgements ?? []).filter((entry) => entry.announcement !== announcementId), acknowledgement],
      })),
  });
}
