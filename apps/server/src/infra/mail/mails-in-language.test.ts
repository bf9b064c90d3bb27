import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { teachers } from '../../features/accounts/accounts.table.ts';
import { mailOutbox } from './outbox.table.ts';

/**
 * Every kind of mail Homeroom writes goes out in its recipient's language (docs/decisions.md,
 * "Languages"), read from the outbox as it is queued; English mails are the other tests' concern.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

async function speak(user: TestUser, language: string) {
  expect((await inject('PUT', 'language-update/', user, { language })).statusCode).toBe(200);
}

/** The mails queued to the address, waiting a little for those composed after the answer. */
async function mailsTo(email: string, atLeast = 1) {
  for (let attempt = 0; ; attempt += 1) {
    const rows = await testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
    if (rows.length >= atLeast || attempt >= 50) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function lastMailTo(email: string) {
  const rows = await mailsTo(email);
  const last = rows.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  return last;
}

/** A leader's school with an approved teacher's class, a linked family and a teacher waiting. */
async function createSchool(name: string) {
  const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Lead' });
  const school = (await inject('POST', 'school-list-create/', leader, { name, city: 'Leeds', country: 'UK' })).json<{ id: number }>();
  const teacher = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
  await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
  await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
  const colleague = await createTeacher(testApp.app, { firstName: 'Carl', lastName: 'Colleague' });
  await inject('PUT', 'teacher-school-update/', colleague, { school: school.id });
  await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, colleague.id));
  const pending = await createTeacher(testApp.app, { firstName: 'Pia', lastName: 'Pending' });
  await inject('PUT', 'teacher-school-update/', pending, { school: school.id });
  const schoolClass = await createClass(testApp.app, teacher, 'Class 2A');
  const student = await createStudent(testApp.app, teacher, schoolClass.id, 'Mia');
  const parent = await createParent(testApp.app, { firstName: 'Sam', lastName: 'Carter' });
  await linkChild(testApp.app, parent, student.inviteCode);
  return { leader, school, teacher, colleague, pending, schoolClass, student, parent };
}

