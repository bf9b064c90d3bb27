import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, type TestUser } from '../../test/factories.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp({ callRingTimeoutMs: 600 });
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const directChat = () => createDirectChat(testApp.app);

const callUrl = (groupId: number, user: TestUser | string) => `${origin}/ws/call/${groupId}/${typeof user === 'string' ? user : user.key}/`;
const ofType = (type: string) => (message: Record<string, unknown>) => message.type === type;

/** Both sides connected: the teacher first, then the parent. */
async function connectBoth(groupId: number, teacher: TestUser, parent: TestUser) {
  const teacherSocket = openSocket(callUrl(groupId, teacher));
  const first = await teacherSocket.waitFor(ofType('connection'));
  expect(first).toEqual({ type: 'connection', data: { message: 'Connected', other_user_connected: false } });
  const parentSocket = openSocket(callUrl(groupId, parent));
  const second = await parentSocket.waitFor(ofType('connection'));
  expect(second).toEqual({ type: 'connection', data: { message: 'Connected', other_user_connected: true } });
  expect(await teacherSocket.waitFor(ofType('user_connected'))).toEqual({ type: 'user_connected', data: { user: parent.id } });
  return { teacherSocket, parentSocket };
}

const offer = { type: 'offer', sdp: 'v=0 offer' };
const answer = { type: 'answer', sdp: 'v=0 answer' };

