import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@homeroom/contract/notification-channels';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { PUSH_TO_LOOPBACK, startWebPushService, type TestPushSubscription } from '../../test/web-push-service.ts';
import { digestItems, heldAlerts } from './notifications.table.ts';
import { startSecondInstance } from './second-instance.test-helper.ts';

/** The channel matrix through the whole app: real pushes to a Web Push service on loopback, mails in the outbox. */

let testApp: TestApp;
let pushService: Awaited<ReturnType<typeof startWebPushService>>;
const inject = createInject(() => testApp.app);

beforeAll(async () => {
  pushService = await startWebPushService();
  testApp = await createTestApp({ push: PUSH_TO_LOOPBACK });
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

const db = () => testApp.app.database.db;

async function subscribeDevice(user: TestUser): Promise<TestPushSubscription> {
  const key = (await inject('GET', 'push-key/', user)).json<{ public_key: string }>().public_key;
  const browser = await pushService.subscribe(key);
  expect((await inject('POST', 'push-subscription-create/', user, { endpoint: browser.endpoint, keys: browser.keys })).statusCode).toBe(201);
  return browser;
}

async function setChannels(user: TestUser, channels: Record<string, NotificationChannel>) {
  const response = await inject('PUT', 'settings-update/', user, { channels });
  expect(response.statusCode, response.body).toBe(200);
}

const allKinds = (channel: NotificationChannel) => ({ messages: channel, stories: channel, announcements: channel, events: channel, calls: channel });

async function pushesOf(browser: TestPushSubscription) {
  return (await pushService.received(browser)).map((text) => JSON.parse(text) as { title: string; body: string; url: string; tag: string });
}
/** The notification mails queued for the user (the address confirmation of registering is not one). */
const mailsTo = async (user: TestUser) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter((mail) => !mail.subject.startsWith('Confirm your e-mail'));
const digestLinesOf = (user: TestUser) => db().select().from(digestItems).where(eq(digestItems.userId, user.id));
const entriesOf = async (user: TestUser) => (await inject('GET', 'notifications-get/', user)).json<{ type: string }[]>();

describe('channels per kind', () => {
  it('give each parent the entry, push, mail or digest line their channel says, for stories, announcements, events and messages', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const parents = new Map<NotificationChannel, { user: TestUser; browser: TestPushSubscription; groupId: number }>();
    for (const channel of NOTIFICATION_CHANNELS) {
      const user = await createParent(testApp.app, { firstName: channel, lastName: 'Parent' });
      await linkChild(testApp.app, user, (await createStudent(testApp.app, teacher, schoolClass.id, `Child ${channel}`)).inviteCode);
      await setChannels(user, allKinds(channel));
      const browser = await subscribeDevice(user);
      const chat = await inject('POST', 'chat-group-create-direct/', teacher, { name: 'direct', recipient: user.id });
      parents.set(channel, { user, browser, groupId: chat.json<{ id: number }>().id });
    }

    await inject('POST', 'story-create/', teacher, { title: 'Museum trip', content: 'Dinosaurs.', school_class: schoolClass.id });
    await inject('POST', 'announcement-create/', teacher, { title: 'Boots', content: 'Bring boots.', school_class: schoolClass.id });
    const date = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10);
    await inject('POST', 'event-create/', teacher, { name: 'Fair', description: 'Come', date, helpers_required: 1, school_class: schoolClass.id });
    const from = { id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' };
    for (const { groupId } of parents.values()) {
      const message = await testApp.app.chat.sendMessage(from, groupId, 'See you tomorrow');
      await testApp.app.chatListener.messageSent({ groupId, sender: from, content: message.content });
    }

    for (const [channel, { user, browser, groupId }] of parents) {
      const entries = (await entriesOf(user)).map((entry) => entry.type).sort();
      expect(entries, channel).toEqual(channel === 'off' ? [] : ['Announcement', 'Event', 'Message', 'Story']);

      const pushes = await pushesOf(browser);
      if (channel === 'push') {
        expect(pushes.map((push) => push.title).sort()).toEqual(['New announcement', 'New event', 'New message', 'New story']);
        expect(pushes.find((push) => push.title === 'New story')).toEqual({
          title: 'New story',
          body: 'Class 3B · Museum trip',
          url: `http://homeroom.test/class/${schoolClass.id}`,
          tag: `stories:class:${schoolClass.id}`,
        });
        expect(pushes.find((push) => push.title === 'New message')).toMatchObject({ body: 'Olivia Bennett', url: `http://homeroom.test/chatGroup/${groupId}` });
      } else {
        expect(pushes, channel).toEqual([]);
      }

      const subjects = (await mailsTo(user)).map((mail) => mail.subject).sort();
      expect(subjects, channel).toEqual(
        channel === 'email' ? ['New announcement in Class 3B: Boots', 'New event in Class 3B: Fair', 'New message from Olivia Bennett', 'New story in Class 3B: Museum trip'] : [],
      );

      const lines = (await digestLinesOf(user)).map((line) => `${line.kind}: ${line.placeName} · ${line.title}`).sort();
      expect(lines, channel).toEqual(
        channel === 'digest' ? ['announcements: Class 3B · Boots', 'events: Class 3B · Fair', 'stories: Class 3B · Museum trip'] : [],
      );
    }
  });

  it('push a call to those who chose push, and hold nothing of a ringing call', async () => {
    const { teacher, parent } = await createClassroom(testApp.app);
    const browser = await subscribeDevice(parent);
    const alert = {
      kind: 'calls' as const,
      type: 'IsCalling' as const,
      placeKey: 'call:1',
      path: '/videoChat/1',
      body: () => 'Olivia Bennett',
      recipients: [{ userId: parent.id }],
      isRinging: true,
    };
    for (const channel of NOTIFICATION_CHANNELS) {
      await setChannels(parent, { calls: channel });
      const outcome = await testApp.app.alertDelivery.deliver(alert);
      expect(outcome.pushed, channel).toEqual(channel === 'push' ? [parent.id] : []);
      expect(outcome.mailed).toEqual([]);
    }
    expect((await pushesOf(browser)).map((push) => push.title)).toEqual(['Incoming call']);
    expect(teacher.id).not.toBe(parent.id);
  });
});

describe('held alerts', () => {
  it('hold a teacher’s push and mail outside their hours, coalesced per chat, and release them once across two instances', async () => {
    const { teacher, parent, groupId } = await (async () => {
      const room = await createClassroom(testApp.app);
      const chat = await inject('POST', 'chat-group-create-direct/', room.parent, { name: 'direct', recipient: room.teacher.id });
      return { ...room, groupId: chat.json<{ id: number }>().id };
    })();
    const browser = await subscribeDevice(teacher);
    // E-mail for messages, push for announcements; away today and tomorrow (UTC), back the day after at midnight.
    await setChannels(teacher, { messages: 'email' });
    const today = new Date();
    const day = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    const hours = await inject('PUT', 'office-hours/', teacher, { weekly: everyDay, days_off: [{ first_day: iso(day(0)), last_day: iso(day(1)) }] });
    expect(hours.statusCode, hours.body).toBe(200);

    const from = { id: parent.id, firstName: 'Sam', lastName: 'Carter' };
    for (const text of ['First question', 'Second question']) {
      const message = await testApp.app.chat.sendMessage(from, groupId, text);
      await testApp.app.chatListener.messageSent({ groupId, sender: from, content: message.content });
    }
    expect(await entriesOf(teacher)).toHaveLength(1);
    expect(await mailsTo(teacher)).toEqual([]);
    const held = await db().select().from(heldAlerts).where(eq(heldAlerts.userId, teacher.id));
    expect(held).toHaveLength(1);
    expect(held[0]?.releaseAt.toISOString()).toBe(day(2).toISOString());

    expect(await testApp.app.alertDelivery.releaseDueAlerts(new Date(day(2).getTime() - 60_000))).toBe(0);
    const second = await startSecondInstance(testApp);
    try {
      const releasedAt = new Date(day(2).getTime() + 60_000);
      const counts = await Promise.all([testApp.app.alertDelivery.releaseDueAlerts(releasedAt), second.app.alertDelivery.releaseDueAlerts(releasedAt)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await second.close();
    }
    const mails = await mailsTo(teacher);
    expect(mails.map((mail) => mail.subject)).toEqual(['New message from Sam Carter']);
    expect(await pushesOf(browser)).toEqual([]);
    expect(await db().select().from(heldAlerts).where(eq(heldAlerts.userId, teacher.id))).toEqual([]);
  });
});
