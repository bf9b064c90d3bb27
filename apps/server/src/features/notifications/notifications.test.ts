import { describe, expect, it } from 'vitest';
import { notificationLink } from '@homeroom/contract/notifications';
import { useLiveTestApp } from '../../test/live-test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { isCallPeerConnected, openSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

const live = useLiveTestApp({ callRingTimeoutMs: 500 });

const inject = createInject(() => live.testApp.app);
const notificationsOf = async (user: TestUser) => (await inject('GET', 'notifications-get/', user)).json();
const publishStory = (teacher: TestUser, classId: number, title = 'Museum trip') =>
  inject('POST', 'story-create/', teacher, { title, content: 'We saw dinosaurs.', school_class: classId });

describe('class content notifications', () => {
  it('notify the parents of the class, and nobody else, once per kind while unread', async () => {
    const { teacher, parent, otherParent, otherTeacher, schoolClass } = await createClassroom(live.testApp.app);
    await publishStory(teacher, schoolClass.id);
    const [first] = await notificationsOf(parent);
    expect(first).toEqual({
      id: expect.any(Number),
      type: 'Story',
      title: 'New story',
      group: null,
      school_class: { id: schoolClass.id, name: 'Class 3B' },
      school: null,
      updated_at: expect.any(String),
      read: false,
      qty_missed: 1,
    });
    for (const nobody of [teacher, otherParent, otherTeacher]) expect(await notificationsOf(nobody)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 10));
    await publishStory(teacher, schoolClass.id, 'Second story');
    await inject('POST', 'announcement-create/', teacher, { title: 'Trip', content: 'Boots', school_class: schoolClass.id });
    await inject('POST', 'event-create/', teacher, { name: 'Fair', description: 'Come', date: new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10), helpers_required: 1, school_class: schoolClass.id });
    const entries = await notificationsOf(parent);
    expect(entries.map((entry: { type: string; qty_missed: number }) => [entry.type, entry.qty_missed])).toEqual([
      ['Event', 1],
      ['Announcement', 1],
      ['Story', 2],
    ]);
    const story = entries.find((entry: { type: string }) => entry.type === 'Story');
    expect(story.id).toBe(first.id);
    expect(Date.parse(story.updated_at)).toBeGreaterThan(Date.parse(first.updated_at));
  });

  it('start a new entry once the old one is cleared', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
    await publishStory(teacher, schoolClass.id);
    const [entry] = await notificationsOf(parent);
    expect((await inject('PUT', `class-notification-update/${entry.id}/`, parent, { read: true })).json()).toEqual({ read: true });
    expect(await notificationsOf(parent)).toEqual([]);
    await publishStory(teacher, schoolClass.id);
    const [fresh] = await notificationsOf(parent);
    expect(fresh.id).not.toBe(entry.id);
    expect(fresh.qty_missed).toBe(1);
  });

  it('reach a class of any size in the same few statements', async () => {
    async function queriesToPublishFor(parentCount: number) {
      const { teacher, schoolClass } = await createClassroom(live.testApp.app);
      for (let index = 1; index < parentCount; index += 1) {
        const extra = await createParent(live.testApp.app);
        await linkChild(live.testApp.app, extra, (await createStudent(live.testApp.app, teacher, schoolClass.id, `Kid ${index}`)).inviteCode);
      }
      return live.testApp.app.database.queries.countDuring(async () => {
        expect((await publishStory(teacher, schoolClass.id)).statusCode).toBe(201);
      });
    }
    const one = await queriesToPublishFor(1);
    const many = await queriesToPublishFor(25);
    expect(many).toBe(one);
    // Token, class, story; the fan-out, the class name twice, the mail recipients, the outbox.
    expect(many).toBeLessThanOrEqual(9);
  });
});

