import { minutesOfTime } from '@homeroom/contract/office-hours';

/** A teacher's hours as the schedule reads them. */
export interface OfficeSchedule {
  weekly: { weekday: number; start: string; end: string }[];
  daysOff: { first_day: string; last_day: string }[];
  timeZone: string;
}

/** How far ahead the next start is looked for: a year of days off is the longest absence we expect. */
const SEARCH_DAYS = 800;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as if that wall clock were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

function offsetMs(instant: number, timeZone: string): number {
  return wallClockMs(Math.floor(instant / 1000) * 1000, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a zone happens. A time the clocks skip (spring forward) is
 * moved on by the gap, as a clock on the wall would show it; a time that happens twice (fall back)
 * is its later occurrence, which is never before the hours could be meant to start.
 */
export function instantOfWallClock(wallMs: number, timeZone: string): Date {
  const firstOffset = offsetMs(wallMs, timeZone);
  const first = wallMs - firstOffset;
  const secondOffset = offsetMs(first, timeZone);
  if (secondOffset === firstOffset) return new Date(first);
  const second = wallMs - secondOffset;
  if (offsetMs(second, timeZone) === secondOffset) return new Date(second);
  return new Date(Math.max(first, second));
}

function dateText(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** ISO weekday of a wall-clock day: 1 Monday … 7 Sunday. */
function weekdayOf(wallMs: number): number {
  const day = new Date(wallMs).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * When the teacher's hours next start if they are outside them at `now`; undefined when they are
 * inside them, have no hours (always available), or none start within the searched horizon.
 */
export function nextStartIfAway(schedule: OfficeSchedule, now: Date): Date | undefined {
  if (schedule.weekly.length === 0) return undefined;
  const ranges = schedule.weekly
    .map((range) => ({ weekday: range.weekday, start: minutesOfTime(range.start) ?? 0, end: minutesOfTime(range.end) ?? 0 }))
    .sort((first, second) => first.start - second.start);
  const isDayOff = (date: string) => schedule.daysOff.some((days) => days.first_day <= date && date <= days.last_day);
  const nowWall = wallClockMs(now.getTime(), schedule.timeZone);
  const today = nowWall - (nowWall % DAY_MS);
  const nowMinutes = Math.floor((nowWall - today) / MINUTE_MS);

  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const day = today + offset * DAY_MS;
    if (isDayOff(dateText(day))) continue;
    const weekday = weekdayOf(day);
    for (const range of ranges) {
      if (range.weekday !== weekday) continue;
      if (offset === 0 && range.start <= nowMinutes && nowMinutes < range.end) return undefined;
      if (offset === 0 && range.start <= nowMinutes) continue;
      const start = instantOfWallClock(day + range.start * MINUTE_MS, schedule.timeZone);
      if (start.getTime() > now.getTime()) return start;
    }
  }
  return undefined;
}
