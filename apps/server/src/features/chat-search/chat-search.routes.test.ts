import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEARCH_MESSAGES, type ChatSearchPageDto } from '@homeroom/contract/chat-search';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const send = (person: TestUser, groupId: number, text: string) => testApp.app.chat.sendMessage({ id: person.id, firstName: person.firstName, lastName: person.lastName }, groupId, text);

async function search(person: TestUser | undefined, q: string, page?: number) {
  const query = new URLSearchParams({ q, ...(page === undefined ? {} : { page: String(page) }) });
  return inject('GET', `chat-search/?${query}`, person);
}

async function found(person: TestUser, q: string): Promise<ChatSearchPageDto> {
  const answer = await search(person, q);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ChatSearchPageDto>();
}

const textOf = (result: ChatSearchPageDto['results'][number]) => result.snippet.map((part) => part.text).join('');
const marksOf = (result: ChatSearchPageDto['results'][number]) => result.snippet.filter((part) => part.match).map((part) => part.text);

/** A teacher and a parent in a direct chat, a group of the teacher's with a second parent, and a classroom of strangers with its own chat. */
async function createChats() {
  const room = await createDirectChat(testApp.app);
  const secondParent = await createParent(testApp.app, { firstName: 'Priya', lastName: 'Shah' });
  await linkChild(testApp.app, secondParent, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Aanya')).inviteCode);
  const group = (await inject('POST', 'chat-group-create/', room.teacher, { name: 'Trip helpers' })).json<{ id: number }>();
  expect((await inject('POST', `chat-group-add-members/${group.id}/`, room.teacher, [{ user: secondParent.id, group: group.id }])).statusCode).toBe(201);
  const strangers = (await inject('POST', 'chat-group-create-direct/', room.otherTeacher, { name: 'direct', recipient: room.otherParent.id })).json<{ id: number }>();
  return { ...room, secondParent, group: group.id, strangers: strangers.id };
}

describe('searching one\'s chats', () => {
  let s: Awaited<ReturnType<typeof createChats>>;
  beforeAll(async () => {
    s = await createChats();
    await send(s.teacher, s.groupId, 'The field trip to the museum is on Friday.');
    await send(s.parent, s.groupId, 'Thank you! Mia is excited about the TRIP.');
    await send(s.secondParent, s.group, 'I can drive three children on the field trip.');
    await send(s.teacher, s.groupId, '明天我们去学校旅行。');
    await send(s.parent, s.groupId, 'هل الرحلة المدرسية يوم الجمعة؟');
    await send(s.otherTeacher, s.strangers, 'Secret field trip plans of another class.');
  });

  it('finds the messages of the member\'s chats, newest first, with chat, sender, time and the words marked', async () => {
    const page = await found(s.teacher, 'field trip');
    expect(page).toMatchObject({ page: 1, has_more: false });
    expect(page.results.map(textOf)).toEqual(['I can drive three children on the field trip.', 'The field trip to the museum is on Friday.']);
    const [inGroup, direct] = page.results;
    expect(inGroup).toMatchObject({ chat: { id: s.group, name: 'Trip helpers', direct_message: false, recipient: null }, sender: { id: s.secondParent.id, first_name: 'Priya', last_name: 'Shah' } });
    expect(direct).toMatchObject({ chat: { id: s.groupId, direct_message: true, recipient: { id: s.parent.id, first_name: 'Sam' } }, sender: { id: s.teacher.id } });
    expect(Date.parse(direct!.time)).toBeGreaterThan(Date.now() - 60_000);
    expect(marksOf(direct!)).toEqual(['field', 'trip']);
  });

  it('ignores case and shows the parent\'s own chats only', async () => {
    const page = await found(s.parent, 'Trip');
    expect(page.results.map(textOf)).toEqual(['Thank you! Mia is excited about the TRIP.', 'The field trip to the museum is on Friday.']);
    expect(marksOf(page.results[0]!)).toEqual(['TRIP']);
  });

  it('finds nothing outside one\'s chats', async () => {
    expect((await found(s.otherParent, 'museum')).results).toEqual([]);
    expect((await found(s.secondParent, 'museum')).results).toEqual([]);
    expect((await found(s.parent, 'secret')).results).toEqual([]);
    expect((await found(s.otherTeacher, 'secret')).results.map(textOf)).toEqual(['Secret field trip plans of another class.']);
  });

  it('finds Chinese words inside a sentence written without spaces, and Arabic words', async () => {
    const chinese = await found(s.parent, '学校');
    expect(chinese.results.map(textOf)).toEqual(['明天我们去学校旅行。']);
    expect(marksOf(chinese.results[0]!)).toEqual(['学校']);
    expect((await found(s.parent, '校学')).results).toEqual([]);
    const arabic = await found(s.teacher, 'الجمعة');
    expect(arabic.results.map(textOf)).toEqual(['هل الرحلة المدرسية يوم الجمعة؟']);
  });

  it('understands quotes and a minus, as a web search does', async () => {
    expect((await found(s.teacher, '"trip field"')).results).toEqual([]);
    expect((await found(s.teacher, 'trip -museum')).results.map(textOf)).toEqual([
      'I can drive three children on the field trip.',
      'Thank you! Mia is excited about the TRIP.',
    ]);
  });

  it('never finds a message the school hides, not even for its sender', async () => {
    const hidden = await send(s.parent, s.groupId, 'A rude remark about the canteen.');
    expect((await found(s.teacher, 'canteen')).results).toHaveLength(1);
    await testApp.app.chat.setMessageHidden(hidden.id, true);
    expect((await found(s.teacher, 'canteen')).results).toEqual([]);
    expect((await found(s.parent, 'canteen')).results).toEqual([]);
  });

  it('finds an edited message by its new words only, and a removed one no more', async () => {
    const message = await send(s.parent, s.groupId, 'The bus leaves at eight.');
    const edited = await inject('PUT', `chat-message-update/${message.id}/`, s.parent, { content: 'The coach leaves at nine.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await found(s.teacher, 'bus')).results).toEqual([]);
    expect((await found(s.teacher, 'coach')).results.map(textOf)).toEqual(['The coach leaves at nine.']);
    expect((await inject('DELETE', `chat-message-delete/${message.id}/`, s.parent)).statusCode).toBeLessThan(300);
    expect((await found(s.teacher, 'coach')).results).toEqual([]);
    expect((await found(s.parent, 'coach')).results).toEqual([]);
  });

  it('stops finding a group\'s messages once the member has left it', async () => {
    const group = (await inject('POST', 'chat-group-create/', s.teacher, { name: 'Bake sale' })).json<{ id: number }>();
    await inject('POST', `chat-group-add-members/${group.id}/`, s.teacher, [{ user: s.parent.id, group: group.id }]);
    await send(s.teacher, group.id, 'Bring cupcakes on Monday.');
    expect((await found(s.parent, 'cupcakes')).results).toHaveLength(1);
    expect((await inject('POST', `chat-group-leave/${group.id}/`, s.parent)).statusCode).toBe(204);
    expect((await found(s.parent, 'cupcakes')).results).toEqual([]);
  });

  it('pages the results', async () => {
    const room = await createDirectChat(testApp.app);
    for (let index = 1; index <= 23; index += 1) await send(room.teacher, room.groupId, `Reading log ${index}`);
    const first = await found(room.parent, 'reading');
    expect(first.results).toHaveLength(20);
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(textOf(first.results[0]!)).toBe('Reading log 23');
    const second = (await search(room.parent, 'reading', 2)).json<ChatSearchPageDto>();
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.results.map(textOf)).toEqual(['Reading log 3', 'Reading log 2', 'Reading log 1']);
  });

  it('cuts a long message around the first match', async () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The picnic starts at noon. ${'Consectetur adipiscing elit. '.repeat(20)}`;
    await send(s.teacher, s.groupId, long);
    const [result] = (await found(s.parent, 'picnic')).results;
    const text = textOf(result!);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('The picnic starts at noon.');
    expect(Array.from(text).length).toBeLessThanOrEqual(162);
  });

  it('refuses an empty or overlong query and a bad page, in the field\'s name; anonymous gets 401', async () => {
    expect((await search(undefined, 'trip')).statusCode).toBe(401);
    const empty = await search(s.teacher, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ q: [CHAT_SEARCH_MESSAGES.queryRequired] });
    const missing = await inject('GET', 'chat-search/', s.teacher);
    expect(missing.json()).toEqual({ q: [CHAT_SEARCH_MESSAGES.queryRequired] });
    const long = await search(s.teacher, 'a'.repeat(201));
    expect(long.json()).toEqual({ q: [CHAT_SEARCH_MESSAGES.queryTooLong] });
    const page = await search(s.teacher, 'trip', 0);
    expect(page.json()).toEqual({ page: [CHAT_SEARCH_MESSAGES.pageInvalid] });
  });

  it('answers nothing rather than failing on a query of signs only', async () => {
    expect((await found(s.teacher, '!!! & |')).results).toEqual([]);
    expect((await found(s.teacher, '"')).results).toEqual([]);
  });
});
