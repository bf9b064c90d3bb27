import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { PortfolioDtoSchema } from '@homeroom/contract/students';
import { createClass, createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject, type Requester } from '../../test/http.ts';
import { assignees, assignmentResponses, assignments } from '../assignments/assignments.table.ts';
import { users } from '../accounts/accounts.table.ts';
import { stickers } from '../stickers/stickers.table.ts';
import { studentClassYears, students } from './students.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/**
 * A classroom whose child has `count` stickers and `count` pieces of handed-in work, and a past
 * year in another class. Stored directly: giving stickers and handing in have tests of their own.
 */
async function childWithWork(count: number) {
  const room = await createClassroom(testApp.app);
  const { db } = testApp.app.database;
  const pastClass = await createClass(testApp.app, room.teacher, 'Class 2B');
  await db
    .insert(studentClassYears)
    .values({
      studentId: room.student.id,
      schoolClassId: pastClass.id,
      endedAt: new Date(Date.now() - 864e5),
    });
  await db
    .insert(stickers)
    .values(
      Array.from({ length: count }, (_, index) => ({ studentId: room.student.id, type: (index % 3) + 1 })),
    );
  const made = await db
    .insert(assignments)
    .values(
      Array.from({ length: count }, (_, index) => ({
        schoolClassId: room.schoolClass.id,
        title: `Homework ${index}`,
        description: 'Read a page.',
        maximumScore: 10,
        responseFormat: 'Text' as const,
        code: randomBytes(8).toString('hex'),
      })),
    )
    .returning({ id: assignments.id });
  const assigned = await db
    .insert(assignees)
    .values(
      made.map((assignment, index) => ({
        assignmentId: assignment.id,
        studentId: room.student.id,
        score: index % 10,
      })),
    )
    .returning({ id: assignees.id });
  await db
    .insert(assignmentResponses)
    .values(assigned.map((assignee) => ({ assigneeId: assignee.id, text: 'Done.' })));
  return room;
}

const portfolioOf = (studentId: number, user: Requester) =>
  inject('GET', `student-portfolio-list/${studentId}/`, user);