describe('mails in the recipient language', () => {
  it('the verification mail of a new account follows the language of the registering device', async () => {
    const register = (email: string, headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/v1/dj-rest-auth/registration/',
        headers,
        payload: { email, first_name: 'Inès', last_name: 'Roy', password1: 'Plum-Orchard-42', password2: 'Plum-Orchard-42' },
      });
    expect((await register('ines@example.org', { 'accept-language': 'fr-FR,fr;q=0.9' })).statusCode).toBe(201);
    const french = await lastMailTo('ines@example.org');
    expect(french.subject).toBe('Confirmez votre adresse e-mail pour Homeroom');
    expect(french.text).toContain('Bienvenue sur Homeroom, Inès !');
    expect(french.html).toContain('<html lang="fr" dir="ltr">');

    expect((await register('plain@example.org', {})).statusCode).toBe(201);
    const english = await lastMailTo('plain@example.org');
    expect(english.subject).toBe('Confirm your e-mail address for Homeroom');
    expect(english.html).toContain('<html><body');
    expect(english.html).toContain('Or open this address: ');
  });

  it('the password reset mail is in the account language, with its plural', async () => {
    const { parent } = await createClassroom(testApp.app);
    await speak(parent, 'es');
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v1/dj-rest-auth/password/reset/', payload: { email: parent.email } })).statusCode).toBe(200);
    const mail = (await mailsTo(parent.email, 2)).find((row) => row.text.includes('resetPassword'));
    expect(mail?.subject).toBe('Restablezca su contraseña de Homeroom');
    expect(mail?.text).toContain('Hola, Sam:');
    expect(mail?.text).toContain('durante 60 minutos.');
    expect(mail?.html).toContain('O abra esta dirección: ');
  });

  it('a new story is mailed to each family in its own language, from one fan-out', async () => {
    const room = await createClassroom(testApp.app);
    const second = await createParent(testApp.app, { firstName: 'Wei', lastName: 'Li' });
    await linkChild(testApp.app, second, (await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Ming')).inviteCode);
    await speak(second, 'zh');
    const story = await inject('POST', 'story-create/', room.teacher, { title: 'Pond day', content: 'We met frogs.', school_class: room.schoolClass.id });
    expect(story.statusCode).toBe(201);
    const chinese = await lastMailTo(second.email);
    expect(chinese.subject).toBe('Class 3B 有新故事：Pond day');
    expect(chinese.text).toContain('Wei，您好：');
    expect(chinese.text).toContain('您收到此邮件，是因为“有新的班级故事时给我发邮件”已开启。');
    expect(chinese.html).toContain('<html lang="zh" dir="ltr">');
    const english = await lastMailTo(room.parent.email);
    expect(english.subject).toBe('New story in Class 3B: Pond day');
  });

  it('a school announcement reaches an Arabic reader right to left', async () => {
    const s = await createSchool('Maple Primary');
    await speak(s.parent, 'ar');
    expect((await inject('POST', 'school-announcement-create/', s.leader, { title: 'Snow day', content: 'Closed on Monday.' })).statusCode).toBe(201);
    const mail = await lastMailTo(s.parent.email);
    expect(mail.subject).toBe('إعلان جديد من Maple Primary: Snow day');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('اقرأ الإعلان: ');
  });

  it('staff changes, co-teaching, unlinking and hiding are told in each one language', async () => {
    const s = await createSchool('Oak Hill');
    await speak(s.pending, 'fr');
    expect((await inject('POST', `school-teacher-approve/${s.pending.id}/`, s.leader)).statusCode).toBeLessThan(300);
    expect((await lastMailTo(s.pending.email)).subject).toBe('Vous êtes approuvé à Oak Hill sur Homeroom');

    await speak(s.colleague, 'es');
    expect((await inject('POST', `class-coteacher-invite/${s.schoolClass.id}/`, s.teacher, { email: s.colleague.email })).statusCode).toBeLessThan(300);
    expect((await lastMailTo(s.colleague.email)).subject).toBe('Olivia Bennett le invita a impartir Class 2A en Homeroom');

    await speak(s.teacher, 'zh');
    const story = (await inject('POST', 'story-create/', s.teacher, { title: 'Pond day', content: 'We met frogs.', school_class: s.schoolClass.id })).json<{ id: number }>();
    expect((await inject('POST', 'content-hide/', s.leader, { kind: 'story', id: story.id })).statusCode).toBeLessThan(300);
    const hidden = await lastMailTo(s.teacher.email);
    expect(hidden.subject).toBe('学校隐藏了您的故事');
    expect(hidden.text).toContain('We met frogs.”');
    expect(hidden.text).toContain('打开 Homeroom：http://homeroom.test/class/');

    await speak(s.parent, 'ar');
    expect((await inject('DELETE', `student-guardian/${s.student.id}/${s.parent.id}/`, s.teacher)).statusCode).toBe(204);
    const unlinked = await lastMailTo(s.parent.email);
    expect(unlinked.subject).toBe('لم تعد مرتبطًا بـMia على Homeroom');
    expect(unlinked.html).toContain('dir="rtl"');
  });

  it('a guardian invitation is in the invitee account language, or else the inviter', async () => {
    const room = await createClassroom(testApp.app);
    await speak(room.parent, 'es');
    expect((await inject('POST', `student-guardian-invite/${room.student.id}/`, room.parent, { email: 'abuela@example.org' })).statusCode).toBe(201);
    const spanish = await lastMailTo('abuela@example.org');
    expect(spanish.subject).toBe('Sam Carter le invita a seguir a Mia en Homeroom');
    expect(spanish.text).toContain('durante 7 días.');

    const known = await createParent(testApp.app, { firstName: 'Rosa', lastName: 'Carter', email: 'Rosa.Known@example.org' });
    await speak(known, 'fr');
    expect((await inject('POST', `student-guardian-invite/${room.student.id}/`, room.parent, { email: 'rosa.known@example.org' })).statusCode).toBe(201);
    expect((await lastMailTo('rosa.known@example.org')).subject).toBe('Sam Carter vous invite à suivre Mia sur Homeroom');
  });

  it('a roster import invites unknown addresses in the importing teacher language, known ones in their own', async () => {
    const s = await createSchool('Pine Court');
    await speak(s.teacher, 'zh');
    const known = await createParent(testApp.app, { email: 'known.roster@example.org' });
    await speak(known, 'ar');
    const csv = 'class,student,guardian_email_1,guardian_email_2,guardian_email_3,guardian_email_4\nClass 2A,Noa,new.roster@example.org,known.roster@example.org,,\n';
    const imported = await inject('POST', 'roster-import/', s.teacher, { csv, school_class: s.schoolClass.id });
    expect(imported.statusCode).toBe(200);
    expect((await lastMailTo('new.roster@example.org')).subject).toBe('在 Homeroom 上关注 Class 2A 的 Noa');
    const arabic = await lastMailTo('known.roster@example.org');
    expect(arabic.subject).toBe('تابع Noa في Class 2A على Homeroom');
    expect(arabic.text).toContain('خلال 7 أيام.');
  });
});
