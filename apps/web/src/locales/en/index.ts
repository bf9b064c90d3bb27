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

/** Every namespace of the web app in English: bundled with the app, the fallback of every language. */
export const ENGLISH_RESOURCES = { accounts, announcements, assignments, auth, calls, common, events, landing, schools, stickers } as const;
