import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';
import type { DemoClass } from '../classes/classes.demo.ts';

const KESTRELS = ['Ruby Shah', 'Omar Haddad', 'Ivy Chen'];

/**
 * Last year's class, Year 3 Kestrels, whose year Olivia ended: archived, read only, its children
 * moved on to Year 4 Owls with their stickers. Priya follows Ruby, so she sees both years.
 */
export async function seedDemoSchoolYear(
  client: DemoClient,
  people: DemoPerson[],
  newClass: DemoClass,
): Promise<void> {
  const olivia = people.find((person) => person.firstName === 'Olivia');
  const priya = people.find((person) => person.firstName === 'Priya');
  if (!olivia || !priya) throw new Error('demo: no Olivia or Priya');
  const kestrels = await client.call<{ id: number }>(
    'POST',
    'school/class-create/',
    { name: 'Year 3 Kestrels' },
    olivia.token,
  );
  for (const [index, name] of KESTRELS.entries()) {
    const student = await client.call<{ id: number }>(
      'POST',
      'school/student-create/',
      { name, school_class: kestrels.id },
      olivia.token,
    );
    for (const type of [1, 2, 3].slice(0, index + 1)) {
      await client.call('POST', 'school/sticker-create/', { student: student.id, type }, olivia.token);
    }
    if (name === 'Ruby Shah') {
      const { code } = await client.call<{ code: string }>(
        'POST',
        `school/student-invite-code/${student.id}/`,
        undefined,
        olivia.token,
      );
      await client.call('PUT', 'school/use-invite-code/', { code }, priya.token);
    }
  }
  await client.call(
    'POST',
    'school/story-create/',
    {
      title: 'Our last day together',
      content: 'A picnic on the field to end the year. Thank you, Kestrels!',
      school_class: kestrels.id,
    },
    olivia.token,
  );
  await client.call(
    'POST',
    `school/class-year-end/${kestrels.id}/`,
    { school_class: newClass.id },
    olivia.token,
  );
}
