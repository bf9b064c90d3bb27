import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFERENCE_MESSAGES, type ConferenceWindowDto } from '@homeroom/contract/conferences';
import { like } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const HOUR_MS = 3_600_000;

/** A day `offset` days from now, `YYYY-MM-DD` in UTC (the test teachers' zone). */
function dayFromNow(offset: number): string {
  return new Date(Date.now() + offset * 24 * HOUR_MS).toISOString().slice(0, 10);
}

function windowBody(overrides: Record<string, unknown> = {}) {
  return {
    days: [{ date: dayFromNow(3), start: '16:00', end: '17:00' }],
    breaks: [{ start: '16:20', end: '16:40' }],
    slot_minutes: 10,
    mode: 'in_person',
    note: 'Room 12, first floor.',
    cutoff_hours: 24,
    ...overrides,
  };
}

async function publishWindow(teacher: TestUser, classId: number, overrides: Record<string, unknown> = {}): Promise<ConferenceWindowDto> {
  const response = await inject('POST', `class-conferences/${classId}/`, teacher, windowBody(overrides));
  if (response.statusCode !== 201) throw new Error(`window not published: ${response.body}`);
  return response.json();
}

/** A classroom whose class has a second child with a parent of their own. */
async function createRoom() {
  const room = await createClassroom(testApp.app);
  const secondChild = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Noor');
  const secondParent = await createParent(testApp.app, { firstName: 'Lena', lastName: 'Okafor' });
  await linkChild(testApp.app, secondParent, secondChild.inviteCode);
  return { ...room, secondChild, secondParent };
}

const book = (user: TestUser, slot: number, student: number) => inject('POST', 'conference-bookings/', user, { slot, student });

describe('conference windows', () => {
  it('are published by the class’s teacher with slots around the breaks, and read by its families', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    expect(window.slots.map((slot) => slot.starts_at.slice(11, 16))).toEqual(['16:00', '16:10', '16:40', '16:50']);
    expect(window).toMatchObject({ mode: 'in_person', cutoff_hours: 24, time_zone: 'UTC', can_edit: true, note: 'Room 12, first floor.' });
    const seen = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.parent)).json<ConferenceWindowDto[]>();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ can_edit: false, teacher: { first_name: 'Olivia', last_name: 'Bennett' } });
  });

  it('refuse bad input field by field and store nothing', async () => {
    const room = await createRoom();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ days: [] }, { days: [CONFERENCE_MESSAGES.daysRequired] }],
      [{ days: [{ date: '2026-02-30', start: '16:00', end: '17:00' }] }, { 'days.0.date': [CONFERENCE_MESSAGES.dateInvalid] }],
      [{ days: [{ date: dayFromNow(3), start: '17:00', end: '16:00' }] }, { 'days.0.end': [CONFERENCE_MESSAGES.endBeforeStart] }],
      [{ slot_minutes: 3 }, { slot_minutes: [CONFERENCE_MESSAGES.slotLengthInvalid] }],
      [{ mode: 'phone' }, { mode: [CONFERENCE_MESSAGES.modeInvalid] }],
      [{ cutoff_hours: -1 }, { cutoff_hours: [CONFERENCE_MESSAGES.cutoffInvalid] }],
      [{ breaks: [{ start: '16:00', end: '17:00' }] }, { days: [CONFERENCE_MESSAGES.noSlots] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await inject('POST', `class-conferences/${room.schoolClass.id}/`, room.teacher, windowBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.teacher)).json()).toEqual([]);
  });

  it('are edited only by the class’s teachers: another teacher, a parent, a leader of another school and anyone anonymous are refused', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    const leader = await createTeacher(testApp.app);
    await inject('POST', 'school-list-create/', leader, { name: 'Elm Primary', city: 'York', country: 'UK' });
    const edit = (user?: TestUser) => inject('PUT', `conference-windows/${window.id}/`, user, windowBody({ slot_minutes: 20 }));
    expect((await edit(room.otherTeacher)).statusCode).toBe(404);
    expect((await edit(room.parent)).statusCode).toBe(404);
    expect((await edit(leader)).statusCode).toBe(404);
    expect((await edit()).statusCode).toBe(401);
    expect((await inject('DELETE', `conference-windows/${window.id}/`, room.otherTeacher)).statusCode).toBe(404);
    expect((await inject('POST', `class-conferences/${room.schoolClass.id}/`, room.otherTeacher, windowBody())).statusCode).toBe(403);
    expect((await inject('POST', `class-conferences/${room.schoolClass.id}/`, room.parent, windowBody())).statusCode).toBe(403);
    expect((await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.otherParent)).statusCode).toBe(403);
    expect((await inject('GET', `class-conferences/${room.schoolClass.id}/`, leader)).statusCode).toBe(403);
    expect((await inject('GET', `class-conferences/${room.schoolClass.id}/`)).statusCode).toBe(401);
    const unchanged = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.teacher)).json<ConferenceWindowDto[]>();
    expect(unchanged[0]?.slot_minutes).toBe(10);

    const edited = await edit(room.teacher);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ConferenceWindowDto>().slots.map((slot) => slot.starts_at.slice(11, 16))).toEqual(['16:00', '16:40']);
  });

  it('keep booked slots: a change that would drop one is refused', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    const last = window.slots.at(-1)!;
    expect((await book(room.parent, last.id, room.student.id)).statusCode).toBe(201);
    const response = await inject('PUT', `conference-windows/${window.id}/`, room.teacher, windowBody({ days: [{ date: dayFromNow(3), start: '16:00', end: '16:30' }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ days: [CONFERENCE_MESSAGES.bookedSlotRemoved] });
  });
});

