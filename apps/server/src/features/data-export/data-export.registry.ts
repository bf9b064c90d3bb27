import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { childAccessLog } from '../access-log/access-log.table.ts';
import { chatExportLog } from '../chat-export/chat-export.table.ts';
import { authTokens, emailTokens } from '../auth/auth.table.ts';
import { parents, teachers, userSettings, users } from '../accounts/accounts.table.ts';
import { assignees, assignmentResponses, assignments } from '../assignments/assignments.table.ts';
import { chatGroups, chatMembers, chatMessages, chatMessageVersions } from '../chat/chat.table.ts';
import { chatAttachments } from '../chat/chat-attachments.table.ts';
import { classCoteachers, coteacherInvitations, schoolClasses } from '../classes/classes.table.ts';
import { calendarFeeds } from '../calendar/calendar.table.ts';
import { conferenceBookings, conferenceSlots, conferenceWindows } from '../conferences/conferences.table.ts';
import { eventHelpers, events } from '../events/events.table.ts';
import { formAnswers, forms, formStudents } from '../forms/forms.table.ts';
import { absenceNotes } from '../absences/absences.table.ts';
import { signupPlaces, signups, signupSlots } from '../signups/signups.table.ts';
import { homeVisits } from '../home/home.table.ts';
import { contentReports, hiddenItems } from '../moderation/moderation.table.ts';
import { userBlocks } from '../blocking/blocking.table.ts';
import { digestItems, digests, heldAlerts, notifications, notificationVersions } from '../notifications/notifications.table.ts';
import { officeHours } from '../office-hours/office-hours.table.ts';
import { pushSubscriptions } from '../push/push.table.ts';
import { acknowledgementReminders, announcementAcknowledgements, contentReads } from '../read-receipts/read-receipts.table.ts';
import { schoolAnnouncements } from '../school-announcements/school-announcements.table.ts';
import { stickers } from '../stickers/stickers.table.ts';
import { stories, storyComments, storyImages } from '../stories/stories.table.ts';
import { guardianInvitations, guardians, studentClassYears, students } from '../students/students.table.ts';

/** A row as the database names its columns (snake_case), the way `data/<table>.json` holds it. */
export type ExportRow = Record<string, unknown>;

/** How one table's rows for a child or a user are exported: one query over the whole table. */
export interface ExportedTable<Scope> {
  table: PgTable;
  /** The condition that picks the scope's rows; the export runs it as one query. */
  rowsOf: (scope: Scope) => SQL;
  /** Columns left out: secrets (token hashes, invite codes, password hashes), never data about the person. */
  omit?: string[];
  /** Storage keys of the files a row names, copied into `media/`. */
  mediaOf?: (row: ExportRow) => unknown[];
}

/** A table that references the child or user but is deliberately not exported, and why. */
export interface SkippedTable {
  table: PgTable;
  notExported: string;
}

export type ExportEntry<Scope> = ExportedTable<Scope> | SkippedTable;

export function isExported<Scope>(entry: ExportEntry<Scope>): entry is ExportedTable<Scope> {
  return !('notExported' in entry);
}

export interface StudentScope {
  studentId: number;
}

export interface AccountScope {
  userId: number;
}

const idsOfAssignees = (studentId: number) => sql`(SELECT ${assignees.id} FROM ${assignees} WHERE ${assignees.studentId} = ${studentId})`;

/** The classes of the child's school life: the current one and those of past years. */
const classesOfStudent = (studentId: number) => sql`(
  SELECT ${students.schoolClassId} FROM ${students} WHERE ${students.id} = ${studentId}
  UNION SELECT ${studentClassYears.schoolClassId} FROM ${studentClassYears} WHERE ${studentClassYears.studentId} = ${studentId}
)`;

/**
 * The stories the child appears in (docs/decisions.md, "Data export"): nothing tags a child in a
 * story, so a story of a class the child was in, posted while they were in it (after their record
 * was made, and before their year there ended), is one they may appear in.
 */
