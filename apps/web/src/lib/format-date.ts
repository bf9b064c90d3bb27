import { appLocale } from './i18n/i18n.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Fields that name a part of the date; `toLocaleDateString` adds year, month and day when none is asked for. */
const DATE_FIELDS = ['weekday', 'year', 'month', 'day', 'dateStyle', 'timeStyle'] as const;
/** Fields that name any part; `toLocaleString` adds the date and the time when none is asked for. */
const ANY_FIELDS = [...DATE_FIELDS, 'dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'] as const;
/** Formats kept at once: the languages times the few formats the pages use. */
const MAX_KEPT_FORMATS = 200;
const keptFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter `toLocaleDateString` (`kind` date) or `toLocaleString` (`kind` any) would build for
 * these options, built once and kept: building one costs a slow phone milliseconds, and a class
 * page writes a hundred dates.
 */
function dateTimeFormat(options: Intl.DateTimeFormatOptions, kind: 'date' | 'any'): Intl.DateTimeFormat {
  const locale = appLocale();
  const key = `${locale} ${kind} ${JSON.stringify(options)}`;
  let format = keptFormats.get(key);
  if (!format) {
    const asked = kind === 'date' ? DATE_FIELDS : ANY_FIELDS;
    const hasField = asked.some((field) => options[field] !== undefined);
    const defaults: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { year: 'numeric', month: 'numeric', day: 'numeric' }
        : { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
    format = new Intl.DateTimeFormat(locale, hasField ? options : { ...options, ...defaults });
    if (keptFormats.size >= MAX_KEPT_FORMATS) keptFormats.clear();
    keptFormats.set(key, format);
  }
  return format;
}

/**
 * A date in the language the app speaks (docs/decisions.md, "Languages") and the device's time
 * zone. A bare `YYYY-MM-DD` is a calendar day, not midnight UTC, so it is read as local time and
 * never shifts to the day before west of Greenwich.
 */
export function formatDate(
  value: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat(options, 'date').format(date);
}

/** A moment (date and time, or only what `options` ask for) in the app's language. */
export function formatDateTime(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat(options, 'any').format(date);
}

/** A number with the app's language's digits grouping: 20,000 · 20 000 · 20.000. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(appLocale(), options);
}
