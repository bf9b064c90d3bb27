import { absences } from './absences.ts';
import { accounts } from './accounts.ts';
import { announcements } from './announcements.ts';
import { assignments } from './assignments.ts';
import { auth } from './auth.ts';
import { calendar } from './calendar.ts';
import { calls } from './calls.ts';
import { chatAttachments } from './chat-attachments.ts';
import { chatRecord } from './chat-record.ts';
import { chatSearch } from './chat-search.ts';
import { chat } from './chat.ts';
import { classes } from './classes.ts';
import { common } from './common.ts';
import { conferences } from './conferences.ts';
import { dataExport } from './data-export.ts';
import { events } from './events.ts';
import { forms } from './forms.ts';
import { home } from './home.ts';
import { landing } from './landing.ts';
import { moderation } from './moderation.ts';
import { notifications } from './notifications.ts';
import { officeHours } from './office-hours.ts';
import { privacy } from './privacy.ts';
import { push } from './push.ts';
import { pwa } from './pwa.ts';
import { readReceipts } from './read-receipts.ts';
import { roster } from './roster.ts';
import { schoolAnnouncements } from './school-announcements.ts';
import { schools } from './schools.ts';
import { signups } from './signups.ts';
import { stickers } from './stickers.ts';
import { stories } from './stories.ts';
import { students } from './students.ts';

/**
 * Every namespace of the web app in English, the fallback of every language: a chunk of its own,
 * fetched with the first page beyond the public ones (`loadTexts` in lib/i18n/i18n.ts).
 */
export const ENGLISH_RESOURCES = { absences, accounts, announcements, assignments, auth, calendar, calls, chatAttachments, chatRecord, chatSearch, chat, classes, common, conferences, dataExport, events, forms, home, landing, moderation, notifications, officeHours, privacy, push, pwa, readReceipts, roster, schoolAnnouncements, schools, signups, stickers, stories, students } as const;
