import { accounts } from './accounts.ts';
import { auth } from './auth.ts';
import { calls } from './calls.ts';
import { common } from './common.ts';
import { landing } from './landing.ts';

/** Every namespace of the web app in English: bundled with the app, the fallback of every language. */
export const ENGLISH_RESOURCES = { common, landing, auth, accounts, calls } as const;
