import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SEARCH_MESSAGES, type ChatExportLogDto } from '@homeroom/contract/chat-search';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { multipartPayload, SAMPLE_PDF } from '../../test/multipart.ts';
import { teachers } from '../accounts/accounts.table.ts';
import { chatExportLog } from './chat-export.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const send = (person: TestUser, groupId: number, text: string, attachmentIds: number[] = []) =>
  testApp.app.chat.sendMessage({ id: person.id, firstName: person.firstName, lastName: person.lastName }, groupId, text, attachmentIds);

/** A teacher who chose the school and whom a leader approved. */
async function approvedTeacherOf(schoolId: number, overrides: Parameters<typeof createTeacher>[1] = {}): Promise<TestUser> {
  const teacher = await createTeacher(testApp.app, overrides);
  expect((await inject('PUT', 'teacher-school-update/', teacher, { school: schoolId })).statusCode).toBe(200);
  await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  return teacher;
}

/**
 * Maple Primary with its leader, a teacher and a parent of her class in a direct chat; a second
 * teacher and parent of the school; Oak Hill's leader; and a teacher of no school with a parent.
 */
async function createSchool() {
  const leader = await createTeacher(testApp.app, { firstName: 'Elena', lastName: 'Ortiz' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
  const teacher = await approvedTeacherOf(school.id, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(testApp.app, teacher, 'Class 2A');
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Mia')).inviteCode);
  const otherTeacher = await approvedTeacherOf(school.id);
  const otherParent = await createParent(testApp.app);
  await linkChild(testApp.app, otherParent, (await createStudent(testApp.app, otherTeacher, (await createClass(testApp.app, otherTeacher, 'Class 5C')).id, 'Zoe')).inviteCode);
  const otherLeader = await createTeacher(testApp.app);
  await inject('POST', 'school-list-create/', otherLeader, { name: 'Oak Hill', city: 'Bath', country: 'UK' });
  const loneTeacher = await createTeacher(testApp.app);
  const loneParent = await createParent(testApp.app);
  await linkChild(testApp.app, loneParent, (await createStudent(testApp.app, loneTeacher, (await createClass(testApp.app, loneTeacher, 'Home class')).id, 'Leo')).inviteCode);
  const direct = (await inject('POST', 'chat-group-create-direct/', teacher, { name: 'direct', recipient: parent.id })).json<{ id: number }>().id;
  const lone = (await inject('POST', 'chat-group-create-direct/', loneTeacher, { name: 'direct', recipient: loneParent.id })).json<{ id: number }>().id;
  return { leader, schoolId: school.id, teacher, parent, otherTeacher, otherParent, otherLeader, loneTeacher, loneParent, direct, lone };
}

type School = Awaited<ReturnType<typeof createSchool>>;

const exportOf = (groupId: number, user: TestUser | undefined, format?: string, language?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/school/chat-export/${groupId}/${format ? `?format=${format}` : ''}`,
    headers: { ...(user?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
  });

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const logOf = (schoolId: number) => testApp.app.database.db.select().from(chatExportLog).where(eq(chatExportLog.schoolId, schoolId));

describe('exporting a conversation', () => {
  let s: School;
  let hiddenId: number;
  beforeAll(async () => {
    s = await createSchool();
    await send(s.teacher, s.direct, 'The field trip is on Friday. <script>alert(1)</script>');
    await send(s.parent, s.direct, '明天我们去学校旅行。');
    await send(s.parent, s.direct, 'هل الرحلة المدرسية يوم الجمعة؟');
    hiddenId = (await send(s.parent, s.direct, 'A rude remark about the canteen.')).id;
    await testApp.app.chat.setMessageHidden(hiddenId, true);
    await send(s.loneTeacher, s.lone, 'Nothing for Maple Primary to see.');
    const edited = await send(s.teacher, s.direct, 'Pick-up is at 3 pm.');
    expect((await inject('PUT', `chat-message-update/${edited.id}/`, s.teacher, { content: 'Pick-up is at 3:30 pm.' })).statusCode).toBe(200);
    const removed = await send(s.parent, s.direct, 'Sorry, wrong chat: my bank details are 12-34-56.');
    expect((await inject('DELETE', `chat-message-delete/${removed.id}/`, s.parent)).statusCode).toBeLessThan(300);
  });

  it('lists a message\'s attachments by name', async () => {
    const upload = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/school/chat-attachment-upload/${s.direct}/`,
      headers: s.parent.headers,
      payload: multipartPayload({ field: 'file', name: 'Trip letter.pdf', type: 'application/pdf', data: SAMPLE_PDF }),
    });
    expect(upload.statusCode, upload.body).toBeLessThan(300);
    await send(s.parent, s.direct, 'The signed form.', [upload.json<{ id: number }>().id]);
    const page = (await exportOf(s.direct, s.teacher)).body;
    expect(page).toContain('The signed form.');
    expect(page).toContain('Attachments: Trip letter.pdf');
    expect(await pdfText((await exportOf(s.direct, s.teacher, 'pdf')).rawPayload)).toContain('Attachments: Trip letter.pdf');
  });

  it('marks edits and removals for a member, without the earlier or removed texts', async () => {
    const page = (await exportOf(s.direct, s.parent)).body;
    expect(page).toContain('Pick-up is at 3:30 pm.');
    expect(page).toMatch(/<bdi>Olivia Bennett<\/bdi> · <bdi>[^<]+<\/bdi> · <bdi>edited<\/bdi>/);
    expect(page).not.toContain('Pick-up is at 3 pm.');
    expect(page).toContain('Message removed');
    expect(page).not.toContain('bank details');
  });

  it('gives a member a printable page of what they see, escaped, with names and times', async () => {
    const answer = await exportOf(s.direct, s.teacher, 'html');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^inline; filename="conversation-\d+-\d{4}-\d{2}-\d{2}\.html"$/);
    const page = answer.body;
    expect(page).toContain('<h1>Conversation: Direct Message</h1>');
    expect(page).toContain('Members: Olivia Bennett, Sam Carter');
    expect(page).toContain('Exported by Olivia Bennett on');
    expect(page).toContain('The field trip is on Friday. &#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('明天我们去学校旅行。');
    expect(page).toContain(`id="message-${hiddenId - 1}"`);
    expect(page).toContain('@media print');
    // The school hid it: the teacher, who did not send it, no longer sees it.
    expect(page).not.toContain('canteen');
    expect(page).not.toContain('full record');
  });

  it('shows the sender their own hidden message, marked', async () => {
    const page = (await exportOf(s.direct, s.parent)).body;
    expect(page).toContain('A rude remark about the canteen.');
    expect(page).toContain('Hidden by the school');
  });

  it('speaks the reader\'s language, right to left in Arabic', async () => {
    const french = (await exportOf(s.direct, s.parent, 'html', 'fr')).body;
    expect(french).toContain('Conversation : ');
    expect(french).toContain('Membres : Olivia Bennett, Sam Carter');
    const arabic = (await exportOf(s.direct, s.parent, 'html', 'ar')).body;
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('الأعضاء: Olivia Bennett, Sam Carter');
  });

  it('makes a PDF whose text, Chinese and Arabic included, can be read back', async () => {
    const answer = await exportOf(s.direct, s.parent, 'pdf');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="conversation-\d+-[\d-]+\.pdf"$/);
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Conversation: Direct Message');
    expect(text).toContain('The field trip is on Friday. <script>alert(1)</script>');
    expect(text).toContain('明天我们去学校旅行。');
    // Laid out right to left, the words of the Arabic line are read back in the order they stand on the page.
    for (const word of ['الرحلة', 'المدرسية', 'يوم']) expect(text).toContain(word);
    expect(text).toContain('Hidden by the school');
  });

  it('does not log a member\'s export', async () => {
    expect((await exportOf(s.direct, s.teacher, 'pdf')).statusCode).toBe(200);
    expect(await logOf(s.schoolId)).toEqual([]);
  });

  it('gives a leader of the school the full record, hidden messages included, and logs it for the school\'s leaders', async () => {
    const answer = await exportOf(s.direct, s.leader, 'html');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('The full record for the school');
    expect(answer.body).toContain('A rude remark about the canteen.');
    expect(answer.body).toContain('Hidden by the school');
    expect(answer.body).toContain('Exported by Elena Ortiz');
    // Edits with their earlier versions, removals with their text, marked.
    expect(answer.body).toContain('Pick-up is at 3:30 pm.');
    expect(answer.body).toContain('Earlier version, replaced');
    expect(answer.body).toContain('Pick-up is at 3 pm.');
    expect(answer.body).toContain('Sorry, wrong chat: my bank details are 12-34-56.');
    expect(answer.body).toContain('Message removed; its content is kept for the record');
    expect((await exportOf(s.direct, s.leader, 'pdf')).statusCode).toBe(200);

    const log = await inject('GET', 'chat-export-log/', s.leader);
    expect(log.statusCode).toBe(200);
    const entries = log.json<ChatExportLogDto>();
    expect(entries.map((entry) => entry.format)).toEqual(['pdf', 'html']);
    expect(entries[0]).toMatchObject({ group_id: s.direct, group_name: 'Olivia Bennett, Sam Carter', reader_name: 'Elena Ortiz' });
    // Leaders only; Oak Hill's leader sees Oak Hill's log, which is empty.
    expect((await inject('GET', 'chat-export-log/', s.teacher)).statusCode).toBe(403);
    expect((await inject('GET', 'chat-export-log/', s.parent)).statusCode).toBe(403);
    expect((await inject('GET', 'chat-export-log/')).statusCode).toBe(401);
    expect((await inject('GET', 'chat-export-log/', s.otherLeader)).json()).toEqual([]);
  });

  it('refuses everyone else with 404 and logs nothing for them', async () => {
    const count = (await logOf(s.schoolId)).length;
    expect((await exportOf(s.direct, undefined)).statusCode).toBe(401);
    for (const outsider of [s.otherTeacher, s.otherParent, s.otherLeader, s.loneTeacher, s.loneParent]) {
      const answer = await exportOf(s.direct, outsider, 'pdf');
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('field trip');
    }
    expect((await exportOf(2_000_000, s.leader)).statusCode).toBe(404);
    expect(await logOf(s.schoolId)).toHaveLength(count);
  });

  it('refuses a leader a conversation that is not of their school', async () => {
    expect((await exportOf(s.lone, s.leader)).statusCode).toBe(404);
    expect((await exportOf(s.lone, s.loneParent)).statusCode).toBe(200);
  });

  it('refuses a format it does not make, in the field\'s name', async () => {
    const answer = await exportOf(s.direct, s.parent, 'docx');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ format: [CHAT_SEARCH_MESSAGES.formatInvalid] });
  });
});
