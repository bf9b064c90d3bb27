import type { mail as english } from './en/mail.ts';

/** The plural forms a language may give (the categories of `Intl.PluralRules`). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralForms<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${Exclude<PluralSuffix, 'other'>}` : never]?: string;
};

/**
 * The mail texts in another language: the same keys as English, each a string; a text English
 * has as `_one`/`_other` takes the language's own plural forms (Chinese needs only `_other`).
 */
export type TranslatedMail<T = typeof english> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : TranslatedMail<T[K]>;
} & PluralForms<T>;
