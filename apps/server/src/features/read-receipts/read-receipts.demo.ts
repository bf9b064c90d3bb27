import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * An announcement that asks each family to confirm, acknowledged by one family (Samuel's), and
 * the class's announcements read by him: Olivia sees "Read by" and who still has to confirm.
 */
export async function seedDemoReadReceipts(client: DemoClient, teacherToken: string, parentToken: string, classId: number): Promise<void> {
  const announcement = await client.call<{ id: number }>(
    'POST',
    'school/announcement-create/',
    {
      title: 'Trip to the aquarium: please confirm',
      content: 'We visit the aquarium next Friday. Please confirm you have read this, and pack a lunch and a raincoat.',
      school_class: classId,
      needs_acknowledgement: true,
    },
    teacherToken,
  );
  const page = await client.call<{ announcements: { id: number }[] }>('GET', `school/class/${classId}/`, undefined, parentToken);
  await client.call('POST', 'school/content-read/', { school_class: classId, announcements: page.announcements.map((item) => item.id) }, parentToken);
  await client.call('POST', `school/announcement-acknowledge/${announcement.id}/`, undefined, parentToken);
}
