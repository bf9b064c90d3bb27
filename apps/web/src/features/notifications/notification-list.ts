import type { NotificationDto } from '@homeroom/contract/notifications';

/** Newest `updated_at` first (docs/product.md, "Notification panel"); the higher id first when two moved at the same moment. */
export function sortNewestFirst(notifications: readonly NotificationDto[]): NotificationDto[] {
  return [...notifications].sort(
    (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
  );
}

/** What the badge counts: the entries not read yet (docs/product.md, "Notification panel"). */
export function countUnread(notifications: readonly NotificationDto[] | undefined): number {
  return notifications?.filter((notification) => !notification.read).length ?? 0;
}

/**
 * The list with `notification` in it: a repeat replaces the entry of the same id (its quantity
 * and time moved), a new one joins. A read entry leaves, as the server lists unread ones only.
 */
export function upsertNotification(
  notifications: readonly NotificationDto[],
  notification: NotificationDto,
): NotificationDto[] {
  const others = notifications.filter((held) => held.id !== notification.id);
  return notification.read ? others : [...others, notification];
}

export function removeNotification(notifications: readonly NotificationDto[], id: number): NotificationDto[] {
  return notifications.filter((notification) => notification.id !== id);
}
