import { describe, expect, it } from 'vitest';
import { dateIn, generateSlots, instantOf } from './conferences.schedule.ts';

describe('conference slots', () => {
  it('cut each day into slots in the teacher’s zone, skipping the breaks', () => {
    const slots = generateSlots({
      days: [{ date: '2026-06-10', start: '16:00', end: '18:00' }],
      breaks: [{ start: '16:50', end: '17:10' }],
      slotMinutes: 20,
      timeZone: 'Europe/Paris',
    });
    expect(slots.map((slot) => slot.startsAt.toISOString())).toEqual([
      '2026-06-10T14:00:00.000Z',
      '2026-06-10T14:20:00.000Z',
      '2026-06-10T15:10:00.000Z',
      '2026-06-10T15:30:00.000Z',
    ]);
    expect(slots.at(-1)?.endsAt.toISOString()).toBe('2026-06-10T15:50:00.000Z');
  });

  it('read wall-clock times across a change of clocks and name the day in the zone', () => {
    expect(instantOf('2026-03-29', 9 * 60, 'Europe/Paris').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantOf('2026-03-28', 9 * 60, 'Europe/Paris').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(dateIn(new Date('2026-06-10T23:30:00Z'), 'Europe/Paris')).toBe('2026-06-11');
    expect(dateIn(new Date('2026-06-10T23:30:00Z'), 'America/New_York')).toBe('2026-06-10');
  });
});
