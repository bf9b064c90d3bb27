import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { assignees, assignmentResponses, assignments } from '../assignments/assignments.table.ts';
import { stickers } from '../stickers/stickers.table.ts';
import { studentClassYears } from './students.table.ts';

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

const portfolioOf = (studentId: number, user: TestUser) =>
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

  it('takes the same three statements for 30 stickers and hand-ins as for 300, for a guardian and a teacher', async () => {
    async function statementsToRead(count: number) {
      const { parent, teacher, student } = await childWithWork(count);
      const counts: number[] = [];
      for (const reader of [parent, teacher]) {
        // Signed in once, so that the token is looked up no more.
        expect((await portfolioOf(student.id, reader)).statusCode).toBe(200);
        counts.push(
          await testApp.app.database.queries.countDuring(async () => {
            const response = await portfolioOf(student.id, reader);
            expect(response.json().portfolio).toHaveLength(count);
          }),
        );
      }
      return counts;
    }
    const few = await statementsToRead(30);
    const many = await statementsToRead(300);
    expect(many).toEqual(few);
    // The child with its class, people and past classes; its stickers; its work.
    expect(many).toEqual([3, 3]);
  });
});