describe('conference bookings', () => {
  it('let a guardian book one slot per child, seen as taken by other families and in full by the teacher', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    const [first, second] = window.slots;
    const booked = await book(room.parent, first!.id, room.student.id);
    expect(booked.statusCode).toBe(201);

    const again = await book(room.parent, second!.id, room.student.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ student: [CONFERENCE_MESSAGES.alreadyBooked] });

    const taken = await book(room.secondParent, first!.id, room.secondChild.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: CONFERENCE_MESSAGES.slotTaken });

    const byOther = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.secondParent)).json<ConferenceWindowDto[]>();
    expect(byOther[0]?.slots[0]).toMatchObject({ taken: true, booking: null });
    const byFamily = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.parent)).json<ConferenceWindowDto[]>();
    expect(byFamily[0]?.slots[0]?.booking).toMatchObject({ student: { name: 'Mia' }, can_change: true });
    const byTeacher = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.teacher)).json<ConferenceWindowDto[]>();
    expect(byTeacher[0]?.slots[0]?.booking).toMatchObject({ student: { name: 'Mia' }, guardian: { first_name: 'Sam', last_name: 'Carter' } });
  });

  it('refuse a non-guardian, a parent of another class, a teacher and anyone anonymous', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    const slot = window.slots[0]!.id;
    const notGuardian = await book(room.secondParent, slot, room.student.id);
    expect(notGuardian.statusCode).toBe(400);
    expect(notGuardian.json()).toEqual({ student: [CONFERENCE_MESSAGES.notYourChild] });
    expect((await book(room.otherParent, slot, room.student.id)).statusCode).toBe(404);
    expect((await book(room.teacher, slot, room.student.id)).statusCode).toBe(403);
    expect((await book(room.otherTeacher, slot, room.student.id)).statusCode).toBe(404);
    expect((await inject('POST', 'conference-bookings/', undefined, { slot, student: room.student.id })).statusCode).toBe(401);
    const unknown = await book(room.parent, 999_999, room.student.id);
    expect(unknown.statusCode).toBe(400);
    const after = (await inject('GET', `class-conferences/${room.schoolClass.id}/`, room.teacher)).json<ConferenceWindowDto[]>();
    expect(after[0]?.slots.every((candidate) => !candidate.taken)).toBe(true);
  });

  it('refuse a booking, a move and a cancellation after the cut-off; the teacher may still cancel', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id, { cutoff_hours: 0 });
    const booking = (await book(room.parent, window.slots[0]!.id, room.student.id)).json<{ id: number }>();
    await inject('PUT', `conference-windows/${window.id}/`, room.teacher, windowBody({ cutoff_hours: 100 }));
    const late = await book(room.secondParent, window.slots[1]!.id, room.secondChild.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CONFERENCE_MESSAGES.pastCutoff });
    expect((await inject('PUT', `conference-bookings/${booking.id}/`, room.parent, { slot: window.slots[2]!.id })).statusCode).toBe(409);
    expect((await inject('DELETE', `conference-bookings/${booking.id}/`, room.parent)).statusCode).toBe(409);
    expect((await inject('DELETE', `conference-bookings/${booking.id}/`, room.teacher)).statusCode).toBe(204);
  });

  it('move to a free slot and cancel before the cut-off; others may do neither', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id);
    const booking = (await book(room.parent, window.slots[0]!.id, room.student.id)).json<{ id: number }>();
    await book(room.secondParent, window.slots[1]!.id, room.secondChild.id);
    const onTaken = await inject('PUT', `conference-bookings/${booking.id}/`, room.parent, { slot: window.slots[1]!.id });
    expect(onTaken.statusCode).toBe(409);
    expect(onTaken.json()).toEqual({ detail: CONFERENCE_MESSAGES.slotTaken });
    expect((await inject('PUT', `conference-bookings/${booking.id}/`, room.secondParent, { slot: window.slots[2]!.id })).statusCode).toBe(404);
    expect((await inject('PUT', `conference-bookings/${booking.id}/`, room.otherParent, { slot: window.slots[2]!.id })).statusCode).toBe(404);
    expect((await inject('DELETE', `conference-bookings/${booking.id}/`, room.otherTeacher)).statusCode).toBe(404);
    expect((await inject('DELETE', `conference-bookings/${booking.id}/`)).statusCode).toBe(401);
    const moved = await inject('PUT', `conference-bookings/${booking.id}/`, room.parent, { slot: window.slots[2]!.id });
    expect(moved.json()).toEqual({ id: booking.id, slot: window.slots[2]!.id });
    expect((await inject('DELETE', `conference-bookings/${booking.id}/`, room.parent)).statusCode).toBe(204);
    expect((await book(room.parent, window.slots[0]!.id, room.student.id)).statusCode).toBe(201);
  });

  it('let exactly one of two guardians booking the last slot at the same moment win', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id, { days: [{ date: dayFromNow(3), start: '16:00', end: '16:10' }], breaks: [] });
    const slot = window.slots[0]!.id;
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const post = (user: TestUser, student: number) =>
      fetch(`${address}/api/v1/school/conference-bookings/`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ slot, student }),
      });
    const answers = await Promise.all([post(room.parent, room.student.id), post(room.secondParent, room.secondChild.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(await loser.json()).toEqual({ detail: CONFERENCE_MESSAGES.slotTaken });
  });

  it('are each one .ics event at the slot’s time for the family and the teacher, and in both feeds', async () => {
    const room = await createRoom();
    const window = await publishWindow(room.teacher, room.schoolClass.id, { mode: 'video' });
    const slot = window.slots[1]!;
    const booking = (await book(room.parent, slot.id, room.student.id)).json<{ id: number }>();
    const start = `DTSTART:${slot.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`;
    for (const user of [room.parent, room.teacher]) {
      const file = await inject('GET', `conference-booking-ics/${booking.id}/`, user);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('text/calendar');
      expect(file.body).toContain(start);
      expect(file.body).toContain('SUMMARY:Conference: Mia');
      const feed = (await testApp.app.inject({ method: 'POST', url: '/api/v1/calendar/feed/', headers: user.headers })).json<{ url: string }>();
      const fed = await testApp.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
      expect(fed.body).toContain(start);
    }
    expect((await inject('GET', `conference-booking-ics/${booking.id}/`, room.secondParent)).statusCode).toBe(404);
    expect((await inject('GET', `conference-booking-ics/${booking.id}/`, room.otherTeacher)).statusCode).toBe(404);
    // The call opens a few minutes before the slot only.
    const early = await inject('POST', `conference-bookings/${booking.id}/video-call/`, room.parent);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: CONFERENCE_MESSAGES.callNotOpen });
  });
});

