/** Every table of every feature: the schema drizzle-kit generates migrations from. */
export * from '../../features/accounts/accounts.table.ts';
export * from '../../features/auth/auth.table.ts';
export * from '../../features/schools/schools.table.ts';
export * from '../../features/classes/classes.table.ts';
export * from '../../features/students/students.table.ts';
export * from '../../features/stickers/stickers.table.ts';
export * from '../mail/outbox.table.ts';
export * from '../../features/announcements/announcements.table.ts';
export * from '../../features/events/events.table.ts';
export * from '../../features/stories/stories.table.ts';
export * from '../../features/assignments/assignments.table.ts';
export * from '../../features/chat/chat.table.ts';
export * from '../../features/notifications/notifications.table.ts';
export * from '../../features/home/home.table.ts';
export * from '../../features/school-announcements/school-announcements.table.ts';
export * from '../../features/moderation/moderation.table.ts';
