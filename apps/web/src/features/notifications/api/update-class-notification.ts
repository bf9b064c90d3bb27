import type { NotificationReadDtoSchema } from '@homeroom/contract/notifications';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type NotificationReadDto = z.infer<typeof NotificationReadDtoSchema>;

/** PUT school/class-notification-update/{id}/ {read: true}: clears an Announcement, Event or Story entry. */
export function updateClassNotification(id: number): Promise<NotificationReadDto> {
  return apiRequest<NotificationReadDto>(`/school/class-notification-update/${id}/`, {
    method: 'PUT',
    body: { read: true },
  });
}
