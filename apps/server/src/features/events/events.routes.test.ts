import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClassroom, createParent, createStudent, linkChild, type TestUser } from '../../test/factories.ts';
import { earliestToday } from './event-days.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
const eventsOf = async (classId: number, user: TestUser) => (await inject('GET', `class/${classId}/`, user)).json().events;

async function publishEvent(teacher: TestUser, classId: number, fields: Partial<{ name: string; date: string; helpers_required: number }> = {}) {
  const response = await inject('POST', 'event-create/', teacher, {
    name: 'Book fair',
    date: inDays(3),
    description: 'Help us sell books.',
    helpers_required: 2,
    school_class: classId,
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('events', () => {
  it('are published with their fields and no helpers', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    expect(event).toEqual({
      id: expect.any(Number),
      name: 'Book fair',
      date: inDays(3),
      description: 'Help us sell books.',
      school_class: schoolClass.id,
      helpers_required: 2,
      helpers: [],
    });
  });

  it('take an ISO date-time and keep its day', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id, { date: `${inDays(5)}T09:30:00.000Z` });
    expect(event.date).toBe(inDays(5));
  });

  it('answer the validation messages of docs/product.md, a past date included', async () => {
    const { teacher, schoolClass } = await createClassroom(testApp.app);
    const missing = await inject('POST', 'event-create/', teacher, { date: inDays(2), school_class: schoolClass.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: ['name is required'], description: ['description is required'] });
    const past = await inject('POST', 'event-create/', teacher, { name: 'A', description: 'B', date: inDays(-2), school_class: schoolClass.id });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ date: [`Date needs to be after ${earliestToday()}`] });
    const malformed = await inject('POST', 'event-create/', teacher, { name: 'A', description: 'B', date: 'next friday', school_class: schoolClass.id });
    expect(malformed.json()).toEqual({ date: ['Enter a valid date.'] });
    expect(await eventsOf(schoolClass.id, teacher)).toEqual([]);
  });

  it('are edited and deleted by their teacher only', async () => {
    const { teacher, parent, otherTeacher, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    const update = { name: 'Spring fair', date: inDays(9), description: 'Cakes', helpers_required: 4 };
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [undefined, 401]] as const) {
      expect((await inject('PUT', `event-update/${event.id}/`, user, update)).statusCode).toBe(status);
      expect((await inject('DELETE', `event-delete/${event.id}/`, user)).statusCode).toBe(status);
    }
    const invalid = await inject('PUT', `event-update/${event.id}/`, teacher, { ...update, name: '', date: inDays(-1) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ name: ['name is required'] });
    const edited = await inject('PUT', `event-update/${event.id}/`, teacher, update);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: event.id, ...update });
    expect((await inject('DELETE', `event-delete/${event.id}/`, teacher)).statusCode).toBe(204);
    expect(await eventsOf(schoolClass.id, teacher)).toEqual([]);
  });
});

describe('helpers', () => {
  it('register and unregister, with and without the trailing slash', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    const registered = await inject('POST', 'helper-create/', parent, { event: event.id });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ event: event.id });
    expect((await eventsOf(schoolClass.id, teacher))[0].helpers).toEqual([
      { id: expect.any(Number), parent: { user: { id: parent.id, first_name: 'Sam', last_name: 'Carter', profile_picture: null } } },
    ]);
    const again = await inject('POST', 'helper-create/', parent, { event: event.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ event: ['You are already helping at this event.'] });

    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/v1/school/helper-delete/${event.id}`, headers: parent.headers })).statusCode).toBe(204);
    expect((await eventsOf(schoolClass.id, teacher))[0].helpers).toEqual([]);
    await inject('POST', 'helper-create/', parent, { event: event.id });
    expect((await inject('DELETE', `helper-delete/${event.id}/`, parent)).statusCode).toBe(204);
    expect((await inject('DELETE', `helper-delete/${event.id}/`, parent)).statusCode).toBe(404);
  });

  it('are refused once every place is taken', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id, { helpers_required: 1 });
    const secondParent = await createParent(testApp.app);
    await linkChild(testApp.app, secondParent, (await createStudent(testApp.app, teacher, schoolClass.id, 'Leo')).inviteCode);
    expect((await inject('POST', 'helper-create/', parent, { event: event.id })).statusCode).toBe(201);
    const full = await inject('POST', 'helper-create/', secondParent, { event: event.id });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ event: ['All helper places for this event are taken.'] });
  });

  it('never exceed the places when parents register at the same moment', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id, { helpers_required: 2 });
    const others = [];
    for (let index = 0; index < 5; index += 1) {
      const other = await createParent(testApp.app);
      await linkChild(testApp.app, other, (await createStudent(testApp.app, teacher, schoolClass.id, `Kid ${index}`)).inviteCode);
      others.push(other);
    }
    expect((await inject('POST', 'helper-create/', parent, { event: event.id })).statusCode).toBe(201);
    // One place left, five parents and a double click all at once.
    const answers = await Promise.all([...others, others[0] as TestUser].map((other) => inject('POST', 'helper-create/', other, { event: event.id })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect((await eventsOf(schoolClass.id, teacher))[0].helpers).toHaveLength(2);
  });

  it('are refused to the teacher, a parent of another class and a visitor', async () => {
    const { teacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    expect((await inject('POST', 'helper-create/', teacher, { event: event.id })).statusCode).toBe(403);
    expect((await inject('POST', 'helper-create/', otherParent, { event: event.id })).statusCode).toBe(403);
    expect((await inject('POST', 'helper-create/', undefined, { event: event.id })).statusCode).toBe(401);
    expect((await inject('POST', 'helper-create/', otherParent, {})).json()).toEqual({ event: ['Event is required'] });
    expect((await inject('POST', 'helper-create/', otherParent, { event: 999_999 })).statusCode).toBe(404);
    expect((await eventsOf(schoolClass.id, teacher))[0].helpers).toEqual([]);
  });

  it('cannot register for a finished event', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    await testApp.app.database.db.execute(`UPDATE events SET date = current_date - 3 WHERE id = ${event.id}`);
    const response = await inject('POST', 'helper-create/', parent, { event: event.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ event: ['This event is over.'] });
  });
});
