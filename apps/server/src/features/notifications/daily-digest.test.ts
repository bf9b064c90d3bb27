import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { localDayAndHour } from './daily-digest.ts';
import { startSecondInstance } from './second-instance.test-helper.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
/** The notification mails queued for the user (the address confirmation of registering is not one). */
const mailsTo = async (user: TestUser) =>
  (await testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter((mail) => !mail.subject.startsWith('Confirm your e-mail'));

describe('localDayAndHour', () => {
  it('reads the day and hour in the user’s zone, across the date line', () => {
    const now = new Date('2026-11-24T23:30:00Z');
    expect(localDayAndHour(now, 'UTC')).toEqual({ date: '2026-11-24', hour: 23 });
    expect(localDayAndHour(now, 'Asia/Tokyo')).toEqual({ date: '2026-11-25', hour: 8 });
    expect(localDayAndHour(now, 'America/Los_Angeles')).toEqual({ date: '2026-11-24', hour: 15 });
    expect(localDayAndHour(now, 'Not/AZone')).toEqual({ date: '2026-11-24', hour: 23 });
  });
});

describe('the daily digest', () => {
  it('goes at the hour picked in the user’s zone, once, with the class lines and unread chats, and not when empty', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    await inject('PUT', 'settings-update/', parent, { channels: { stories: 'digest', messages: 'digest' }, digest_hour: 7 });
    expect((await inject('PUT', 'time-zone-update/', parent, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(200);

    // Nothing yet: no digest even at the hour.
    expect(await testApp.app.dailyDigest.sendDueDigests(new Date('2026-11-24T22:30:00Z'))).toEqual([]);

    await inject('POST', 'story-create/', teacher, { title: 'Museum trip', content: 'Dinosaurs.', school_class: schoolClass.id });
    const chat = await inject('POST', 'chat-group-create-direct/', teacher, { name: 'direct', recipient: parent.id });
    const groupId = chat.json<{ id: number }>().id;
    const from = { id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' };
    for (const text of ['Hello', 'Are you coming?']) {
      const message = await testApp.app.chat.sendMessage(from, groupId, text);
      await testApp.app.chatListener.messageSent({ groupId, sender: from, content: message.content });
    }
    expect(await mailsTo(parent)).toEqual([]);

    // 06:59 in Tokyo: not yet. 07:00: the digest. Later that day, and on a second instance: nothing more.
    expect(await testApp.app.dailyDigest.sendDueDigests(new Date('2026-11-24T21:59:00Z'))).toEqual([]);
    const secondInstance = await startSecondInstance(testApp);
    try {
      const [first, second] = await Promise.all([
        testApp.app.dailyDigest.sendDueDigests(new Date('2026-11-24T22:00:00Z')),
        secondInstance.app.dailyDigest.sendDueDigests(new Date('2026-11-24T22:00:30Z')),
      ]);
      expect([...first, ...second]).toEqual([parent.id]);
    } finally {
      await secondInstance.close();
    }
    expect(await testApp.app.dailyDigest.sendDueDigests(new Date('2026-11-25T05:00:00Z'))).toEqual([]);

    const mails = await mailsTo(parent);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your day on Homeroom']);
    expect(mails[0]?.text).toContain('Class 3B · Story: Museum trip');
    expect(mails[0]?.text).toContain('Olivia Bennett: 2 unread messages');
    expect(mails[0]?.text).toContain('http://homeroom.test/profile?tab=settings');
    // The teacher chose no digest: none for them, whatever they have unread.
    expect(await mailsTo(teacher)).toEqual([]);
  });
});
