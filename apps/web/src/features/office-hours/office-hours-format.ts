import { formatDate, formatDateTime } from '../../lib/format-date.ts';

/** A Monday: weekday n (1 Monday … 7 Sunday) is this date plus n − 1 days, named in the app's language. */
const A_MONDAY = [2024, 0, 1] as const;

/** The name of an ISO weekday (1 Monday … 7 Sunday) in the app's language. */
export function weekdayName(weekday: number, width: 'long' | 'short' = 'long'): string {
  const day = new Date(A_MONDAY[0], A_MONDAY[1], A_MONDAY[2] + weekday - 1);
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return formatDate(iso, { weekday: width });
}

/** When someone is back, in the reader's own zone and language: "Monday 30 November, 08:00". */
export function formatBackAt(backAt: string): string {
  return formatDateTime(backAt, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
}

/** The usual week by runs of days with the same hours: Monday to Friday 08:00–16:30 is one entry, "Mon–Fri". */
export function describeWeek(ranges: readonly { weekday: number; start: string; end: string }[]): { days: string; hours: string }[] {
  const byDay = new Map<number, string[]>();
  for (const range of ranges) byDay.set(range.weekday, [...(byDay.get(range.weekday) ?? []), `${range.start}–${range.end}`]);
  const runs: { first: number; last: number; hours: string }[] = [];
  for (const [weekday, spans] of [...byDay.entries()].sort(([first], [second]) => first - second)) {
    const hours = spans.join(', ');
    const previous = runs.at(-1);
    if (previous && previous.last === weekday - 1 && previous.hours === hours) previous.last = weekday;
    else runs.push({ first: weekday, last: weekday, hours });
  }
  return runs.map((run) => ({
    days: run.first === run.last ? weekdayName(run.first, 'short') : `${weekdayName(run.first, 'short')}–${weekdayName(run.last, 'short')}`,
    hours: run.hours,
  }));
}
