import type { ClassPageDto } from '@homeroom/contract/classes';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { StoriesService } from '../stories/stories.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { ClassAccess } from './class-access.ts';
import { schoolOf, type ClassesService } from './classes.service.ts';

interface ClassPageSources {
  access: ClassAccess;
  classes: Pick<ClassesService, 'teacherOf' | 'teachersOf'>;
  students: StudentsService;
  announcements: AnnouncementsService;
  events: EventsService;
  stories: StoriesService;
  assignments: AssignmentsService;
}

/**
 * The whole class page in a fixed number of queries: the class with its teachers and school, the
 * membership check for parents (then leaders of the school, who read it all), then two queries each for students (with stickers), events (with
 * helpers) and stories (with pictures), and one each for announcements and assignments.
 */
export function createClassPageService({ access, classes, students, announcements, events, stories, assignments }: ClassPageSources) {
  return {
    async getClassPage(actor: Actor, classId: number): Promise<ClassPageDto> {
      const { schoolClass, role } = await access.requireClassMember(actor, classId);
      const isTeacher = role === 'teacher';
      const [classStudents, classStories, classAnnouncements, classEvents, classAssignments] = await Promise.all([
        students.listClassStudents(actor, classId, { isTeacher, isSchoolLeader: role === 'leader' }),
        stories.listClassStories(classId, { withHidden: isTeacher }),
        announcements.listClassAnnouncements(classId),
        events.listClassEvents(classId),
        assignments.listClassAssignments(classId, { isTeacher }),
      ]);
      return {
        id: schoolClass.id,
        name: schoolClass.name,
        school: schoolOf(schoolClass),
        teacher: classes.teacherOf(schoolClass),
        teachers: classes.teachersOf(schoolClass),
        students: classStudents,
        stories: classStories,
        announcements: classAnnouncements,
        events: classEvents,
        assignments: classAssignments,
        archived_at: schoolClass.archivedAt?.toISOString() ?? null,
      };
    },
  };
}

export type ClassPageService = ReturnType<typeof createClassPageService>;
