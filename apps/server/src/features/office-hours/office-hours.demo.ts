import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * Olivia keeps school-day office hours with a lunch break, and the winter holidays off, so that a
 * parent writing to her in the evening or at the weekend sees when she is back.
 */
export async function seedDemoOfficeHours(client: DemoClient, teacherToken: string): Promise<void> {
  const weekdays = [1, 2, 3, 4, 5];
  await client.call(
    'PUT',
    'school/office-hours/',
    {
      weekly: weekdays.flatMap((weekday) => [
        { weekday, start: '08:00', end: '12:00' },
        { weekday, start: '13:00', end: '16:30' },
      ]),
      days_off: [{ first_day: '2026-12-21', last_day: '2027-01-01' }],
    },
    teacherToken,
  );
}
