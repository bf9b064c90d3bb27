import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

/**
 * A leader's look at a child, so Priya's access list for Ruby is not empty: Daniel stands in as
 * a leader of the school for a day, opens the portfolio of Ruby (in Year 4 Owls, which he does
 * not teach), and steps down again. The entry stays, as entries do.
 */
export async function seedDemoLeaderLook(client: DemoClient, people: DemoPerson[]): Promise<void> {
  const olivia = people.find((person) => person.firstName === 'Olivia');
  const daniel = people.find((person) => person.firstName === 'Daniel');
  const priya = people.find((person) => person.firstName === 'Priya');
  if (!olivia || !daniel || !priya) throw new Error('demo: no Olivia, Daniel or Priya');
  const details = await client.call<{ parent: { children: { id: number; name: string }[] } | null }>(
    'GET',
    'dj-rest-auth/user/',
    undefined,
    priya.token,
  );
  const ruby = details.parent?.children.find((child) => child.name === 'Ruby Shah');
  if (!ruby) throw new Error('demo: Priya does not follow Ruby');
  await client.call('POST', `school/school-leader-appoint/${daniel.id}/`, undefined, olivia.token);
  await client.call('GET', `school/student-portfolio-list/${ruby.id}/`, undefined, daniel.token);
  await client.call('POST', 'school/school-leader-step-down/', undefined, daniel.token);
}
