import type { DemoClient } from '../../demo/demo-client.ts';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** An absence of today, reported by the child's guardian and not yet acknowledged. */
export async function seedDemoAbsence(client: DemoClient, guardianToken: string, studentId: number): Promise<void> {
  await client.call(
    'POST',
    'school/absence-create/',
    { student: studentId, first_day: day(0), last_day: day(1), reason: 'ill', note: 'A cold and a fever since last night. Back on Thursday, we hope.' },
    guardianToken,
  );
}
