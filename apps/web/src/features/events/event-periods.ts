import { eventPeriod, type EventDto, type EventPeriod } from '@homeroom/contract/events';

export type EventsByPeriod = Record<EventPeriod, EventDto[]>;

function byDay(a: EventDto, b: EventDto): number {
  const dayA = a.date.slice(0, 10);
  const dayB = b.date.slice(0, 10);
  if (dayA !== dayB) return dayA < dayB ? -1 : 1;
  return a.id - b.id;
}

/**
 * Sorts events into the tabs of docs/product.md, "States at a glance" against `today` (`YYYY-MM-DD`, the viewer's own day):
 * Today and Upcoming soonest first, Finished the most recent first.
 */
export function splitEventsByPeriod(events: readonly EventDto[], today: string): EventsByPeriod {
  const split: EventsByPeriod = { today: [], upcoming: [], finished: [] };
  for (const event of events) split[eventPeriod(event.date, today)].push(event);
  split.today.sort(byDay);
  split.upcoming.sort(byDay);
  split.finished.sort((a, b) => byDay(b, a));
  return split;
}

/** Helper places still free; never below 0, even if more helpers were kept than now required. */
export function openPlacesOf(event: Pick<EventDto, 'helpers_required' | 'helpers'>): number {
  return Math.max(0, event.helpers_required - event.helpers.length);
}
