import type { ProfileDescriber } from '../accounts/accounts.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import type { ClassesService } from './classes.service.ts';

interface ProfileSources {
  schools: SchoolsService;
  classes: ClassesService;
  students: StudentsService;
}

/** The teacher's school and classes and the parent's children, for the user details answer. */
export function createProfileDescriber({ schools, classes, students }: ProfileSources): ProfileDescriber {
  return {
    async describeTeacher(teacher) {
      const [school, schoolClasses] = await Promise.all([
        schools.findSchool(teacher.schoolId),
        classes.listClassesOfTeacher(teacher.id),
      ]);
      return {
        id: teacher.id,
        school,
        school_role: school ? teacher.schoolRole : null,
        school_classes: schoolClasses.map(({ id, name, archivedAt }) => ({ id, name, archived_at: archivedAt?.toISOString() ?? null })),
      };
    },
    async describeParent(parent) {
      return { id: parent.id, user: parent.userId, children: await students.listChildren(parent) };
    },
  };
}
