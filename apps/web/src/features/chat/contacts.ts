import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ParentContactsDto, TeacherContactsDto } from '@homeroom/contract/chat';
import { fullNameOf } from '../../lib/full-name.ts';

type ContactStudent = TeacherContactsDto['school_classes'][number]['students'][number];

/** A class of the Contacts panel, the same for teachers and parents. */
export interface ContactClass {
  id: number;
  name: string;
  /** The viewer's own children in the class (parents only). */
  childNames: string[];
  /** The class's teachers (owner first, then co-teachers), for a parent to reach; none for a teacher's own classes. */
  teachers: UserSummaryDto[];
  students: ContactStudent[];
}

/** A parent of a class, with the children that make them one. */
export interface ClassParent {
  user: UserSummaryDto;
  childNames: string[];
}

/** A teacher's classes, each once, by name. */
export function classesOfTeacher(contacts: TeacherContactsDto): ContactClass[] {
  const byId = new Map<number, ContactClass>();
  for (const schoolClass of contacts.school_classes) {
    if (byId.has(schoolClass.id)) continue;
    byId.set(schoolClass.id, {
      id: schoolClass.id,
      name: schoolClass.name,
      childNames: [],
      teachers: [],
      students: schoolClass.students,
    });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A parent's children's classes, each once even with two children in it, by name. */
export function classesOfParent(contacts: ParentContactsDto): ContactClass[] {
  const byId = new Map<number, ContactClass>();
  for (const child of contacts.children) {
    const schoolClass = child.school_class;
    const known = byId.get(schoolClass.id);
    if (known) {
      known.childNames.push(child.name);
      continue;
    }
    byId.set(schoolClass.id, {
      id: schoolClass.id,
      name: schoolClass.name,
      childNames: [child.name],
      teachers: schoolClass.teachers.map((teacher) => teacher.user),
      students: schoolClass.students,
    });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * The guardians of a class's students but the viewer, each once, whose child's (or own) name
 * contains `filter`. Students without a parent account have no one to reach.
 */
export function parentsOfClass(
  contactClass: ContactClass,
  currentUserId: number | undefined,
  filter = '',
): ClassParent[] {
  const needle = filter.trim().toLocaleLowerCase();
  const byUser = new Map<number, ClassParent>();
  for (const student of contactClass.students) {
    // Every guardian of the child (older servers send only the first, as `parent`).
    const guardians = student.guardians ?? (student.parent ? [student.parent] : []);
    for (const { user: parent } of guardians) {
      if (parent.id === currentUserId) continue;
      const matches =
        needle === '' ||
        student.name.toLocaleLowerCase().includes(needle) ||
        fullNameOf(parent).toLocaleLowerCase().includes(needle);
      if (!matches) continue;
      const known = byUser.get(parent.id);
      if (known) known.childNames.push(student.name);
      else byUser.set(parent.id, { user: parent, childNames: [student.name] });
    }
  }
  return [...byUser.values()].sort((a, b) => fullNameOf(a.user).localeCompare(fullNameOf(b.user)));
}

/** Everyone the viewer may add to a chat: teachers and parents of the classes, each once. */
export function reachablePeople(
  classes: readonly ContactClass[],
  currentUserId: number | undefined,
): UserSummaryDto[] {
  const byUser = new Map<number, UserSummaryDto>();
  for (const contactClass of classes) {
    for (const teacher of contactClass.teachers) {
      if (teacher.id !== currentUserId) byUser.set(teacher.id, teacher);
    }
    for (const parent of parentsOfClass(contactClass, currentUserId)) byUser.set(parent.user.id, parent.user);
  }
  return [...byUser.values()].sort((a, b) => fullNameOf(a).localeCompare(fullNameOf(b)));
}
