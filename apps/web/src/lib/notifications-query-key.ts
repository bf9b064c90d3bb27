/**
 * The cache key of the user's unread notifications (GET school/notifications-get/). The bell keeps
 * it live; a page that reads what an entry is about (lib/use-mark-class-content-read.ts) looks in
 * it, so the key lives here rather than in the notifications feature.
 */
export const notificationsQueryKey = ['notifications'] as const;
