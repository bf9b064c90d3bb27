import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

/**
 * Daniel joins Olivia's school and co-teaches Year 2 Robins with her: she invites him, he
 * accepts, and he posts a story, so its families see two teachers. A leader's approval is the
 * schools feature's; `approve` stands for it here.
 */
export async function seedDemoCoteaching(
  client: DemoClient,
  people: DemoPerson[],
  classId: number,
  approve: (userId: number) => Promise<void>,
): Promise<void> {
  const olivia = people.find((person) => person.firstName === 'Olivia');
  const daniel = people.find((person) => person.firstName === 'Daniel');
  if (!olivia || !daniel) throw new Error('demo: no Olivia or Daniel');
  const details = await client.call<{ teacher: { school: { id: number } | null } }>(
    'GET',
    'dj-rest-auth/user/',
    undefined,
    olivia.token,
  );
  if (!details.teacher.school) throw new Error('demo: Olivia has no school');
  await client.call(
    'PUT',
    'school/teacher-school-update/',
    { school: details.teacher.school.id },
    daniel.token,
  );
  await approve(daniel.id);
  await client.call(
    'POST',
    `school/class-coteacher-invite/${classId}/`,
    { email: daniel.email },
    olivia.token,
  );
  const [invitation] = await client.call<{ id: number }[]>(
    'GET',
    'school/coteacher-invitations/',
    undefined,
    daniel.token,
  );
  if (!invitation) throw new Error('demo: no invitation for Daniel');
  await client.call('POST', `school/coteacher-invitation-accept/${invitation.id}/`, undefined, daniel.token);
  await client.call(
    'POST',
    'school/story-create/',
    {
      title: 'Reading corner',
      content: 'Mr Okafor set up a reading corner with cushions and new picture books.',
      school_class: classId,
    },
    daniel.token,
  );
}
