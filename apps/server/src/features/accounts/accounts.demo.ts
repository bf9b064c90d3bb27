import sharp from 'sharp';
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

const PEOPLE: (Omit<DemoPerson, 'id' | 'token'> & { colours: Portrait })[] = [
  { role: 'teacher', firstName: 'Olivia', lastName: 'Bennett', email: 'olivia.bennett@homeroom.demo', password: 'Maple-Garden-31', colours: { background: '#cfe8e3', skin: '#f1c7a5', hair: '#7a4a2a', top: '#1c625b' } },
  { role: 'parent', firstName: 'Samuel', lastName: 'Carter', email: 'sam.carter@homeroom.demo', password: 'River-Stone-58', colours: { background: '#fde9c8', skin: '#c98e62', hair: '#2b2018', top: '#c9560a' } },
  { role: 'parent', firstName: 'Priya', lastName: 'Shah', email: 'priya.shah@homeroom.demo', password: 'Sunny-Kite-74', colours: { background: '#e4dcf5', skin: '#a86f4c', hair: '#1a1412', top: '#5b4b9a' } },
  { role: 'parent', firstName: 'Grace', lastName: 'Carter', email: 'grace.carter@homeroom.demo', password: 'Harbour-Light-26', colours: { background: '#dcebf7', skin: '#e8b896', hair: '#b5651d', top: '#2f6f9f' } },
  // Olivia's colleague, who co-teaches Year 2 Robins with her (features/classes/coteachers.demo.ts).
  { role: 'teacher', firstName: 'Daniel', lastName: 'Okafor', email: 'daniel.okafor@homeroom.demo', password: 'Cedar-Lane-47', colours: { background: '#f3e1d6', skin: '#8d5a3b', hair: '#1b1310', top: '#7a2e3b' } },
];

export interface Portrait {
  background: string;
  skin: string;
  hair: string;
  top: string;
}

/** A simple drawn portrait (head, hair, shoulders), so the demo's people have pictures without photo files. */
export function portrait({ background, skin, hair, top }: Portrait): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="${background}"/>
    <path d="M96 512 Q96 352 256 352 Q416 352 416 512 Z" fill="${top}"/>
    <circle cx="256" cy="214" r="104" fill="${hair}"/>
    <circle cx="256" cy="236" r="88" fill="${skin}"/>
    <path d="M168 210 Q176 120 256 124 Q336 120 344 210 Q300 160 256 168 Q212 160 168 210 Z" fill="${hair}"/>
    <circle cx="224" cy="240" r="9" fill="#2b2018"/>
    <circle cx="288" cy="240" r="9" fill="#2b2018"/>
    <path d="M226 282 Q256 304 286 282" stroke="#2b2018" stroke-width="8" fill="none" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Two teachers and three parents (Samuel and Grace are both Leo's guardians), each with their profile and picture; Priya keeps fewer e-mails, Grace reads in French. */
export async function seedDemoAccounts(client: DemoClient): Promise<DemoPerson[]> {
  const people: DemoPerson[] = [];
  for (const { colours, ...person } of PEOPLE) {
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
    const picture = new FormData();
    picture.append('profile_picture', new Blob([new Uint8Array(await portrait(colours))], { type: 'image/png' }), 'portrait.png');
    await client.upload('school/profile-upload/', picture, key);
    people.push({ ...person, id, token: key });
  }
  const priya = people.find((person) => person.firstName === 'Priya');
  if (priya) await client.call('PUT', 'school/settings-update/', { new_event_notification: false }, priya.token);
  // Grace reads Homeroom in French, so the demo's mails to her (the class's stories, events) show the mail catalogue at work.
  const grace = people.find((person) => person.firstName === 'Grace');
  if (grace) await client.call('PUT', 'school/language-update/', { language: 'fr' }, grace.token);
  return people;
}
