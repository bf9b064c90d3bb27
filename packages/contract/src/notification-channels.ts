import { z } from 'zod';

/** The kinds of notification a user chooses a channel for (docs/decisions.md, "Channels per kind"). */
export const NOTIFICATION_KINDS = ['messages', 'stories', 'announcements', 'events', 'calls'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Where a kind of notification goes. Every channel but `off` keeps the in-app entry (bell, open
 * pages); `push` adds a push to the user's devices, `email` a mail, `digest` a line in the daily digest.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationChannels = Record<NotificationKind, NotificationChannel>;

/** What a new account has: e-mail for the content kinds, as before channels existed, and a push for calls. */
export const DEFAULT_CHANNELS: NotificationChannels = {
  messages: 'email',
  stories: 'email',
  announcements: 'email',
  events: 'email',
  calls: 'push',
};

/** The hour (0–23, in the user's time zone) of the daily digest when the user has not picked one. */
export const DEFAULT_DIGEST_HOUR = 18;

export const CHANNEL_MESSAGES = {
  unknownChannel: 'Choose one of: in_app, push, email, digest, off.',
  invalidDigestHour: 'Choose an hour from 0 to 23.',
} as const;

export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { error: CHANNEL_MESSAGES.unknownChannel });

/** The channel of each kind, as the settings answer carries it. */
export const NotificationChannelsDtoSchema = z.object({
  messages: NotificationChannelSchema,
  stories: NotificationChannelSchema,
  announcements: NotificationChannelSchema,
  events: NotificationChannelSchema,
  calls: NotificationChannelSchema,
});

/** A change of channels: any of the kinds; those left out keep theirs. Unknown kinds are refused. */
export const NotificationChannelsUpdateSchema = NotificationChannelsDtoSchema.partial().strict();

export const DigestHourSchema = z
  .number({ error: CHANNEL_MESSAGES.invalidDigestHour })
  .int({ error: CHANNEL_MESSAGES.invalidDigestHour })
  .min(0, { error: CHANNEL_MESSAGES.invalidDigestHour })
  .max(23, { error: CHANNEL_MESSAGES.invalidDigestHour });

/** The kind of a stored notification type; null for the types that always stay in-app and are pushed (reports, hidden content, ...). */
export function kindOfNotificationType(type: string): NotificationKind | null {
  switch (type) {
    case 'Message':
      return 'messages';
    case 'Story':
      return 'stories';
    case 'Announcement':
    case 'Form':
      return 'announcements';
    // Absence notes and sign-up reminders are class paperwork: they follow the events channel.
    case 'Event':
    case 'Absence':
    case 'Signup':
    case 'Conference':
      return 'events';
    case 'IsCalling':
    case 'MissedCall':
      return 'calls';
    default:
      return null;
  }
}

/** SPEC's boolean of a kind: true exactly when its channel is e-mail. */
export function isEmailChannel(channel: NotificationChannel): boolean {
  return channel === 'email';
}

/** A boolean written by an older client: true is e-mail; false takes e-mail away (to in-app) and leaves any other choice. */
export function channelFromBoolean(wantsEmail: boolean, current: NotificationChannel): NotificationChannel {
  if (wantsEmail) return 'email';
  return current === 'email' ? 'in_app' : current;
}

/** The kinds each role chooses a channel for: teachers get no class stories or events (docs/product.md, "Settings"). */
export const CHANNEL_KINDS_BY_ROLE = {
  teacher: ['messages', 'announcements', 'calls'],
  parent: ['messages', 'stories', 'announcements', 'events', 'calls'],
} as const satisfies Record<'teacher' | 'parent', readonly NotificationKind[]>;
