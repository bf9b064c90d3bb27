import { common } from './common.ts';
import { stickers } from './stickers.ts';
import { announcements } from './announcements.ts';
import { events } from './events.ts';
import { assignments } from './assignments.ts';

/** Every namespace of the web app in English: bundled with the app, the fallback of every language. */
export const ENGLISH_RESOURCES = { common, stickers, announcements, events, assignments } as const;
