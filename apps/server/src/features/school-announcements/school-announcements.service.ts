import type {
  SchoolAnnouncementCreateBody,
  SchoolAnnouncementDto,
  SchoolAnnouncementUpdateBody,
} from '@homeroom/contract/school-announcements';
import { SCHOOL_ANNOUNCEMENT_MESSAGES } from '@homeroom/contract/school-announcements';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { SchoolAnnouncementListener } from './school-announcement-listener.ts';
import * as repo from './school-announcements.repo.ts';
import type { SchoolAnnouncementWithSchool } from './school-announcements.repo.ts';

function toSchoolAnnouncementDto(announcement: SchoolAnnouncementWithSchool): SchoolAnnouncementDto {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    date: announcement.createdAt.toISOString(),
    school: { id: announcement.schoolId, name: announcement.schoolName },
  };
}

export type SchoolAnnouncementsService = ReturnType<typeof createSchoolAnnouncementsService>;

interface SchoolAnnouncementsDependencies {
  db: Database;
  accounts: AccountsService;
  schools: SchoolsService;
  students: StudentsService;
  listener: SchoolAnnouncementListener;
  notifications: Pick<NotificationsService, 'markSchoolContentRead'>;
}

/**
 * School-wide announcements: written by the school's leaders, read by its approved teachers and
 * by the guardians of the children in its classes (docs/decisions.md, "School announcements").
 */
export function createSchoolAnnouncementsService(dependencies: SchoolAnnouncementsDependencies) {
  const { db, accounts, schools, students, listener, notifications } = dependencies;

  /** The announcement, if the actor leads its school; 404 for an unknown one, 403 for anyone else. */
  async function requireLedAnnouncement(actor: Actor, announcementId: number) {
    const announcement = await repo.findSchoolAnnouncement(db, announcementId);
    if (!announcement) throw AppError.notFound();
    const { schoolId } = await schools.requireSchoolLeader(actor);
    if (schoolId !== announcement.schoolId) throw AppError.forbidden();
    return announcement;
  }

  /**
   * The schools whose announcements the user reads: the school they teach at once approved, and
   * the schools of their children's classes (a class's school is its approved teacher's).
   */
  async function listSchoolIdsOfUser(actor: Actor): Promise<number[]> {
    const profiles = await accounts.findProfiles(actor.userId);
    const ids = new Set<number>();
    if (profiles?.teacherId != null && profiles.schoolId !== null && profiles.schoolRole !== 'pending') ids.add(profiles.schoolId);
    if (profiles?.parentId != null) {
      for (const child of await students.listChildren({ id: profiles.parentId })) {
        if (child.school_class.school) ids.add(child.school_class.school.id);
      }
    }
    return [...ids];
  }

  return {
    listSchoolIdsOfUser,

    /** Publishes an announcement to the whole school of the calling leader, and tells its people. */
    async publishSchoolAnnouncement(actor: Actor, body: SchoolAnnouncementCreateBody): Promise<SchoolAnnouncementDto> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      const inserted = await repo.insertSchoolAnnouncement(db, { schoolId, authorUserId: actor.userId, title: body.title, content: body.content });
      const announcement = inserted ? await repo.findSchoolAnnouncement(db, inserted.id) : undefined;
      if (!announcement) throw new Error('school announcement insert returned nothing');
      await listener.schoolAnnouncementPublished({
        id: announcement.id,
        schoolId,
        schoolName: announcement.schoolName,
        title: announcement.title,
        authorUserId: actor.userId,
      });
      return toSchoolAnnouncementDto(announcement);
    },

    /** Any leader of the school may correct it, not only its author: the school speaks, not the person. */
    async editSchoolAnnouncement(actor: Actor, announcementId: number, body: SchoolAnnouncementUpdateBody): Promise<SchoolAnnouncementDto> {
      await requireLedAnnouncement(actor, announcementId);
      await repo.updateSchoolAnnouncement(db, announcementId, body);
      const announcement = await repo.findSchoolAnnouncement(db, announcementId);
      if (!announcement) throw AppError.notFound();
      return toSchoolAnnouncementDto(announcement);
    },

    async deleteSchoolAnnouncement(actor: Actor, announcementId: number): Promise<void> {
      await requireLedAnnouncement(actor, announcementId);
      await repo.deleteSchoolAnnouncement(db, announcementId);
    },

    /**
     * The announcements of the user's schools, newest first; with `schoolId`, of that school only,
     * 404 when it does not exist and 403 when the user is not one of its people. Reading them is
     * reading what their notifications announced, as opening a class's tab is (docs/decisions.md,
     * "Home"): those entries go, on every open page.
     */
    async listSchoolAnnouncements(actor: Actor, schoolId?: number): Promise<SchoolAnnouncementDto[]> {
      const own = await listSchoolIdsOfUser(actor);
      if (schoolId !== undefined) {
        if (!(await schools.findSchool(schoolId))) throw AppError.notFound();
        if (!own.includes(schoolId)) throw AppError.forbidden(SCHOOL_ANNOUNCEMENT_MESSAGES.notMember);
      }
      const listed = schoolId === undefined ? own : [schoolId];
      const announcements = await repo.listSchoolAnnouncements(db, listed);
      await Promise.all(listed.map((id) => notifications.markSchoolContentRead(actor, id)));
      return announcements.map(toSchoolAnnouncementDto);
    },

    /** The latest few of each school, for Home, whose access is checked there. One query. */
    listLatestSchoolAnnouncements: (schoolIds: number[], perSchool: number) => repo.listLatestSchoolAnnouncements(db, schoolIds, perSchool),
  };
}
