import { common } from './common.ts';

/** Every namespace of the web app in English: bundled with the app, the fallback of every language. */
export const ENGLISH_RESOURCES = { common } as const;
