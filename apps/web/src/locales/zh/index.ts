import { CHINESE_MESSAGES } from '@homeroom/contract/i18n/messages.zh';
import type { LanguagePack } from '../../lib/i18n/catalogue-types.ts';
import { common } from './common.ts';

/** Every namespace of the web app in this language, loaded when the language is chosen. */
export const pack: LanguagePack = { resources: { common }, messages: CHINESE_MESSAGES };
