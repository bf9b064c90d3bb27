import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, createTeacher, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket, type TestSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp({ callRingTimeoutMs: 4000 });
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const injectCalls = createInject(() => testApp.app, 'calls/');

const callUrl = (groupId: number, user: TestUser) => `${origin}/ws/call/${groupId}/${user.key}/`;
const ofType = (type: string) => (message: Record<string, unknown>) => message.type === type;
const offer = { type: 'offer', sdp: 'v=0 offer' };
const answer = { type: 'answer', sdp: 'v=0 answer' };
const candidate = { label: 0, id: '0', candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 50000 typ host' };

/**
 * A page of the user's, whatever it shows: its notification socket, once it is subscribed
 * (a "clear all" it asked for has come back).
 */
async function openPage(user: TestUser): Promise<TestSocket> {
  const page = openSocket(`${origin}/ws/notifications/${user.key}/`);
  await page.opened;
  await expect
    .poll(async () => {
      await inject('PUT', 'all-notifications-update/', user);
      return page.received.some(ofType('notifications_read_all'));
    })
    .toBe(true);
  return page;
}

/** The teacher on the video page, calling the parent, who is elsewhere in the app. */
async function ringParent() {
  const chat = await createDirectChat(testApp.app);
  const parentPage = await openPage(chat.parent);
  const teacherPage = await openPage(chat.teacher);
  const otherPage = await openPage(chat.otherParent);
  const caller = openSocket(callUrl(chat.groupId, chat.teacher));
  await caller.waitFor(ofType('connection'));
  caller.send({ type: 'call', data: { rtcMessage: offer } });
  caller.send({ type: 'ICEcandidate', data: { user: chat.parent.id, rtcMessage: candidate } });
  const ringing = await parentPage.waitFor(ofType('call_ringing'), 'the call ringing');
  return { ...chat, parentPage, teacherPage, otherPage, caller, ringing };
}

describe('a call rings on every page of the callee', () => {
  it("rings the callee's pages with the caller's name, and only theirs, and stops when the caller cancels", async () => {
    const { teacher, groupId, parentPage, teacherPage, otherPage, caller, ringing } = await ringParent();
    expect(ringing).toEqual({ type: 'call_ringing', group: groupId, caller: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett', profile_picture: null } });
    caller.send({ type: 'cancel_call' });
    expect(await parentPage.waitFor(ofType('call_ended'))).toEqual({ type: 'call_ended', group: groupId, reason: 'cancelled' });
    expect([...teacherPage.received, ...otherPage.received].filter((message) => String(message.type).startsWith('call_'))).toEqual([]);
    await Promise.all([parentPage.close(), teacherPage.close(), otherPage.close(), caller.close()]);
  });

  it('sends the call to a call page the callee opens after it started, and stops ringing everywhere once answered', async () => {
    const { teacher, parent, groupId, parentPage, teacherPage, otherPage, caller } = await ringParent();
    const secondPage = await openPage(parent);
    // Accepting from the ringing dialog opens the video page, whose call socket is sent the call.
    const callee = openSocket(callUrl(groupId, parent));
    expect(await callee.waitFor(ofType('call_received'))).toEqual({ type: 'call_received', data: { caller: teacher.id, rtcMessage: offer } });
    expect(await callee.waitFor(ofType('ICEcandidate'))).toEqual({ type: 'ICEcandidate', data: { rtcMessage: candidate } });
    callee.send({ type: 'answer_call', data: { rtcMessage: answer } });
    expect(await caller.waitFor(ofType('call_answered'))).toEqual({ type: 'call_answered', data: { rtcMessage: answer } });
    for (const page of [parentPage, secondPage]) {
      expect(await page.waitFor(ofType('call_ended'))).toEqual({ type: 'call_ended', group: groupId, reason: 'answered' });
    }
    expect([...teacherPage.received, ...otherPage.received].filter((message) => String(message.type).startsWith('call_'))).toEqual([]);
    await Promise.all([parentPage.close(), secondPage.close(), teacherPage.close(), otherPage.close(), caller.close(), callee.close()]);
  });

  it('is declined from a page without a call socket: the caller hears it and every page of the callee stops ringing', async () => {
    const { parent, groupId, parentPage, otherPage, teacherPage, caller } = await ringParent();
    const response = await injectCalls('POST', `${groupId}/decline/`, parent);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Call declined.' });
    expect(await caller.waitFor(ofType('call_cancelled'))).toEqual({ type: 'call_cancelled', data: { user: parent.id } });
    expect(await parentPage.waitFor(ofType('call_ended'))).toEqual({ type: 'call_ended', group: groupId, reason: 'declined' });
    const notifications = (await inject('GET', 'notifications-get/', parent)).json();
    expect(notifications.filter((entry: { type: string }) => entry.type === 'IsCalling')).toEqual([]);
    await Promise.all([parentPage.close(), otherPage.close(), teacherPage.close(), caller.close()]);
  });

  it('ends as missed on every page when nobody answers', async () => {
    const { groupId, parentPage, otherPage, teacherPage, caller } = await ringParent();
    expect(await parentPage.waitFor(ofType('call_ended'), 'the call missed', 15_000)).toEqual({ type: 'call_ended', group: groupId, reason: 'missed' });
    await caller.waitFor(ofType('call_cancelled'));
    await Promise.all([parentPage.close(), otherPage.close(), teacherPage.close(), caller.close()]);
  });

  it('refuses a decline from anyone but the two members, and a decline of nothing changes nothing', async () => {
    const { teacher, parent, otherTeacher, otherParent, groupId } = await createDirectChat(testApp.app);
    const stranger = await createTeacher(testApp.app);
    for (const outsider of [otherTeacher, otherParent, stranger]) {
      const response = await injectCalls('POST', `${groupId}/decline/`, outsider);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(teacher.email);
    }
    expect((await injectCalls('POST', `${groupId}/decline/`)).statusCode).toBe(401);
    expect((await injectCalls('POST', '999999/decline/', parent)).statusCode).toBe(404);
    const { id: groupOfOne } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Just me' })).json();
    expect((await injectCalls('POST', `${groupOfOne}/decline/`, teacher)).statusCode).toBe(403);
    expect((await injectCalls('POST', `${groupId}/decline/`, parent)).statusCode).toBe(200);
  });
});
