import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createParent } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app, '');
const settingsOf = async (user: Awaited<ReturnType<typeof createParent>>) => (await inject('GET', 'dj-rest-auth/user/', user)).json().settings;

describe('notification channels in the settings', () => {
  it('answer e-mail for the content kinds and push for calls at first, at 18:00, with SPEC’s booleans on', async () => {
    const parent = await createParent(testApp.app);
    expect(await settingsOf(parent)).toEqual({
      id: expect.any(Number),
      message_received_notification: true,
      new_story_notification: true,
      new_announcement_notification: true,
      new_event_notification: true,
      channels: { messages: 'email', stories: 'email', announcements: 'email', events: 'email', calls: 'push' },
      digest_hour: 18,
      hide_read_status: false,
    });
  });

  it('save the channels and hour sent, keep the others, and read the booleans from them', async () => {
    const parent = await createParent(testApp.app);
    const response = await inject('PUT', 'school/settings-update/', parent, { channels: { stories: 'digest', calls: 'off' }, digest_hour: 7 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      new_story_notification: false,
      message_received_notification: true,
      channels: { messages: 'email', stories: 'digest', announcements: 'email', events: 'email', calls: 'off' },
      digest_hour: 7,
    });
    expect((await settingsOf(parent)).channels.stories).toBe('digest');
  });

  it('turn an old client’s false into in-app only when it was e-mail, and leave any other choice; true is e-mail', async () => {
    const parent = await createParent(testApp.app);
    await inject('PUT', 'school/settings-update/', parent, { channels: { events: 'push' } });
    const response = await inject('PUT', 'school/settings-update/', parent, {
      new_event_notification: false,
      new_story_notification: false,
      new_announcement_notification: true,
    });
    expect(response.json().channels).toMatchObject({ events: 'push', stories: 'in_app', announcements: 'email' });
    const again = await inject('PUT', 'school/settings-update/', parent, { new_event_notification: true });
    expect(again.json()).toMatchObject({ new_event_notification: true, channels: { events: 'email' } });
  });

  it('refuse an unknown channel, kind or hour with field messages, saving nothing', async () => {
    const parent = await createParent(testApp.app);
    const unknownChannel = await inject('PUT', 'school/settings-update/', parent, { channels: { stories: 'pigeon' }, digest_hour: 9 });
    expect(unknownChannel.statusCode).toBe(400);
    expect(unknownChannel.json()).toEqual({ 'channels.stories': ['Choose one of: in_app, push, email, digest, off.'] });
    const badHour = await inject('PUT', 'school/settings-update/', parent, { digest_hour: 24 });
    expect(badHour.statusCode).toBe(400);
    expect(badHour.json()).toEqual({ digest_hour: ['Choose an hour from 0 to 23.'] });
    const unknownKind = await inject('PUT', 'school/settings-update/', parent, { channels: { homework: 'push' } });
    expect(unknownKind.statusCode).toBe(400);
    expect(await settingsOf(parent)).toMatchObject({ digest_hour: 18, channels: { stories: 'email' } });
  });

  it('refuse a visitor', async () => {
    expect((await inject('PUT', 'school/settings-update/', undefined, { channels: { stories: 'off' } })).statusCode).toBe(401);
  });
});
