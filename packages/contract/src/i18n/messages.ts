import { ACCOUNT_MESSAGES } from '../accounts.ts';
import { ASSIGNMENT_MESSAGES } from '../assignments.ts';
import { AUTH_MESSAGES } from '../auth.ts';
import { CALENDAR_MESSAGES } from '../calendar.ts';
import { CALL_MESSAGES } from '../calls.ts';
import { CHAT_MESSAGES } from '../chat.ts';
import { CHAT_SEARCH_MESSAGES } from '../chat-search.ts';
import { CHAT_ATTACHMENT_MESSAGES } from '../chat-attachments.ts';
import { CLASS_CONTENT_MESSAGES } from '../class-fields.ts';
import { CONFERENCE_MESSAGES } from '../conferences.ts';
import { COTEACHER_MESSAGES } from '../coteachers.ts';
import { DATA_DELETION_MESSAGES } from '../data-deletion.ts';
import { FORM_MESSAGES } from '../forms.ts';
import { HOME_MESSAGES } from '../home.ts';
import { MEDIA_MESSAGES } from '../media.ts';
import { MODERATION_MESSAGES } from '../moderation.ts';
import { NOTIFICATION_MESSAGES } from '../notifications.ts';
import { CHANNEL_MESSAGES } from '../notification-channels.ts';
import { OFFICE_HOURS_MESSAGES } from '../office-hours.ts';
import { PUSH_MESSAGES } from '../push.ts';
import { READ_RECEIPT_MESSAGES } from '../read-receipts.ts';
import { ROSTER_MESSAGES } from '../roster.ts';
import { SCHOOL_ANNOUNCEMENT_MESSAGES } from '../school-announcements.ts';
import { SCHOOL_MESSAGES } from '../school-fields.ts';
import { SCHOOL_STAFF_MESSAGES } from '../school-staff.ts';
import { SCHOOL_YEAR_MESSAGES } from '../school-years.ts';
import { SIGNUP_MESSAGES } from '../signups.ts';
import { ABSENCE_MESSAGES } from '../absences.ts';
import { VALIDATION_MESSAGES } from '../validation.ts';

/**
 * Every message the contract defines, by namespace: the English source of the `messages`
 * catalogue (docs/decisions.md, "Languages"). The API answers these texts and the web app shows
 * them; a feature that adds a `*_MESSAGES` object registers it here, and the catalogue check
 * then asks every language for its keys.
 */
export const ENGLISH_MESSAGES = {
  validation: VALIDATION_MESSAGES,
  auth: AUTH_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  school: SCHOOL_MESSAGES,
  classContent: CLASS_CONTENT_MESSAGES,
  assignments: ASSIGNMENT_MESSAGES,
  chat: CHAT_MESSAGES,
  chatSearch: CHAT_SEARCH_MESSAGES,
  calls: CALL_MESSAGES,
  notifications: NOTIFICATION_MESSAGES,
  home: HOME_MESSAGES,
  media: MEDIA_MESSAGES,
  chatAttachments: CHAT_ATTACHMENT_MESSAGES,
  schoolStaff: SCHOOL_STAFF_MESSAGES,
  coteachers: COTEACHER_MESSAGES,
  roster: ROSTER_MESSAGES,
  moderation: MODERATION_MESSAGES,
  schoolAnnouncements: SCHOOL_ANNOUNCEMENT_MESSAGES,
  schoolYears: SCHOOL_YEAR_MESSAGES,
  push: PUSH_MESSAGES,
  officeHours: OFFICE_HOURS_MESSAGES,
  calendar: CALENDAR_MESSAGES,
  channels: CHANNEL_MESSAGES,
  dataDeletion: DATA_DELETION_MESSAGES,
  forms: FORM_MESSAGES,
  readReceipts: READ_RECEIPT_MESSAGES,
  signups: SIGNUP_MESSAGES,
  absences: ABSENCE_MESSAGES,
  conferences: CONFERENCE_MESSAGES,
} as const;

type EnglishMessages = typeof ENGLISH_MESSAGES;

/** A message's key: its namespace and its name, `school.nameRequired`. */
export type MessageKey = {
  [Namespace in keyof EnglishMessages]: `${Namespace & string}.${keyof EnglishMessages[Namespace] & string}`;
}[keyof EnglishMessages];

/** One language's texts of every message, by key. */
export type MessageTranslations = Record<MessageKey, string>;

/** The English messages flattened by key. */
export function englishMessagesByKey(): MessageTranslations {
  const flat: Record<string, string> = {};
  for (const [namespace, messages] of Object.entries(ENGLISH_MESSAGES)) {
    for (const [name, text] of Object.entries(messages)) flat[`${namespace}.${name}`] = text;
  }
  return flat as MessageTranslations;
}