const storiesOfStudent = (studentId: number) => sql`(
  SELECT class_stories.id FROM stories AS class_stories
    JOIN students AS child ON child.id = ${studentId}
   WHERE class_stories.created_at >= child.created_at
     AND (class_stories.school_class_id = child.school_class_id
          OR EXISTS (SELECT 1 FROM student_class_years AS past_year
                      WHERE past_year.student_id = child.id
                        AND past_year.school_class_id = class_stories.school_class_id
                        AND class_stories.created_at < past_year.ended_at))
)`;

/**
 * Every table holding a child's rows, and the class content their summary shows. The schema check
 * (data-export.registry.test.ts) finds every table that references `students`, directly or
 * through another such table: each must be named here.
 */
export const STUDENT_EXPORT: ExportEntry<StudentScope>[] = [
  { table: students, rowsOf: ({ studentId }) => sql`${students.id} = ${studentId}`, omit: ['invite_code'], mediaOf: (row) => [row.image] },
  { table: guardians, rowsOf: ({ studentId }) => sql`${guardians.studentId} = ${studentId}` },
  {
    table: guardianInvitations,
    rowsOf: ({ studentId }) => sql`${guardianInvitations.studentId} = ${studentId}`,
    omit: ['token_hash'],
  },
  { table: studentClassYears, rowsOf: ({ studentId }) => sql`${studentClassYears.studentId} = ${studentId}` },
  { table: stickers, rowsOf: ({ studentId }) => sql`${stickers.studentId} = ${studentId}` },
  { table: assignees, rowsOf: ({ studentId }) => sql`${assignees.studentId} = ${studentId}` },
  {
    table: assignmentResponses,
    rowsOf: ({ studentId }) => sql`${assignmentResponses.assigneeId} IN ${idsOfAssignees(studentId)}`,
    mediaOf: (row) => [row.image, row.video],
  },
  // The class content the records above point at, so that the summary reads on its own.
  { table: schoolClasses, rowsOf: ({ studentId }) => sql`${schoolClasses.id} IN ${classesOfStudent(studentId)}` },
  {
    table: assignments,
    rowsOf: ({ studentId }) => sql`${assignments.id} IN (SELECT ${assignees.assignmentId} FROM ${assignees} WHERE ${assignees.studentId} = ${studentId})`,
    // The code is the class's hand-in secret, not the child's data.
    omit: ['code'],
  },
  { table: stories, rowsOf: ({ studentId }) => sql`${stories.id} IN ${storiesOfStudent(studentId)} AND ${stories.hiddenAt} IS NULL` },
  {
    table: storyImages,
    rowsOf: ({ studentId }) =>
      sql`${storyImages.storyId} IN (SELECT visible.id FROM stories AS visible WHERE visible.id IN ${storiesOfStudent(studentId)} AND visible.hidden_at IS NULL)`,
    // The full picture only: the display size is the same picture made smaller.
    mediaOf: (row) => [row.full_image],
  },
  // The forms the child was asked about, and every answer signed for them (corrections with the first).
  { table: formStudents, rowsOf: ({ studentId }) => sql`${formStudents.studentId} = ${studentId}` },
  {
    table: forms,
    rowsOf: ({ studentId }) => sql`${forms.id} IN (SELECT ${formStudents.formId} FROM ${formStudents} WHERE ${formStudents.studentId} = ${studentId})`,
    mediaOf: (row) => [row.pdf],
  },
  { table: formAnswers, rowsOf: ({ studentId }) => sql`${formAnswers.studentId} = ${studentId}` },
  // Who outside the family and the class looked at the child's record: the family's to know.
  { table: childAccessLog, rowsOf: ({ studentId }) => sql`${childAccessLog.studentId} = ${studentId}` },
  // The absence notes the family wrote, with their reasons and acknowledgements.
  { table: absenceNotes, rowsOf: ({ studentId }) => sql`${absenceNotes.studentId} = ${studentId}` },
  // The child's conference bookings, with the slots they hold.
  { table: conferenceBookings, rowsOf: ({ studentId }) => sql`${conferenceBookings.studentId} = ${studentId}` },
  {
    table: conferenceSlots,
    rowsOf: ({ studentId }) => sql`${conferenceSlots.id} IN (SELECT ${conferenceBookings.slotId} FROM ${conferenceBookings} WHERE ${conferenceBookings.studentId} = ${studentId})`,
  },
];

