import { SPANISH_MESSAGES } from '@homeroom/contract/i18n/messages.es';
import type { LanguagePack } from '../../lib/i18n/catalogue-types.ts';
import { common } from './common.ts';
import { stickers } from './stickers.ts';
import { announcements } from './announcements.ts';
import { events } from './events.ts';
import { assignments } from './assignments.ts';

/** Every namespace of the web app in this language, loaded when the language is chosen. */
export const pack: LanguagePack = {
  resources: { common, stickers, announcements, events, assignments },
  messages: SPANISH_MESSAGES,
};
