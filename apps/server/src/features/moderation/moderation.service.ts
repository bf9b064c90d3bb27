import {
  MODERATION_MESSAGES,
  type ContentItemBody,
  type ContentReportCreateBody,
  type ContentReportCreatedDto,
  type ContentReportListDto,
  type ModeratedKind,
  type ModerationResultDto,
} from '@homeroom/contract/moderation';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { UserSummaryRow } from '../accounts/accounts.table.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { teachesClass } from '../classes/classes.policy.ts';
import type { ClassesService, SchoolClass } from '../classes/classes.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import type { StoriesService } from '../stories/stories.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { ModerationListener } from './moderation-listener.ts';
import { contentHiddenMail } from './moderation.mail.ts';
import * as repo from './moderation.repo.ts';
import type { ModerationScope } from './moderation.repo.ts';

export type ModerationService = ReturnType<typeof createModerationService>;

interface ModerationDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'toUserSummary' | 'findUserById' | 'listMailRecipients' | 'requireTeacher'>;
  schools: Pick<SchoolsService, 'listLeaderUserIds'>;
  classes: Pick<ClassesService, 'findClass' | 'listClassNames' | 'listClassesOfTeacher'>;
  access: ClassAccess;
  students: Pick<StudentsService, 'findSharedClassWithSchool' | 'findSharedClass'>;
  stories: Pick<StoriesService, 'describeStory' | 'describeComment' | 'setStoryHidden' | 'setCommentHidden'>;
  chat: Pick<ChatService, 'findMessageSeenBy' | 'describeMessage' | 'setMessageHidden'>;
  listener: ModerationListener;
  outbox: Outbox;
  publicUrl: string;
}

/** An item located for moderation: its school, class, chat and who answers for it. */
interface LocatedItem {
  kind: ModeratedKind;
  itemId: number;
  schoolId: number | null;
  schoolClass: SchoolClass | null;
  groupId: number | null;
  authorId: number | null;
  text: string;
  isHidden: boolean;
}

/** A refusal the API explains (403, 404), as opposed to a failure such as the database being away. */
function isRefusal(error: unknown): boolean {
  return error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404);
}

/**
 * Who acts on reports and hidden items: a leader for their school, every teacher for the classes
 * they teach (docs/decisions.md, "Safety").
 */
interface Moderator {
  userId: number;
  scope: ModerationScope;
}

/** The report's copy of the item's text: long enough to judge, bounded whatever the story's length. */
const REPORTED_TEXT_MAX_LENGTH = 5000;

/**
 * Reports to a school and what its leaders hide (docs/decisions.md, "Reports and hidden
 * content"): members report what they see, leaders of the item's school hide it or dismiss the
 * report, and the author and the class's teacher are told of a hiding.
 */
