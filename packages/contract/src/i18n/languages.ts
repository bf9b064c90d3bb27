/**
 * The languages Homeroom speaks (docs/decisions.md, "Languages"): English is the source and the
 * fallback, so existing clients that name no language keep SPEC's English texts.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'ar', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
  zh: '简体中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Arabic is written right to left; the others left to right. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of the preferred language tags (most preferred first) that Homeroom speaks, by its
 * primary subtag: `es-MX` is Spanish, `zh-Hans-CN` and `zh-TW` Chinese; English when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an `Accept-Language` header, most preferred first (by `q`, then by order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
