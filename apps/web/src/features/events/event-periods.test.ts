import type { EventDto } from '@homeroom/contract/events';
import { describe, expect, it } from 'vitest';
import { openPlacesOf, splitEventsByPeriod } from './event-periods.ts';

function event(id: number, date: string): EventDto {
  return {
    id,
    name: `Event ${id}`,
    date,
    description: '',
    school_class: 12,
    helpers_required: 0,
    helpers: [],
  };
}

describe('splitEventsByPeriod', () => {
  const events = [
    event(1, '2031-05-01'),
    event(2, '2031-05-20'),
    event(3, '2031-05-10'),
    event(4, '2031-04-01'),
    event(5, '2031-05-10T09:30:00Z'),
    event(6, '2031-05-12'),
    event(7, '2031-05-09'),
  ];

  it('puts the same day in Today, later days in Upcoming soonest first, earlier ones in Finished latest first', () => {
    const split = splitEventsByPeriod(events, '2031-05-10');
    expect(split.today.map(({ id }) => id)).toEqual([3, 5]);
    expect(split.upcoming.map(({ id }) => id)).toEqual([6, 2]);
    expect(split.finished.map(({ id }) => id)).toEqual([7, 1, 4]);
  });

  it('answers three empty lists for no events', () => {
    expect(splitEventsByPeriod([], '2031-05-10')).toEqual({ today: [], upcoming: [], finished: [] });
  });
});

describe('openPlacesOf', () => {
  const helper = (id: number) => ({ id, parent: { user: { id, first_name: 'A', last_name: 'B', profile_picture: null } } });

  it('counts the places still free, never below 0', () => {
    expect(openPlacesOf({ helpers_required: 2, helpers: [helper(1)] })).toBe(1);
    expect(openPlacesOf({ helpers_required: 1, helpers: [helper(1)] })).toBe(0);
    expect(openPlacesOf({ helpers_required: 1, helpers: [helper(1), helper(2)] })).toBe(0);
  });
});
