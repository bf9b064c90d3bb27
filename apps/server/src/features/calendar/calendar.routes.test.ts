import { Writable } from 'node:stream';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';

/** Everything the app logs, to check that no feed secret reaches a log line. */
let logged = '';
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged += String(chunk);
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ logLevel: 'info' }, { logStream });
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const injectApi = createInject(() => testApp.app, '');
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function publishEvent(teacher: TestUser, classId: number, fields: Partial<{ name: string; date: string; description: string; helpers_required: number }> = {}) {
  const response = await inject('POST', 'event-create/', teacher, {
    name: 'Book fair',
    date: inDays(3),
    description: 'Help us sell books.',
    helpers_required: 2,
    school_class: classId,
    ...fields,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; name: string; date: string }>();
}

async function makeFeed(user: TestUser) {
  const response = await injectApi('POST', 'calendar/feed/', user);
  expect(response.statusCode).toBe(201);
  return response.json<{ url: string; webcal_url: string; created_at: string }>();
}

/** Fetches a feed by its address as a calendar service would: no session, only the address. */
function fetchFeed(url: string) {
  return testApp.app.inject({ method: 'GET', url: new URL(url).pathname });
}

/** The VEVENTs of an iCalendar text, parsed by a real parser. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => ({ component, event: new ICAL.Event(component) })),
  };
}

describe('the calendar feed', () => {
  it('gives a parent the events of their children’s classes as all-day events, marking where they help', async () => {
    const { teacher, parent, schoolClass, otherTeacher } = await createClassroom(testApp.app);
    const fair = await publishEvent(teacher, schoolClass.id, { name: 'Book fair', date: inDays(4) });
    const concert = await publishEvent(teacher, schoolClass.id, { name: 'Winter concert', date: inDays(9), helpers_required: 0 });
    const otherClass = await createClass(testApp.app, otherTeacher, 'Class 5C');
    await publishEvent(otherTeacher, otherClass.id, { name: 'Not for you' });
    expect((await inject('POST', 'helper-create/', parent, { event: fair.id })).statusCode).toBe(201);

    const feed = await makeFeed(parent);
    expect(feed.url).toMatch(/^http:\/\/homeroom\.test\/api\/v1\/calendar\/[a-f0-9]{64}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http://', 'webcal://'));
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const { calendar, events } = parseEvents(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('Homeroom');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Homeroom – Sam');
    expect(events.map(({ event }) => event.summary)).toEqual([`You are helping: Book fair · ${schoolClass.name}`, `Winter concert · ${schoolClass.name}`]);

    const [helping, notHelping] = events;
    expect(helping!.event.uid).toBe(`event-${fair.id}@homeroom.test`);
    expect(helping!.event.startDate.isDate).toBe(true);
    expect(helping!.event.startDate.toString()).toBe(inDays(4));
    expect(helping!.event.endDate.toString()).toBe(inDays(5));
    expect(helping!.event.description).toBe(
      `Help us sell books.\n\nYou are helping at this event.\nHelpers: 1 of 2.\nOpen in Homeroom: http://homeroom.test/class/${schoolClass.id}?tab=events`,
    );
    expect(helping!.component.getFirstPropertyValue('url')).toBe(`http://homeroom.test/class/${schoolClass.id}?tab=events`);
    expect(helping!.component.getFirstPropertyValue('sequence')).toBe(0);
    expect(helping!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(helping!.component.getFirstPropertyValue('last-modified')).toBeTruthy();
    expect(notHelping!.event.uid).toBe(`event-${concert.id}@homeroom.test`);
    expect(notHelping!.event.description).not.toContain('You are helping');
  });

  it('keeps folding, escaping and every character of awkward names', async () => {
    const teacher = await createTeacher(testApp.app);
    const awkwardClass = await createClass(testApp.app, teacher, 'Class 3B; the “Owls”, room 2 \\ 🦉 الصف الثالث');
    const parent = await createParent(testApp.app, { firstName: 'Zoë' });
    await linkChild(testApp.app, parent, (await createStudent(testApp.app, teacher, awkwardClass.id, 'Nour')).inviteCode);
    const description = 'Bring: cakes, juice; plates \\ cups.\nSecond line 🎉🎉🎉 مرحبا بكم في معرض الكتاب مع العائلة والأصدقاء\n\n'.repeat(3).trim();
    await publishEvent(teacher, awkwardClass.id, { name: 'Fête, foire; 🎪 معرض', description });

    const response = await fetchFeed((await makeFeed(parent)).url);
    const lines = response.body.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // A character is never cut: every line is whole UTF-8.
    for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);

    const { calendar, events } = parseEvents(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Homeroom – Zoë');
    expect(events).toHaveLength(1);
    expect(events[0]!.event.summary).toBe(`Fête, foire; 🎪 معرض · ${awkwardClass.name}`);
    expect(events[0]!.event.description.startsWith(`${description}\n\n`)).toBe(true);
  });

  it('gives a teacher the events of the classes they teach, and nobody else’s', async () => {
    const { teacher, schoolClass, otherTeacher } = await createClassroom(testApp.app);
    await publishEvent(teacher, schoolClass.id, { name: 'Sports day' });
    const secondClass = await createClass(testApp.app, teacher, 'Class 4A');
    await publishEvent(teacher, secondClass.id, { name: 'Museum trip', date: inDays(6) });
    await publishEvent(otherTeacher, (await createClass(testApp.app, otherTeacher, 'Elsewhere')).id, { name: 'Not yours' });

    const { events } = parseEvents((await fetchFeed((await makeFeed(teacher)).url)).body);
    expect(events.map(({ event }) => event.summary)).toEqual([`Sports day · ${schoolClass.name}`, 'Museum trip · Class 4A']);
    expect(events[0]!.event.description).toContain('Helpers: 0 of 2.');
  });

  it('gives a school leader the events of every class of their school, not those of a teacher still waiting', async () => {
    const leader = await createTeacher(testApp.app, { firstName: 'Grace' });
    const school = (await inject('POST', 'school-list-create/', leader, { name: 'Willow Primary', city: 'Leeds', country: 'UK' })).json<{ id: number }>();
    const teacher = await createTeacher(testApp.app);
    await inject('PUT', 'teacher-school-update/', teacher, { school: school.id });
    expect((await inject('POST', `school-teacher-approve/${teacher.id}/`, leader)).statusCode).toBe(204);
    const pending = await createTeacher(testApp.app);
    await inject('PUT', 'teacher-school-update/', pending, { school: school.id });
    await publishEvent(teacher, (await createClass(testApp.app, teacher, '2C')).id, { name: 'Open day' });
    await publishEvent(pending, (await createClass(testApp.app, pending, '6P')).id, { name: 'Not approved yet' });
    await publishEvent(leader, (await createClass(testApp.app, leader, '1L')).id, { name: 'Assembly', date: inDays(2) });

    const { events } = parseEvents((await fetchFeed((await makeFeed(leader)).url)).body);
    expect(events.map(({ event }) => event.summary)).toEqual(['Assembly · 1L', 'Open day · 2C']);
  });

  it('keeps an archived class’s past events and drops those still to come', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const past = await publishEvent(teacher, schoolClass.id, { name: 'Last term’s picnic' });
    await publishEvent(teacher, schoolClass.id, { name: 'Never happening' });
    const db = testApp.app.database.db;
    await db.execute(`UPDATE events SET date = current_date - 20 WHERE id = ${past.id}`);
    await db.execute(`UPDATE school_classes SET archived_at = now() WHERE id = ${schoolClass.id}`);

    const { events } = parseEvents((await fetchFeed((await makeFeed(parent)).url)).body);
    expect(events.map(({ event }) => event.summary)).toEqual([`Last term’s picnic · ${schoolClass.name}`]);
  });

  it('tells calendars of an edit with a higher SEQUENCE and a later LAST-MODIFIED', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    const feed = await makeFeed(parent);
    const before = parseEvents((await fetchFeed(feed.url)).body).events[0]!.component;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const edit = await inject('PUT', `event-update/${event.id}/`, teacher, { name: 'Book fair', date: inDays(5), description: 'Moved.', helpers_required: 2 });
    expect(edit.statusCode).toBe(200);
    const after = parseEvents((await fetchFeed(feed.url)).body).events[0]!;
    expect(after.event.uid).toBe(new ICAL.Event(before).uid);
    expect(after.component.getFirstPropertyValue('sequence')).toBe(1);
    expect(after.event.startDate.toString()).toBe(inDays(5));
    const lastModified = (component: ICAL.Component) => (component.getFirstPropertyValue('last-modified') as ICAL.Time).toUnixTime();
    expect(lastModified(after.component)).toBeGreaterThan(lastModified(before));
  });

  it('speaks the user’s language', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    await inject('POST', 'helper-create/', parent, { event: event.id });
    expect((await inject('PUT', 'language-update/', parent, { language: 'fr' })).statusCode).toBe(200);
    const { events } = parseEvents((await fetchFeed((await makeFeed(parent)).url)).body);
    expect(events[0]!.event.summary).toBe(`Vous aidez : Book fair · ${schoolClass.name}`);
    expect(events[0]!.event.description).toContain('Vous aidez à cet événement.');
  });

  it('stops answering the old address at once when a new one is made', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    await publishEvent(teacher, schoolClass.id);
    expect((await injectApi('GET', 'calendar/feed/', parent)).json()).toEqual({ has_feed: false, created_at: null });
    const first = await makeFeed(parent);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    expect((await injectApi('GET', 'calendar/feed/', parent)).json()).toEqual({ has_feed: true, created_at: first.created_at });

    const second = await makeFeed(parent);
    expect(second.url).not.toBe(first.url);
    const revoked = await fetchFeed(first.url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.headers['content-type']).toContain('application/json');
    const fresh = await fetchFeed(second.url);
    expect(fresh.statusCode).toBe(200);
    expect(parseEvents(fresh.body).events).toHaveLength(1);
  });

  it('answers an unknown, a malformed and a revoked address alike, with 404', async () => {
    const parent = await createParent(testApp.app);
    const revoked = await makeFeed(parent);
    await makeFeed(parent);
    const answers = await Promise.all(
      [new URL(revoked.url).pathname, `/api/v1/calendar/${'0'.repeat(64)}.ics`, '/api/v1/calendar/short.ics', `/api/v1/calendar/${'a'.repeat(64)}`].map((url) =>
        testApp.app.inject({ method: 'GET', url }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(answers[0]!.body);
    }
  });

  it('is made and read only with a session; the feed itself needs none', async () => {
    expect((await injectApi('POST', 'calendar/feed/')).statusCode).toBe(401);
    expect((await injectApi('GET', 'calendar/feed/')).statusCode).toBe(401);
  });

  it('never writes a feed secret to the log', async () => {
    const parent = await createParent(testApp.app);
    const feed = await makeFeed(parent);
    await fetchFeed(feed.url);
    const token = /([a-f0-9]{64})\.ics$/.exec(feed.url)![1]!;
    expect(logged).toContain('/api/v1/calendar/');
    expect(logged).not.toContain(token);
  });
});

describe('an event’s .ics file', () => {
  it('downloads for the class’s teacher and parents, marked for a helping parent', async () => {
    const { teacher, parent, schoolClass } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id, { name: 'Trip, to the zoo' });
    await inject('POST', 'helper-create/', parent, { event: event.id });

    for (const [user, summary] of [
      [teacher, `Trip, to the zoo · ${schoolClass.name}`],
      [parent, `You are helping: Trip, to the zoo · ${schoolClass.name}`],
    ] as const) {
      const response = await inject('GET', `event-ics/${event.id}/`, user);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);
      const { events } = parseEvents(response.body);
      expect(events.map(({ event: parsed }) => [parsed.uid, parsed.summary, parsed.startDate.toString()])).toEqual([
        [`event-${event.id}@homeroom.test`, summary, event.date],
      ]);
    }
  });

  it('is refused to a parent of another class, another teacher and a visitor, like an unknown event', async () => {
    const { teacher, schoolClass, otherTeacher, otherParent } = await createClassroom(testApp.app);
    const event = await publishEvent(teacher, schoolClass.id);
    const unknown = await inject('GET', 'event-ics/999999/', otherParent);
    expect(unknown.statusCode).toBe(404);
    for (const user of [otherParent, otherTeacher]) {
      const refused = await inject('GET', `event-ics/${event.id}/`, user);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
    expect((await inject('GET', `event-ics/${event.id}/`)).statusCode).toBe(401);
  });
});

describe('the feed’s rate limit', () => {
  let limitedApp: TestApp;
  beforeAll(async () => {
    limitedApp = await createTestApp({ calendarFeedRateLimit: { windowMs: 60_000, perToken: 2, perAddress: 1000 } });
  });
  afterAll(() => limitedApp.close());

  it('refuses a feed fetched too often with 429, other feeds still answering', async () => {
    const first = await createParent(limitedApp.app);
    const second = await createParent(limitedApp.app);
    const make = async (user: TestUser) =>
      new URL((await limitedApp.app.inject({ method: 'POST', url: '/api/v1/calendar/feed/', headers: user.headers })).json<{ url: string }>().url).pathname;
    const [firstUrl, secondUrl] = [await make(first), await make(second)];
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await limitedApp.app.inject({ method: 'GET', url: firstUrl })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await limitedApp.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });
});
