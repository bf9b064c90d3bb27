import { z } from 'zod';
import { ContentReadServerMessageSchema } from './read-receipts.ts';
import { UserNameDtoSchema, UserSummaryDtoSchema } from './accounts.ts';

export const NOTIFICATION_TYPES = ['Announcement', 'Event', 'Story', 'Message', 'IsCalling', 'MissedCall', 'CallCancelled', 'Report', 'Hidden', 'Form', 'Absence', 'Signup', 'Conference'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Types cleared through `class-notification-update/`; the others through `chat-notification-update/`. */
export const CLASS_NOTIFICATION_TYPES: readonly NotificationType[] = ['Announcement', 'Event', 'Story', 'Absence', 'Signup'];

/** The title of each kind of notification; 'Missed call' links to the video chat (docs/product.md, "Notification panel"). */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  Announcement: 'New announcement',
  Event: 'New event',
  Story: 'New story',
  Message: 'New message',
  IsCalling: 'Incoming call',
  MissedCall: 'Missed call',
  CallCancelled: 'Call cancelled',
  Report: 'New report to the school',
  Hidden: 'Hidden by the school',
  Form: 'Form to sign',
  Absence: 'New absence note',
  Signup: 'Sign-up reminder',
  Conference: 'Conference reminder',
};

export const NOTIFICATION_MESSAGES = {
  onlyReadTrue: 'Only {"read": true} is accepted.',
  nameKindsRead: 'Name the kinds of content read.',
  panelTitle: 'Notifications',
  clearAll: 'Clear All',
  clear: 'Clear',
  loading: 'Loading...',
  empty: 'You are all caught up.',
  allCleared: 'All notifications cleared.',
} as const;

export const NotificationDtoSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  group: z
    .object({ id: z.number(), name: z.string(), direct_message: z.boolean(), recipient: UserNameDtoSchema.nullable() })
    .nullable(),
  school_class: z.object({ id: z.number(), name: z.string() }).nullable(),
  /**
   * An addition (docs/decisions.md, "School announcements"): the school of an entry about the
   * whole school, whose `school_class` and `group` are null; null on every other entry.
   */
  school: z.object({ id: z.number(), name: z.string() }).nullable(),
  updated_at: z.string(),
  read: z.boolean(),
  qty_missed: z.number(),
});
export type NotificationDto = z.infer<typeof NotificationDtoSchema>;

/** PUT school/class-notification-update/{id}/ and school/chat-notification-update/{id}/ */
export const NotificationReadBodySchema = z.object({ read: z.literal(true, { error: NOTIFICATION_MESSAGES.onlyReadTrue }) });
export const NotificationReadDtoSchema = z.object({ read: z.boolean() });

/**
 * PUT school/class-notifications-read/{classId}/: the user read these kinds of content of the class
 * (its stories tab, a story), so its matching unread entries are read (an addition, docs/api.md).
 */
export const ClassNotificationsReadBodySchema = z.object({
  types: z
    .array(z.enum(['Announcement', 'Event', 'Story', 'Absence', 'Signup']), { error: NOTIFICATION_MESSAGES.nameKindsRead })
    .min(1, { error: NOTIFICATION_MESSAGES.nameKindsRead }),
});
export type ClassNotificationsReadBody = z.infer<typeof ClassNotificationsReadBodySchema>;
export const ClassNotificationsReadDtoSchema = z.object({ read: z.array(z.number()) });

/** The name an entry links with: the other person of a direct chat, the class, or the group. */
export function notificationDisplayName(notification: NotificationDto): string {
  if (notification.group?.direct_message && notification.group.recipient) {
    return `${notification.group.recipient.first_name} ${notification.group.recipient.last_name}`.trim();
  }
  return notification.school_class?.name ?? notification.group?.name ?? notification.school?.name ?? '';
}

/** The page of the school announcements, which families reach from their notification. */
export const SCHOOL_ANNOUNCEMENTS_PATH = '/school/announcements';
/** The title of the entry a school announcement leaves: an 'Announcement' that says it is the school's. */
export const SCHOOL_ANNOUNCEMENT_TITLE = 'New school announcement';

/** Where an entry leads (docs/product.md, "Notification panel"). */
export function notificationLink(notification: NotificationDto): string | null {
  // A leader's entry about reports leads to the school's reports, whatever class it names.
  if (notification.type === 'Report') return '/school/reports';
  // A form to sign leads to the family's forms, whichever class it is for.
  if (notification.type === 'Form') return '/forms';
  if (notification.group && notification.title === NOTIFICATION_TITLES.MissedCall) return `/videoChat/${notification.group.id}`;
  if (notification.group) return `/chatGroup/${notification.group.id}`;
  if (notification.type === 'Conference' && notification.school_class) return `/class/${notification.school_class.id}?tab=conferences`;
  if (notification.school_class) return `/class/${notification.school_class.id}`;
  if (notification.school) return `${SCHOOL_ANNOUNCEMENTS_PATH}?school=${notification.school.id}`;
  return null;
}

/** Notification socket `/ws/notifications/{token}/`, server → client (an addition, docs/api.md). */
export const NotificationServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: NotificationDtoSchema }),
  z.object({ type: z.literal('notification_read'), id: z.number() }),
  z.object({ type: z.literal('notifications_read_all') }),
  /** A call rings for this user: every open page shows it, whatever page it is (docs/api.md). The caller's picture address lasts far longer than the ring. */
  z.object({ type: z.literal('call_ringing'), group: z.number(), caller: UserSummaryDtoSchema }),
  /** That call stopped ringing: answered or declined on some page or device, cancelled by the caller, or missed. */
  z.object({ type: z.literal('call_ended'), group: z.number(), reason: z.enum(['answered', 'declined', 'cancelled', 'missed']) }),
  /** To the class's teachers (an addition): a family read an item of the class; its read counts changed. */
  ContentReadServerMessageSchema,
]);
export type NotificationServerMessage = z.infer<typeof NotificationServerMessageSchema>;
export type CallEndedReason = Extract<NotificationServerMessage, { type: 'call_ended' }>['reason'];
