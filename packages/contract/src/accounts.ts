import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.ts';
import { LANGUAGES } from './i18n/languages.ts';
import { DigestHourSchema, NotificationChannelsDtoSchema, NotificationChannelsUpdateSchema } from './notification-channels.ts';

/**
 * A person's id and name, without their picture: what socket and notification payloads carry,
 * since a signed media address would outlive them there (docs/security.md).
 */
export const UserNameDtoSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserNameDto = z.infer<typeof UserNameDtoSchema>;

/** A person as other users see them in an answer: name and the signed address of their picture, or null. */
export const UserSummaryDtoSchema = UserNameDtoSchema.extend({
  profile_picture: z.string().nullable(),
});
export type UserSummaryDto = z.infer<typeof UserSummaryDtoSchema>;

export const SchoolDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});
export type SchoolDto = z.infer<typeof SchoolDtoSchema>;

/**
 * A user's notification settings: SPEC's four e-mail booleans (true when that kind's channel is
 * e-mail), and, added for issue 15, the channel of each kind and the hour of the daily digest.
 */
export const SettingsDtoSchema = z.object({
  id: z.number(),
  message_received_notification: z.boolean(),
  new_story_notification: z.boolean(),
  new_announcement_notification: z.boolean(),
  new_event_notification: z.boolean(),
  channels: NotificationChannelsDtoSchema,
  digest_hour: DigestHourSchema,
  /** A teacher's choice to send no read receipts (an addition, docs/product.md, "Read receipts"). */
  hide_read_status: z.boolean(),
});
export type SettingsDto = z.infer<typeof SettingsDtoSchema>;

/** PUT school/settings-update/: any of the switches; those left out keep their value. */
export const SettingsUpdateBodySchema = z
  .object({
    message_received_notification: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
    new_story_notification: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
    new_announcement_notification: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
    new_event_notification: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
    channels: NotificationChannelsUpdateSchema,
    digest_hour: DigestHourSchema,
    hide_read_status: z.boolean({ error: VALIDATION_MESSAGES.invalidBoolean }),
  })
  .partial();
export type SettingsUpdateBody = z.infer<typeof SettingsUpdateBodySchema>;

/** The switches each role sees (docs/product.md, "Settings"): parents all four, teachers the chat one only. */
export const SETTINGS_BY_ROLE = {
  teacher: ['message_received_notification'],
  parent: [
    'message_received_notification',
    'new_announcement_notification',
    'new_story_notification',
    'new_event_notification',
  ],
} as const satisfies Record<AccountType, readonly EmailSettingName[]>;

/** SPEC's four e-mail booleans of the settings. */
export type EmailSettingName = 'message_received_notification' | 'new_story_notification' | 'new_announcement_notification' | 'new_event_notification';

export const SETTING_LABELS: Record<EmailSettingName, string> = {
  message_received_notification: 'E-mail me when I receive a chat message',
  new_announcement_notification: 'E-mail me about new announcements',
  new_story_notification: 'E-mail me about new class stories',
  new_event_notification: 'E-mail me about new events',
};

/**
 * A teacher's standing at their school (docs/decisions.md, "School leaders"): waiting for a
 * leader's approval, an approved teacher, or one of the school's leaders.
 */
export const SCHOOL_ROLES = ['pending', 'teacher', 'leader'] as const;
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

export const TeacherDtoSchema = z.object({
  id: z.number(),
  school: SchoolDtoSchema.nullable(),
  /** Added for issue 13; null while the teacher has no school. */
  school_role: z.enum(SCHOOL_ROLES).nullable(),
  /** `archived_at` (issue 13): set once the class's year has ended; the profile shows those apart. */
  school_classes: z.array(z.object({ id: z.number(), name: z.string(), archived_at: z.string().nullable().optional() })),
});
export type TeacherDto = z.infer<typeof TeacherDtoSchema>;