describe('conference video calls', () => {
  it('open the direct chat of the teacher and the booking guardian a few minutes before the slot', async () => {
    const room = await createRoom();
    // A slot starting five minutes from now (to the minute), in the teacher's zone (UTC).
    const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5 * 60_000);
    const end = new Date(start.getTime() + 10 * 60_000);
    const time = (moment: Date) => moment.toISOString().slice(11, 16);
    const sameDay = start.toISOString().slice(0, 10) === end.toISOString().slice(0, 10);
    const window = await publishWindow(room.teacher, room.schoolClass.id, {
      days: [{ date: start.toISOString().slice(0, 10), start: time(start), end: sameDay ? time(end) : '24:00' }],
      breaks: [],
      mode: 'video',
      cutoff_hours: 0,
    });
    const booking = (await book(room.parent, window.slots[0]!.id, room.student.id)).json<{ id: number }>();
    const byParent = await inject('POST', `conference-bookings/${booking.id}/video-call/`, room.parent);
    expect(byParent.statusCode).toBe(200);
    const byTeacher = await inject('POST', `conference-bookings/${booking.id}/video-call/`, room.teacher);
    expect(byTeacher.json()).toEqual(byParent.json());
    const members = await inject('GET', `chat-group-members-list/${byParent.json<{ group: number }>().group}/`, room.parent);
    expect(members.statusCode).toBe(200);
    expect(JSON.stringify(members.json())).toContain(`"id":${room.teacher.id}`);
    expect((await inject('POST', `conference-bookings/${booking.id}/video-call/`, room.secondParent)).statusCode).toBe(404);
    expect((await inject('POST', `conference-bookings/${booking.id}/video-call/`, room.otherTeacher)).statusCode).toBe(404);
    expect((await inject('POST', `conference-bookings/${booking.id}/video-call/`)).statusCode).toBe(401);
  });
});

