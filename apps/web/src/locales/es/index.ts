import { SPANISH_MESSAGES } from '@homeroom/contract/i18n/messages.es';
import type { LanguagePack } from '../../lib/i18n/catalogue-types.ts';
import { accounts } from './accounts.ts';
import { announcements } from './announcements.ts';
import { assignments } from './assignments.ts';
import { auth } from './auth.ts';
import { calls } from './calls.ts';
import { common } from './common.ts';
import { events } from './events.ts';
import { landing } from './landing.ts';
import { schools } from './schools.ts';
import { stickers } from './stickers.ts';

/** Every namespace of the web app in this language, loaded when the language is chosen. */
export const pack: LanguagePack = {
  resources: { accounts, announcements, assignments, auth, calls, common, events, landing, schools, stickers },
  messages: SPANISH_MESSAGES,
};
