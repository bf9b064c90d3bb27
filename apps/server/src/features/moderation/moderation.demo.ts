import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * One open report for the school's leader to look at: a parent's heated comment on a story,
 * reported by another parent of the class.
 */
export async function seedDemoReport(client: DemoClient, classId: number, commenterToken: string, reporterToken: string): Promise<void> {
  const page = await client.call<{ stories: { id: number; title: string }[] }>('GET', `school/class/${classId}/`, undefined, reporterToken);
  const story = page.stories.find((candidate) => candidate.title === 'Our under-the-sea mural') ?? page.stories[0];
  if (!story) throw new Error('demo: no story to comment on');
  const comment = await client.call<{ id: number }>(
    'POST',
    'school/story-comment-create/',
    { story: story.id, content: 'Another week of painting instead of real lessons. Whoever planned this is wasting our children’s time.' },
    commenterToken,
  );
  await client.call(
    'POST',
    'school/content-report-create/',
    { kind: 'comment', id: comment.id, reason: 'Rude about the teacher, in front of every family of the class.' },
    reporterToken,
  );
}
