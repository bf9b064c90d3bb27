import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createParent, createStudent, createTeacher, linkChild, registerUser, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { teachers } from '../accounts/accounts.table.ts';
import { formAnswers, forms } from './forms.table.ts';
import { csvCell } from './forms.csv.ts';

let testApp: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

const inject = createInject(() => testApp.app);
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

const SLIP = {
  title: 'Trip to the farm',
  text: 'We visit Green Farm on Friday.',
  questions: [
    { kind: 'consent', label: 'May your child come on the trip?' },
    { kind: 'choice', label: 'Lunch', options: ['Packed lunch', 'School lunch'] },
    { kind: 'text', label: 'Allergies' },
  ],
};

/** A teacher's class of three children, each with their own guardian, and outsiders. */
async function createClassOfThree() {
  const teacher = await createTeacher(testApp.app, { firstName: 'Olivia', lastName: 'Bennett' });
  const schoolClass = await createClass(testApp.app, teacher, '2B');
  const families: { student: { id: number; name: string }; parent: TestUser }[] = [];
  for (const name of ['Ada', 'Ben', 'Cyd']) {
    const student = await createStudent(testApp.app, teacher, schoolClass.id, name);
    const parent = await createParent(testApp.app, { firstName: `${name}'s`, lastName: 'Parent' });
    await linkChild(testApp.app, parent, student.inviteCode);
    families.push({ student, parent });
  }
  const otherTeacher = await createTeacher(testApp.app);
  const otherClass = await createClass(testApp.app, otherTeacher, '4D');
  const otherParent = await createParent(testApp.app);
  await linkChild(testApp.app, otherParent, (await createStudent(testApp.app, otherTeacher, otherClass.id, 'Zed')).inviteCode);
  return { teacher, schoolClass, families, otherTeacher, otherClass, otherParent };
}

