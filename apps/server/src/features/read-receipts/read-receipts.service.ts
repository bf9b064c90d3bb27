import {
  READ_CONTENT_KINDS,
  READ_RECEIPT_MESSAGES,
  REMINDER_INTERVAL_MINUTES,
  type AcknowledgementDto,
  type ClassAcknowledgementsDto,
  type ClassContentReadsDto,
  type ContentReadBody,
  type ContentReadsDto,
  type ContentReadServerMessage,
  type ReadContentKind,
  type ReadFamilyDto,
  type ReminderDto,
} from '@homeroom/contract/read-receipts';
import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Bus } from '../../infra/realtime/bus.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { refuseArchivedClass, type SchoolClass } from '../classes/classes.service.ts';
import { notificationChannel } from '../notifications/notifications.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { acknowledgementReminderMail } from './read-receipts.mail.ts';
import type { ReadReceiptsListener } from './read-receipts-listener.ts';
import * as repo from './read-receipts.repo.ts';

interface ReadReceiptsDependencies {
  db: Database;
  access: ClassAccess;
  students: Pick<StudentsService, 'listStudentsOfClasses' | 'isParentInClass'>;
  announcements: Pick<AnnouncementsService, 'findAnnouncement'>;
  accounts: Pick<AccountsService, 'listDeliveryProfiles'>;
  bus: Bus;
  outbox: Outbox;
  listener: ReadReceiptsListener;
  publicUrl: string;
}

/** A family of the class: children who share a guardian, with all their guardians. */
interface Family {
  children: string[];
  guardians: UserSummaryDto[];
}

/**
 * The families of a class (docs/decisions.md, "Read receipts"): each child with at least one
 * guardian, children who share a guardian joined into one family.
 */
export function groupFamilies(children: { name: string; guardians: { user: UserSummaryDto }[] }[]): Family[] {
  const families: Family[] = [];
  const familyOfGuardian = new Map<number, Family>();
  for (const child of children) {
    if (child.guardians.length === 0) continue;
    const joined = [...new Set(child.guardians.flatMap((guardian) => familyOfGuardian.get(guardian.user.id) ?? []))];
    const family: Family = { children: [child.name], guardians: [] };
    for (const other of joined) {
      family.children.push(...other.children);
      family.guardians.push(...other.guardians);
      families.splice(families.indexOf(other), 1);
    }
    for (const guardian of child.guardians) if (!family.guardians.some((known) => known.id === guardian.user.id)) family.guardians.push(guardian.user);
    for (const guardian of family.guardians) familyOfGuardian.set(guardian.id, family);
    families.push(family);
  }
  return families;
}

const earliest = (times: (Date | undefined)[]): Date | null =>
  times.reduce<Date | null>((first, time) => (time && (!first || time < first) ? time : first), null);

export type ReadReceiptsService = ReturnType<typeof createReadReceiptsService>;

