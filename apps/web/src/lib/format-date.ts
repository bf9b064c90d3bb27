const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date in the user's locale. A bare `YYYY-MM-DD` is a calendar day, not midnight UTC, so it is
 * read as local time and never shifts to the day before west of Greenwich.
 */
export function formatDate(
  value: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const dateOnly = DATE_ONLY.exec(value);
  const date = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, options);
}
