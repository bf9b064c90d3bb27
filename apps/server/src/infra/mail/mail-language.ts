import { DEFAULT_LANGUAGE, isLanguage, textDirection, type Language } from '@homeroom/contract/i18n/languages';
import { mail as english } from '../../locales/en/mail.ts';
import { mail as arabic } from '../../locales/ar/mail.ts';
import { mail as spanish } from '../../locales/es/mail.ts';
import { mail as french } from '../../locales/fr/mail.ts';
import { mail as chinese } from '../../locales/zh/mail.ts';
import type { TranslatedMail } from '../../locales/translated-mail.ts';

export type { TranslatedMail };


type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A mail text's key, `auth.resetSubject`; a plural text by its base, `auth.resetValidity`. */
export type MailKey = Leaves<typeof english> extends infer Key
  ? Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key
  : never;

const CATALOGUES: Record<Language, TranslatedMail> = { en: english, es: spanish, fr: french, ar: arabic, zh: chinese };

/** The locale dates and numbers are written in: Chinese is Simplified Chinese as the app writes it. */
const LOCALES: Record<Language, string> = { en: 'en', es: 'es', fr: 'fr', ar: 'ar', zh: 'zh-Hans' };

const ENGLISH_PLURALS = new Intl.PluralRules('en');

function lookUp(catalogue: TranslatedMail, path: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type MailValues = Record<string, string | number | Date> & { count?: number };

/** What a mail builder writes with: its recipient's texts, their direction, and their dates. */
export interface MailLanguage {
  language: Language;
  dir: 'ltr' | 'rtl';
  t(key: MailKey, values?: MailValues): string;
  formatDate(date: Date): string;
}

/**
 * One per language, made on first use: a mail builder asks for one per recipient, and making the
 * plural rules and the date format costs more than writing a mail (a chat message can mail a class).
 */
const mailLanguages: Partial<Record<Language, MailLanguage>> = {};

/**
 * The texts of a recipient's language (docs/decisions.md, "Languages"): `users.language`, null or
 * unknown meaning English. A text a language lacks falls back to English; `{{values}}` are filled
 * in (dates in the language's long form), and `count` picks the plural form by `Intl.PluralRules`.
 */
export function mailLanguage(language: string | null | undefined): MailLanguage {
  const chosen: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return (mailLanguages[chosen] ??= makeMailLanguage(chosen));
}

function makeMailLanguage(chosen: Language): MailLanguage {
  const locale = LOCALES[chosen];
  const plurals = new Intl.PluralRules(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const catalogue = CATALOGUES[chosen];

  function find(key: string, count: number | undefined): string {
    if (count !== undefined) {
      const category = plurals.select(count);
      const plural =
        lookUp(catalogue, `${key}_${category}`) ??
        lookUp(catalogue, `${key}_other`) ??
        lookUp(english, `${key}_${ENGLISH_PLURALS.select(count)}`) ??
        lookUp(english, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookUp(catalogue, key) ?? lookUp(english, key) ?? key;
  }

  return {
    language: chosen,
    dir: textDirection(chosen),
    formatDate: (date) => dates.format(date),
    t(key, values = {}) {
      return find(key, values.count).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined) return whole;
        return value instanceof Date ? dates.format(value) : String(value);
      });
    },
  };
}