describe('the call socket', () => {
  it('relays the whole signalling, each message to the other member only', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);

    parentSocket.send({ type: 'login' });
    expect(await parentSocket.waitFor((message) => message.type === 'connection' && parentSocket.received.filter(ofType('connection')).length === 2)).toMatchObject({
      data: { other_user_connected: true },
    });

    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    expect(await parentSocket.waitFor(ofType('call_received'))).toEqual({ type: 'call_received', data: { caller: teacher.id, rtcMessage: offer } });
    const candidate = { label: 0, id: '0', candidate: 'candidate:1 1 udp 2122260223 192.168.1.2 50000 typ host' };
    teacherSocket.send({ type: 'ICEcandidate', data: { user: teacher.id, rtcMessage: candidate } });
    expect(await parentSocket.waitFor(ofType('ICEcandidate'))).toEqual({ type: 'ICEcandidate', data: { rtcMessage: candidate } });

    parentSocket.send({ type: 'answer_call', data: { rtcMessage: answer } });
    expect(await teacherSocket.waitFor(ofType('call_answered'))).toEqual({ type: 'call_answered', data: { rtcMessage: answer } });
    parentSocket.send({ type: 'ICEcandidate', data: { user: parent.id, rtcMessage: candidate } });
    await teacherSocket.waitFor(ofType('ICEcandidate'));

    parentSocket.send({ type: 'cancel_call' });
    expect(await teacherSocket.waitFor(ofType('call_cancelled'))).toEqual({ type: 'call_cancelled', data: { user: parent.id } });

    // Nothing came back to the sender of each message.
    expect(teacherSocket.received.filter(ofType('call_received'))).toEqual([]);
    expect(parentSocket.received.filter(ofType('call_answered'))).toEqual([]);
    expect(parentSocket.received.filter(ofType('call_cancelled'))).toEqual([]);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it("relays the candidates of a client that sends `user` as a string, as the original client does", async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    const candidate = { label: 0, id: 'audio', candidate: 'candidate:2 1 udp 2122260223 10.0.0.7 40000 typ host' };
    teacherSocket.send({ type: 'ICEcandidate', data: { user: String(teacher.id), rtcMessage: candidate } });
    expect(await parentSocket.waitFor(ofType('ICEcandidate'))).toEqual({ type: 'ICEcandidate', data: { rtcMessage: candidate } });
    parentSocket.send({ type: 'answer_call', data: { rtcMessage: answer } });
    await teacherSocket.waitFor(ofType('call_answered'));
    parentSocket.send({ type: 'ICEcandidate', data: { user: String(parent.id), rtcMessage: candidate } });
    expect(await teacherSocket.waitFor(ofType('ICEcandidate'))).toEqual({ type: 'ICEcandidate', data: { rtcMessage: candidate } });
    expect([...teacherSocket.received, ...parentSocket.received].filter(ofType('error'))).toEqual([]);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('answers an error frame to a malformed message, and only to its sender', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    teacherSocket.send({ type: 'ICEcandidate', data: { user: { id: teacher.id } } });
    const error = await teacherSocket.waitFor(ofType('error'));
    expect(error).toEqual({ type: 'error', message: expect.stringContaining('could not be read') });
    teacherSocket.send({ type: 'ring_twice' });
    await teacherSocket.waitFor(() => teacherSocket.received.filter(ofType('error')).length === 2, 'a second error');
    teacherSocket.socket.send('not json at all');
    await teacherSocket.waitFor(() => teacherSocket.received.filter(ofType('error')).length === 3, 'a third error');
    // The socket stays usable, and the other side heard nothing of it.
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    expect(parentSocket.received.filter((message) => message.type === 'error' || message.type === 'ICEcandidate')).toEqual([]);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('tells the other side when a member disconnects, and shows presence in the members list', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    const members = (await inject('GET', `chat-group-members-list/${groupId}/`, teacher)).json();
    expect(members.every((member: { connected_to_call: boolean }) => member.connected_to_call)).toBe(true);
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    await parentSocket.close();
    expect(await teacherSocket.waitFor(ofType('user_disconnected'))).toEqual({ type: 'user_disconnected', data: { user: parent.id } });
    await teacherSocket.close();
  });

  it('tells the other side of a hang-up before the departure that follows it at once', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    parentSocket.send({ type: 'answer_call', data: { rtcMessage: answer } });
    await teacherSocket.waitFor(ofType('call_answered'));
    // The web app's Disconnect during a call: end it, then close the socket.
    // Straight on the open socket, so that the close frame follows the message on the wire.
    parentSocket.socket.send(JSON.stringify({ type: 'cancel_call' }));
    const closing = parentSocket.close();
    await teacherSocket.waitFor(ofType('user_disconnected'));
    expect(teacherSocket.received.filter((message) => message.type === 'call_cancelled' || message.type === 'user_disconnected').map((message) => message.type)).toEqual([
      'call_cancelled',
      'user_disconnected',
    ]);
    await Promise.all([closing, teacherSocket.close()]);
  });

  it('ends a call nobody answers as missed, for both sides', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    const missed = { type: 'call_cancelled', data: { user: teacher.id, reason: 'missed' } };
    expect(await teacherSocket.waitFor(ofType('call_cancelled'))).toEqual(missed);
    expect(await parentSocket.waitFor(ofType('call_cancelled'))).toEqual(missed);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('does not end an answered call when the ring time passes', async () => {
    const { teacher, parent, groupId } = await directChat();
    const { teacherSocket, parentSocket } = await connectBoth(groupId, teacher, parent);
    teacherSocket.send({ type: 'call', data: { rtcMessage: offer } });
    await parentSocket.waitFor(ofType('call_received'));
    parentSocket.send({ type: 'answer_call', data: { rtcMessage: answer } });
    await teacherSocket.waitFor(ofType('call_answered'));
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect([...teacherSocket.received, ...parentSocket.received].filter(ofType('call_cancelled'))).toEqual([]);
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('refuses a bad token, a non-member and a group that is not of exactly two', async () => {
    const { teacher, otherParent, groupId } = await directChat();
    expect(await openSocket(callUrl(groupId, 'f'.repeat(64))).closed).toBe(4401);
    expect(await openSocket(callUrl(groupId, otherParent)).closed).toBe(4403);
    const { id: groupOfOne } = (await inject('POST', 'chat-group-create/', teacher, { name: 'Just me' })).json();
    expect(await openSocket(callUrl(groupOfOne, teacher)).closed).toBe(4403);
  });
});

describe('GET calls/ice-servers/', () => {
  it('answers the configured ICE servers to a signed-in user', async () => {
    const { teacher } = await directChat();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers/', headers: teacher.headers });
    expect(response.json()).toEqual({ ice_servers: [] });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v1/calls/ice-servers/' })).statusCode).toBe(401);
  });
});
