import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { createClassroom, createParent, createStudent, createTeacher, linkChild, type TestUser } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { listenForSockets, openSocket } from '../../test/sockets.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { groupFamilies } from './read-receipts.service.ts';

let testApp: TestApp;
let origin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  origin = await listenForSockets(testApp.app);
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);

/** A class of two families (Mia's parent, and Leo's), an announcement asking for acknowledgement, and outsiders. */
async function classWithAnnouncement(needsAcknowledgement = true) {
  const room = await createClassroom(testApp.app);
  const leo = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Leo');
  const secondParent = await createParent(testApp.app, { firstName: 'Priya', lastName: 'Shah' });
  await linkChild(testApp.app, secondParent, leo.inviteCode);
  const created = await inject('POST', 'announcement-create/', room.teacher, {
    title: 'Trip forms',
    content: 'Please sign the trip form.',
    school_class: room.schoolClass.id,
    needs_acknowledgement: needsAcknowledgement,
  });
  expect(created.statusCode).toBe(201);
  const announcement = created.json<{ id: number; needs_acknowledgement: boolean }>();
  expect(announcement.needs_acknowledgement).toBe(needsAcknowledgement);
  return { ...room, secondParent, announcementId: announcement.id };
}

const mailsTo = (email: string) => testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('families', () => {
  it('are the children with a guardian, children who share a guardian counted once', () => {
    const guardian = (id: number) => ({ user: { id, first_name: `G${id}`, last_name: '', profile_picture: null } });
    const families = groupFamilies([
      { name: 'Mia', guardians: [guardian(1)] },
      { name: 'Noah', guardians: [] },
      { name: 'Leo', guardians: [guardian(2), guardian(3)] },
      { name: 'Ava', guardians: [guardian(3)] },
    ]);
    expect(families.map((family) => ({ children: family.children.sort(), guardians: family.guardians.map((g) => g.id).sort() }))).toEqual([
      { children: ['Mia'], guardians: [1] },
      { children: ['Ava', 'Leo'], guardians: [2, 3] },
    ]);
  });
});

