import sharp from 'sharp';
import type { DemoClient } from '../../demo/demo-client.ts';

/** A simple drawn picture, so the demo needs no photo files. */
function drawing(sky: string, ground: string, sun: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="${sky}"/>
    <circle cx="950" cy="180" r="110" fill="${sun}"/>
    <path d="M0 560 Q300 440 600 560 T1200 540 V800 H0 Z" fill="${ground}"/>
    <path d="M0 640 Q400 560 800 650 T1200 630 V800 H0 Z" fill="${ground}" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Two stories with pictures, and a parent's comment. */
export async function seedDemoStories(client: DemoClient, teacherToken: string, classId: number, parentToken: string): Promise<void> {
  const garden = await client.call<{ id: number }>(
    'POST',
    'school/story-create/',
    { title: 'Planting bulbs in the school garden', content: 'Today we planted tulip and daffodil bulbs. Everyone dug a hole three times as deep as the bulb. We will watch them grow in spring!', school_class: classId },
    teacherToken,
  );
  for (const [sky, ground, sun] of [['#bfe3f5', '#6aa84f', '#ffd966'], ['#fce5cd', '#93c47d', '#f6b26b']] as const) {
    const form = new FormData();
    form.append('story', String(garden.id));
    form.append('image', new Blob([new Uint8Array(await drawing(sky, ground, sun))], { type: 'image/jpeg' }), 'garden.jpg');
    await client.upload('school/story-media-create/', form, teacherToken);
  }
  await client.call('POST', 'school/story-comment-create/', { story: garden.id, content: 'Leo could not stop talking about it at dinner!' }, parentToken);

  const sea = await client.call<{ id: number }>(
    'POST',
    'school/story-create/',
    { title: 'Our under-the-sea mural', content: 'The class painted a giant mural of the ocean for the corridor. Come and find the octopus hiding behind the rocks.', school_class: classId },
    teacherToken,
  );
  const form = new FormData();
  form.append('story', String(sea.id));
  form.append('image', new Blob([new Uint8Array(await drawing('#9fc5e8', '#0b5394', '#fff2cc'))], { type: 'image/jpeg' }), 'mural.jpg');
  await client.upload('school/story-media-create/', form, teacherToken);
}