describe('GET school/student-portfolio-list/:id/', () => {
  it("shows the child's stickers and work to their guardian, and nothing to another parent", async () => {
    const { parent, otherParent, student, schoolClass } = await childWithWork(3);
    const response = await portfolioOf(student.id, parent);
    expect(response.statusCode).toBe(200);
    const portfolio = response.json();
    expect(portfolio.stickers).toHaveLength(3);
    expect(portfolio.stickers[0]).toEqual({ id: expect.any(Number), student: student.id, type: 1 });
    expect(portfolio.portfolio).toHaveLength(3);
    expect(
      portfolio.class_years.map((year: { school_class: { name: string } }) => year.school_class.name),
    ).toEqual(['Class 3B', 'Class 2B']);
    expect(portfolio.class_years[0]).toMatchObject({
      school_class: { id: schoolClass.id },
      stickers: portfolio.stickers,
    });
    expect(portfolio.class_years[0].portfolio).toHaveLength(3);

    const refused = await portfolioOf(student.id, otherParent);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Homework');
  });

  it('reads a kept portfolio in one statement and a changed one in three, for 30 stickers and hand-ins as for 300, for a guardian and a teacher', async () => {
    async function statementsToRead(count: number) {
      const { parent, teacher, student } = await childWithWork(count);
      const counts: { miss: number; hit: number }[] = [];
      for (const reader of [parent, teacher]) {
        // Signed in once, so that the token is looked up no more.
        expect((await portfolioOf(student.id, reader)).statusCode).toBe(200);
        // A new sticker changes the class's content version: the next read loads afresh.
        await testApp.app.database.db.insert(stickers).values({ studentId: student.id, type: 2 });
        const miss = await testApp.app.database.queries.countDuring(async () => {
          const response = await portfolioOf(student.id, reader);
          expect(response.json().portfolio).toHaveLength(count);
        });
        const hit = await testApp.app.database.queries.countDuring(async () => {
          const response = await portfolioOf(student.id, reader);
          expect(response.json().portfolio).toHaveLength(count);
        });
        counts.push({ miss, hit });
      }
      return counts;
    }
    const few = await statementsToRead(30);
    const many = await statementsToRead(300);
    expect(many).toEqual(few);
    // Kept: the child with its class, people, past classes and their content versions. Changed:
    // its stickers and its work too.
    expect(many).toEqual([
      { miss: 3, hit: 1 },
      { miss: 3, hit: 1 },
    ]);
  });

  it('sends the JSON the schema writes, the same kept as loaded, and a 304 for an unchanged portfolio', async () => {
    const { parent, teacher, student } = await childWithWork(4);
    // A code the teacher has not handed out yet: only the teacher sees it.
    expect((await inject('POST', `student-invite-code/${student.id}/`, teacher, {})).statusCode).toBe(200);
    const loaded = await portfolioOf(student.id, teacher);
    expect(loaded.statusCode).toBe(200);
    // Exactly the text Fastify's serializer wrote from the same answer before it was kept.
    expect(loaded.body).toBe(JSON.stringify(PortfolioDtoSchema.encode(loaded.json())));
    expect(loaded.json().invite_code).toEqual({ code: expect.any(String) });
    expect(loaded.headers['cache-control']).toBe('private, no-cache');
    const kept = await portfolioOf(student.id, teacher);
    expect(kept.body).toBe(loaded.body);
    expect(kept.headers.etag).toBe(loaded.headers.etag);

    // The parent gets the same stickers and work without the invite code, under another tag.
    const forParent = await portfolioOf(student.id, parent);
    expect(forParent.json()).toEqual({ ...loaded.json(), invite_code: null });
    expect(forParent.body).toBe(JSON.stringify(PortfolioDtoSchema.encode(forParent.json())));
    expect(forParent.headers.etag).not.toBe(loaded.headers.etag);

    const etag = String(forParent.headers.etag);
    const unchanged = await portfolioOf(student.id, { headers: { ...parent.headers, 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await testApp.app.database.db.insert(stickers).values({ studentId: student.id, type: 3 });
    const changed = await portfolioOf(student.id, { headers: { ...parent.headers, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().stickers).toHaveLength(5);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("never gives a parent another family's kept portfolio, nor a 304 for it", async () => {
    const { teacher, parent, student, schoolClass } = await childWithWork(2);
    const sibling = await createStudent(testApp.app, teacher, schoolClass.id, 'Noah');
    const siblingParent = await createParent(testApp.app);
    await linkChild(testApp.app, siblingParent, sibling.inviteCode);
    // Both kept, read by the teacher and their own families.
    const mia = await portfolioOf(student.id, parent);
    expect(mia.statusCode).toBe(200);
    expect((await portfolioOf(sibling.id, teacher)).statusCode).toBe(200);
    const noah = await portfolioOf(sibling.id, siblingParent);
    expect(noah.json()).toMatchObject({ name: 'Noah', stickers: [], portfolio: [] });

    const refused = await portfolioOf(student.id, siblingParent);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('Homework');
    expect(refused.headers.etag).toBeUndefined();
    const guessed = await portfolioOf(student.id, { headers: { ...siblingParent.headers, 'if-none-match': String(mia.headers.etag) } });
    expect(guessed.statusCode).toBe(403);
    expect((await portfolioOf(sibling.id, parent)).statusCode).toBe(403);
  });

  it("shows a new score of a past year's work and a sticker given then, after the portfolio was kept", async () => {
    const { parent, student, teacher } = await childWithWork(1);
    const { db } = testApp.app.database;
    const [past] = await db.select().from(studentClassYears).where(eq(studentClassYears.studentId, student.id));
    const [old] = await db
      .insert(assignments)
      .values({
        schoolClassId: past!.schoolClassId,
        title: 'Last year',
        description: 'Draw.',
        maximumScore: 5,
        responseFormat: 'Text',
        code: randomBytes(8).toString('hex'),
      })
      .returning({ id: assignments.id });
    const [assignee] = await db.insert(assignees).values({ assignmentId: old!.id, studentId: student.id }).returning({ id: assignees.id });
    const pastYear = (portfolio: { class_years: { portfolio: { score: number | null }[] }[] }) => portfolio.class_years[1]!;
    expect(pastYear((await portfolioOf(student.id, parent)).json()).portfolio).toEqual([expect.objectContaining({ score: null })]);
    // Kept for the teacher too; the write changes the past class's version only.
    await portfolioOf(student.id, teacher);
    await db.update(assignees).set({ score: 4 }).where(eq(assignees.id, assignee!.id));
    expect(pastYear((await portfolioOf(student.id, parent)).json()).portfolio).toEqual([expect.objectContaining({ score: 4 })]);
    expect(pastYear((await portfolioOf(student.id, teacher)).json()).portfolio).toEqual([expect.objectContaining({ score: 4 })]);
  });

  it('shows a score and a hand-in given after the portfolio was kept', async () => {
    const { parent, student } = await childWithWork(1);
    const before = (await portfolioOf(student.id, parent)).json();
    expect(before.portfolio[0]).toMatchObject({ score: 0, feedback: null });
    const { db } = testApp.app.database;
    const [assignee] = await db.select().from(assignees).where(eq(assignees.studentId, student.id));
    await db.update(assignees).set({ score: 7, feedback: 'Well done' }).where(eq(assignees.id, assignee!.id));
    expect((await portfolioOf(student.id, parent)).json().portfolio[0]).toMatchObject({ score: 7, feedback: 'Well done' });
    await db.update(assignmentResponses).set({ text: 'Done again.' }).where(eq(assignmentResponses.assigneeId, assignee!.id));
    expect((await portfolioOf(student.id, parent)).json().portfolio[0].assignment_responses[0]).toMatchObject({ text: 'Done again.' });
  });

  it('reads the kept portfolios of families opening them together in one statement, for 3 families as for 12', async () => {
    async function statementsToReadTogether(families: number) {
      const { teacher, schoolClass, otherParent } = await createClassroom(testApp.app);
      const children: { child: { id: number; name: string }; parent: TestUser }[] = [];
      for (let index = 0; index < families; index += 1) {
        const child = await createStudent(testApp.app, teacher, schoolClass.id, `Child ${families}-${index}`);
        const parent = await createParent(testApp.app);
        await linkChild(testApp.app, parent, child.inviteCode);
        children.push({ child, parent });
      }
      // Read once, after the class has all its children: kept, and the tokens looked up no more.
      for (const { child, parent } of children)
        expect((await portfolioOf(child.id, parent)).statusCode).toBe(200);
      // Refused once before: the outsider's token is looked up no more.
      expect((await portfolioOf(children[0]!.child.id, otherParent)).statusCode).toBe(403);
      let answers: Awaited<ReturnType<typeof portfolioOf>>[] = [];
      const statements = await testApp.app.database.queries.countDuring(async () => {
        answers = await Promise.all([
          ...children.map(({ child, parent }) => portfolioOf(child.id, parent)),
          // Asked in the same round: refused all the same.
          portfolioOf(children[0]!.child.id, otherParent),
        ]);
      });
      // Each family gets its own child, and the outsider nothing.
      expect(answers.map((answer) => answer.statusCode)).toEqual([...children.map(() => 200), 403]);
      expect(answers.slice(0, -1).map((answer) => answer.json<{ name: string }>().name)).toEqual(
        children.map(({ child }) => child.name),
      );
      expect(answers.at(-1)!.body).not.toContain('Child');
      return statements;
    }
    expect(await statementsToReadTogether(3)).toBe(1);
    expect(await statementsToReadTogether(12)).toBe(1);
  });

  it('refuses every other role the kept portfolio, and at once an unlinked guardian and a teacher whose class the child left', async () => {
    const { teacher, parent, otherTeacher, otherParent, student } = await childWithWork(2);
    const otherClass = await createClass(testApp.app, otherTeacher, 'Class 4D');
    // Kept for the teacher and the guardian: the child as read, its head and its answers.
    expect((await portfolioOf(student.id, teacher)).statusCode).toBe(200);
    const kept = await portfolioOf(student.id, parent);
    expect(kept.statusCode).toBe(200);
    const refuse = async (user: Requester | undefined, status: number) => {
      const refused = await inject(
        'GET',
        `student-portfolio-list/${student.id}/`,
        user && {
          headers: { ...user.headers, 'if-none-match': String(kept.headers.etag) },
        },
      );
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain('Homework');
      expect(refused.headers.etag).toBeUndefined();
    };
    await refuse(undefined, 401);
    await refuse(otherParent, 403);
    await refuse(otherTeacher, 403);

    expect((await inject('DELETE', `student-guardian/${student.id}/${parent.id}/`, teacher)).statusCode).toBe(
      204,
    );
    await refuse(parent, 403);
    const forTeacher = await portfolioOf(student.id, teacher);
    expect(forTeacher.json()).toMatchObject({ parent: null, guardians: [] });

    // Moved without any write to its stickers or work: the child's row alone changed.
    await testApp.app.database.db
      .update(students)
      .set({ schoolClassId: otherClass.id })
      .where(eq(students.id, student.id));
    await refuse(teacher, 403);
    expect((await portfolioOf(student.id, otherTeacher)).json()).toMatchObject({
      school_class: { id: otherClass.id },
    });
  });

  it("shows a child renamed and its teacher's new name at once, though the portfolio was kept", async () => {
    const { teacher, parent, student } = await childWithWork(1);
    expect((await portfolioOf(student.id, parent)).json()).toMatchObject({ name: 'Mia' });
    expect(
      (await inject('PUT', `student-update/${student.id}/`, teacher, { name: 'Mia Rose' })).statusCode,
    ).toBe(200);
    await testApp.app.database.db.update(users).set({ firstName: 'Liv' }).where(eq(users.id, teacher.id));
    const renamed = await portfolioOf(student.id, parent);
    expect(renamed.json()).toMatchObject({
      name: 'Mia Rose',
      school_class: { teacher: { user: { first_name: 'Liv' } } },
      portfolio: [expect.objectContaining({ score: 0 })],
    });
    expect(renamed.body).toBe(JSON.stringify(PortfolioDtoSchema.encode(renamed.json())));
  });
});

describe('the portfolio kept while its media addresses expire', () => {
  let shortLived: TestApp;
  beforeAll(async () => {
    // A lifetime of 4 s: its addresses' expiry moves on every second.
    shortLived = await createTestApp({
      media: { signingSecret: undefined, urlTtlSeconds: 4, profileUrlTtlSeconds: 4 },
    });
  });
  afterAll(() => shortLived.close());

  it("signs the child's picture afresh once the expiry moves on, and reads the work again with it", async () => {
    const room = await createClassroom(shortLived.app);
    await shortLived.app.database.db
      .update(students)
      .set({ image: 'students/mia.jpg' })
      .where(eq(students.id, room.student.id));
    const read = () =>
      shortLived.app.inject({
        method: 'GET',
        url: `/api/v1/school/student-portfolio-list/${room.student.id}/`,
        headers: room.parent.headers,
      });
    const first = await read();
    const image = first.json<{ image: string }>().image;
    expect(image).toMatch(/\/media\/students\/mia\.jpg\?expires=\d+&signature=[0-9a-f]{64}$/);
    let next = first;
    let statements = 0;
    // The next second's read, whenever it comes: the expiry, not a duration, is what is checked.
    while (next.json<{ image: string }>().image === image) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      statements = await shortLived.app.database.queries.countDuring(async () => {
        next = await read();
      });
    }
    expect(Number(new URL(next.json<{ image: string }>().image).searchParams.get('expires'))).toBeGreaterThan(
      Number(new URL(image).searchParams.get('expires')),
    );
    // A new expiry is new media addresses: the stickers and work are read afresh with them.
    expect(statements).toBe(3);
    expect(next.headers.etag).not.toBe(first.headers.etag);
  });
});