describe('chat notifications', () => {
  it('notify the members not connected to the chat, with the group as they see it', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
    const second = await createParent(live.testApp.app, { firstName: 'Priya', lastName: 'Shah' });
    await linkChild(live.testApp.app, second, (await createStudent(live.testApp.app, teacher, schoolClass.id, 'Aanya')).inviteCode);
    const { id: groupId } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Helpers' })).json();
    await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }, { user: second.id, group: groupId }]);

    const teacherSocket = openSocket(`${live.origin}/ws/chat/${groupId}/${teacher.key}/`);
    const presentParent = openSocket(`${live.origin}/ws/chat/${groupId}/${second.key}/`);
    await teacherSocket.waitFor((message) => message.type === 'user_connected' && (message.data as { user: number }).user === second.id);
    teacherSocket.send({ message: 'Who can bring cakes?' });
    teacherSocket.send({ message: 'And napkins?' });
    await presentParent.waitFor((message) => message.message === 'And napkins?');

    await expect.poll(async () => (await notificationsOf(parent)).map((entry: { qty_missed: number }) => entry.qty_missed)).toEqual([2]);
    const [entry] = await notificationsOf(parent);
    expect(entry).toMatchObject({ type: 'Message', title: 'New message', school_class: null, group: { id: groupId, name: 'Helpers', direct_message: false, recipient: null } });
    expect(await notificationsOf(second)).toEqual([]);
    expect(await notificationsOf(teacher)).toEqual([]);
    await Promise.all([teacherSocket.close(), presentParent.close()]);
  });

  it('count every message of a burst from several senders, sent while the chat’s notification runs', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
    const second = await createParent(live.testApp.app);
    await linkChild(live.testApp.app, second, (await createStudent(live.testApp.app, teacher, schoolClass.id, 'Noor')).inviteCode);
    const { id: groupId } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Burst' })).json();
    await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }, { user: second.id, group: groupId }]);
    const from = (user: TestUser, firstName: string) => ({ id: user.id, firstName, lastName: '' });
    // Five at once: the first runs, the others wait and go together, each sender with their count.
    await Promise.all([
      ...[1, 2, 3].map((n) => live.testApp.app.chatListener.messageSent({ groupId, sender: from(teacher, 'Ms'), content: `Note ${n}` })),
      ...[1, 2].map((n) => live.testApp.app.chatListener.messageSent({ groupId, sender: from(second, 'Ana'), content: `Reply ${n}` })),
    ]);
    expect((await notificationsOf(parent)).map((entry: { qty_missed: number }) => entry.qty_missed)).toEqual([5]);
    expect((await notificationsOf(second)).map((entry: { qty_missed: number }) => entry.qty_missed)).toEqual([3]);
    expect((await notificationsOf(teacher)).map((entry: { qty_missed: number }) => entry.qty_missed)).toEqual([2]);
  });

  it('name the other person of a direct chat, and mail at most once per quarter hour', async () => {
    const { teacher, parent } = await createClassroom(live.testApp.app);
    const { id: groupId } = (await inject('POST', 'chat-group-create-direct/', parent, { recipient: teacher.id })).json();
    const parentSocket = openSocket(`${live.origin}/ws/chat/${groupId}/${parent.key}/`);
    for (const text of ['Hello!', 'Are you there?', 'Never mind.']) parentSocket.send({ message: text });
    await expect.poll(async () => (await notificationsOf(teacher))[0]?.qty_missed).toBe(3);
    const [entry] = await notificationsOf(teacher);
    expect(entry.group).toEqual({ id: groupId, name: 'direct', direct_message: true, recipient: { id: parent.id, first_name: 'Sam', last_name: 'Carter' } });

    const mail = await live.inbox.waitForMail(teacher.email, '/chatGroup/');
    expect(mail.decoded).toContain(`http://homeroom.test/chatGroup/${groupId}`);
    expect(mail.decoded).toContain('Sam Carter wrote in your direct chat');
    expect(mail.decoded).toContain('turn it off in your profile settings');
    await live.testApp.app.outbox.flush();
    expect(live.inbox.received.filter((message) => message.to.includes(teacher.email) && message.decoded.includes('/chatGroup/'))).toHaveLength(1);

    // Reading the chat clears the entry, not the quarter hour: the next message is a new entry, and no mail.
    const newest = (await inject('GET', `chat-group-get/${groupId}/`, teacher)).json().chat_messages.at(-1).id;
    expect((await inject('POST', `chat-group-read/${groupId}/`, teacher, { message: newest })).statusCode).toBe(200);
    await expect.poll(async () => (await notificationsOf(teacher)).length).toBe(0);
    parentSocket.send({ message: 'One more thing.' });
    await expect.poll(async () => (await notificationsOf(teacher))[0]?.qty_missed).toBe(1);
    await live.testApp.app.outbox.flush();
    expect(live.inbox.received.filter((message) => message.to.includes(teacher.email) && message.decoded.includes('/chatGroup/'))).toHaveLength(1);
    await parentSocket.close();
  });
});