describe('conference reminders', () => {
  it('go the day before and the hour before to the family and the teacher, once across two instances', async () => {
    const room = await createRoom();
    const classId = (await createClass(testApp.app, room.teacher, 'Reminders')).id;
    const child = await createStudent(testApp.app, room.teacher, classId, 'Iris');
    await linkChild(testApp.app, room.parent, child.inviteCode);
    // Far from the other tests' bookings, which share the database.
    const window = await publishWindow(room.teacher, classId, { days: [{ date: dayFromNow(9), start: '09:00', end: '09:30' }], breaks: [] });
    const slot = window.slots[0]!;
    expect((await book(room.parent, slot.id, child.id)).statusCode).toBe(201);
    const second = await startSecondInstance();
    try {
      const startsAt = new Date(slot.starts_at).getTime();
      const dayBefore = new Date(startsAt - 20 * HOUR_MS);
      const hourBefore = new Date(startsAt - 50 * 60_000);
      const sent = await Promise.all([testApp.app.conferences.sendDueReminders(dayBefore), second.app.conferences.sendDueReminders(dayBefore)]);
      expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await testApp.app.conferences.sendDueReminders(dayBefore)).toBe(0);
      const hour = await Promise.all([second.app.conferences.sendDueReminders(hourBefore), testApp.app.conferences.sendDueReminders(hourBefore)]);
      expect(hour.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await testApp.app.conferences.sendDueReminders(new Date(startsAt - 10 * 60_000))).toBe(0);
    } finally {
      await second.close();
    }
    // Both want e-mail for events (the default): one mail each per reminder, in their own language.
    const mails = await testApp.app.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Reminder: conference for Iris%'));
    expect(mails.filter((mail) => mail.to.includes(room.parent.email))).toHaveLength(2);
    expect(mails.filter((mail) => mail.to.includes(room.teacher.email))).toHaveLength(2);
    expect(mails[0]?.text).toContain(`http://homeroom.test/class/${classId}?tab=conferences`);
    for (const user of [room.parent, room.teacher]) {
      const entries = (await inject('GET', 'notifications-get/', user)).json<{ type: string; school_class: { id: number } | null; qty_missed: number }[]>();
      const reminders = entries.filter((entry) => entry.type === 'Conference' && entry.school_class?.id === classId);
      expect(reminders).toHaveLength(1);
    }
  });
});

/** Another instance on the test app's PostgreSQL database; on PGlite (one process) the test app itself. */
async function startSecondInstance() {
  if (testApp.config.database.kind !== 'postgres') return { app: testApp.app, close: async () => {} };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'homeroom-conferences-'));
  const app = await buildApp({ ...testApp.config, dataDir });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
