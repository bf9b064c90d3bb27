import type { DemoClient } from '../../demo/demo-client.ts';
import { portrait, type DemoPerson } from '../accounts/accounts.demo.ts';

const NEWCOMER = { firstName: 'Hannah', lastName: 'Reyes', email: 'hannah.reyes@homeroom.demo', password: 'Cedar-Path-63' } as const;

/**
 * A teacher who chose Olivia's school and waits for her approval, so a newcomer logged in as
 * Olivia (the school's founder, so its leader) finds someone to approve on the School page.
 */
export async function seedDemoWaitingTeacher(client: DemoClient, leader: DemoPerson): Promise<DemoPerson> {
  const { key } = await client.call<{ key: string }>('POST', 'dj-rest-auth/registration/', {
    email: NEWCOMER.email,
    first_name: NEWCOMER.firstName,
    last_name: NEWCOMER.lastName,
    password1: NEWCOMER.password,
    password2: NEWCOMER.password,
  });
  await client.call('POST', 'school/teacher-create/', { school: null }, key);
  const picture = new FormData();
  const png = await portrait({ background: '#f3e3d3', skin: '#d9a27a', hair: '#3b2a20', top: '#8a5a2b' });
  picture.append('profile_picture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'portrait.png');
  await client.upload('school/profile-upload/', picture, key);
  const { teacher } = await client.call<{ teacher: { school: { id: number } | null } }>('GET', 'dj-rest-auth/user/', undefined, leader.token);
  if (!teacher?.school) throw new Error('demo: the leader has no school');
  await client.call('PUT', 'school/teacher-school-update/', { school: teacher.school.id }, key);
  // Hannah's own class, which joins the school once Olivia approves her.
  await client.call('POST', 'school/class-create/', { name: 'Year 5 Herons' }, key);
  const { id } = await client.call<{ id: number }>('GET', 'dj-rest-auth/user/', undefined, key);
  return { ...NEWCOMER, role: 'teacher', id, token: key };
}
