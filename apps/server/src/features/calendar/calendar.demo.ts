import type { DemoClient } from '../../demo/demo-client.ts';

/**
 * The demo family's calendar address, made as they would make it in the profile: its feed holds
 * the class's events, the one they help at marked. The address is shown once, when made, so the
 * demo does not print it; in the app "Make a new address" shows a fresh one.
 */
export async function seedDemoCalendarFeed(client: DemoClient, parentToken: string): Promise<void> {
  await client.call('POST', 'calendar/feed/', undefined, parentToken);
}
