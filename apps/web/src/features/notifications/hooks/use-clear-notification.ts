import { CLASS_NOTIFICATION_TYPES, type NotificationDto } from '@homeroom/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '../api/get-notifications.ts';
import { updateChatNotification } from '../api/update-chat-notification.ts';
import { updateClassNotification } from '../api/update-class-notification.ts';
import { removeNotification } from '../notification-list.ts';

/** Class entries and chat entries are cleared through different calls (docs/api.md, "Notifications"). */
export function clearNotification(notification: NotificationDto) {
  return CLASS_NOTIFICATION_TYPES.includes(notification.type)
    ? updateClassNotification(notification.id)
    : updateChatNotification(notification.id);
}

/** Clear: the entry leaves once the server agrees, then the list is fetched again (docs/product.md, "Notification panel"). */
export function useClearNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotification,
    onSuccess: (_answer, notification) =>
      queryClient.setQueryData<NotificationDto[]>(notificationsQueryKey, (notifications) =>
        notifications ? removeNotification(notifications, notification.id) : notifications,
      ),
    // docs/product.md, "Notification panel": a failure is only logged.
    onError: (error) => console.error('The notification could not be cleared.', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
