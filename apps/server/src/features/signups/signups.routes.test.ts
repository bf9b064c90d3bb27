import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '@homeroom/contract/signups';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { signups } from './signups.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3600 * 1000).toISOString();

async function createSignup(teacher: TestUser, classId: number, overrides: Record<string, unknown> = {}) {
  const response = await inject('POST', 'signup-create/', teacher, {
    school_class: classId,
    title: 'Bake sale',
    note: 'Bring something sweet.',
    cutoff: inHours(48),
    slots: [
      { label: 'Cakes', capacity: 2 },
      { label: 'Helpers at the stall', capacity: 1, starts_at: inHours(72), ends_at: inHours(74) },
    ],
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A parent of a new child of the class. */
async function familyOf(teacher: TestUser, classId: number, childName = 'Noor') {
  const student = await createStudent(testApp.app, teacher, classId, childName);
  const parent = await createParent(testApp.app);
  await linkChild(testApp.app, parent, student.inviteCode);
  return parent;
}

/** A leader with a school of their own and a class in it. */
async function createLeader() {
  const leader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Leader' });
  const school = (await inject('POST', 'school-list-create/', leader, { name: 'Elm School', city: 'Leeds', country: 'UK' })).json();
  const schoolClass = await createClass(testApp.app, leader, '1A');
  return { leader, school, schoolClass };
}

describe('sign-ups', () => {
  it('are created by a teacher of the class with their slots, and families see counts but not names', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const signup = await createSignup(teacher, schoolClass.id);
    expect(signup).toMatchObject({ school_class: schoolClass.id, title: 'Bake sale', is_closed: false });
    expect(signup.slots).toHaveLength(2);
    expect(signup.slots[0]).toMatchObject({ label: 'Cakes', capacity: 2, taken: 0, is_full: false, is_mine: false, starts_at: null, people: [] });

    const taken = await inject('POST', `signup-place-take/${signup.slots[0].id}/`, parent);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().slots[0]).toMatchObject({ taken: 1, is_mine: true, people: null });

    const forTeacher = (await inject('GET', `class-signups/${schoolClass.id}/`, teacher)).json();
    expect(forTeacher[0].slots[0].people).toEqual([{ user: expect.objectContaining({ id: parent.id, first_name: 'Sam' }) }]);
    const other = await familyOf(teacher, schoolClass.id);
    const forOther = (await inject('GET', `class-signups/${schoolClass.id}/`, other)).json();
    expect(forOther[0].slots[0]).toMatchObject({ taken: 1, is_mine: false, people: null });
  });

  it('refuse a creation by anyone but a teacher of the class, and bad input changes nothing', async () => {
    const { teacher, parent, otherTeacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    const { leader } = await createLeader();
    const body = { school_class: schoolClass.id, title: 'Trip', cutoff: inHours(5), slots: [{ label: 'Driver', capacity: 2 }] };
    for (const [user, status] of [[otherTeacher, 403], [parent, 403], [otherParent, 403], [leader, 403], [undefined, 401]] as const) {
      expect((await inject('POST', 'signup-create/', user, body)).statusCode).toBe(status);
    }
    const invalid = await inject('POST', 'signup-create/', teacher, {
      school_class: schoolClass.id,
      title: ' ',
      cutoff: 'soon',
      slots: [{ label: '', capacity: 0, starts_at: inHours(3), ends_at: inHours(2) }],
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      title: [SIGNUP_MESSAGES.titleRequired],
      cutoff: [SIGNUP_MESSAGES.cutoffRequired],
      'slots.0.label': [SIGNUP_MESSAGES.labelRequired],
      'slots.0.capacity': [SIGNUP_MESSAGES.capacityInvalid],
      'slots.0.ends_at': [SIGNUP_MESSAGES.endBeforeStart],
    });
    const noSlots = await inject('POST', 'signup-create/', teacher, { ...body, slots: [] });
    expect(noSlots.json()).toEqual({ slots: [SIGNUP_MESSAGES.slotsRequired] });
    const past = await inject('POST', 'signup-create/', teacher, { ...body, cutoff: inHours(-1) });
    expect(past.json()).toEqual({ cutoff: [SIGNUP_MESSAGES.cutoffPassed] });
    expect((await inject('GET', `class-signups/${schoolClass.id}/`, teacher)).json()).toEqual([]);
  });

  it('are read by the class only: other teachers, other parents, parents without a child and other leaders are refused', async () => {
    const { teacher, otherTeacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    await createSignup(teacher, schoolClass.id);
    const { leader } = await createLeader();
    const childless = await createParent(testApp.app);
    for (const [user, status] of [[otherTeacher, 403], [otherParent, 403], [childless, 403], [leader, 403], [undefined, 401]] as const) {
      expect((await inject('GET', `class-signups/${schoolClass.id}/`, user)).statusCode).toBe(status);
    }
  });

  it('refuse a place in a full slot, a second place, and a place for anyone but a family of the class', async () => {
    const { teacher, parent, otherTeacher, otherParent, schoolClass } = await createClassroom(testApp.app);
    const signup = await createSignup(teacher, schoolClass.id);
    const slot = signup.slots[1];
    const { leader } = await createLeader();
    const childless = await createParent(testApp.app);
    for (const [user, status] of [[otherParent, 404], [childless, 404], [otherTeacher, 404], [leader, 404], [teacher, 403], [undefined, 401]] as const) {
      expect((await inject('POST', `signup-place-take/${slot.id}/`, user)).statusCode).toBe(status);
      expect((await inject('POST', `signup-place-give-back/${slot.id}/`, user)).statusCode).toBe(status);
    }
    expect((await inject('POST', `signup-place-take/${slot.id}/`, parent)).statusCode).toBe(200);
    const again = await inject('POST', `signup-place-take/${slot.id}/`, parent);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ slot: [SIGNUP_MESSAGES.slotFull] });
    const second = await familyOf(teacher, schoolClass.id);
    const full = await inject('POST', `signup-place-take/${slot.id}/`, second);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ slot: [SIGNUP_MESSAGES.slotFull] });
    const roomy = signup.slots[0];
    expect((await inject('POST', `signup-place-take/${roomy.id}/`, parent)).statusCode).toBe(200);
    expect((await inject('POST', `signup-place-take/${roomy.id}/`, parent)).json()).toEqual({ slot: [SIGNUP_MESSAGES.alreadyTaken] });
    // Given back, the place is free for another family.
    const givenBack = await inject('POST', `signup-place-give-back/${slot.id}/`, parent);
    expect(givenBack.statusCode).toBe(200);
    expect(givenBack.json().slots[1]).toMatchObject({ taken: 0, is_mine: false, is_full: false });
    expect((await inject('POST', `signup-place-give-back/${slot.id}/`, parent)).statusCode).toBe(404);
    expect((await inject('POST', `signup-place-take/${slot.id}/`, second)).statusCode).toBe(200);
  });

  it('refuse taking and giving back places after the cut-off', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const signup = await createSignup(teacher, schoolClass.id);
    expect((await inject('POST', `signup-place-take/${signup.slots[0].id}/`, parent)).statusCode).toBe(200);
    await testApp.app.database.db.update(signups).set({ cutoff: new Date(Date.now() - 1000) }).where(eq(signups.id, signup.id));
    for (const action of ['signup-place-take', 'signup-place-give-back']) {
      const late = await inject('POST', `${action}/${signup.slots[0].id}/`, parent);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual({ slot: [SIGNUP_MESSAGES.cutoffPassed] });
    }
    const listed = (await inject('GET', `class-signups/${schoolClass.id}/`, parent)).json();
    expect(listed[0]).toMatchObject({ is_closed: true });
    expect(listed[0].slots[0]).toMatchObject({ taken: 1, is_mine: true });
  });

  it('are deleted by a teacher of the class only', async () => {
    const { teacher, parent, otherTeacher, schoolClass } = await createClassroom(testApp.app);
    const signup = await createSignup(teacher, schoolClass.id);
    for (const [user, status] of [[otherTeacher, 404], [parent, 404], [undefined, 401]] as const) {
      expect((await inject('DELETE', `signup-delete/${signup.id}/`, user)).statusCode).toBe(status);
    }
    expect((await inject('DELETE', `signup-delete/${signup.id}/`, teacher)).statusCode).toBe(204);
    expect((await inject('GET', `class-signups/${schoolClass.id}/`, teacher)).json()).toEqual([]);
  });

  it('hold their capacity under 50 concurrent requests for 10 places', { timeout: 120_000 }, async () => {
    const teacher = await createTeacher(testApp.app);
    const schoolClass = await createClass(testApp.app, teacher, 'Busy class');
    const families: TestUser[] = [];
    for (let index = 0; index < 50; index += 1) families.push(await familyOf(teacher, schoolClass.id, `Child ${index}`));
    const signup = await createSignup(teacher, schoolClass.id, { slots: [{ label: 'Reading volunteers', capacity: 10 }] });
    const slotId = signup.slots[0].id;
    const answers = await Promise.all(families.map((family) => inject('POST', `signup-place-take/${slotId}/`, family)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expect(answer.json()).toEqual({ slot: [SIGNUP_MESSAGES.slotFull] });
    const listed = (await inject('GET', `class-signups/${schoolClass.id}/`, teacher)).json();
    expect(listed[0].slots[0]).toMatchObject({ taken: 10, is_full: true });
    expect(listed[0].slots[0].people).toHaveLength(10);
  });

  it('remind those signed up to a timed slot the day before, once across two instances', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const second = await familyOf(teacher, schoolClass.id);
    const startsAt = Date.now() + 30 * 3600 * 1000;
    const signup = await createSignup(teacher, schoolClass.id, {
      title: 'Museum trip',
      slots: [
        { label: 'Morning', capacity: 3, starts_at: new Date(startsAt).toISOString(), ends_at: new Date(startsAt + 3600_000).toISOString() },
        { label: 'Untimed', capacity: 3 },
      ],
    });
    for (const family of [parent, second]) expect((await inject('POST', `signup-place-take/${signup.slots[0].id}/`, family)).statusCode).toBe(200);
    expect((await inject('POST', `signup-place-take/${signup.slots[1].id}/`, parent)).statusCode).toBe(200);
    const reminders = async (user: TestUser) =>
      (await inject('GET', 'notifications-get/', user)).json().filter((entry: { type: string }) => entry.type === 'Signup');

    // Two days before: nothing yet.
    expect(await testApp.app.signups.sendDueReminders(new Date(startsAt - 48 * 3600 * 1000))).toBe(0);
    expect(await reminders(parent)).toEqual([]);

    const other = await startSecondInstance(testApp);
    try {
      const dayBefore = new Date(startsAt - 20 * 3600 * 1000);
      const counts = await Promise.all([testApp.app.signups.sendDueReminders(dayBefore), other.app.signups.sendDueReminders(dayBefore)]);
      expect(counts[0] + counts[1]).toBe(1);
      expect(await testApp.app.signups.sendDueReminders(new Date(startsAt - 3600 * 1000))).toBe(0);
    } finally {
      await other.close();
    }
    for (const family of [parent, second]) {
      const entries = await reminders(family);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ title: 'Sign-up reminder', qty_missed: 1, school_class: { id: schoolClass.id, name: schoolClass.name } });
    }
    expect(await reminders(teacher)).toEqual([]);
  });

  it('put the timed slots a family took in its calendar feed', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const signup = await createSignup(teacher, schoolClass.id);
    expect((await inject('POST', `signup-place-take/${signup.slots[1].id}/`, parent)).statusCode).toBe(200);
    expect((await inject('POST', `signup-place-take/${signup.slots[0].id}/`, parent)).statusCode).toBe(200);
    const feed = (await testApp.app.inject({ method: 'POST', url: '/api/v1/calendar/feed/', headers: parent.headers })).json();
    const text = (await testApp.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body;
    expect(text).toContain(`UID:signup-slot-${signup.slots[1].id}@homeroom.test`);
    expect(text).toContain('SUMMARY:Bake sale · Helpers at the stall · Class 3B');
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(text).not.toContain(`signup-slot-${signup.slots[0].id}@`);
  });
});

/** Another instance on the same PostgreSQL database; on the embedded one (one process only) the test app again. */
async function startSecondInstance(app: TestApp) {
  if (app.config.database.kind !== 'postgres') return { app: app.app, close: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-second-'));
  const second = await buildApp({ ...app.config, dataDir });
  await second.ready();
  return {
    app: second,
    async close() {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
