import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_MESSAGES } from '@homeroom/contract/chat-attachments';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { mediaAddress, signedMediaPattern } from '../../test/media.ts';
import { jpegWithGpsPosition, multipartPayload, SAMPLE_PDF } from '../../test/multipart.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { chatAttachments } from './chat-attachments.table.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

function upload(user: TestUser | undefined, groupId: number, file: { name: string; type: string; data: Buffer }) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/school/chat-attachment-upload/${groupId}/`,
    headers: user?.headers ?? {},
    payload: multipartPayload({ field: 'file', ...file }),
  });
}

/** Every file stored under the chat's media folder. */
async function storedChatFiles(): Promise<string[]> {
  return readdir(path.join(testApp.config.dataDir, 'media', 'chat')).catch(() => []);
}

const chatUrl = (groupId: number, user: TestUser) => `${origin}/ws/chat/${groupId}/${user.key}/`;

describe('chat attachments', () => {
  it('re-encode a picture without its EXIF and GPS block, at a display and a preview size', async () => {
    const { parent, groupId } = await createDirectChat(testApp.app);
    const response = await upload(parent, groupId, { name: 'IMG_0042.JPG', type: 'image/jpeg', data: await jpegWithGpsPosition(2400, 1800) });
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toEqual({
      id: expect.any(Number),
      kind: 'image',
      name: 'IMG_0042.jpg',
      size: expect.any(Number),
      url: expect.stringMatching(signedMediaPattern('chat', 'jpg')),
      preview_url: expect.stringMatching(signedMediaPattern('chat', 'jpg')),
      width: 1600,
      height: 1200,
    });
    const display = await testApp.app.inject({ method: 'GET', url: mediaAddress(attachment.url) });
    expect(display.statusCode).toBe(200);
    expect(display.rawPayload.length).toBe(attachment.size);
    const displayed = await sharp(display.rawPayload).metadata();
    expect([displayed.width, displayed.height, displayed.exif]).toEqual([1600, 1200, undefined]);
    expect(display.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const preview = await sharp((await testApp.app.inject({ method: 'GET', url: mediaAddress(attachment.preview_url) })).rawPayload).metadata();
    expect([preview.width, preview.height, preview.exif]).toEqual([480, 360, undefined]);
    // Without its signature the address gives nothing.
    expect((await testApp.app.inject({ method: 'GET', url: new URL(attachment.url).pathname })).statusCode).toBe(403);
  });

  it('store a PDF file as sent', async () => {
    const { teacher, groupId } = await createDirectChat(testApp.app);
    const response = await upload(teacher, groupId, { name: 'Trip letter.pdf', type: 'application/pdf', data: SAMPLE_PDF });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'pdf', name: 'Trip letter.pdf', size: SAMPLE_PDF.length, preview_url: null, width: null, height: null });
    const served = await testApp.app.inject({ method: 'GET', url: mediaAddress(response.json().url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/pdf/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('refuse an HTML file named .pdf, and any file that is neither picture nor PDF, storing nothing', async () => {
    const { parent, groupId } = await createDirectChat(testApp.app);
    const before = await storedChatFiles();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    for (const file of [
      { name: 'report.pdf', type: 'application/pdf', data: html },
      { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('%PDF') },
      { name: 'notes.txt', type: 'text/plain', data: Buffer.from('just text') },
    ]) {
      const response = await upload(parent, groupId, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ file: [CHAT_ATTACHMENT_MESSAGES.wrongType] });
    }
    expect(await storedChatFiles()).toEqual(before);
  });

  it('refuse a file over 10 MB before reading it, storing nothing', async () => {
    const { parent, groupId } = await createDirectChat(testApp.app);
    const before = await storedChatFiles();
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const justOver = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * 1024 * 1024)]);
    // Over a real connection: the answer comes at once and closes it, the rest of the body unread.
    const response = await fetch(`${origin.replace('ws:', 'http:')}/api/v1/school/chat-attachment-upload/${groupId}/`, {
      method: 'POST',
      headers: parent.headers,
      body: multipartPayload({ field: 'file', name: 'big.pdf', type: 'application/pdf', data: big }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ file: [CHAT_ATTACHMENT_MESSAGES.tooLarge] });
    // A file just over the limit, within the room the form may take, is cut at the limit and refused.
    const chunked = await upload(parent, groupId, { name: 'big.pdf', type: 'application/pdf', data: justOver });
    expect(chunked.statusCode).toBe(400);
    expect(chunked.json()).toEqual({ file: [CHAT_ATTACHMENT_MESSAGES.tooLarge] });
    expect(await storedChatFiles()).toEqual(before);
    const rows = await testApp.app.database.db.select().from(chatAttachments).where(eq(chatAttachments.groupId, groupId));
    expect(rows).toEqual([]);
  });

  it('refuse uploads by anyone outside the chat', async () => {
    const room = await createDirectChat(testApp.app);
    const file = { name: 'a.pdf', type: 'application/pdf', data: SAMPLE_PDF };
    expect((await upload(undefined, room.groupId, file)).statusCode).toBe(401);
    // A teacher and a parent of another class; the group exists, so they are told it is not theirs.
    expect((await upload(room.otherTeacher, room.groupId, file)).statusCode).toBe(403);
    expect((await upload(room.otherParent, room.groupId, file)).statusCode).toBe(403);
    expect((await upload(room.parent, 999_999, file)).statusCode).toBe(404);
    // And they never get its messages, with their addresses.
    expect((await inject('GET', `chat-group-get/${room.groupId}/`, room.otherParent)).statusCode).toBe(403);
  });

  it('send files with or without text, live to the members and in the history and inbox', async () => {
    const { teacher, parent, groupId } = await createDirectChat(testApp.app);
    const picture = (await upload(parent, groupId, { name: 'drawing.png', type: 'image/png', data: await jpegWithGpsPosition(300, 200) })).json();
    const letter = (await upload(parent, groupId, { name: 'form.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    const parentSocket = openSocket(chatUrl(groupId, parent));
    await Promise.all([teacherSocket.opened, parentSocket.opened]);
    parentSocket.send({ message: '', attachment_ids: [letter.id, picture.id] });
    const live = await teacherSocket.waitFor((message) => message.type === 'chat_message', 'the files');
    expect(live).toMatchObject({ message: '', attachments: [{ id: letter.id, kind: 'pdf', name: 'form.pdf' }, { id: picture.id, kind: 'image', name: 'drawing.jpg' }] });
    const group = (await inject('GET', `chat-group-get/${groupId}/`, teacher)).json();
    expect(group.chat_messages.at(-1).attachments.map((file: { id: number }) => file.id)).toEqual([letter.id, picture.id]);
    expect(group.chat_messages.at(-1).attachments[1].url).toMatch(signedMediaPattern('chat', 'jpg'));
    const inbox = (await inject('GET', 'chat-group-user-get/', teacher)).json();
    const entry = inbox.chat_group_member.find((member: { group: { id: number } }) => member.group.id === groupId);
    expect(entry.last_message).toMatchObject({ text: '', attachment: { kind: 'pdf', name: 'form.pdf' } });
    // Sent once: the same upload cannot go again.
    parentSocket.send({ message: 'again', attachment_ids: [letter.id] });
    expect(await parentSocket.waitFor((message) => message.type === 'error')).toEqual({ type: 'error', message: CHAT_ATTACHMENT_MESSAGES.unknownAttachment });
    await Promise.all([teacherSocket.close(), parentSocket.close()]);
  });

  it('refuse to send an upload of someone else or of another chat, storing no message', async () => {
    const { teacher, parent, groupId } = await createDirectChat(testApp.app);
    const parentsFile = (await upload(parent, groupId, { name: 'mine.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json();
    const otherChat = await createDirectChat(testApp.app);
    const elsewhere = (await upload(otherChat.parent, otherChat.groupId, { name: 'b.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json();
    const teacherSocket = openSocket(chatUrl(groupId, teacher));
    teacherSocket.send({ message: 'look', attachment_ids: [parentsFile.id] });
    teacherSocket.send({ message: 'and this', attachment_ids: [elsewhere.id] });
    await teacherSocket.waitFor((message) => message.type === 'error' && teacherSocket.received.filter((m) => m.type === 'error').length === 2, 'two refusals');
    expect(teacherSocket.received.filter((message) => message.type === 'chat_message')).toEqual([]);
    expect((await inject('GET', `chat-group-get/${groupId}/`, teacher)).json().chat_messages).toEqual([]);
    await teacherSocket.close();
  });

  it('sweep uploads never sent, and delete the files of a chat that goes with its last member', async () => {
    const { teacher } = await createDirectChat(testApp.app);
    const created = (await inject('POST', 'chat-group-create/', teacher, { name: 'Trip helpers' })).json();
    const sent = (await upload(teacher, created.id, { name: 'plan.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json();
    const unsent = (await upload(teacher, created.id, { name: 'draft.pdf', type: 'application/pdf', data: SAMPLE_PDF })).json();
    await testApp.app.chat.sendMessage({ id: teacher.id, firstName: 'Olivia', lastName: 'Bennett' }, created.id, 'The plan', [sent.id]);
    const keyOf = (url: string) => new URL(url).pathname.replace('/media/', '');
    const files = [keyOf(sent.url), keyOf(unsent.url)].map((key) => path.basename(key));
    expect(await storedChatFiles()).toEqual(expect.arrayContaining(files));

    // Not yet an hour old: kept.
    expect(await testApp.app.chatAttachments.sweepUnsent()).toBe(0);
    expect(await testApp.app.chatAttachments.sweepUnsent(new Date(Date.now() + 2 * 60 * 60 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await storedChatFiles()).not.toContain(files[1]);
    expect(await storedChatFiles()).toContain(files[0]);

    expect((await inject('POST', `chat-group-leave/${created.id}/`, teacher)).statusCode).toBe(204);
    expect(await storedChatFiles()).not.toContain(files[0]);
  });
});
