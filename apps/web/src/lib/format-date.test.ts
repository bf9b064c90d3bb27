import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@homeroom/contract/i18n/languages';
import { formatDate, formatDateTime, formatNumber } from './format-date.ts';
import { applyLanguage, i18n } from './i18n/i18n.ts';

afterEach(() => applyLanguage('en'));

/** The number twenty thousand as each language groups it, and a calendar day's month as each names it. */
const EXPECTED: Record<Language, { number: RegExp; day: RegExp }> = {
  en: { number: /^20,000$/, day: /Mar/ },
  es: { number: /^20\.000$/, day: /mar/ },
  fr: { number: /^20\s000$/u, day: /mars/ },
  ar: { number: /^[٢2][٠0][٬,.][٠0]{3}$/u, day: /مارس/ },
  zh: { number: /^20,000$/, day: /3月/ },
};

describe('dates and numbers in the app language', () => {
  it.each(LANGUAGES)('formats in %s', async (language) => {
    await applyLanguage(language);
    expect(formatNumber(20000)).toMatch(EXPECTED[language].number);
    // A calendar day stays that day, whatever the time zone.
    expect(formatDate('2026-03-05', { day: 'numeric', month: 'long', year: 'numeric' })).toMatch(EXPECTED[language].day);
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('kept formats', () => {
  it('write exactly what the browser’s own date methods write, defaults included, in every language', async () => {
    const moment = new Date('2026-03-05T14:07:09.000Z');
    const formats: Intl.DateTimeFormatOptions[] = [
      { dateStyle: 'medium', timeStyle: 'short' },
      { timeStyle: 'short' },
      { weekday: 'long' },
      { hour: 'numeric', minute: '2-digit' },
      { day: 'numeric', month: 'long', year: 'numeric' },
      { timeZone: 'Asia/Tokyo' },
      {},
    ];
    for (const language of LANGUAGES) {
      await applyLanguage(language);
      const locale = language === 'zh' ? 'zh-Hans-CN' : language;
      for (const options of formats) {
        expect(formatDateTime(moment, options), `${language} ${JSON.stringify(options)}`).toBe(moment.toLocaleString(locale, options));
        if (options.timeStyle === undefined && options.hour === undefined)
          expect(formatDate(moment.toISOString(), options)).toBe(moment.toLocaleDateString(locale, options));
      }
    }
  });
});

describe('plurals in each language', () => {
  it('chooses the plural form of each language for the open places of an event', async () => {
    const placesOpen = (count: number) => i18n.t('helpers.placesOpen', { ns: 'events', count });
    expect([1, 2].map(placesOpen)).toEqual(['1 place open', '2 places open']);
    await applyLanguage('es');
    expect([1, 5].map(placesOpen)).toEqual(['1 plaza libre', '5 plazas libres']);
    await applyLanguage('fr');
    // French counts zero as singular.
    expect([0, 1, 2].map(placesOpen)).toEqual(['0 place libre', '1 place libre', '2 places libres']);
    await applyLanguage('ar');
    expect([0, 1, 2].map(placesOpen)).toEqual(['لا توجد أماكن متاحة', 'مكان واحد متاح', 'مكانان متاحان']);
    expect(placesOpen(3)).toContain('أماكن متاحة');
    expect(placesOpen(11)).toContain('مكانًا متاحًا');
    await applyLanguage('zh');
    expect([1, 7].map(placesOpen)).toEqual(['还有 1 个名额', '还有 7 个名额']);
  });
});
