import type { AnnouncementCreateBody, AnnouncementDto, AnnouncementUpdateBody } from '@homeroom/contract/announcements';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { ClassContentListener } from '../classes/class-content-listener.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import * as repo from './announcements.repo.ts';
import type { AnnouncementRow } from './announcements.repo.ts';

function toAnnouncementDto(announcement: AnnouncementRow): AnnouncementDto {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    date: announcement.createdAt.toISOString(),
    school_class: announcement.schoolClassId,
    needs_acknowledgement: announcement.needsAcknowledgement,
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

interface AnnouncementsDependencies {
  db: Database;
  classes: ClassesService;
  listener: ClassContentListener;
}

/** Announcements: written by the class's teacher, read by the class. */
export function createAnnouncementsService({ db, classes, listener }: AnnouncementsDependencies) {
  /** The announcement, if the actor teaches its class. */
  async function requireOwnAnnouncement(actor: Actor, announcementId: number) {
    const announcement = await repo.findAnnouncement(db, announcementId);
    if (!announcement) throw AppError.notFound();
    await classes.requireClassTeacher(actor, announcement.schoolClassId);
    return announcement;
  }

  return {
    /** Publishes an announcement to a class of the calling teacher. */
    async publishAnnouncement(actor: Actor, body: AnnouncementCreateBody): Promise<AnnouncementDto> {
      await classes.requireClassTeacher(actor, body.school_class);
      const announcement = await repo.insertAnnouncement(db, {
        schoolClassId: body.school_class,
        title: body.title,
        content: body.content,
        needsAcknowledgement: body.needs_acknowledgement ?? false,
      });
      if (!announcement) throw new Error('announcement insert returned nothing');
      await listener.announcementPublished({ id: announcement.id, classId: announcement.schoolClassId, title: announcement.title });
      return toAnnouncementDto(announcement);
    },

    async editAnnouncement(actor: Actor, announcementId: number, body: AnnouncementUpdateBody): Promise<AnnouncementDto> {
      await requireOwnAnnouncement(actor, announcementId);
      const announcement = await repo.updateAnnouncement(db, announcementId, {
        title: body.title,
        content: body.content,
        ...(body.needs_acknowledgement === undefined ? {} : { needsAcknowledgement: body.needs_acknowledgement }),
      });
      if (!announcement) throw AppError.notFound();
      return toAnnouncementDto(announcement);
    },

    async deleteAnnouncement(actor: Actor, announcementId: number): Promise<void> {
      await requireOwnAnnouncement(actor, announcementId);
      await repo.deleteAnnouncement(db, announcementId);
    },

    /** An announcement with its class, whoever asks: read receipts check the access. */
    findAnnouncement: (announcementId: number) => repo.findAnnouncement(db, announcementId),

    /** The latest few announcements of each of the classes, for Home, whose access is checked there. One query. */
    listLatestAnnouncementsOfClasses: (classIds: number[], perClass: number) => repo.listLatestAnnouncementsOfClasses(db, classIds, perClass),

    /** For the class page, whose access is checked there. */
    async listClassAnnouncements(classId: number): Promise<AnnouncementDto[]> {
      return (await repo.listClassAnnouncements(db, classId)).map(toAnnouncementDto);
    },
  };
}
