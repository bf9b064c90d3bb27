import type { DemoClient } from '../../demo/demo-client.ts';

/** One announcement from the school's leader to every family and teacher of the school. */
export async function seedDemoSchoolAnnouncements(client: DemoClient, leaderToken: string): Promise<void> {
  await client.call(
    'POST',
    'school/school-announcement-create/',
    {
      title: 'Parents’ evening on 12 March',
      content:
        'Every class teacher will be in their classroom from 4 pm to 7 pm. Book a ten-minute slot with your child’s teacher through the class chat. Younger brothers and sisters are welcome; there will be squash and biscuits in the hall.',
    },
    leaderToken,
  );
}