describe('e-mail settings', () => {
  it('send class mails to parents who want them, with the link and how to stop them', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
    const quiet = await createParent(live.testApp.app, { firstName: 'Quiet', lastName: 'Parent' });
    await linkChild(live.testApp.app, quiet, (await createStudent(live.testApp.app, teacher, schoolClass.id, 'Zed')).inviteCode);
    await inject('PUT', 'settings-update/', quiet, { new_story_notification: false });

    await publishStory(teacher, schoolClass.id, 'Sports day');
    const mail = await live.inbox.waitForMail(parent.email, 'Sports day');
    expect(mail.decoded).toMatch(/Subject: New story in Class 3B: Sports day/);
    expect(mail.decoded).toContain(`http://homeroom.test/class/${schoolClass.id}`);
    expect(mail.decoded).toContain('E-mail me about new class stories');
    expect(mail.decoded).toContain('http://homeroom.test/profile?tab=settings');
    await live.testApp.app.outbox.flush();
    expect(live.inbox.received.some((message) => message.to.includes(quiet.email) && message.decoded.includes('Sports day'))).toBe(false);
    // The in-app notification comes whatever the setting.
    expect((await notificationsOf(quiet)).map((entry: { type: string }) => entry.type)).toEqual(['Story']);
  });
});

describe('call notifications', () => {
  async function ringingCall() {
    const { teacher, parent } = await createClassroom(live.testApp.app);
    const { id: groupId } = (await inject('POST', 'chat-group-create-direct/', teacher, { recipient: parent.id })).json();
    const caller = openSocket(`${live.origin}/ws/call/${groupId}/${teacher.key}/`);
    const callee = openSocket(`${live.origin}/ws/call/${groupId}/${parent.key}/`);
    await caller.waitFor(isCallPeerConnected, 'the callee connected');
    caller.send({ type: 'call', data: { rtcMessage: { type: 'offer', sdp: 'v=0' } } });
    await callee.waitFor((message) => message.type === 'call_received');
    return { teacher, parent, groupId, caller, callee };
  }
  const typesOf = async (user: TestUser) => (await notificationsOf(user)).map((entry: { type: string; title: string }) => `${entry.type}:${entry.title}`);

  it('show an incoming call while it rings, then a missed call', async () => {
    const { teacher, parent, caller, callee } = await ringingCall();
    await expect.poll(() => typesOf(parent)).toEqual(['IsCalling:Incoming call']);
    await callee.waitFor((message) => message.type === 'call_cancelled');
    await expect.poll(() => typesOf(parent)).toEqual(['MissedCall:Missed call']);
    expect(await notificationsOf(teacher)).toEqual([]);
    await Promise.all([caller.close(), callee.close()]);
  });

  it('show a missed call leading to the video chat when the caller cancels before an answer', async () => {
    const cancelled = await ringingCall();
    cancelled.caller.send({ type: 'cancel_call' });
    await expect.poll(() => typesOf(cancelled.parent)).toEqual(['MissedCall:Missed call']);
    const [entry] = await notificationsOf(cancelled.parent);
    expect(entry).toMatchObject({ type: 'MissedCall', title: 'Missed call', group: { id: cancelled.groupId, direct_message: true }, qty_missed: 1 });
    expect(notificationLink(entry)).toBe(`/videoChat/${cancelled.groupId}`);
    expect(await typesOf(cancelled.teacher)).toEqual([]);
    // The ring time passing afterwards adds nothing more.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await notificationsOf(cancelled.parent)).map((item: { qty_missed: number }) => item.qty_missed)).toEqual([1]);
    await Promise.all([cancelled.caller.close(), cancelled.callee.close()]);

    // A caller who closes the page while it rings has cancelled too.
    const closed = await ringingCall();
    await closed.caller.close();
    await expect.poll(() => typesOf(closed.parent)).toEqual(['MissedCall:Missed call']);
    await closed.callee.close();
  });

  it('show nothing once declined or answered', async () => {

    const declined = await ringingCall();
    declined.callee.send({ type: 'cancel_call' });
    await declined.caller.waitFor((message) => message.type === 'call_cancelled');
    await expect.poll(() => typesOf(declined.parent)).toEqual([]);
    expect(await typesOf(declined.teacher)).toEqual([]);
    await Promise.all([declined.caller.close(), declined.callee.close()]);

    const answered = await ringingCall();
    answered.callee.send({ type: 'answer_call', data: { rtcMessage: { type: 'answer', sdp: 'v=0' } } });
    await answered.caller.waitFor((message) => message.type === 'call_answered');
    await expect.poll(() => typesOf(answered.parent)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await typesOf(answered.parent)).toEqual([]);
    await Promise.all([answered.caller.close(), answered.callee.close()]);
  });
});

