import type { DemoClient } from '../../demo/demo-client.ts';
import type { DemoPerson } from '../accounts/accounts.demo.ts';

export interface DemoClass {
  id: number;
  name: string;
  students: { id: number; name: string }[];
}

const ROBINS = ['Leo Carter', 'Aanya Shah', 'Ella Brooks', 'Noah Kim', 'Sofia Rossi', 'Lucas Meyer', 'Maya Patel', 'Oscar Dubois'];
const OWLS = ['Isla Murphy', 'Theo Novak', 'Zara Ahmed', 'Finn Larsen', 'Chloe Martin'];

/**
 * Olivia's school with two classes; Samuel and Priya linked to their children with the invite
 * codes, Grace as Leo's second guardian, and a few stickers already given.
 */
export async function seedDemoClassrooms(client: DemoClient, people: DemoPerson[]): Promise<DemoClass[]> {
  const byName = (firstName: string) => {
    const person = people.find((candidate) => candidate.firstName === firstName);
    if (!person) throw new Error(`demo: no ${firstName}`);
    return person;
  };
  const olivia = byName('Olivia');
  const school = await client.call<{ id: number }>(
    'POST',
    'school/school-list-create/',
    { name: 'Maple Grove Primary', city: 'Leeds', country: 'United Kingdom' },
    olivia.token,
  );
  await client.call('PUT', 'school/teacher-school-update/', { school: school.id }, olivia.token);

  const classes: DemoClass[] = [];
  for (const [className, names] of [['Year 2 Robins', ROBINS], ['Year 4 Owls', OWLS]] as const) {
    const schoolClass = await client.call<{ id: number; name: string }>('POST', 'school/class-create/', { name: className }, olivia.token);
    const students = [];
    for (const name of names) {
      students.push(await client.call<{ id: number; name: string }>('POST', 'school/student-create/', { name, school_class: schoolClass.id }, olivia.token));
    }
    classes.push({ ...schoolClass, students });
  }

  const robins = classes[0];
  if (!robins) throw new Error('demo: no class');
  // Stickers: a star for everyone, and a few dinosaurs and cats for good measure.
  for (const [index, student] of robins.students.entries()) {
    const types = [1, ...(index % 2 === 0 ? [2] : []), ...(index % 3 === 0 ? [3, 1] : [])];
    for (const type of types) await client.call('POST', 'school/sticker-create/', { student: student.id, type }, olivia.token);
  }

  const page = await client.call<{ students: { name: string; invite_code: { code: string } | null }[] }>(
    'GET',
    `school/class/${robins.id}/`,
    undefined,
    olivia.token,
  );
  const codeOf = (name: string) => page.students.find((student) => student.name === name)?.invite_code?.code ?? '';
  await client.call('PUT', 'school/use-invite-code/', { code: codeOf('Leo Carter') }, byName('Samuel').token);
  await client.call('PUT', 'school/use-invite-code/', { code: codeOf('Aanya Shah') }, byName('Priya').token);
  // Leo has two guardians: Olivia gave a fresh code to Grace, his second parent.
  const leo = robins.students.find((student) => student.name === 'Leo Carter');
  if (!leo) throw new Error('demo: no Leo');
  const fresh = await client.call<{ code: string }>('POST', `school/student-invite-code/${leo.id}/`, undefined, olivia.token);
  await client.call('PUT', 'school/use-invite-code/', { code: fresh.code }, byName('Grace').token);
  return classes;
}
