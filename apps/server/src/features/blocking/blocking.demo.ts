import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * Safety to click through: after the heated comment on the mural, Samuel blocks Priya (Settings
 * lists her), and Olivia turns the mural's comments off (the comments stay).
 */
export async function seedDemoSafety(
  client: DemoClient,
  classId: number,
  teacherToken: string,
  blocker: { token: string },
  blocked: { id: number },
): Promise<void> {
  await client.call('POST', 'school/user-block/', { user: blocked.id }, blocker.token);
  const page = await client.call<{ stories: { id: number; title: string }[] }>('GET', `school/class/${classId}/`, undefined, teacherToken);
  const mural = page.stories.find((story) => story.title === 'Our under-the-sea mural');
  if (!mural) throw new Error('demo: no mural story');
  await client.call('POST', `school/story-comments-set/${mural.id}/`, { comments_enabled: false }, teacherToken);
}