describe('clearing', () => {
  it("clears only one's own entries, through the call of their kind", async () => {
    const { teacher, parent, otherParent, schoolClass } = await createClassroom(live.testApp.app);
    await publishStory(teacher, schoolClass.id);
    const [entry] = await notificationsOf(parent);
    expect((await inject('PUT', `class-notification-update/${entry.id}/`, otherParent, { read: true })).statusCode).toBe(404);
    expect((await inject('PUT', `chat-notification-update/${entry.id}/`, parent, { read: true })).statusCode).toBe(404);
    expect((await inject('PUT', `class-notification-update/${entry.id}/`, parent, { read: false })).statusCode).toBe(400);
    expect((await inject('PUT', `class-notification-update/${entry.id}/`, undefined, { read: true })).statusCode).toBe(401);
    expect(await notificationsOf(parent)).toHaveLength(1);
  });

  it("clears all of one's own entries, and no one else's", async () => {
    const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
    const second = await createParent(live.testApp.app);
    await linkChild(live.testApp.app, second, (await createStudent(live.testApp.app, teacher, schoolClass.id, 'Leo')).inviteCode);
    await publishStory(teacher, schoolClass.id);
    await inject('POST', 'announcement-create/', teacher, { title: 'Trip', content: 'Boots', school_class: schoolClass.id });
    const response = await inject('PUT', 'all-notifications-update/', parent, {});
    expect(response.statusCode).toBe(200);
    expect(await notificationsOf(parent)).toEqual([]);
    expect(await notificationsOf(second)).toHaveLength(2);
  });
});

describe('the notification socket', () => {
  it("pushes new, updated and cleared entries to the user's open pages only", async () => {
    const { teacher, parent, otherParent, schoolClass } = await createClassroom(live.testApp.app);
    const page = openSocket(`${live.origin}/ws/notifications/${parent.key}/`);
    const otherPage = openSocket(`${live.origin}/ws/notifications/${otherParent.key}/`);
    await Promise.all([page.opened, otherPage.opened]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await publishStory(teacher, schoolClass.id);
    const pushed = await page.waitFor((message) => message.type === 'notification');
    expect(pushed).toMatchObject({ type: 'notification', notification: { type: 'Story', qty_missed: 1, school_class: { id: schoolClass.id } } });
    await publishStory(teacher, schoolClass.id);
    await page.waitFor((message) => message.type === 'notification' && (message.notification as { qty_missed: number }).qty_missed === 2);
    const id = (pushed.notification as { id: number }).id;
    await inject('PUT', `class-notification-update/${id}/`, parent, { read: true });
    expect(await page.waitFor((message) => message.type === 'notification_read')).toEqual({ type: 'notification_read', id });
    // Over Redis, a page is sent the list as it stands once its subscription is in force: empty here.
    expect(otherPage.received.filter((message) => message.type !== 'notifications_read_all')).toEqual([]);
    expect(await openSocket(`${live.origin}/ws/notifications/${'0'.repeat(64)}/`).closed).toBe(4401);
    await Promise.all([page.close(), otherPage.close()]);
  });
});