export function createModerationService(dependencies: ModerationDependencies) {
  const { db, accounts, schools, classes, access, students, stories, chat, listener, outbox, publicUrl } =
    dependencies;
  const toUser = (person: UserSummaryRow | null) => (person ? accounts.toUserSummary(person) : null);

  /** The story or comment if the actor sees it now (a member of its class); 404 otherwise, whoever asks. */
  async function locateClassContentSeenBy(
    actor: Actor,
    kind: 'story' | 'comment',
    itemId: number,
  ): Promise<LocatedItem> {
    const content =
      kind === 'story' ? await stories.describeStory(itemId) : await stories.describeComment(itemId);
    if (!content || !content.isVisible) throw AppError.notFound();
    // Outsiders learn nothing of the item, not even that it exists: their refusal reads as not found.
    const { schoolClass } = await access
      .requireClassMember(actor, content.classId)
      .catch((error: unknown) => {
        throw isRefusal(error) ? AppError.notFound() : error;
      });
    return toLocated(kind, itemId, schoolClass, content);
  }

  function toLocated(
    kind: 'story' | 'comment',
    itemId: number,
    schoolClass: SchoolClass,
    content: { authorId: number | null; text: string; isHidden: boolean },
  ): LocatedItem {
    // A story is its class's teacher's: they answer for it.
    const authorId = kind === 'story' ? schoolClass.teacher.id : content.authorId;
    return {
      kind,
      itemId,
      schoolId: schoolClass.school?.id ?? null,
      schoolClass,
      groupId: null,
      authorId,
      text: content.text,
      isHidden: content.isHidden,
    };
  }

  /**
   * A chat message the actor reads, with the school of the first class (oldest) that the reporter
   * and the sender share and that has a school, or else the first class they share, whose
   * teachers then answer for it: moderators only ever read a chat message by report.
   */
  async function locateMessageSeenBy(actor: Actor, messageId: number): Promise<LocatedItem> {
    const message = await chat.findMessageSeenBy(actor.userId, messageId);
    if (!message) throw AppError.notFound();
    const senderId = message.senderId ?? actor.userId;
    const classId =
      (await students.findSharedClassWithSchool(actor.userId, senderId)) ??
      (await students.findSharedClass(actor.userId, senderId));
    const schoolClass = classId === null ? null : await classes.findClass(classId);
    return {
      kind: 'message',
      itemId: messageId,
      schoolId: schoolClass?.school?.id ?? null,
      schoolClass,
      groupId: message.groupId,
      authorId: message.senderId,
      text: message.text,
      isHidden: false,
    };
  }

  /** 404 for a moderator who answers for something (a school, classes), 403 for a teacher who answers for nothing. */
  function refusalFor(moderator: Moderator): AppError {
    return moderator.scope.schoolId === null && moderator.scope.classIds.length === 0
      ? AppError.forbidden(SCHOOL_MESSAGES.leadersOnly)
      : AppError.notFound();
  }

  /** The moderator: any teacher (403 for everyone else), with what they answer for. */
  async function requireModerator(actor: Actor): Promise<Moderator> {
    const teacher = await accounts.requireTeacher(actor);
    const taught = await classes.listClassesOfTeacher(teacher.teacherId);
    return {
      userId: actor.userId,
      scope: {
        schoolId: teacher.schoolRole === 'leader' ? teacher.schoolId : null,
        classIds: taught.map((schoolClass) => schoolClass.id),
      },
    };
  }

  /**
   * The item if the moderator answers for it: a story or comment of a class they teach or of
   * their school; a chat message reported to them. 404 otherwise for a moderator who answers for
   * a school or a class without one, 403 for a teacher who answers for nothing.
   */
  async function locateForModerator(
    moderator: Moderator,
    kind: ModeratedKind,
    itemId: number,
  ): Promise<LocatedItem> {
    const refusal = () => refusalFor(moderator);
    if (kind === 'message') {
      const report = await repo.findLatestReportOfItem(db, moderator.scope, 'message', itemId);
      const message = report && (await chat.describeMessage(itemId));
      if (!report || !message) throw refusal();
      const schoolClass =
        report.schoolClassId === null
          ? null
          : // The class may be gone since the report; its message still can be hidden.
            await classes.findClass(report.schoolClassId).catch((error: unknown) => {
              if (isRefusal(error)) return null;
              throw error;
            });
      return {
        kind,
        itemId,
        schoolId: report.schoolId,
        schoolClass,
        groupId: message.groupId,
        authorId: message.senderId,
        text: message.text,
        isHidden: message.isHidden,
      };
    }
    const content =
      kind === 'story' ? await stories.describeStory(itemId) : await stories.describeComment(itemId);
    if (!content) throw refusal();
    const schoolClass = await classes.findClass(content.classId);
    const schoolId = schoolClass.school?.id ?? null;
    const isOwnSchool = schoolId !== null && schoolId === moderator.scope.schoolId;
    if (!isOwnSchool && !teachesClass(moderator, schoolClass)) throw refusal();
    return toLocated(kind, itemId, schoolClass, content);
  }

  /** The teachers of a class, owner and co-teachers: who answers for a class without a school. */
  function teacherIdsOf(schoolClass: SchoolClass | null): number[] {
    return schoolClass ? [schoolClass.teacher.id, ...schoolClass.coteachers.map((coteacher) => coteacher.id)] : [];
  }

  async function setHidden(item: Pick<LocatedItem, 'kind' | 'itemId'>, isHidden: boolean): Promise<void> {
    if (item.kind === 'story') await stories.setStoryHidden(item.itemId, isHidden);
    else if (item.kind === 'comment') await stories.setCommentHidden(item.itemId, isHidden);
    else await chat.setMessageHidden(item.itemId, isHidden);
  }

  /** The author and the class's teacher are told, in the app and by mail; not whoever hid it. */
  async function tellOfHiding(item: LocatedItem, hiderId: number, byTeacher: boolean): Promise<void> {
    const teacherId = item.schoolClass?.teacher.id ?? null;
    const userIds = [
      ...new Set(
        [item.authorId, teacherId].filter((userId): userId is number => userId !== null && userId !== hiderId),
      ),
    ];
    await listener.contentHidden({ userIds, classId: item.schoolClass?.id ?? null, groupId: item.groupId });
    const link =
      item.groupId !== null
        ? `${publicUrl}/chatGroup/${item.groupId}`
        : `${publicUrl}/class/${item.schoolClass?.id ?? ''}`;
    // One query for everyone told, each with the language their mail is written in.
    const recipients = await accounts.listMailRecipients(userIds);
    await outbox.enqueueMany(
      recipients.map((recipient) =>
        contentHiddenMail(recipient, {
          kind: item.kind,
          text: item.text,
          isAuthor: recipient.id === item.authorId,
          className: item.schoolClass?.name ?? null,
          link,
          byTeacher,
        }),
      ),
    );
  }

  return {
    /** A member reports a story, comment or chat message they see to its school; the school's leaders are told. */
    async reportContent(actor: Actor, body: ContentReportCreateBody): Promise<ContentReportCreatedDto> {
      const item =
        body.kind === 'message'
          ? await locateMessageSeenBy(actor, body.id)
          : await locateClassContentSeenBy(actor, body.kind, body.id);
      // Where the class has no school, its teachers (owner and co-teachers) answer for it.
      if (item.schoolId === null && item.schoolClass === null)
        throw AppError.invalidRequest(MODERATION_MESSAGES.noSchool);
      const { report, isNew } = await repo.insertReport(db, {
        schoolId: item.schoolId,
        kind: item.kind,
        itemId: item.itemId,
        schoolClassId: item.schoolClass?.id ?? null,
        groupId: item.groupId,
        authorId: item.authorId,
        reporterId: actor.userId,
        text: item.text.slice(0, REPORTED_TEXT_MAX_LENGTH),
        reason: body.reason,
      });
      if (isNew) {
        const recipientIds =
          item.schoolId !== null
            ? await schools.listLeaderUserIds(item.schoolId)
            : teacherIdsOf(item.schoolClass);
        await listener.contentReported({ recipientIds });
      }
      return {
        id: report.id,
        kind: report.kind,
        item: report.itemId,
        reason: report.reason,
        created_at: report.createdAt.toISOString(),
        sent_to: item.schoolId !== null ? 'school' : 'teachers',
      };
    },

    /**
     * The open reports a teacher answers for, with the reported text, and what is hidden there: a
     * leader's school's, and those of the classes without a school that the teacher teaches.
     */
    async listReports(actor: Actor): Promise<ContentReportListDto> {
      const { scope } = await requireModerator(actor);
      const [reports, hidden] = await Promise.all([
        repo.listOpenReports(db, scope),
        repo.listHiddenItems(db, scope),
      ]);
      const classIds = [
        ...reports.map((row) => row.report.schoolClassId),
        ...hidden.map((row) => row.hidden.schoolClassId),
      ];
      const classNames = await classes.listClassNames(
        classIds.filter((classId): classId is number => classId !== null),
      );
      const classRef = (classId: number | null) =>
        classId === null ? null : { id: classId, name: classNames.get(classId) ?? '' };
      return {
        reports: reports.map(({ report, author, reporter }) => ({
          id: report.id,
          kind: report.kind,
          item: report.itemId,
          text: report.text,
          reason: report.reason,
          status: report.status,
          school_class: classRef(report.schoolClassId),
          author: toUser(author),
          reporter: toUser(reporter),
          created_at: report.createdAt.toISOString(),
        })),
        hidden: hidden.map(({ hidden: item, author, hiddenBy }) => ({
          kind: item.kind,
          item: item.itemId,
          text: item.text,
          school_class: classRef(item.schoolClassId),
          author: toUser(author),
          hidden_by: toUser(hiddenBy),
          hidden_at: item.hiddenAt.toISOString(),
        })),
      };
    },

    /**
     * A leader hides a story or comment of their school, or a chat message reported to it: it is
     * gone for everyone but its author, its open reports are settled, and the author and the
     * class's teacher are told. Hiding what is hidden already changes nothing.
     */
    async hideContent(actor: Actor, body: ContentItemBody): Promise<ModerationResultDto> {
      const moderator = await requireModerator(actor);
      const item = await locateForModerator(moderator, body.kind, body.id);
      await repo.resolveOpenReports(db, { kind: item.kind, itemId: item.itemId }, 'hidden', actor.userId);
      if (!item.isHidden) {
        await setHidden(item, true);
        await repo.insertHiddenItem(db, {
          schoolId: item.schoolId,
          kind: item.kind,
          itemId: item.itemId,
          schoolClassId: item.schoolClass?.id ?? null,
          groupId: item.groupId,
          authorId: item.authorId,
          text: item.text.slice(0, REPORTED_TEXT_MAX_LENGTH),
          hiddenById: actor.userId,
        });
        // A leader of the item's school hides for the school; anyone else here teaches the class.
        const byLeader = item.schoolId !== null && item.schoolId === moderator.scope.schoolId;
        await tellOfHiding(item, actor.userId, !byLeader);
      }
      return { kind: item.kind, item: item.itemId, hidden: true };
    },

    /** A moderator shows again what was hidden where they answer for it, or in a class they teach. */
    async unhideContent(actor: Actor, body: ContentItemBody): Promise<ModerationResultDto> {
      const moderator = await requireModerator(actor);
      const hidden = await repo.findHiddenItem(db, body.kind, body.id);
      const isTaughtClass = hidden?.schoolClassId != null && moderator.scope.classIds.includes(hidden.schoolClassId);
      if (!hidden || !(repo.isInScope(moderator.scope, hidden) || (isTaughtClass && hidden.kind !== 'message')))
        throw refusalFor(moderator);
      await setHidden({ kind: hidden.kind, itemId: hidden.itemId }, false);
      await repo.deleteHiddenItem(db, hidden.id);
      return { kind: hidden.kind, item: hidden.itemId, hidden: false };
    },

    /** A moderator dismisses an open report they answer for: the item stays as it is. */
    async dismissReport(actor: Actor, reportId: number): Promise<ModerationResultDto> {
      const moderator = await requireModerator(actor);
      const report = await repo.findReport(db, reportId);
      if (!report || !repo.isInScope(moderator.scope, report)) throw refusalFor(moderator);
      await repo.resolveOpenReports(db, { reportId }, 'dismissed', actor.userId);
      const hidden = await repo.findHiddenItem(db, report.kind, report.itemId);
      return { kind: report.kind, item: report.itemId, hidden: hidden !== undefined };
    },
  };
}
