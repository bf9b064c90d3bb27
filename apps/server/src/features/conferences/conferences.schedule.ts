import { minutesOfTime } from '@homeroom/contract/office-hours';

const MINUTE_MS = 60_000;

/** The zone's offset from UTC at an instant, in milliseconds (Paris in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time of a day happens in a zone (a skipped time moves on by the gap). */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * MINUTE_MS;
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The day (`YYYY-MM-DD`) an instant falls on in a zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

export interface WindowSchedule {
  days: { date: string; start: string; end: string }[];
  breaks: { start: string; end: string }[];
  slotMinutes: number;
  timeZone: string;
}

/**
 * The slots of a window: each day cut into slots of the given length from its start, a slot that
 * would run into a break starting again at the break's end, and none running past the day's end.
 */
export function generateSlots(schedule: WindowSchedule): { startsAt: Date; endsAt: Date }[] {
  const breaks = schedule.breaks
    .map((range) => ({ start: minutesOfTime(range.start) ?? 0, end: minutesOfTime(range.end) ?? 0 }))
    .sort((first, second) => first.start - second.start);
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (const day of [...schedule.days].sort((first, second) => first.date.localeCompare(second.date))) {
    const end = minutesOfTime(day.end) ?? 0;
    let start = minutesOfTime(day.start) ?? 0;
    while (start + schedule.slotMinutes <= end) {
      const slotEnd = start + schedule.slotMinutes;
      const inBreak = breaks.find((range) => start < range.end && range.start < slotEnd);
      if (inBreak) {
        start = inBreak.end;
        continue;
      }
      slots.push({ startsAt: instantOf(day.date, start, schedule.timeZone), endsAt: instantOf(day.date, slotEnd, schedule.timeZone) });
      start = slotEnd;
    }
  }
  return slots;
}
