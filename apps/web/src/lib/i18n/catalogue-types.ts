import type { MessageTranslations } from '@homeroom/contract/i18n/messages';
import type { ENGLISH_RESOURCES } from '../../locales/en/index.ts';

/** The plural forms of i18next (`Intl.PluralRules` categories), a key's `_one`, `_other`, … */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The other plural forms a language may give a text English has as `_one` and `_other`: Arabic
 * has all six, Chinese `_other` only, so `_one` is optional too.
 */
type PluralForms<T> = {
  [
    K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Exclude<PluralSuffix, 'other'>}` : never
  ]?: string;
};

/** A namespace's texts in another language: the same keys as English, each a string (plurals in the language's own forms). */
export type Translated<T> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : Translated<T[K]>;
} & PluralForms<T>;

/** What a language other than English brings: every web namespace, and the contract's messages. */
export interface LanguagePack {
  resources: Translated<typeof ENGLISH_RESOURCES>;
  messages: MessageTranslations;
}
