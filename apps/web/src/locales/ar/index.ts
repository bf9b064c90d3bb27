import { ARABIC_MESSAGES } from '@homeroom/contract/i18n/messages.ar';
import type { LanguagePack } from '../../lib/i18n/catalogue-types.ts';
import { accounts } from './accounts.ts';
import { auth } from './auth.ts';
import { calls } from './calls.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';

/** Every namespace of the web app in this language, loaded when the language is chosen. */
export const pack: LanguagePack = {
  resources: { common, landing, auth, accounts, calls },
  messages: ARABIC_MESSAGES,
};
