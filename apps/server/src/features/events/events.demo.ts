import type { DemoClient } from '../../demo/demo-client.ts';

const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** Upcoming events, one with a parent already helping. */
export async function seedDemoEvents(client: DemoClient, teacherToken: string, classId: number, helperToken: string): Promise<void> {
  const fair = await client.call<{ id: number }>(
    'POST',
    'school/event-create/',
    { name: 'Autumn book fair', date: day(3), description: 'Help us run the book stall after school, from 3 to 5 pm.', helpers_required: 3, school_class: classId },
    teacherToken,
  );
  await client.call(
    'POST',
    'school/event-create/',
    { name: 'Trip to the aquarium', date: day(10), description: 'We need two parents to walk with us to the bus and back.', helpers_required: 2, school_class: classId },
    teacherToken,
  );
  await client.call(
    'POST',
    'school/event-create/',
    { name: 'Winter concert', date: day(24), description: 'The children sing for you in the hall. No helpers needed, just come and enjoy it!', helpers_required: 0, school_class: classId },
    teacherToken,
  );
  await client.call('POST', 'school/helper-create/', { event: fair.id }, helperToken);
}
