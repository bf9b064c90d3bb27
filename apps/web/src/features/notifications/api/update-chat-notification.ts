import type { NotificationReadDtoSchema } from '@homeroom/contract/notifications';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type NotificationReadDto = z.infer<typeof NotificationReadDtoSchema>;

/**
 * PUT school/chat-notification-update/{id}/ {read: true}: clears a Message, IsCalling, MissedCall
 * or CallCancelled entry.
 */
export function updateChatNotification(id: number): Promise<NotificationReadDto> {
  return apiRequest<NotificationReadDto>(`/school/chat-notification-update/${id}/`, {
    method: 'PUT',
    body: { read: true },
  });
}