/** Who read the class's content, and the families' acknowledgements of announcements that ask for it. */
export function createReadReceiptsService({ db, access, students, announcements, accounts, bus, outbox, listener, publicUrl }: ReadReceiptsDependencies) {
  async function familiesOf(classId: number): Promise<Family[]> {
    return groupFamilies(await students.listStudentsOfClasses([classId]));
  }

  /**
   * The class, for its teachers and its school's leaders. A parent of the class knows the item:
   * 403; anyone else is told nothing of it: 404.
   */
  async function requireStaffOf(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; as: 'teacher' | 'leader' }> {
    try {
      return await access.requireClassStaff(actor, classId);
    } catch (error) {
      if (error instanceof AppError && (await students.isParentInClass(actor.userId, classId))) throw AppError.forbidden();
      throw AppError.notFound();
    }
  }

  async function requireItemClass(kind: ReadContentKind, itemId: number): Promise<number> {
    const classId = await repo.findItemClass(db, kind, itemId);
    if (classId === undefined) throw AppError.notFound();
    return classId;
  }

  /** The announcement and its class, for one of the class's families to acknowledge; 404 for anyone outside it. */
  async function requireAcknowledgeable(actor: Actor, announcementId: number) {
    const announcement = await announcements.findAnnouncement(announcementId);
    if (!announcement) throw AppError.notFound();
    const membership = await access.requireClassMember(actor, announcement.schoolClassId).catch(() => {
      throw AppError.notFound();
    });
    if (membership.role !== 'parent') throw AppError.forbidden(READ_RECEIPT_MESSAGES.onlyFamiliesAcknowledge);
    if (!announcement.needsAcknowledgement) throw AppError.invalidRequest(READ_RECEIPT_MESSAGES.notAskedToAcknowledge);
    return { announcement, schoolClass: membership.schoolClass };
  }

  /** Every item's families, reads and acknowledgements, counted by family. */
  function summarize(
    families: Family[],
    reads: { userId: number; readAt: Date }[],
    acknowledgements: { userId: number; acknowledgedAt: Date }[] | null,
  ) {
    const readAt = new Map(reads.map((read) => [read.userId, read.readAt]));
    const acknowledgedAt = new Map((acknowledgements ?? []).map((entry) => [entry.userId, entry.acknowledgedAt]));
    const described: ReadFamilyDto[] = families.map((family) => {
      const familyRead = earliest(family.guardians.map((guardian) => readAt.get(guardian.id) ?? acknowledgedAt.get(guardian.id)));
      const familyAcknowledged = earliest(family.guardians.map((guardian) => acknowledgedAt.get(guardian.id)));
      return {
        children: family.children,
        guardians: family.guardians.map((guardian) => ({
          user: guardian,
          read_at: (readAt.get(guardian.id) ?? acknowledgedAt.get(guardian.id))?.toISOString() ?? null,
          acknowledged_at: acknowledgedAt.get(guardian.id)?.toISOString() ?? null,
        })),
        read_at: familyRead?.toISOString() ?? null,
        acknowledged_at: familyAcknowledged?.toISOString() ?? null,
      };
    });
    return {
      families: described,
      total_families: families.length,
      read_families: described.filter((family) => family.read_at !== null).length,
      acknowledged_families: acknowledgements === null ? null : described.filter((family) => family.acknowledged_at !== null).length,
    };
  }

  /** Tells the class's teachers' open pages that the counts of these items changed. */
  async function tellTeachers(schoolClass: SchoolClass, items: { kind: ReadContentKind; id: number }[]): Promise<void> {
    const teacherIds = [schoolClass.teacher.id, ...schoolClass.coteachers.map((coteacher) => coteacher.id)];
    await Promise.all(
      teacherIds.flatMap((userId) =>
        items.map((item) =>
          bus.publish(notificationChannel(userId), { type: 'content_read', data: { school_class: schoolClass.id, ...item } } satisfies ContentReadServerMessage),
        ),
      ),
    );
  }

  return {
    /**
     * The user was shown these items of the class. Only the reads of its families are kept
     * (a teacher's or a leader's look is no receipt); items of another class are left out.
     */
    async recordReads(actor: Actor, body: ContentReadBody): Promise<void> {
      const { schoolClass, role } = await access.requireClassMember(actor, body.school_class);
      if (role !== 'parent') return;
      const requested = { announcement: body.announcements, story: body.stories, event: body.events } satisfies Record<ReadContentKind, number[]>;
      const firstReads: { kind: ReadContentKind; id: number }[] = [];
      // One statement a kind of item named: what is of the class and not read before is recorded.
      for (const kind of READ_CONTENT_KINDS) {
        for (const id of await repo.insertReadsOfClass(db, kind, actor.userId, schoolClass.id, [...new Set(requested[kind])])) firstReads.push({ kind, id });
      }
      if (firstReads.length > 0) await tellTeachers(schoolClass, firstReads);
    },

    /** The counts of every announcement, story and event of the class, for its staff. */
    async listClassReads(actor: Actor, classId: number): Promise<ClassContentReadsDto> {
      await requireStaffOf(actor, classId);
      const families = await familiesOf(classId);
      const items: ClassContentReadsDto['items'] = [];
      for (const kind of READ_CONTENT_KINDS) {
        const itemIds = await repo.listAllItemsOfClass(db, kind, classId);
        const reads = await repo.listReads(db, kind, itemIds);
        const acknowledgements = kind === 'announcement' ? await repo.listAcknowledgements(db, itemIds) : [];
        // One statement for the class, not one an announcement.
        const asking = new Set(kind === 'announcement' ? await repo.listAskingAnnouncementsOfClass(db, classId) : []);
        for (const id of itemIds) {
          const isAsking = asking.has(id);
          const summary = summarize(
            families,
            reads.filter((read) => read.itemId === id),
            isAsking ? acknowledgements.filter((entry) => entry.announcementId === id) : null,
          );
          items.push({ kind, id, total_families: summary.total_families, read_families: summary.read_families, acknowledged_families: summary.acknowledged_families });
        }
      }
      return { items };
    },

    /** Who has and who has not read the item, family by family, for the class's staff. */
    async getItemReads(actor: Actor, kind: ReadContentKind, itemId: number): Promise<ContentReadsDto> {
      const classId = await requireItemClass(kind, itemId);
      await requireStaffOf(actor, classId);
      const announcement = kind === 'announcement' ? await announcements.findAnnouncement(itemId) : undefined;
      const needsAcknowledgement = announcement?.needsAcknowledgement ?? false;
      const [families, reads, acknowledgements, lastReminder] = await Promise.all([
        familiesOf(classId),
        repo.listReads(db, kind, [itemId]),
        needsAcknowledgement ? repo.listAcknowledgements(db, [itemId]) : Promise.resolve(null),
        needsAcknowledgement ? repo.findLastReminder(db, itemId) : Promise.resolve(undefined),
      ]);
      return {
        kind,
        id: itemId,
        needs_acknowledgement: needsAcknowledgement,
        last_reminder_at: lastReminder?.sentAt.toISOString() ?? null,
        ...summarize(families, reads, acknowledgements),
      };
    },

    /** A guardian's "I've read this": recorded once; asking again answers the first time. */
    async acknowledge(actor: Actor, announcementId: number): Promise<AcknowledgementDto> {
      const { schoolClass } = await requireAcknowledgeable(actor, announcementId);
      refuseArchivedClass(schoolClass);
      await repo.insertAcknowledgement(db, announcementId, actor.userId);
      await repo.insertReads(db, 'announcement', actor.userId, [announcementId]);
      const [own] = await repo.listAcknowledgementsOfUser(db, actor.userId, [announcementId]);
      if (!own) throw new Error('acknowledgement neither stored nor found');
      await tellTeachers(schoolClass, [{ kind: 'announcement', id: announcementId }]);
      return { announcement: announcementId, acknowledged_at: own.acknowledgedAt.toISOString() };
    },

    /** The caller's own acknowledgements of the class's announcements. */
    async listOwnAcknowledgements(actor: Actor, classId: number): Promise<ClassAcknowledgementsDto> {
      await access.requireClassMember(actor, classId);
      const itemIds = await repo.listAllItemsOfClass(db, 'announcement', classId);
      const own = await repo.listAcknowledgementsOfUser(db, actor.userId, itemIds);
      return { acknowledgements: own.map((entry) => ({ announcement: entry.announcementId, acknowledged_at: entry.acknowledgedAt.toISOString() })) };
    },

    /**
     * Reminds the guardians of the families that have not acknowledged: a notification and an
     * e-mail each. A second reminder within REMINDER_INTERVAL_MINUTES is refused (429), so that
     * a double click sends one.
     */
    async remind(actor: Actor, announcementId: number): Promise<ReminderDto> {
      const announcement = await announcements.findAnnouncement(announcementId);
      if (!announcement) throw AppError.notFound();
      const { schoolClass, as } = await requireStaffOf(actor, announcement.schoolClassId);
      if (as !== 'teacher') throw AppError.forbidden();
      refuseArchivedClass(schoolClass);
      if (!announcement.needsAcknowledgement) throw AppError.invalidRequest(READ_RECEIPT_MESSAGES.notAskedToAcknowledge);
      const families = await familiesOf(schoolClass.id);
      const reminder = await db.transaction(async (tx) => {
        await repo.lockAnnouncement(tx, announcementId);
        const last = await repo.findLastReminder(tx, announcementId);
        if (last && Date.now() - last.sentAt.getTime() < REMINDER_INTERVAL_MINUTES * 60_000) {
          throw AppError.tooManyRequests(READ_RECEIPT_MESSAGES.remindedRecently);
        }
        const acknowledged = new Set((await repo.listAcknowledgements(tx, [announcementId])).map((entry) => entry.userId));
        const pending = families.filter((family) => !family.guardians.some((guardian) => acknowledged.has(guardian.id)));
        const userIds = pending.flatMap((family) => family.guardians.map((guardian) => guardian.id));
        if (userIds.length === 0) throw AppError.invalidRequest(READ_RECEIPT_MESSAGES.everyoneAcknowledged);
        const stored = await repo.insertReminder(tx, { announcementId, sentById: actor.userId, recipientCount: userIds.length });
        const profiles = await accounts.listDeliveryProfiles(userIds, tx);
        const mails = profiles.map((profile) =>
          acknowledgementReminderMail(profile, { title: announcement.title, className: schoolClass.name, classId: schoolClass.id }, publicUrl),
        );
        await outbox.enqueueMany(mails, tx);
        return { userIds, sentAt: stored?.sentAt ?? new Date() };
      });
      await listener.acknowledgementReminded({ classId: schoolClass.id, userIds: reminder.userIds });
      return { reminded: reminder.userIds.length, sent_at: reminder.sentAt.toISOString() };
    },
  };
}