export const ChildDtoSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  parent: z.number().nullable(),
  school_class: z.object({
    id: z.number(),
    name: z.string(),
    teacher: z.object({ user: UserSummaryDtoSchema }),
    /** Every teacher of the class, the owner (`teacher`) first, then its co-teachers. */
    teachers: z.array(z.object({ user: UserSummaryDtoSchema })),
    school: SchoolDtoSchema.nullable(),
    /** Added for issue 13: set when the child stayed in a class whose year has ended. */
    archived_at: z.string().nullable().optional(),
  }),
});
export type ChildDto = z.infer<typeof ChildDtoSchema>;

export const ParentDtoSchema = z.object({
  id: z.number(),
  user: z.number(),
  children: z.array(ChildDtoSchema),
});
export type ParentDto = z.infer<typeof ParentDtoSchema>;

/** GET dj-rest-auth/user/ */
export const UserDtoSchema = z.object({
  id: z.number(),
  pk: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_verified: z.boolean(),
  profile_picture: z.string().nullable(),
  teacher: TeacherDtoSchema.nullable(),
  parent: ParentDtoSchema.nullable(),
  settings: SettingsDtoSchema,
  /** Added for issue 14: the language the user chose, which follows them to every device and e-mail; null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
  /** Added for issue 15: the IANA time zone the user lives in (digests and office hours keep its clock); null until a device tells it. */
  time_zone: z.string().nullable(),
});
export type UserDto = z.infer<typeof UserDtoSchema>;

/** PUT school/language-update/: the language the user reads Homeroom and its e-mails in. */
export const LanguageUpdateBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: () => ACCOUNT_MESSAGES.languageUnknown }),
});
export type LanguageUpdateBody = z.infer<typeof LanguageUpdateBodySchema>;
export const LanguageDtoSchema = z.object({ language: z.enum(LANGUAGES) });
export type LanguageDto = z.infer<typeof LanguageDtoSchema>;

/** Whether the runtime knows this IANA time zone name ("Europe/Paris"). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** PUT school/time-zone-update/: the time zone the user's devices live in. */
export const TimeZoneUpdateBodySchema = z.object({
  time_zone: z.string().max(64).refine(isKnownTimeZone, { error: () => ACCOUNT_MESSAGES.timeZoneUnknown }),
});
export type TimeZoneUpdateBody = z.infer<typeof TimeZoneUpdateBodySchema>;
export const TimeZoneDtoSchema = z.object({ time_zone: z.string() });
export type TimeZoneDto = z.infer<typeof TimeZoneDtoSchema>;

/** The zone of a user who never told one: the server's clock reads it as UTC. */
export const DEFAULT_TIME_ZONE = 'UTC';

export const ACCOUNT_TYPES = ['teacher', 'parent'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Teacher or parent, derived from which profile exists (docs/product.md, "Roles"). */
export function accountTypeOf(user: Pick<UserDto, 'teacher' | 'parent'>): AccountType | null {
  if (user.teacher) return 'teacher';
  if (user.parent) return 'parent';
  return null;
}

/** POST school/teacher-create/: a new teacher has no school yet. */
export const TeacherCreateBodySchema = z.object({ school: z.null().optional() });
export const TeacherCreateDtoSchema = z.object({ school: SchoolDtoSchema.nullable() });

/** POST school/parent-create/: `user` must be the caller's own id. */
export const ParentCreateBodySchema = z.object({
  user: z.number({ error: VALIDATION_MESSAGES.fieldRequired }).int(),
});
export const ParentCreateDtoSchema = z.object({ user: z.number() });

export const ACCOUNT_MESSAGES = {
  profileExists: 'This account already has a teacher or parent profile.',
  parentUserMismatch: 'You can only create a parent profile for yourself.',
  settingsUpdated: 'Settings updated successfully.',
  settingsFailed: 'There was a problem updating settings.',
  pictureUpdated: 'Profile picture updated.',
  languageUnknown: 'Choose one of English, Español, Français, العربية or 简体中文.',
  timeZoneUnknown: 'This is not a time zone Homeroom knows, such as Europe/Paris.',
} as const;

export const ProfilePictureDtoSchema = z.object({ profile_picture: z.string().nullable() });
export type ProfilePictureDto = z.infer<typeof ProfilePictureDtoSchema>;