async function sendSlip(teacher: TestUser, classId: number, extra: Record<string, unknown> = {}) {
  const response = await inject('POST', 'form-create/', teacher, { ...SLIP, classes: [classId], deadline: inAWeek(), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; children: { student: { id: number }; status: string; answer: { id: number } | null; history: unknown[] }[] }>();
}

const sign = (parent: TestUser, formId: number, student: number, answers: unknown[], extra: Record<string, unknown> = {}) =>
  inject('POST', `form-answer/${formId}/`, parent, { student, signed_name: `${parent.firstName} ${parent.lastName}`, answers, ...extra });

describe('forms', () => {
  it('are sent by the teacher to the class, notify its guardians and refuse bad input with field messages', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const invalid = await inject('POST', 'form-create/', teacher, {
      title: ' ',
      text: '',
      questions: [{ kind: 'choice', label: 'Lunch', options: ['One'] }],
      classes: [schoolClass.id],
      deadline: 'soon',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      title: ['Title is required'],
      text: ['Text is required'],
      'questions.0.options': ['A choice needs at least two options.'],
      deadline: ['Enter a valid date and time.'],
    });
    const noQuestions = await inject('POST', 'form-create/', teacher, { ...SLIP, questions: [], classes: [schoolClass.id], deadline: inAWeek() });
    expect(noQuestions.json()).toEqual({ questions: ['Add at least one question.'] });
    const past = await inject('POST', 'form-create/', teacher, { ...SLIP, classes: [schoolClass.id], deadline: new Date(Date.now() - 60_000).toISOString() });
    expect(past.json()).toEqual({ deadline: ['The deadline must be in the future.'] });
    expect((await inject('GET', `forms/?class=${schoolClass.id}`, teacher)).json()).toEqual([]);

    const form = await sendSlip(teacher, schoolClass.id);
    expect(form.children.map((child) => child.status)).toEqual(['waiting', 'waiting', 'waiting']);
    const bell = (await inject('GET', 'notifications-get/', families[0]!.parent)).json();
    expect(bell).toEqual([expect.objectContaining({ type: 'Form', title: 'Form to sign', school_class: { id: schoolClass.id, name: '2B' } })]);
  });

  it('go to some children only, and only those children’s guardians see them', async () => {
    const { teacher, schoolClass, families, otherClass } = await createClassOfThree();
    const [ada, ben] = families;
    const notInClass = await inject('POST', 'form-create/', teacher, { ...SLIP, classes: [schoolClass.id], students: [ada!.student.id, 999_999], deadline: inAWeek() });
    expect(notInClass.json()).toEqual({ students: ['Choose children of the form’s classes.'] });
    expect((await inject('POST', 'form-create/', teacher, { ...SLIP, classes: [otherClass.id], deadline: inAWeek() })).statusCode).toBe(403);
    const form = await sendSlip(teacher, schoolClass.id, { students: [ada!.student.id] });
    expect(form.children).toHaveLength(1);
    expect((await inject('GET', `form/${form.id}/`, ada!.parent)).statusCode).toBe(200);
    expect((await inject('GET', `form/${form.id}/`, ben!.parent)).statusCode).toBe(404);
    expect((await inject('GET', 'notifications-get/', ben!.parent)).json()).toEqual([]);
    expect((await inject('GET', `forms/?class=${schoolClass.id}`, ben!.parent)).json()).toEqual([]);
    expect((await inject('GET', 'forms/', ada!.parent)).json().map((item: { id: number }) => item.id)).toEqual([form.id]);
  });

  it('are signed once per child by a guardian, who sees only their own child', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada, ben] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    const wrong = await sign(ada!.parent, form.id, ada!.student.id, [true, 'Picnic', '']);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ 'answers.1': ['Choose one of the options.'], 'answers.2': ['Answer this question.'] });
    expect((await sign(ada!.parent, form.id, ada!.student.id, [true])).json()).toEqual({ answers: ['Answer every question of the form.'] });
    expect((await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None'], { signed_name: ' ' })).json()).toEqual({
      signed_name: ['Type your full name to sign.'],
    });

    const signed = await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None']);
    expect(signed.statusCode).toBe(201);
    expect(signed.json().children).toEqual([
      {
        student: { id: ada!.student.id, name: 'Ada' },
        school_class: { id: schoolClass.id, name: '2B' },
        status: 'yes',
        answer: { id: expect.any(Number), signed_name: "Ada's Parent", signed_at: expect.any(String), answers: [true, 'Packed lunch', 'None'], supersedes: null },
        history: [],
      },
    ]);
    expect((await sign(ben!.parent, form.id, ben!.student.id, [false, 'School lunch', 'Nuts'])).statusCode).toBe(201);
    const again = await sign(ada!.parent, form.id, ada!.student.id, [false, 'Packed lunch', 'None']);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This form has already been answered for this child. Send a correction instead.' });

    const seen = (await inject('GET', `form/${form.id}/`, teacher)).json();
    expect(seen.children.map((child: { student: { name: string }; status: string }) => [child.student.name, child.status])).toEqual([
      ['Ada', 'yes'],
      ['Ben', 'no'],
      ['Cyd', 'waiting'],
    ]);
    // A parent never sees another family's answer.
    const bensView = (await inject('GET', `form/${form.id}/`, ben!.parent)).json();
    expect(bensView.children.map((child: { student: { name: string } }) => child.student.name)).toEqual(['Ben']);
  });

  it('keep the first answer when a guardian corrects it, and no answer can be changed in place', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    const first = (await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None'])).json().children[0].answer;
    const notLatest = await sign(ada!.parent, form.id, ada!.student.id, [false, 'Packed lunch', 'None'], { corrects: first.id + 1000 });
    expect(notLatest.statusCode).toBe(409);
    const corrected = await sign(ada!.parent, form.id, ada!.student.id, [false, 'School lunch', 'Eggs'], { corrects: first.id });
    expect(corrected.statusCode).toBe(201);
    const child = corrected.json().children[0];
    expect(child.status).toBe('no');
    expect(child.answer).toMatchObject({ answers: [false, 'School lunch', 'Eggs'], supersedes: first.id });
    expect(child.history).toEqual([first]);
    // The same answer cannot be corrected twice (two guardians at once): the second is told to reload.
    expect((await sign(ada!.parent, form.id, ada!.student.id, [true, 'School lunch', 'Eggs'], { corrects: first.id })).statusCode).toBe(409);

    const { db } = testApp.app.database;
    const rows = await db.select().from(formAnswers).where(eq(formAnswers.formId, form.id));
    expect(rows.map((row) => [row.id, row.answers, row.supersedesId])).toEqual([
      [first.id, [true, 'Packed lunch', 'None'], null],
      [child.answer.id, [false, 'School lunch', 'Eggs'], first.id],
    ]);
    await expect(db.update(formAnswers).set({ answers: [false, 'School lunch', 'None'] }).where(eq(formAnswers.id, first.id))).rejects.toThrow();
    await expect(db.update(formAnswers).set({ signedName: 'Someone else' }).where(eq(formAnswers.id, first.id))).rejects.toThrow();
    const [kept] = await db.select().from(formAnswers).where(eq(formAnswers.id, first.id));
    expect(kept).toMatchObject({ answers: [true, 'Packed lunch', 'None'], signedName: "Ada's Parent" });
    // Only the link to the signer's account may be cleared, as an account's deletion does.
    await db.update(formAnswers).set({ guardianUserId: null }).where(eq(formAnswers.id, first.id));
  });

  it('let exactly one of two guardians signing for the same child at the same moment win', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada] = families;
    const code = (await inject('POST', `student-invite-code/${ada!.student.id}/`, teacher)).json<{ code: string }>().code;
    const second = await createParent(testApp.app, { firstName: 'Second', lastName: 'Guardian' });
    await linkChild(testApp.app, second, code);
    const form = await sendSlip(teacher, schoolClass.id);
    const answers = await Promise.all([
      sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None']),
      sign(second, form.id, ada!.student.id, [false, 'School lunch', 'None']),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json()).toEqual({ detail: 'This form has already been answered for this child. Send a correction instead.' });
    const rows = await testApp.app.database.db.select().from(formAnswers).where(eq(formAnswers.formId, form.id));
    expect(rows).toHaveLength(1);
  });

  it('close at the deadline, and the teacher may extend it', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    await testApp.app.database.db.update(forms).set({ deadline: sql`now() - interval '1 minute'` }).where(eq(forms.id, form.id));
    const late = await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None']);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'The deadline for this form has passed: it can no longer be answered.' });
    expect((await inject('GET', `form/${form.id}/`, ada!.parent)).json().is_open).toBe(false);
    expect((await inject('PUT', `form-deadline/${form.id}/`, ada!.parent, { deadline: inAWeek() })).statusCode).toBe(403);
    const extended = await inject('PUT', `form-deadline/${form.id}/`, teacher, { deadline: inAWeek() });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().is_open).toBe(true);
    expect((await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None'])).statusCode).toBe(201);
  });

  it('remind only the guardians of the children still waiting: an entry and an e-mail each', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada, ben, cyd] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None']);
    await sign(ben!.parent, form.id, ben!.student.id, [false, 'Packed lunch', 'None']);
    expect((await inject('POST', `form-remind/${form.id}/`, ada!.parent)).statusCode).toBe(403);
    const reminded = await inject('POST', `form-remind/${form.id}/`, teacher);
    expect(reminded.json()).toEqual({ children: 1, guardians: 1 });
    await testApp.app.outbox.flush();
    const mail = await inbox.waitForMail(cyd!.parent.email, 'Reminder');
    expect(mail.decoded).toContain('Trip to the farm');
    expect(mail.decoded).toContain(`http://homeroom.test/forms/${form.id}`);
    expect(inbox.received.filter((message) => message.decoded.includes('Reminder') && message.decoded.includes('Trip to the farm')).map((message) => message.to)).toEqual([
      [cyd!.parent.email],
    ]);
    const entry = (await inject('GET', 'notifications-get/', cyd!.parent)).json()[0];
    expect(entry).toMatchObject({ type: 'Form', qty_missed: 2 });
    expect((await inject('GET', 'notifications-get/', ada!.parent)).json()[0]).toMatchObject({ type: 'Form', qty_missed: 1 });
  });

  it('download as CSV with a BOM, quoting and formulas defused', async () => {
    const { teacher, schoolClass, families } = await createClassOfThree();
    const [ada, ben] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    await sign(ada!.parent, form.id, ada!.student.id, [true, 'Packed lunch', '=HYPERLINK("http://evil")']);
    await sign(ben!.parent, form.id, ben!.student.id, [false, 'School lunch', 'Nuts, eggs\nand "milk"']);
    const response = await inject('GET', `form-answers-csv/${form.id}/`, teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="form-${form.id}.csv"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Class,Child,Status,Signed by,Signed at,May your child come on the trip?,Lunch,Allergies,Corrections');
    expect(lines[1]).toMatch(/^2B,Ada,Signed: yes,Ada's Parent,\d{4}-[^,]+,Yes,Packed lunch,"'=HYPERLINK\(""http:\/\/evil""\)",0$/);
    expect(lines[2]).toMatch(/^2B,Ben,Signed: no,Ben's Parent,[^,]+,No,School lunch,"Nuts, eggs\nand ""milk""",0$/);
    expect(lines[3]).toBe('2B,Cyd,Waiting,,,,,,0');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect((await inject('GET', `form-answers-csv/${form.id}/`, ada!.parent)).statusCode).toBe(403);
  });

  it('take a PDF checked by its content', async () => {
    const { teacher, schoolClass } = await createClassOfThree();
    const form = await sendSlip(teacher, schoolClass.id);
    const upload = (content: Buffer, user: TestUser = teacher) => {
      const boundary = 'formboundary';
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pdf"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return testApp.app.inject({
        method: 'POST',
        url: `/api/v1/school/form-pdf/${form.id}/`,
        headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const notPdf = await upload(Buffer.from('<html>not a pdf</html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toEqual({ pdf: ['The file must be a PDF.'] });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const attached = await upload(pdf);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json().pdf).toMatch(/^http:\/\/homeroom\.test\/media\/forms\/.+\.pdf\?/);
  });

  it('refuse every outsider: another class’s teacher and parent, a non-guardian, a leader of another school, a visitor', async () => {
    const { teacher, schoolClass, families, otherTeacher, otherParent } = await createClassOfThree();
    const [ada, ben] = families;
    const form = await sendSlip(teacher, schoolClass.id);
    const nobody = await registerUser(testApp.app);
    const leader = await createTeacher(testApp.app);
    const school = (await inject('POST', 'school-list-create/', leader, { name: 'Far Away School', city: 'Leeds', country: 'UK' })).json();
    expect(school.id).toEqual(expect.any(Number));
    for (const outsider of [otherTeacher, otherParent, nobody, leader]) {
      expect((await inject('GET', `form/${form.id}/`, outsider)).statusCode).toBe(404);
      expect((await inject('GET', `form-answers-csv/${form.id}/`, outsider)).statusCode).toBe(404);
      expect((await inject('POST', `form-remind/${form.id}/`, outsider)).statusCode).toBe(404);
      expect((await inject('PUT', `form-deadline/${form.id}/`, outsider, { deadline: inAWeek() })).statusCode).toBe(404);
      expect((await sign(outsider, form.id, ada!.student.id, [true, 'Packed lunch', 'None'])).statusCode).toBe(404);
      expect((await inject('GET', `forms/?class=${schoolClass.id}`, outsider)).statusCode).toBe(403);
    }
    // A parent of the class answering for a child not theirs.
    expect((await sign(ben!.parent, form.id, ada!.student.id, [true, 'Packed lunch', 'None'])).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `form/${form.id}/`],
      ['GET', 'forms/'],
      ['POST', `form-answer/${form.id}/`],
      ['POST', 'form-create/'],
      ['PUT', `form-deadline/${form.id}/`],
      ['POST', `form-remind/${form.id}/`],
      ['POST', `form-pdf/${form.id}/`],
      ['GET', `form-answers-csv/${form.id}/`],
    ] as const) {
      expect((await inject(method, url)).statusCode).toBe(401);
    }
    const seen = (await inject('GET', `form/${form.id}/`, teacher)).json();
    expect(seen.children.every((child: { status: string }) => child.status === 'waiting')).toBe(true);
  });

  it('are sent by a school leader to several classes; each class’s teacher sees and reminds only theirs', async () => {
    const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Leader' });
    const school = (await inject('POST', 'school-list-create/', leader, { name: 'Maple Primary', city: 'Leeds', country: 'UK' })).json();
    const teacher = await createTeacher(testApp.app, { firstName: 'Tom', lastName: 'Teacher' });
    await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
    await testApp.app.database.db.update(teachers).set({ schoolRole: 'teacher' }).where(eq(teachers.userId, teacher.id));
    const classes = [];
    for (const [owner, name] of [[leader, '1A'], [teacher, '2B']] as const) {
      const schoolClass = await createClass(testApp.app, owner, name);
      const student = await createStudent(testApp.app, owner, schoolClass.id, `${name} child`);
      const parent = await createParent(testApp.app);
      await linkChild(testApp.app, parent, student.inviteCode);
      classes.push({ schoolClass, parent });
    }
    const [first, second] = classes;
    // The teacher of one class cannot send to a class that is not theirs.
    expect((await inject('POST', 'form-create/', teacher, { ...SLIP, classes: [first!.schoolClass.id, second!.schoolClass.id], deadline: inAWeek() })).statusCode).toBe(403);
    const created = await inject('POST', 'form-create/', leader, { ...SLIP, classes: [first!.schoolClass.id, second!.schoolClass.id], deadline: inAWeek() });
    expect(created.statusCode).toBe(201);
    const form = created.json();
    expect(form.children).toHaveLength(2);
    const teachersView = (await inject('GET', `form/${form.id}/`, teacher)).json();
    expect(teachersView.children.map((child: { student: { name: string } }) => child.student.name)).toEqual(['2B child']);
    expect((await inject('PUT', `form-deadline/${form.id}/`, teacher, { deadline: inAWeek() })).statusCode).toBe(403);
    expect((await inject('POST', `form-remind/${form.id}/`, teacher)).json()).toEqual({ children: 1, guardians: 1 });
    expect((await inject('GET', 'notifications-get/', second!.parent)).json()[0]).toMatchObject({ type: 'Form', school_class: { id: second!.schoolClass.id, name: '2B' } });
  });
});
