import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

/**
 * A parent of Ava, in Olivia's class, who offered to drive on the class trip, then deleted their account: Olivia's
 * "Trip drivers" group keeps the offer, from 'User left the group'. Ava then moved away, and
 * Olivia deleted her from the class.
 */
export async function seedDemoDeletedAccount(
  client: DemoClient,
  olivia: DemoPerson,
  classId: number,
  sendMessage: (sender: { id: number; firstName: string; lastName: string }, groupId: number, text: string) => Promise<void>,
): Promise<void> {
  const email = 'jamie.fox@homeroom.demo';
  const { key } = await client.call<{ key: string }>('POST', 'dj-rest-auth/registration/', {
    email,
    first_name: 'Jamie',
    last_name: 'Fox',
    password1: 'Willow-Creek-58',
    password2: 'Willow-Creek-58',
  });
  const { id } = await client.call<{ id: number }>('GET', 'dj-rest-auth/user/', undefined, key);
  await client.call('POST', 'school/parent-create/', { user: id }, key);
  // A parent of Olivia's class, so that she may add Jamie to a chat.
  const child = await client.call<{ id: number }>('POST', 'school/student-create/', { name: 'Ava', school_class: classId }, olivia.token);
  const portfolio = await client.call<{ invite_code: { code: string } }>('GET', `school/student-portfolio-list/${child.id}/`, undefined, olivia.token);
  await client.call('PUT', 'school/use-invite-code/', { code: portfolio.invite_code.code }, key);
  const group = await client.call<{ id: number }>('POST', 'school/chat-group-create/', { name: 'Trip drivers' }, olivia.token);
  await client.call('POST', `school/chat-group-add-members/${group.id}/`, [{ user: id, group: group.id }], olivia.token);
  await sendMessage({ id: olivia.id, firstName: olivia.firstName, lastName: olivia.lastName }, group.id, 'Who can drive to the farm on Friday?');
  await sendMessage({ id, firstName: 'Jamie', lastName: 'Fox' }, group.id, 'I can take three children in my car.');
  await client.call('POST', 'school/account-delete/', { email }, key);
  // Ava moved away: her teacher deletes her, with every row and file of hers.
  await client.call('DELETE', `school/student-delete/${child.id}/`, undefined, olivia.token);
}
