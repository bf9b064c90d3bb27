import type { MessageTranslator } from '@homeroom/contract/i18n/translate-message';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  pickLanguage,
  textDirection,
  type Language,
} from '@homeroom/contract/i18n/languages';
import type { MessageTranslations } from '@homeroom/contract/i18n/messages';
import type { ENGLISH_RESOURCES } from '../../locales/en/index.ts';
import { common } from '../../locales/en/common.ts';
import { landing } from '../../locales/en/landing.ts';
import { privacy } from '../../locales/en/privacy.ts';
import { pwa } from '../../locales/en/pwa.ts';
import type { LanguagePack } from './catalogue-types.ts';
import { Translator, type Texts } from './translator.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof ENGLISH_RESOURCES;
  }
}

/**
 * What the frame of every page and the public first pages say, bundled with the app. The rest of
 * English comes with the first page that needs it (`loadTexts`).
 */
const ENGLISH_SHELL = { common, landing, privacy, pwa };

/** Where a visitor's choice is kept before (and besides) their account. */
const LANGUAGE_STORAGE_KEY = 'homeroom.language';

/** Each language but English is its own chunk, fetched when chosen: the first page carries English only. */
const PACK_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>> = {
  es: () => import('../../locales/es/index.ts').then((module) => module.pack),
  fr: () => import('../../locales/fr/index.ts').then((module) => module.pack),
  ar: () => import('../../locales/ar/index.ts').then((module) => module.pack),
  zh: () => import('../../locales/zh/index.ts').then((module) => module.pack),
};

const loadedMessages: Partial<Record<Language, MessageTranslations>> = {};
/**
 * Made with the first other language: English needs none (the contract's messages are English), and
 * the reverse index carries every message of the contract and its schemas, which the first page
 * does not need.
 */
let messageTranslator: MessageTranslator | null = null;

export const i18n = new Translator({ language: DEFAULT_LANGUAGE, fallbackLanguage: DEFAULT_LANGUAGE, defaultNamespace: 'common' });
for (const [namespace, texts] of Object.entries(ENGLISH_SHELL)) i18n.addResourceBundle('en', namespace, texts as Texts);

let englishTexts: Promise<void> | null = null;

/**
 * Every English text of the app (the fallback of every language), fetched once: a page beyond the
 * first screen waits for it before it shows (the router's `withTexts`), as do the signed-in
 * frame's bell and call dialog.
 */
export function loadTexts(): Promise<void> {
  englishTexts ??= import('../../locales/en/index.ts').then(
    ({ ENGLISH_RESOURCES: resources }) => {
      for (const [namespace, texts] of Object.entries(resources)) {
        if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, texts as Texts);
      }
    },
    (error: unknown) => {
      // Offline or a failed fetch: the next page asks again.
      englishTexts = null;
      throw error;
    },
  );
  return englishTexts;
}

/** The language the app speaks now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The locale of dates and numbers: the app's language (Chinese in its simplified script). */
export function appLocale(): string {
  const language = currentLanguage();
  return language === 'zh' ? 'zh-Hans-CN' : language;
}

/**
 * The language to start in: the one chosen on this device before, else the browser's first
 * language Homeroom speaks, else English. A signed-in account's choice replaces it once known.
 */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

async function loadPack(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  const [pack, { createMessageTranslator }] = await Promise.all([
    PACK_LOADERS[language](),
    import('@homeroom/contract/i18n/translate-message'),
  ]);
  for (const [namespace, texts] of Object.entries(pack.resources)) i18n.addResourceBundle(language, namespace, texts as Texts, true, true);
  loadedMessages[language] = pack.messages;
  messageTranslator = createMessageTranslator(loadedMessages);
}

/**
 * Speaks `language` from now on: fetches its texts, lays the page out in its direction (`dir`
 * on `<html>`, so logical CSS properties mirror the whole app), and remembers it on this device.
 */
export async function applyLanguage(language: Language): Promise<void> {
  await loadPack(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-Hans' : language;
  document.documentElement.dir = textDirection(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/**
 * A message of the contract (an answer's or a form's validation text, always English on the
 * wire of existing clients) in the current language; any other text unchanged.
 */
export function translateMessage(text: string): string {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE || !messageTranslator) return text;
  return messageTranslator.translate(text, language);
}
