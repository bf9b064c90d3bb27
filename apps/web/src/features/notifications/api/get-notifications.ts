import { NotificationDtoSchema, type NotificationDto } from '@homeroom/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { notificationsQueryKey } from '../../../lib/notifications-query-key.ts';

export { notificationsQueryKey };

const NotificationListSchema = z.array(NotificationDtoSchema);

/** GET school/notifications-get/: the user's unread notifications, newest first. */
export async function getNotifications(): Promise<NotificationDto[]> {
  return NotificationListSchema.parse(await apiRequest<unknown>('/school/notifications-get/'));
}

export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: async () => {
      try {
        return await getNotifications();
      } catch (error) {
        // docs/product.md, "Notification panel": a failed fetch is only logged; the bell keeps what it had.
        console.error('The notifications could not be loaded.', error);
        throw error;
      }
    },
    // docs/product.md, "Notification panel": no retry; the socket and the next change bring the list again.
    retry: false,
  });
}

/** The user's notifications, fetched only while a token exists (docs/product.md, "Notification panel"). */
export function useNotifications() {
  const hasToken = useAuthStore((state) => state.token !== '');
  return useQuery({ ...notificationsQueryOptions(), enabled: hasToken });
}
