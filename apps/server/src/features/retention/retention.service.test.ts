import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RetentionSettings } from '../../config.ts';
import { mailOutbox } from '../../infra/mail/outbox.table.ts';
import { createDiskStorage } from '../../infra/storage/disk-storage.ts';
import { createMediaSigner } from '../../infra/storage/media-signing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDirectChat, createParent, createStudent, linkChild } from '../../test/factories.ts';
import { createInject } from '../../test/http.ts';
import { createAccountsService } from '../accounts/accounts.service.ts';
import { chatMessages } from '../chat/chat.table.ts';
import { createClassesService } from '../classes/classes.service.ts';
import { schoolClasses } from '../classes/classes.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { students } from '../students/students.table.ts';
import { stories } from '../stories/stories.table.ts';
import { createRetentionService } from './retention.service.ts';
import { classDeletionWarnings } from './retention.table.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = createInject(() => testApp.app);
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULTS: RetentionSettings = { archivedClassDays: 365, chatMessageDays: null, notificationDays: 90 };

/** The job as an instance builds it, on the test app's database and outbox, with its own services. */
async function retentionInstance(settings: RetentionSettings = DEFAULTS) {
  const { db } = testApp.app.database;
  const signer = createMediaSigner({ secret: 'x'.repeat(32), publicUrl: 'http://homeroom.test', ttlSeconds: 3600, longLivedTtlSeconds: 3600 });
  const storage = createDiskStorage(await mkdtemp(path.join(os.tmpdir(), 'retention-media-')), signer);
  const accounts = createAccountsService({ db, storage });
  const classes = createClassesService({ db, accounts });
  return createRetentionService({ db, classes, accounts, outbox: testApp.app.outbox, settings, publicUrl: 'http://homeroom.test', log: testApp.app.log });
}

/** The deletion warnings sent to an address (registration sent it a verification mail before). */
const mailsTo = async (email: string) =>
  (await testApp.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) => /14 (days|jours)/.test(mail.subject));
const classExists = async (id: number) => (await testApp.app.database.db.select().from(schoolClasses).where(eq(schoolClasses.id, id))).length === 1;

