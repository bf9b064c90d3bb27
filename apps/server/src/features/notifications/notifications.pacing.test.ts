import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { useLiveTestApp } from '../../test/live-test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { openSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

/** Long enough that nothing of a test outruns it by chance, short enough to wait out. */
const INTERVAL_MS = 1500;

const live = useLiveTestApp({ chatNotificationIntervalMs: INTERVAL_MS });

const inject = createInject(() => live.testApp.app);
const notificationsOf = async (user: TestUser) => (await inject('GET', 'notifications-get/', user)).json();
const missedOf = async (user: TestUser) => (await notificationsOf(user)).map((entry: { qty_missed: number }) => entry.qty_missed);
const asSender = (user: TestUser) => ({ id: user.id, firstName: user.firstName, lastName: user.lastName });

/** A group of the teacher with two parents of the class in it. */
async function groupWithTwoParents(name: string) {
  const { teacher, parent, schoolClass } = await createClassroom(live.testApp.app);
  const second = await createParent(live.testApp.app);
  await linkChild(live.testApp.app, second, (await createStudent(live.testApp.app, teacher, schoolClass.id, 'Noor')).inviteCode);
  const { id: groupId } = (await inject('POST', 'chat-group-create/', teacher, { name })).json();
  await inject('POST', `chat-group-add-members/${groupId}/`, teacher, [{ user: parent.id, group: groupId }, { user: second.id, group: groupId }]);
  return { teacher, parent, second, groupId };
}

/** Stores a message as its socket would, and tells the notifications of it; answers the notification's promise. */
async function send(sender: TestUser, groupId: number, text: string) {
  const message = await live.testApp.app.chat.sendMessage(asSender(sender), groupId, text);
  return { message, notified: live.testApp.app.chatListener.messageSent({ groupId, id: message.id, sender: asSender(sender), content: text }) };
}

describe('a busy chat’s bell, paced', () => {
  it('tells of the first message at once and of those within the interval together at its end', async () => {
    const { teacher, parent, groupId } = await groupWithTwoParents('Trip');
    const teacherSocket = openSocket(`${live.origin}/ws/chat/${groupId}/${teacher.key}/`);
    teacherSocket.send({ message: 'The bus is late.' });
    await expect.poll(() => missedOf(parent)).toEqual([1]);

    teacherSocket.send({ message: 'Ten more minutes.' });
    teacherSocket.send({ message: 'We are on our way.' });
    await teacherSocket.waitFor((message) => message.message === 'We are on our way.');
    // Stored and delivered to the chat at once; the bell's count waits for the interval's end.
    expect(await missedOf(parent)).toEqual([1]);
    await expect.poll(() => missedOf(parent), { timeout: INTERVAL_MS * 4 }).toEqual([3]);
    await teacherSocket.close();
  });

  it('leaves out a member who read the chat to that message before the notification ran', async () => {
    const { teacher, parent, second, groupId } = await groupWithTwoParents('Lunch');
    await (await send(teacher, groupId, 'Pasta today.')).notified;
    expect(await missedOf(parent)).toEqual([1]);

    // Within the interval: this message waits, and meanwhile the parent reads the chat to its end.
    const later = await send(teacher, groupId, 'And apples.');
    expect((await inject('POST', `chat-group-read/${groupId}/`, parent, { message: later.message.id })).statusCode).toBe(200);
    expect(await missedOf(parent)).toEqual([]);
    await later.notified;
    expect(await missedOf(parent)).toEqual([]);
    expect(await missedOf(second)).toEqual([2]);
  });

  it('tells each member of a batch from several senders of the others’ messages only, with the newest of them', async () => {
    const { teacher, parent, second, groupId } = await groupWithTwoParents('Fair');
    await (await send(second, groupId, 'Who brings the cakes?')).notified;
    expect(await missedOf(second)).toEqual([]);

    // Within the interval: the teacher answers, and the second parent writes again after.
    const answer = await send(teacher, groupId, 'Cakes by Noor’s family.');
    const again = await send(second, groupId, 'Lovely, thank you!');
    await Promise.all([answer.notified, again.notified]);
    expect(await missedOf(parent)).toEqual([3]);
    expect(await missedOf(teacher)).toEqual([2]);
    // Wrote after the teacher, so has read the answer: the second parent has nothing new.
    expect(await missedOf(second)).toEqual([]);
  });

  it('mails a member the newest message of the batch, not an earlier one', async () => {
    const { teacher, second, groupId } = await groupWithTwoParents('Library');
    await (await send(second, groupId, 'Is the library open on Friday?')).notified;
    // Within the interval: the second parent writes first, the teacher answers last.
    const more = await send(second, groupId, 'We have three books to bring back.');
    const answer = await send(teacher, groupId, 'Yes, from nine until noon.');
    await Promise.all([more.notified, answer.notified]);
    expect(await missedOf(second)).toEqual([1]);
    const mail = await live.inbox.waitForMail(second.email, 'Yes, from nine until noon.');
    expect(mail.decoded).not.toContain('three books');
  });

  it('runs what waits at once when the server stops, before its database closes', async () => {
    const own = await createTestApp({ chatNotificationIntervalMs: 60 * 60_000 });
    try {
      const { teacher, schoolClass } = await createClassroom(own.app);
      const { id: groupId } = (await createInject(() => own.app)('POST', 'chat-group-create/', teacher, { name: `Stop ${schoolClass.id}` })).json();
      const tell = (message: { id: number; content: string }) =>
        own.app.chatListener.messageSent({ groupId, id: message.id, sender: asSender(teacher), content: message.content });
      await tell(await own.app.chat.sendMessage(asSender(teacher), groupId, 'First'));
      const waiting = tell(await own.app.chat.sendMessage(asSender(teacher), groupId, 'Second'));
      await own.app.close();
      // Run against the open database (a closed one would have refused it), an hour early.
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
