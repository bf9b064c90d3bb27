import type { DemoClient } from '../../demo/demo-client.ts';

const ANNOUNCEMENTS = [
  { title: 'Welcome back!', content: 'A warm welcome to the new term. Our topic this half term is "Under the Sea". Please label every coat and water bottle.' },
  { title: 'PE on Tuesdays and Thursdays', content: 'Children should come to school in their PE kit on Tuesdays and Thursdays. Trainers, please, not plimsolls.' },
  { title: 'Library books', content: 'Library day is Friday. Please help your child remember to bring their book back so they can choose a new one.' },
];

export async function seedDemoAnnouncements(client: DemoClient, teacherToken: string, classId: number): Promise<void> {
  for (const announcement of ANNOUNCEMENTS) {
    await client.call('POST', 'school/announcement-create/', { ...announcement, school_class: classId }, teacherToken);
  }
}
