import type { DetailDto } from '@homeroom/contract/auth';
import type { NotificationDto } from '@homeroom/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationsQueryKey } from './get-notifications.ts';

/** PUT school/all-notifications-update/ {}: marks every notification of the user read. */
export function updateAllNotifications(): Promise<DetailDto> {
  return apiRequest<DetailDto>('/school/all-notifications-update/', { method: 'PUT', body: {} });
}

/** Clear All: empties the list once the server agrees, then fetches it again (docs/product.md, "Notification panel"). */
export function useClearAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllNotifications,
    onSuccess: () => queryClient.setQueryData<NotificationDto[]>(notificationsQueryKey, []),
    // docs/product.md, "Notification panel": a failure is only logged.
    onError: (error) => console.error('The notifications could not be cleared.', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