describe('reads of class content', () => {
  it('counts a family once it was shown an item, and tells the teachers live', async () => {
    const room = await classWithAnnouncement(false);
    const teacherFeed = openSocket(`${origin}/ws/notifications/${room.teacher.key}/`);
    await teacherFeed.opened;
    const before = (await inject('GET', `class-content-reads/${room.schoolClass.id}/`, room.teacher)).json();
    expect(before.items).toEqual([{ kind: 'announcement', id: room.announcementId, total_families: 2, read_families: 0, acknowledged_families: null }]);

    const read = await inject('POST', 'content-read/', room.parent, { school_class: room.schoolClass.id, announcements: [room.announcementId] });
    expect(read.statusCode).toBe(204);
    await teacherFeed.waitFor((message) => message.type === 'content_read');
    // Again: nothing changes; an item of another class is left out.
    await inject('POST', 'content-read/', room.parent, { school_class: room.schoolClass.id, announcements: [room.announcementId, 999_999] });
    // The teacher's own look is no receipt.
    await inject('POST', 'content-read/', room.teacher, { school_class: room.schoolClass.id, announcements: [room.announcementId] });

    const detail = await inject('GET', `content-reads/announcement/${room.announcementId}/`, room.teacher);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body).toMatchObject({ total_families: 2, read_families: 1, needs_acknowledgement: false, acknowledged_families: null });
    expect(body.families).toEqual([
      expect.objectContaining({ children: ['Leo'], read_at: null }),
      expect.objectContaining({ children: ['Mia'], read_at: expect.any(String) }),
    ]);
    await teacherFeed.close();
  });

  it('shows the read lists to nobody but the class’s staff', async () => {
    const room = await classWithAnnouncement(false);
    const url = `content-reads/announcement/${room.announcementId}/`;
    expect((await inject('GET', url, room.parent)).statusCode).toBe(403);
    expect((await inject('GET', `class-content-reads/${room.schoolClass.id}/`, room.parent)).statusCode).toBe(403);
    // A leader of another school, who leads a school of their own.
    const otherLeader = await createTeacher(testApp.app, { firstName: 'Lena', lastName: 'Leader' });
    expect((await inject('POST', 'school-list-create/', otherLeader, { name: 'Elm School', city: 'Leeds', country: 'UK' })).statusCode).toBeLessThan(300);
    for (const outsider of [room.otherTeacher, room.otherParent, otherLeader]) {
      expect((await inject('GET', url, outsider)).statusCode).toBe(404);
      expect((await inject('GET', `class-content-reads/${room.schoolClass.id}/`, outsider)).statusCode).toBe(404);
      expect((await inject('POST', 'content-read/', outsider, { school_class: room.schoolClass.id, announcements: [room.announcementId] })).statusCode).toBe(403);
    }
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('POST', 'content-read/', undefined, { school_class: room.schoolClass.id })).statusCode).toBe(401);
    expect((await inject('GET', 'content-reads/announcement/999999/', room.teacher)).statusCode).toBe(404);
    const bad = await inject('POST', 'content-read/', room.parent, { school_class: 'x', announcements: ['y'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('acknowledgement', () => {
  it('is recorded once, with its time, for a family of the class only', async () => {
    const room = await classWithAnnouncement();
    const url = `announcement-acknowledge/${room.announcementId}/`;
    const first = await inject('POST', url, room.parent);
    expect(first.statusCode).toBe(200);
    const second = await inject('POST', url, room.parent);
    expect(second.json()).toEqual(first.json());
    expect((await inject('GET', `class-acknowledgements/${room.schoolClass.id}/`, room.parent)).json()).toEqual({ acknowledgements: [first.json()] });

    expect((await inject('POST', url, room.teacher)).statusCode).toBe(403);
    expect((await inject('POST', url, room.otherParent)).statusCode).toBe(404);
    expect((await inject('POST', url, room.otherTeacher)).statusCode).toBe(404);
    expect((await inject('POST', url)).statusCode).toBe(401);

    const detail = (await inject('GET', `content-reads/announcement/${room.announcementId}/`, room.teacher)).json();
    expect(detail).toMatchObject({ needs_acknowledgement: true, acknowledged_families: 1, read_families: 1, total_families: 2 });
  });

  it('is refused for an announcement that does not ask for it', async () => {
    const room = await classWithAnnouncement(false);
    const answer = await inject('POST', `announcement-acknowledge/${room.announcementId}/`, room.parent);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ non_field_errors: ['This announcement does not ask families to acknowledge it.'] });
  });

  it('reminds only the families who have not acknowledged, once within a few minutes', async () => {
    const room = await classWithAnnouncement();
    await inject('POST', `announcement-acknowledge/${room.announcementId}/`, room.parent);
    const remindUrl = `announcement-remind/${room.announcementId}/`;
    for (const [user, status] of [[room.parent, 403], [room.otherTeacher, 404], [room.otherParent, 404]] as [TestUser, number][]) {
      expect((await inject('POST', remindUrl, user)).statusCode).toBe(status);
    }
    expect((await inject('POST', remindUrl)).statusCode).toBe(401);

    const reminder = await inject('POST', remindUrl, room.teacher);
    expect(reminder.statusCode).toBe(200);
    expect(reminder.json()).toEqual({ reminded: 1, sent_at: expect.any(String) });
    const mails = await mailsTo(room.secondParent.email);
    expect(mails.map((mail) => mail.subject)).toContain('Please confirm you have read: Trip forms');
    expect((await mailsTo(room.parent.email)).some((mail) => mail.subject.startsWith('Please confirm'))).toBe(false);
    const bell = (await inject('GET', 'notifications-get/', room.secondParent)).json() as { type: string; school_class: { id: number } | null }[];
    expect(bell.some((entry) => entry.type === 'Announcement' && entry.school_class?.id === room.schoolClass.id)).toBe(true);

    const again = await inject('POST', remindUrl, room.teacher);
    expect(again.statusCode).toBe(429);
    expect((await mailsTo(room.secondParent.email)).length).toBe(mails.length);
  });
});

describe('the statements of read receipts', () => {
  /** A class of `classWithAnnouncement` with `more` announcements besides its first, half of them asking for acknowledgement. */
  async function classWithAnnouncements(more: number) {
    const room = await classWithAnnouncement();
    const ids = [room.announcementId];
    for (let index = 0; index < more; index += 1) {
      const created = await inject('POST', 'announcement-create/', room.teacher, {
        title: `Note ${index}`,
        content: 'Read me.',
        school_class: room.schoolClass.id,
        needs_acknowledgement: index % 2 === 0,
      });
      ids.push(created.json<{ id: number }>().id);
    }
    return { ...room, ids };
  }

  /**
   * Statements the server sends for a request, the fewest of five tries: counted on the whole
   * database (a request's context does not pass through `inject`), where the mail outbox's job
   * (the announcements' mails) may add some.
   */
  async function countOf(work: () => Promise<unknown>): Promise<number> {
    const { queries } = testApp.app.database;
    const counts: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = queries.count;
      await work();
      counts.push(queries.count - before);
    }
    return Math.min(...counts);
  }

  it('records a family’s reads and lists the class’s counts in the same statements for 1 or 12 announcements', async () => {
    const few = await classWithAnnouncements(0);
    const many = await classWithAnnouncements(11);
    const read = (room: typeof few) => () => inject('POST', 'content-read/', room.parent, { school_class: room.schoolClass.id, announcements: room.ids, stories: [], events: [] });
    const counts = (room: typeof few) => () => inject('GET', `class-content-reads/${room.schoolClass.id}/`, room.teacher);
    // Their tokens are known after a first request.
    await Promise.all([counts(few)(), counts(many)(), inject('GET', `class/${few.schoolClass.id}/`, few.parent), inject('GET', `class/${many.schoolClass.id}/`, many.parent)]);

    const readFew = await countOf(read(few));
    expect(await countOf(read(many))).toBe(readFew);
    // The class member's check (a prepared statement the PGlite counter does not see), and the reads of
    // the class's items not read before (none after the first time).
    expect(readFew).toBe(testApp.app.database.kind === 'postgres' ? 2 : 1);
    expect(await countOf(counts(many))).toBe(await countOf(counts(few)));
    const answer = (await counts(many)()).json<{ items: { kind: string; read_families: number; acknowledged_families: number | null }[] }>();
    const announcementCounts = answer.items.filter((item) => item.kind === 'announcement');
    expect(announcementCounts).toHaveLength(12);
    expect(announcementCounts.every((item) => item.read_families === 1)).toBe(true);
    // Those that ask have a count of acknowledgements; the others none.
    expect(announcementCounts.filter((item) => item.acknowledged_families !== null)).toHaveLength(7);
  });
});
