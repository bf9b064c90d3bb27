import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * Samuel, a parent, set his channels before the rest of the demo happens: stories and events to
 * the evening digest at 19:00, messages and calls pushed to his phone, announcements by e-mail.
 * His digest then has lines waiting when the demo starts.
 */
export async function seedDemoChannels(client: DemoClient, parentToken: string): Promise<void> {
  await client.call(
    'PUT',
    'school/settings-update/',
    { channels: { messages: 'push', stories: 'digest', announcements: 'email', events: 'digest', calls: 'push' }, digest_hour: 19 },
    parentToken,
  );
}
