import type { MessageTranslations } from '@homeroom/contract/i18n/messages';
import type { ENGLISH_RESOURCES } from '../../locales/en/index.ts';

/** A namespace's texts in another language: the same keys as English, each a string. */
export type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** What a language other than English brings: every web namespace, and the contract's messages. */
export interface LanguagePack {
  resources: Translated<typeof ENGLISH_RESOURCES>;
  messages: MessageTranslations;
}
