import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, createParent, createTeacher, type TestUser } from '../../test/factories.ts';
import { createInject, type Requester } from '../../test/http.ts';
import { createDiskStorage } from '../../infra/storage/disk-storage.ts';
import { createMediaSigner } from '../../infra/storage/media-signing.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import { createOfficeHoursService } from './office-hours.service.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

const WEEKDAYS = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' }));

/** The service on the test app's database, with the real accounts and chat, and the given clock. */
function officeHoursServiceAt(now: Date) {
  const { db } = testApp.app.database;
  const signer = createMediaSigner({ secret: 'office-hours-test', publicUrl: 'http://homeroom.test', ttlSeconds: 60, longLivedTtlSeconds: 60 });
  const accounts = createAccountsService({ db, storage: createDiskStorage(path.join(os.tmpdir(), 'office-hours-media'), signer) });
  return createOfficeHoursService({ db, accounts, chat: testApp.app.chat, clock: () => now });
}

async function setHours(teacher: Requester, body: unknown) {
  return inject('PUT', 'office-hours/', teacher, body);
}

describe('office hours of a teacher', () => {
  it('are empty until set, then answered sorted in the teacher’s zone', async () => {
    const teacher = await createTeacher(testApp.app);
    expect((await inject('GET', 'office-hours/', teacher)).json()).toEqual({ weekly: [], days_off: [], time_zone: 'UTC' });
    await inject('PUT', 'time-zone-update/', teacher, { time_zone: 'Europe/Paris' });
    const saved = await setHours(teacher, {
      weekly: [{ weekday: 2, start: '08:00', end: '12:00' }, { weekday: 1, start: '13:00', end: '16:00' }, { weekday: 1, start: '08:00', end: '12:00' }],
      days_off: [{ first_day: '2026-12-21', last_day: '2027-01-01' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      weekly: [{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 1, start: '13:00', end: '16:00' }, { weekday: 2, start: '08:00', end: '12:00' }],
      days_off: [{ first_day: '2026-12-21', last_day: '2027-01-01' }],
      time_zone: 'Europe/Paris',
    });
    expect((await inject('GET', 'office-hours/', teacher)).json()).toEqual(saved.json());
  });

  it('refuses times, weekdays and dates that are not, overlapping ranges and ranges ending before they start', async () => {
    const teacher = await createTeacher(testApp.app);
    const cases: [unknown, Record<string, unknown>][] = [
      [{ weekly: [{ weekday: 1, start: '8', end: '16:00' }], days_off: [] }, { 'weekly.0.start': ['Enter a time as HH:MM, from 00:00 to 24:00.'] }],
      [{ weekly: [{ weekday: 8, start: '08:00', end: '16:00' }], days_off: [] }, { 'weekly.0.weekday': ['Choose a day of the week.'] }],
      [{ weekly: [{ weekday: 1, start: '16:00', end: '08:00' }], days_off: [] }, { 'weekly.0.end': ['A range must end after it starts.'] }],
      [
        { weekly: [{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '14:00' }], days_off: [] },
        { weekly: ['The ranges of one day must not overlap.'] },
      ],
      [{ weekly: [], days_off: [{ first_day: '2026-02-30', last_day: '2026-03-01' }] }, { 'days_off.0.first_day': ['Enter a date as YYYY-MM-DD.'] }],
      [{ weekly: [], days_off: [{ first_day: '2026-03-02', last_day: '2026-03-01' }] }, { 'days_off.0.last_day': ['The last day off cannot be before the first.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await setHours(teacher, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    // Touching ranges do not overlap.
    const touching = await setHours(teacher, { weekly: [{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 1, start: '12:00', end: '24:00' }], days_off: [] });
    expect(touching.statusCode).toBe(200);
  });

  it('are a teacher’s only: a parent gets 403 and an anonymous caller 401, and nothing is stored', async () => {
    const parent = await createParent(testApp.app);
    expect((await inject('GET', 'office-hours/', parent)).statusCode).toBe(403);
    expect((await setHours(parent, { weekly: WEEKDAYS, days_off: [] })).statusCode).toBe(403);
    expect((await inject('GET', 'office-hours/')).statusCode).toBe(401);
    expect((await setHours({ headers: {} }, { weekly: WEEKDAYS, days_off: [] })).statusCode).toBe(401);
    expect(await officeHoursServiceAt(new Date('2026-11-28T12:00:00Z')).awayUntil([parent.id], new Date('2026-11-28T12:00:00Z'))).toEqual(new Map());
  });
});

describe('awayUntil', () => {
  it('answers, for several users at once, only those outside their hours, with when the hours start in their zone', async () => {
    const inside = await createTeacher(testApp.app);
    const outside = await createTeacher(testApp.app);
    const onDayOff = await createTeacher(testApp.app);
    const withoutHours = await createTeacher(testApp.app);
    await inject('PUT', 'time-zone-update/', outside, { time_zone: 'America/New_York' });
    await setHours(inside, { weekly: WEEKDAYS, days_off: [] });
    await setHours(outside, { weekly: WEEKDAYS, days_off: [] });
    await setHours(onDayOff, { weekly: WEEKDAYS, days_off: [{ first_day: '2026-11-25', last_day: '2026-11-27' }] });
    // Wednesday 25 November 2026, 12:00 UTC: 07:00 in New York.
    const now = new Date('2026-11-25T12:00:00Z');
    const away = await officeHoursServiceAt(now).awayUntil([inside.id, outside.id, onDayOff.id, withoutHours.id, 999_999], now);
    expect(away).toEqual(
      new Map([
        [outside.id, new Date('2026-11-25T13:00:00Z')],
        [onDayOff.id, new Date('2026-11-30T08:00:00Z')],
      ]),
    );
    // Later the same day the one inside has gone home: away until Thursday morning.
    const evening = new Date('2026-11-25T18:00:00Z');
    expect((await officeHoursServiceAt(evening).awayUntil([inside.id], evening)).get(inside.id)).toEqual(new Date('2026-11-26T08:00:00Z'));
  });

  it('holds nothing once the week is emptied again', async () => {
    const teacher = await createTeacher(testApp.app);
    await setHours(teacher, { weekly: WEEKDAYS, days_off: [] });
    const sunday = new Date('2026-11-29T12:00:00Z');
    expect((await officeHoursServiceAt(sunday).awayUntil([teacher.id], sunday)).size).toBe(1);
    await setHours(teacher, { weekly: [], days_off: [] });
    expect((await officeHoursServiceAt(sunday).awayUntil([teacher.id], sunday)).size).toBe(0);
  });
});

describe('chat availability', () => {
  const sunday = new Date('2026-11-29T12:00:00Z');

  it('tells the parent of a direct chat that the teacher is away, until when, with the usual hours; the teacher is told nothing of the parent', async () => {
    const { teacher, parent, groupId } = await createDirectChat(testApp.app);
    await setHours(teacher, { weekly: WEEKDAYS, days_off: [{ first_day: '2026-11-30', last_day: '2026-11-30' }] });
    const service = officeHoursServiceAt(sunday);
    const actorOf = (user: TestUser) => ({ userId: user.id }) as Parameters<typeof service.describeChatAvailability>[0];
    expect(await service.describeChatAvailability(actorOf(parent), groupId)).toEqual({
      away: true,
      back_at: '2026-12-01T08:00:00.000Z',
      user: { id: teacher.id, first_name: 'Olivia', last_name: 'Bennett' },
      usual_hours: WEEKDAYS,
      time_zone: 'UTC',
    });
    expect(await service.describeChatAvailability(actorOf(teacher), groupId)).toEqual({
      away: false,
      back_at: null,
      user: { id: parent.id, first_name: 'Sam', last_name: 'Carter' },
      usual_hours: [],
      time_zone: null,
    });
    // Inside the hours the parent sees no banner but still the usual hours.
    const tuesday = new Date('2026-12-01T09:00:00Z');
    expect(await officeHoursServiceAt(tuesday).describeChatAvailability(actorOf(parent), groupId)).toMatchObject({ away: false, back_at: null, usual_hours: WEEKDAYS });
  });

  it('answers through the API for a member, and 404 for anyone else or an unknown chat, 401 anonymously', async () => {
    const { teacher, parent, otherParent, otherTeacher, groupId } = await createDirectChat(testApp.app);
    await setHours(teacher, { weekly: WEEKDAYS, days_off: [] });
    const answer = await inject('GET', `chat-group-availability/${groupId}/`, parent);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ user: { id: teacher.id }, usual_hours: WEEKDAYS, time_zone: 'UTC' });
    for (const outsider of [otherParent, otherTeacher]) {
      expect((await inject('GET', `chat-group-availability/${groupId}/`, outsider)).statusCode).toBe(404);
    }
    expect((await inject('GET', 'chat-group-availability/999999/', parent)).statusCode).toBe(404);
    expect((await inject('GET', `chat-group-availability/${groupId}/`)).statusCode).toBe(401);
  });

  it('says nothing about hours in a group chat', async () => {
    const { teacher, parent } = await createDirectChat(testApp.app);
    await setHours(teacher, { weekly: WEEKDAYS, days_off: [] });
    const group = (await inject('POST', 'chat-group-create/', parent, { name: 'Class helpers' })).json<{ id: number }>();
    expect((await inject('POST', `chat-group-add-members/${group.id}/`, parent, [{ user: teacher.id, group: group.id }])).statusCode).toBeLessThan(300);
    const answer = await officeHoursServiceAt(sunday).describeChatAvailability({ userId: parent.id } as never, group.id);
    expect(answer).toEqual({ away: false, back_at: null, user: null, usual_hours: [], time_zone: null });
  });
});