describe('archived classes', () => {
  it('warns the teachers once 14 days ahead, in their language, then deletes the class with everything of it', async () => {
    const room = await createDirectChat(testApp.app);
    const { db } = testApp.app.database;
    expect((await inject('PUT', 'language-update/', room.teacher, { language: 'fr' })).statusCode).toBe(200);
    const leftBehind = await createStudent(testApp.app, room.teacher, room.schoolClass.id, 'Leo');
    const leoParent = await createParent(testApp.app);
    await linkChild(testApp.app, leoParent, leftBehind.inviteCode);
    const story = (await inject('POST', 'story-create/', room.teacher, { title: 'Pond', content: 'Frogs.', school_class: room.schoolClass.id })).json<{ id: number }>();
    // The year ends; Leo stays in the archive (a child leaving the school).
    const newClass = (await inject('POST', 'class-create/', room.teacher, { name: 'Class 4B' })).json<{ id: number }>();
    const ended = await inject('POST', `class-year-end/${room.schoolClass.id}/`, room.teacher, { moves: [{ student: room.student.id, school_class: newClass.id }] });
    expect(ended.statusCode, ended.body).toBe(200);
    const archivedAt = new Date('2025-06-30T12:00:00Z');
    await db.update(schoolClasses).set({ archivedAt }).where(eq(schoolClasses.id, room.schoolClass.id));
    const day = (days: number) => new Date(archivedAt.getTime() + days * DAY_MS);

    const instance = await retentionInstance();
    // 350 days after: nothing yet.
    expect(await instance.applyRetention(day(350))).toMatchObject({ ran: true, warnedClassIds: [], deletedClassIds: [] });
    expect(await mailsTo(room.teacher.email)).toHaveLength(0);

    // 351 days after: 14 days before the 365th, the teacher is told, in French, on which day.
    const warned = await instance.applyRetention(day(351));
    expect(warned.warnedClassIds).toEqual([room.schoolClass.id]);
    const mails = await mailsTo(room.teacher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Class 3B sera supprimée dans 14 jours');
    expect(mails[0]!.text).toContain('30 juin 2026');

    // The next days: no second mail, the class still there.
    for (const days of [352, 360, 364]) {
      expect((await instance.applyRetention(day(days))).warnedClassIds).toEqual([]);
    }
    expect(await mailsTo(room.teacher.email)).toHaveLength(1);
    expect(await classExists(room.schoolClass.id)).toBe(true);

    // The 365th day: the class goes, with its content and the child left in it; the child who moved on stays.
    const deleted = await instance.applyRetention(day(365));
    expect(deleted.deletedClassIds).toEqual([room.schoolClass.id]);
    expect(await classExists(room.schoolClass.id)).toBe(false);
    expect(await db.select().from(stories).where(eq(stories.id, story.id))).toHaveLength(0);
    expect(await db.select().from(students).where(eq(students.id, leftBehind.id))).toHaveLength(0);
    expect(await db.select().from(students).where(eq(students.id, room.student.id))).toHaveLength(1);
    expect(await db.select().from(classDeletionWarnings).where(eq(classDeletionWarnings.schoolClassId, room.schoolClass.id))).toHaveLength(0);
    expect(await classExists(newClass.id)).toBe(true);
  });

  it('gives the teachers their 14 days even when the warning comes late', async () => {
    const room = await createDirectChat(testApp.app);
    const { db } = testApp.app.database;
    expect((await inject('POST', `class-year-end/${room.schoolClass.id}/`, room.teacher, { moves: [] })).statusCode).toBe(200);
    const archivedAt = new Date('2023-01-10T08:00:00Z');
    await db.update(schoolClasses).set({ archivedAt }).where(eq(schoolClasses.id, room.schoolClass.id));
    const firstRun = new Date('2026-03-01T03:00:00Z');

    const instance = await retentionInstance();
    const run = await instance.applyRetention(firstRun);
    expect(run.warnedClassIds).toContain(room.schoolClass.id);
    expect(run.deletedClassIds).not.toContain(room.schoolClass.id);
    expect((await instance.applyRetention(new Date(firstRun.getTime() + 13 * DAY_MS))).deletedClassIds).not.toContain(room.schoolClass.id);
    expect((await instance.applyRetention(new Date(firstRun.getTime() + 14 * DAY_MS))).deletedClassIds).toContain(room.schoolClass.id);
    expect(await mailsTo(room.teacher.email)).toHaveLength(1);
  });
});

describe('chat messages and notifications', () => {
  it('keeps chat messages for ever by default and deletes notifications after 90 days', async () => {
    const room = await createDirectChat(testApp.app);
    const { db } = testApp.app.database;
    const now = new Date('2027-02-01T02:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const messages = await db
      .insert(chatMessages)
      .values([
        { groupId: room.groupId, senderId: room.teacher.id, content: 'Five years ago', createdAt: ago(5 * 365) },
        { groupId: room.groupId, senderId: room.parent.id, content: 'Yesterday', createdAt: ago(1) },
      ])
      .returning({ id: chatMessages.id });
    const entries = await db
      .insert(notifications)
      .values([
        { userId: room.parent.id, type: 'Story', title: 'Old', schoolClassId: room.schoolClass.id, read: true, createdAt: ago(120), updatedAt: ago(91) },
        { userId: room.parent.id, type: 'Event', title: 'Recent', schoolClassId: room.schoolClass.id, createdAt: ago(120), updatedAt: ago(89) },
      ])
      .returning({ id: notifications.id });

    const run = await (await retentionInstance()).applyRetention(now);
    expect(run.deletedChatMessages).toBe(0);
    const keptMessages = await db.select().from(chatMessages).where(inArray(chatMessages.id, messages.map((message) => message.id)));
    expect(keptMessages).toHaveLength(2);
    const keptEntries = await db.select({ title: notifications.title }).from(notifications).where(inArray(notifications.id, entries.map((entry) => entry.id)));
    expect(keptEntries).toEqual([{ title: 'Recent' }]);
  });

  it('deletes chat messages older than the limit when one is set', async () => {
    const room = await createDirectChat(testApp.app);
    const { db } = testApp.app.database;
    const now = new Date('2027-03-01T02:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const [old, recent] = await db
      .insert(chatMessages)
      .values([
        { groupId: room.groupId, senderId: room.teacher.id, content: 'Last year', createdAt: ago(31) },
        { groupId: room.groupId, senderId: room.parent.id, content: 'Last week', createdAt: ago(7) },
      ])
      .returning({ id: chatMessages.id });

    const run = await (await retentionInstance({ ...DEFAULTS, chatMessageDays: 30 })).applyRetention(now);
    expect(run.deletedChatMessages).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.id, old!.id))).toHaveLength(0);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.id, recent!.id))).toHaveLength(1);
  });
});

describe('several instances', () => {
  it('applies the policy once a day between them', async () => {
    const room = await createDirectChat(testApp.app);
    const { db } = testApp.app.database;
    expect((await inject('POST', `class-year-end/${room.schoolClass.id}/`, room.teacher, { moves: [] })).statusCode).toBe(200);
    await db.update(schoolClasses).set({ archivedAt: new Date('2027-01-01T00:00:00Z') }).where(eq(schoolClasses.id, room.schoolClass.id));
    const day = new Date('2027-12-20T04:00:00Z');

    const [first, second] = [await retentionInstance(), await retentionInstance()];
    const runs = await Promise.all([first.applyRetention(day), second.applyRetention(day)]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(runs.flatMap((run) => run.warnedClassIds)).toEqual([room.schoolClass.id]);
    expect(await mailsTo(room.teacher.email)).toHaveLength(1);
    // Later the same day, neither runs again.
    expect((await first.applyRetention(new Date(day.getTime() + 3600_000))).ran).toBe(false);
  });
});

describe('the privacy policy', () => {
  it('states the retention settings of the instance, to anyone', async () => {
    const policy = await testApp.app.inject({ method: 'GET', url: '/api/v1/privacy-policy/' });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ retention: { archived_class_days: 365, chat_message_days: null, notification_days: 90, deletion_warning_days: 14 } });
  });

  it('follows the configuration', async () => {
    const configured = await createTestApp({ retention: { archivedClassDays: 730, chatMessageDays: 400, notificationDays: 30 } });
    try {
      const policy = await configured.app.inject({ method: 'GET', url: '/api/v1/privacy-policy/' });
      expect(policy.json()).toEqual({ retention: { archived_class_days: 730, chat_message_days: 400, notification_days: 30, deletion_warning_days: 14 } });
    } finally {
      await configured.close();
    }
  });
});
