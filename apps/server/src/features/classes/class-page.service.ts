import { SCHOOL_MESSAGES, type ClassPageDto } from '@homeroom/contract/schools';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AnnouncementsService } from '../announcements/announcements.service.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { StoriesService } from '../stories/stories.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { canManageClass, canViewClass } from './classes.policy.ts';
import { schoolOf, teacherOf, type ClassesService, type SchoolClass } from './classes.service.ts';

export type ClassRole = 'teacher' | 'parent';

export type ClassAccess = ReturnType<typeof createClassAccess>;

/**
 * Who may see a class: its teacher, and the parents of its students. Built from the classes and
 * students features, for every feature whose content belongs to a class.
 */
export function createClassAccess({ classes, students }: { classes: ClassesService; students: StudentsService }) {
  return {
    /** The class and the actor's role in it; 404 for an unknown class, 403 for anyone outside it. */
    async requireClassMember(actor: Actor, classId: number): Promise<{ schoolClass: SchoolClass; role: ClassRole }> {
      const schoolClass = await classes.findClass(classId);
      if (canManageClass(actor, schoolClass)) return { schoolClass, role: 'teacher' };
      const isParent = await students.isParentInClass(actor.userId, classId);
      if (!canViewClass(actor, schoolClass, isParent)) throw AppError.forbidden(SCHOOL_MESSAGES.classForbidden);
      return { schoolClass, role: 'parent' };
    },
  };
}

interface ClassPageSources {
  access: ClassAccess;
  students: StudentsService;
  announcements: AnnouncementsService;
  events: EventsService;
  stories: StoriesService;
  assignments: AssignmentsService;
}

/**
 * The whole class page in a fixed number of queries: the class with teacher and school, the
 * membership check for parents, then two queries each for students (with stickers), events (with
 * helpers) and stories (with pictures), and one each for announcements and assignments.
 */
export function createClassPageService({ access, students, announcements, events, stories, assignments }: ClassPageSources) {
  return {
    async getClassPage(actor: Actor, classId: number): Promise<ClassPageDto> {
      const { schoolClass, role } = await access.requireClassMember(actor, classId);
      const isTeacher = role === 'teacher';
      const [classStudents, classStories, classAnnouncements, classEvents, classAssignments] = await Promise.all([
        students.listClassStudents(classId, { isTeacher }),
        stories.listClassStories(classId),
        announcements.listClassAnnouncements(classId),
        events.listClassEvents(classId),
        assignments.listClassAssignments(classId, { isTeacher }),
      ]);
      return {
        id: schoolClass.id,
        name: schoolClass.name,
        school: schoolOf(schoolClass),
        teacher: teacherOf(schoolClass),
        students: classStudents,
        stories: classStories,
        announcements: classAnnouncements,
        events: classEvents,
        assignments: classAssignments,
      };
    },
  };
}

export type ClassPageService = ReturnType<typeof createClassPageService>;
