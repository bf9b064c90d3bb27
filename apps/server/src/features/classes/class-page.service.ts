import { createHash } from 'node:crypto';
import { ClassPageDtoSchema } from '@homeroom/contract/classes';
import { ClassStudentDtoSchema } from '@homeroom/contract/students';
import { createVersionedContentCache } from '../../infra/cache/versioned-content-cache.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { StoriesService } from '../stories/stories.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { canSeeChildPhotoAndStickers } from '../students/students.policy.ts';
import type { ClassAccess, ClassRole } from './class-access.ts';
import { schoolOf, type ClassesService } from './classes.service.ts';

interface ClassPageSources {
  access: ClassAccess;
  classes: Pick<ClassesService, 'teacherOf' | 'teachersOf'>;
  students: StudentsService;
  announcements: AnnouncementsService;
  events: EventsService;
  stories: StoriesService;
  assignments: AssignmentsService;
  /** What the media addresses signed now expire at: kept content is served again only while it is unchanged. */
  mediaExpiryStamp: () => string;
  /** How many (class, role) views are kept in memory. */
  maxCachedViews?: number;
}

/**
 * A class's content as one role sees it, serialized once and kept (`infra/cache/versioned-content-cache.ts`):
 * nothing in it belongs to one viewer. Each student is kept in both forms, with and without the
 * photo and stickers, with their guardians, to choose per viewer.
 */
interface ClassContentView {
  students: { guardians: { id: number }[]; withPhoto: string; withoutPhoto: string }[];
  /** `"stories":[...],"announcements":[...],"events":[...],"assignments":[...]`, as the answer has them. */
  lists: string;
  /** The entity tags of the answers made from this content, by what else went into them (head and the viewer's choice of photos). */
  etags: Map<string, string>;
}

/** How many entity tags one kept view remembers (a class's families, its teachers and leaders). */
const MAX_ETAGS_PER_VIEW = 256;

/** The class page as sent: its JSON text and the entity tag of exactly that text. */
export interface ClassPageAnswer {
  body: string;
  etag: string;
}

const ClassPageHeadSchema = ClassPageDtoSchema.pick({ id: true, name: true, school: true, teacher: true, teachers: true });
const { stories: StoriesSchema, announcements: AnnouncementsSchema, events: EventsSchema, assignments: AssignmentsSchema } = ClassPageDtoSchema.shape;

/**
 * The whole class page. Every read checks access and reads the class's content version in one
 * statement (`ClassAccess.requireClassViewer`); the content comes from memory while that
 * version (and the media addresses' expiry) is unchanged, else from a fixed number of queries:
 * students (with stickers, and former students of an archived class), stories and pictures,
 * announcements, events and helpers, assignments. The viewer's own part (which children's photos
 * and stickers they see) is chosen per read from the kept content.
 */
export function createClassPageService({
  access,
  classes,
  students,
  announcements,
  events,
  stories,
  assignments,
  mediaExpiryStamp,
  maxCachedViews = 1000,
}: ClassPageSources) {
  const cache = createVersionedContentCache<ClassContentView>({ maxEntries: maxCachedViews });

  async function loadView(classId: number, role: ClassRole): Promise<ClassContentView> {
    const isTeacher = role === 'teacher';
    const [classStudents, classStories, classAnnouncements, classEvents, classAssignments] = await Promise.all([
      students.listClassPageStudents(classId, { isTeacher, isSchoolLeader: role === 'leader' }),
      stories.listClassStories(classId, { withHidden: isTeacher }),
      announcements.listClassAnnouncements(classId),
      events.listClassEvents(classId),
      assignments.listClassAssignments(classId, { isTeacher }),
    ]);
    // Encoded through the answer's own schemas, so the text is what the route's serializer wrote.
    const json = (value: unknown) => JSON.stringify(value);
    return {
      students: classStudents.map((student) => ({
        guardians: student.guardianIds.map((id) => ({ id })),
        withPhoto: json(ClassStudentDtoSchema.encode(student.withPhoto)),
        withoutPhoto: json(ClassStudentDtoSchema.encode(student.withoutPhoto)),
      })),
      lists: [
        `"stories":${json(StoriesSchema.encode(classStories))}`,
        `"announcements":${json(AnnouncementsSchema.encode(classAnnouncements))}`,
        `"events":${json(EventsSchema.encode(classEvents))}`,
        `"assignments":${json(AssignmentsSchema.encode(classAssignments))}`,
      ].join(','),
      etags: new Map(),
    };
  }

  return {
    /** The class page for the actor: 404 for an unknown class, 403 for anyone outside it. */
    async readClassPage(actor: Actor, classId: number): Promise<ClassPageAnswer> {
      const { schoolClass, role, contentVersion } = await access.requireClassViewer(actor, classId);
      const content = await cache.read(`${classId}:${role}`, `${contentVersion}:${mediaExpiryStamp()}`, () => loadView(classId, role));
      // Teachers and the school's leaders see every child; a parent their own children only.
      const viewer = { userId: actor.userId, isClassTeacher: role !== 'parent' };
      const seesPhoto = content.students.map((student) => canSeeChildPhotoAndStickers(viewer, student));
      const classStudents = content.students.map((student, index) => (seesPhoto[index] ? student.withPhoto : student.withoutPhoto));
      const head = JSON.stringify(
        ClassPageHeadSchema.encode({
          id: schoolClass.id,
          name: schoolClass.name,
          school: schoolOf(schoolClass),
          teacher: classes.teacherOf(schoolClass),
          teachers: classes.teachersOf(schoolClass),
        }),
      );
      const archivedAt = JSON.stringify(schoolClass.archivedAt?.toISOString() ?? null);
      const body = `${head.slice(0, -1)},"students":[${classStudents.join(',')}],${content.lists},"archived_at":${archivedAt}}`;
      // The same text gets the same tag: hashed once per head and choice of photos, not per read.
      const etagKey = `${head}\n${archivedAt}\n${seesPhoto.map(Number).join('')}`;
      let etag = content.etags.get(etagKey);
      if (!etag) {
        etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        if (content.etags.size >= MAX_ETAGS_PER_VIEW) content.etags.clear();
        content.etags.set(etagKey, etag);
      }
      return { body, etag };
    },
  };
}

export type ClassPageService = ReturnType<typeof createClassPageService>;
