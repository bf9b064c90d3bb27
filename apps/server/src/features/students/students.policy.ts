import type { Actor } from '../../infra/http/auth-hook.ts';

interface StudentPeople {
  teacher: { id: number };
  parent: { id: number } | null;
}

/** The class's teacher manages a student: name, picture, stickers, deletion. */
export function canManageStudent(actor: Actor, student: StudentPeople): boolean {
  return student.teacher.id === actor.userId;
}

/** The student's own parent and teacher see the portfolio and may change the picture. */
export function canSeeStudent(actor: Actor, student: StudentPeople): boolean {
  return canManageStudent(actor, student) || student.parent?.id === actor.userId;
}
