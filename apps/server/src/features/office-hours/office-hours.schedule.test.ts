import { describe, expect, it } from 'vitest';
import { nextStartIfAway, type OfficeSchedule } from './office-hours.schedule.ts';

const WEEKDAYS_8_TO_1630 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));

function schedule(overrides: Partial<OfficeSchedule> = {}): OfficeSchedule {
  return { weekly: WEEKDAYS_8_TO_1630, daysOff: [], timeZone: 'UTC', ...overrides };
}

const at = (iso: string) => new Date(iso);

describe('nextStartIfAway', () => {
  it('is never away without hours: always available', () => {
    expect(nextStartIfAway(schedule({ weekly: [] }), at('2026-11-28T03:00:00Z'))).toBeUndefined();
  });

  it('is not away inside the hours, their first minute included and their last excluded', () => {
    expect(nextStartIfAway(schedule(), at('2026-11-25T10:00:00Z'))).toBeUndefined();
    expect(nextStartIfAway(schedule(), at('2026-11-25T08:00:00Z'))).toBeUndefined();
    expect(nextStartIfAway(schedule(), at('2026-11-25T16:30:00Z'))).toEqual(at('2026-11-26T08:00:00Z'));
  });

  it('is away before the hours start, until they start that day', () => {
    expect(nextStartIfAway(schedule(), at('2026-11-25T07:15:00Z'))).toEqual(at('2026-11-25T08:00:00Z'));
  });

  it('is away from Friday evening until Monday morning', () => {
    expect(nextStartIfAway(schedule(), at('2026-11-27T17:00:00Z'))).toEqual(at('2026-11-30T08:00:00Z'));
  });

  it('is away between two ranges of a day until the second starts', () => {
    const split = schedule({ weekly: [{ weekday: 1, start: '13:00', end: '16:00' }, { weekday: 1, start: '08:00', end: '12:00' }] });
    expect(nextStartIfAway(split, at('2026-11-30T12:30:00Z'))).toEqual(at('2026-11-30T13:00:00Z'));
    expect(nextStartIfAway(split, at('2026-11-30T09:00:00Z'))).toBeUndefined();
  });

  it('skips days off, a single day or a run of them, and is away on one even during the usual hours', () => {
    const holiday = schedule({ daysOff: [{ first_day: '2026-11-26', last_day: '2026-11-27' }, { first_day: '2026-11-30', last_day: '2026-11-30' }] });
    expect(nextStartIfAway(holiday, at('2026-11-25T17:00:00Z'))).toEqual(at('2026-12-01T08:00:00Z'));
    expect(nextStartIfAway(holiday, at('2026-11-26T10:00:00Z'))).toEqual(at('2026-12-01T08:00:00Z'));
  });

  it('reads the hours in the teacher’s own time zone', () => {
    const newYork = schedule({ weekly: [{ weekday: 3, start: '08:00', end: '16:00' }], timeZone: 'America/New_York' });
    expect(nextStartIfAway(newYork, at('2026-11-25T12:00:00Z'))).toEqual(at('2026-11-25T13:00:00Z'));
    expect(nextStartIfAway(newYork, at('2026-11-25T14:00:00Z'))).toBeUndefined();
    // Wednesday 23:30 in Kolkata is still Wednesday 18:00 UTC: the local day decides, not UTC's.
    const kolkata = schedule({ weekly: [{ weekday: 4, start: '09:00', end: '15:00' }], timeZone: 'Asia/Kolkata' });
    expect(nextStartIfAway(kolkata, at('2026-11-25T18:00:00Z'))).toEqual(at('2026-11-26T03:30:00Z'));
  });

  it('keeps the wall-clock start across a change to summer time and back', () => {
    const paris = schedule({ weekly: [{ weekday: 1, start: '08:00', end: '16:00' }], timeZone: 'Europe/Paris' });
    // Clocks go forward on Sunday 28 March 2027: Monday 08:00 is 06:00 UTC, no longer 07:00.
    expect(nextStartIfAway(paris, at('2027-03-26T16:00:00Z'))).toEqual(at('2027-03-29T06:00:00Z'));
    // Clocks go back on Sunday 25 October 2026: Monday 08:00 is 07:00 UTC again.
    expect(nextStartIfAway(paris, at('2026-10-23T16:00:00Z'))).toEqual(at('2026-10-26T07:00:00Z'));
  });

  it('starts hours whose start the clocks skip when the clocks show the time after the gap', () => {
    const night = schedule({ weekly: [{ weekday: 7, start: '02:30', end: '04:00' }], timeZone: 'Europe/Paris' });
    expect(nextStartIfAway(night, at('2027-03-27T12:00:00Z'))).toEqual(at('2027-03-28T01:30:00Z'));
  });

  it('keeps hours that end at 24:00 until midnight', () => {
    const late = schedule({ weekly: [{ weekday: 3, start: '20:00', end: '24:00' }] });
    expect(nextStartIfAway(late, at('2026-11-25T23:59:00Z'))).toBeUndefined();
    expect(nextStartIfAway(late, at('2026-11-26T00:00:00Z'))).toEqual(at('2026-12-02T20:00:00Z'));
  });
});
