import { appLocale } from './i18n/i18n.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(appLocale(), options);
}

/** A moment (date and time, or only what `options` ask for) in the app's language. */
export function formatDateTime(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : date.toLocaleString(appLocale(), options);
}

/** A number with the app's language's digits grouping: 20,000 · 20 000 · 20.000. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(appLocale(), options);
}
