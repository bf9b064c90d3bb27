import type { DemoClient } from '../../demo/demo-client.ts';

export interface DemoPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'teacher' | 'parent';
  id: number;
  token: string;
}

const PEOPLE: Omit<DemoPerson, 'id' | 'token'>[] = [
  { role: 'teacher', firstName: 'Olivia', lastName: 'Bennett', email: 'olivia.bennett@homeroom.demo', password: 'Maple-Garden-31' },
  { role: 'parent', firstName: 'Samuel', lastName: 'Carter', email: 'sam.carter@homeroom.demo', password: 'River-Stone-58' },
  { role: 'parent', firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@homeroom.demo', password: 'Sunny-Kite-74' },
];

/** A teacher and two parents, each with their profile; the parents keep fewer e-mails. */
export async function seedDemoAccounts(client: DemoClient): Promise<DemoPerson[]> {
  const people: DemoPerson[] = [];
  for (const person of PEOPLE) {
    const { key } = await client.call<{ key: string }>('POST', 'dj-rest-auth/registration/', {
      email: person.email,
      first_name: person.firstName,
      last_name: person.lastName,
      password1: person.password,
      password2: person.password,
    });
    const { id } = await client.call<{ id: number }>('GET', 'dj-rest-auth/user/', undefined, key);
    if (person.role === 'teacher') {
      await client.call('POST', 'school/teacher-create/', { school: null }, key);
    } else {
      await client.call('POST', 'school/parent-create/', { user: id }, key);
    }
    people.push({ ...person, id, token: key });
  }
  const priya = people.find((person) => person.firstName === 'Priya');
  if (priya) await client.call('PUT', 'school/settings-update/', { new_event_notification: false }, priya.token);
  return people;
}
