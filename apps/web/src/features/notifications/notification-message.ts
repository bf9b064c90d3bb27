import { NotificationServerMessageSchema, type NotificationServerMessage } from '@homeroom/contract/notifications';

/** The server's message if it has a shape this page knows; anything else is logged and ignored. */
export function parseNotificationServerMessage(value: unknown): NotificationServerMessage | null {
  const parsed = NotificationServerMessageSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn('The notification socket sent a message this page does not know; it is ignored.', value);
  return null;
}