const teacherOfUser = (userId: number) => sql`(SELECT ${teachers.id} FROM ${teachers} WHERE ${teachers.userId} = ${userId})`;
const parentOfUser = (userId: number) => sql`(SELECT ${parents.id} FROM ${parents} WHERE ${parents.userId} = ${userId})`;

/**
 * Every table holding a user's rows. The schema check finds every table that references `users`,
 * `teachers` or `parents` (a user's account and its two profiles): each must be named here.
 */
export const ACCOUNT_EXPORT: ExportEntry<AccountScope>[] = [
  { table: users, rowsOf: ({ userId }) => sql`${users.id} = ${userId}`, omit: ['password_hash'], mediaOf: (row) => [row.profile_picture] },
  { table: userSettings, rowsOf: ({ userId }) => sql`${userSettings.userId} = ${userId}` },
  { table: teachers, rowsOf: ({ userId }) => sql`${teachers.userId} = ${userId}` },
  { table: parents, rowsOf: ({ userId }) => sql`${parents.userId} = ${userId}` },
  // The sessions, without their tokens.
  { table: authTokens, rowsOf: ({ userId }) => sql`${authTokens.userId} = ${userId}`, omit: ['key_hash'] },
  { table: emailTokens, rowsOf: ({ userId }) => sql`${emailTokens.userId} = ${userId}`, omit: ['token_hash'] },
  { table: homeVisits, rowsOf: ({ userId }) => sql`${homeVisits.userId} = ${userId}` },
  { table: notifications, rowsOf: ({ userId }) => sql`${notifications.userId} = ${userId}` },
  // A counter the database raises so that every instance knows when to read the bell again.
  { table: notificationVersions, notExported: 'a version number of the bell, nothing of the person' },
  { table: chatGroups, rowsOf: ({ userId }) => sql`${chatGroups.ownerId} = ${userId} OR ${chatGroups.recipientId} = ${userId}` },
  { table: chatMembers, rowsOf: ({ userId }) => sql`${chatMembers.userId} = ${userId}` },
  // The words the search index derives from each message are no data of their own.
  { table: chatMessages, rowsOf: ({ userId }) => sql`${chatMessages.senderId} = ${userId}`, omit: ['search_document'] },
  { table: chatMessageVersions, rowsOf: ({ userId }) => sql`${chatMessageVersions.editorId} = ${userId}` },
  // The pictures and PDFs the user sent, as stored (the display size, not the preview).
  { table: chatAttachments, rowsOf: ({ userId }) => sql`${chatAttachments.uploaderId} = ${userId}`, mediaOf: (row) => [row.file] },
  { table: storyComments, rowsOf: ({ userId }) => sql`${storyComments.authorId} = ${userId}` },
  { table: schoolAnnouncements, rowsOf: ({ userId }) => sql`${schoolAnnouncements.authorUserId} = ${userId}` },
  // Reports the user made; a report about the user names its reporter, someone else's data.
  { table: contentReports, rowsOf: ({ userId }) => sql`${contentReports.reporterId} = ${userId}` },
  { table: hiddenItems, rowsOf: ({ userId }) => sql`${hiddenItems.authorId} = ${userId}`, omit: ['hidden_by_id'] },
  // The people the user blocked; that someone blocked the user is that person's to keep.
  { table: userBlocks, rowsOf: ({ userId }) => sql`${userBlocks.blockerId} = ${userId}` },
  { table: schoolClasses, rowsOf: ({ userId }) => sql`${schoolClasses.teacherId} IN ${teacherOfUser(userId)}` },
  { table: classCoteachers, rowsOf: ({ userId }) => sql`${classCoteachers.teacherId} IN ${teacherOfUser(userId)}` },
  {
    table: coteacherInvitations,
    rowsOf: ({ userId }) => sql`${coteacherInvitations.teacherId} IN ${teacherOfUser(userId)} OR ${coteacherInvitations.invitedById} IN ${teacherOfUser(userId)}`,
  },
  { table: guardians, rowsOf: ({ userId }) => sql`${guardians.parentId} IN ${parentOfUser(userId)}` },
  {
    table: guardianInvitations,
    rowsOf: ({ userId }) =>
      sql`${guardianInvitations.invitedById} IN ${parentOfUser(userId)} OR ${guardianInvitations.invitedByTeacherId} IN ${teacherOfUser(userId)}`,
    omit: ['token_hash'],
  },
  // Helper sign-ups, with the events they are for.
  { table: eventHelpers, rowsOf: ({ userId }) => sql`${eventHelpers.parentId} IN ${parentOfUser(userId)}` },
  {
    table: events,
    rowsOf: ({ userId }) => sql`${events.id} IN (SELECT ${eventHelpers.eventId} FROM ${eventHelpers} WHERE ${eventHelpers.parentId} IN ${parentOfUser(userId)})`,
  },
  // Sign-up places, with the slots and sign-ups they are in.
  { table: signupPlaces, rowsOf: ({ userId }) => sql`${signupPlaces.parentId} IN ${parentOfUser(userId)}` },
  {
    table: signupSlots,
    rowsOf: ({ userId }) => sql`${signupSlots.id} IN (SELECT ${signupPlaces.slotId} FROM ${signupPlaces} WHERE ${signupPlaces.parentId} IN ${parentOfUser(userId)})`,
  },
  {
    table: signups,
    rowsOf: ({ userId }) =>
      sql`${signups.id} IN (SELECT ${signupSlots.signupId} FROM ${signupSlots} JOIN ${signupPlaces} ON ${signupPlaces.slotId} = ${signupSlots.id} WHERE ${signupPlaces.parentId} IN ${parentOfUser(userId)})`,
  },
  // Absence notes the user wrote (a guardian) or acknowledged (a teacher).
  { table: absenceNotes, rowsOf: ({ userId }) => sql`${absenceNotes.reportedById} = ${userId} OR ${absenceNotes.acknowledgedById} = ${userId}` },
  { table: officeHours, rowsOf: ({ userId }) => sql`${officeHours.userId} = ${userId}` },
  // The devices, not the addresses and keys that let anyone push to them.
  { table: pushSubscriptions, rowsOf: ({ userId }) => sql`${pushSubscriptions.userId} = ${userId}`, omit: ['endpoint', 'p256dh', 'auth'] },
  { table: calendarFeeds, rowsOf: ({ userId }) => sql`${calendarFeeds.userId} = ${userId}`, omit: ['token_hash'] },
  { table: heldAlerts, rowsOf: ({ userId }) => sql`${heldAlerts.userId} = ${userId}` },
  { table: digests, rowsOf: ({ userId }) => sql`${digests.userId} = ${userId}` },
  { table: digestItems, rowsOf: ({ userId }) => sql`${digestItems.userId} = ${userId}` },
  // Forms the user wrote, and answers they signed.
  { table: forms, rowsOf: ({ userId }) => sql`${forms.authorUserId} = ${userId}` },
  { table: formAnswers, rowsOf: ({ userId }) => sql`${formAnswers.guardianUserId} = ${userId}` },
  // Conference windows the user published, and the bookings they made.
  { table: conferenceWindows, rowsOf: ({ userId }) => sql`${conferenceWindows.teacherUserId} = ${userId}` },
  { table: conferenceBookings, rowsOf: ({ userId }) => sql`${conferenceBookings.guardianUserId} = ${userId}` },
  // The children's records this user (a school leader) looked at.
  { table: childAccessLog, rowsOf: ({ userId }) => sql`${childAccessLog.readerId} = ${userId}` },
  // What the user read and acknowledged of their classes, and the reminders they sent as a teacher.
  { table: contentReads, rowsOf: ({ userId }) => sql`${contentReads.userId} = ${userId}` },
  { table: announcementAcknowledgements, rowsOf: ({ userId }) => sql`${announcementAcknowledgements.userId} = ${userId}` },
  { table: acknowledgementReminders, rowsOf: ({ userId }) => sql`${acknowledgementReminders.sentById} = ${userId}` },
  { table: chatExportLog, rowsOf: ({ userId }) => sql`${chatExportLog.readerId} = ${userId}` },
];
