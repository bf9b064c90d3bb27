import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoClass } from '../classes/classes.demo.ts';

/** A day `offset` days after today, `YYYY-MM-DD`. */
function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 24 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Olivia opens parents' evening for the Robins next week, two afternoons of ten-minute slots with
 * a tea break; Samuel has booked for Leo and Priya for Aanya, so the schedule has names to print.
 */
export async function seedDemoConferences(client: DemoClient, robins: DemoClass, tokens: { olivia: string; samuel: string; priya: string }): Promise<void> {
  const window = await client.call<{ slots: { id: number }[] }>(
    'POST',
    `school/class-conferences/${robins.id}/`,
    {
      days: [
        { date: dayFromToday(7), start: '15:30', end: '18:00' },
        { date: dayFromToday(8), start: '15:30', end: '17:00' },
      ],
      breaks: [{ start: '16:30', end: '16:45' }],
      slot_minutes: 10,
      mode: 'in_person',
      note: 'Classroom 2B, next to the library. Bring any questions about reading at home.',
      cutoff_hours: 24,
    },
    tokens.olivia,
  );
  const studentId = (name: string) => robins.students.find((student) => student.name === name)?.id ?? 0;
  const [first, , third] = window.slots;
  if (first) await client.call('POST', 'school/conference-bookings/', { slot: first.id, student: studentId('Leo Carter') }, tokens.samuel);
  if (third) await client.call('POST', 'school/conference-bookings/', { slot: third.id, student: studentId('Aanya Shah') }, tokens.priya);
}
