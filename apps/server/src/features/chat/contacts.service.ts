import type { ParentContactsDto, TeacherContactsDto } from '@homeroom/contract/chat';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { StudentsService } from '../students/students.service.ts';

interface ContactsDependencies {
  accounts: AccountsService;
  classes: ClassesService;
  students: StudentsService;
}

export type ContactsService = ReturnType<typeof createContactsService>;

/** The people of one's classes, as the Chat hub lists them. */
export function createContactsService({ accounts, classes, students }: ContactsDependencies) {
  return {
    /** A teacher's classes (owned and co-taught) with their students and parents. */
    async listTeacherContacts(actor: Actor): Promise<TeacherContactsDto> {
      const { teacherId } = await accounts.requireTeacher(actor);
      // An archived class is out of contacts (docs/decisions.md, "A new school year").
      const teacherClasses = (await classes.listClassesOfTeacher(teacherId)).filter((schoolClass) => schoolClass.archivedAt === null);
      const classStudents = await students.listStudentsOfClasses(teacherClasses.map((schoolClass) => schoolClass.id));
      return {
        school_classes: teacherClasses.map((schoolClass) => ({
          id: schoolClass.id,
          name: schoolClass.name,
          students: classStudents
            .filter((student) => student.schoolClassId === schoolClass.id)
            .map(({ id, name, parent, guardians }) => ({ id, name, parent, guardians })),
        })),
      };
    },

    /** A parent's children with their class, its teachers, and the class's students and parents. */
    async listParentContacts(actor: Actor): Promise<ParentContactsDto> {
      const { parentId } = await accounts.requireParent(actor);
      const children = (await students.listChildren({ id: parentId })).filter((child) => !child.school_class.archived_at);
      const classStudents = await students.listStudentsOfClasses([...new Set(children.map((child) => child.school_class.id))]);
      return {
        id: parentId,
        children: children.map((child) => ({
          id: child.id,
          name: child.name,
          school_class: {
            id: child.school_class.id,
            name: child.school_class.name,
            teacher: child.school_class.teacher,
            teachers: child.school_class.teachers,
            students: classStudents
              .filter((student) => student.schoolClassId === child.school_class.id)
              .map(({ id, name, parent, guardians }) => ({ id, name, parent, guardians })),
          },
        })),
      };
    },
  };
}
