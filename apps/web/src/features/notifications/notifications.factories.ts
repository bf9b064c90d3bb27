import type { NotificationDto } from '@homeroom/contract/notifications';

/** Test data of the notifications feature (kept beside it: the app's test/factories.ts is shared). */

/** An unread 'New story' of class 12, Year 3 Robins. */
export function buildClassNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 101,
    type: 'Story',
    title: 'New story',
    group: null,
    school_class: { id: 12, name: 'Year 3 Robins' },
    school: null,
    updated_at: '2031-05-03T14:05:00.000Z',
    read: false,
    qty_missed: 1,
    ...overrides,
  };
}

/** An unread 'New message' of the direct chat 5 with Sam Carter. */
export function buildChatNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 102,
    type: 'Message',
    title: 'New message',
    group: {
      id: 5,
      name: 'direct',
      direct_message: true,
      recipient: { id: 8, first_name: 'Sam', last_name: 'Carter' },
    },
    school_class: null,
    school: null,
    updated_at: '2031-05-03T15:30:00.000Z',
    read: false,
    qty_missed: 2,
    ...overrides,
  };
}

/** An unread 'New school announcement' of school 4, Maple Grove Primary. */
export function buildSchoolNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: 103,
    type: 'Announcement',
    title: 'New school announcement',
    group: null,
    school_class: null,
    school: { id: 4, name: 'Maple Grove Primary' },
    updated_at: '2031-05-03T16:00:00.000Z',
    read: false,
    qty_missed: 1,
    ...overrides,
  };
}
