import type { AbsenceCreateBody, AbsenceDto } from '@homeroom/contract/absences';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassAccess } from '../classes/class-access.ts';
import { refuseArchivedClass, type ClassesService } from '../classes/classes.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import { canManageStudent, isGuardian } from '../students/students.policy.ts';
import type { StudentsService } from '../students/students.service.ts';
import * as repo from './absences.repo.ts';
import type { DescribedAbsence } from './absences.repo.ts';

export type AbsencesService = ReturnType<typeof createAbsencesService>;

interface AbsencesDependencies {
  db: Database;
  accounts: AccountsService;
  classes: ClassesService;
  students: StudentsService;
  schools: SchoolsService;
  access: ClassAccess;
  notifications: Pick<NotificationsService, 'notifyClassPeople'>;
  now?: () => Date;
}

/** The server's day when the viewer gives none: UTC. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Absence notes (docs/product.md, "Absence notes"): a guardian tells the class their child will be
 * away; the class's teachers read and acknowledge it; the school's leaders see the day's absences.
 * The reason and the note reach nobody else: other families get 404, never a note.
 */
export function createAbsencesService({ db, accounts, classes, students, schools, access, notifications, now = () => new Date() }: AbsencesDependencies) {
  function toDto(row: DescribedAbsence): AbsenceDto {
    return {
      id: row.note.id,
      student: { id: row.note.studentId, name: row.studentName },
      school_class: { id: row.note.schoolClassId, name: row.className },
      first_day: row.note.firstDay,
      last_day: row.note.lastDay,
      reason: row.note.reason,
      note: row.note.note,
      reported_by: row.reporter ? accounts.toUserSummary(row.reporter) : null,
      created_at: row.note.createdAt.toISOString(),
      acknowledged_at: row.note.acknowledgedAt?.toISOString() ?? null,
      acknowledged_by: row.acknowledger ? accounts.toUserSummary(row.acknowledger) : null,
    };
  }

  async function describeOne(absenceId: number): Promise<AbsenceDto> {
    const row = await repo.findDescribedAbsence(db, absenceId);
    if (!row) throw AppError.notFound();
    return toDto(row);
  }

  /** The child, if the actor is one of their guardians or teaches their class; 404 for anyone else. */
  async function requireChildOfFamilyOrClass(actor: Actor, studentId: number) {
    const student = await students.findStudentWithPeople(studentId);
    if (!student || !(isGuardian(actor.userId, student) || canManageStudent(actor, student))) throw AppError.notFound();
    return student;
  }

  return {
    /** A guardian reports their child's absence; the class's teachers are notified. */
    async reportAbsence(actor: Actor, body: AbsenceCreateBody): Promise<AbsenceDto> {
      const student = await students.findStudentWithPeople(body.student);
      if (!student || !isGuardian(actor.userId, student)) throw AppError.notFound();
      refuseArchivedClass(await classes.findClass(student.schoolClass.id));
      const absence = await repo.insertAbsence(db, {
        studentId: student.id,
        schoolClassId: student.schoolClass.id,
        firstDay: body.first_day,
        lastDay: body.last_day ?? body.first_day,
        reason: body.reason,
        note: body.note,
        reportedById: actor.userId,
      });
      // The entry names the child only: the reason is read in the class, not in a push or a mail.
      await notifications.notifyClassPeople('Absence', {
        classId: student.schoolClass.id,
        userIds: [student.teacher.id, ...student.coteachers.map((teacher) => teacher.id)],
        title: student.name,
      });
      return describeOne(absence.id);
    },

    /** A child's notes, newest first, for their guardians and their class's teachers. */
    async listChildAbsences(actor: Actor, studentId: number): Promise<AbsenceDto[]> {
      await requireChildOfFamilyOrClass(actor, studentId);
      return (await repo.listAbsencesOfStudent(db, studentId)).map(toDto);
    },

    /** The class's absences of the day, for its teachers and its school's leaders; 404 for families, 403 for outsiders. */
    async listClassAbsences(actor: Actor, classId: number, day?: string): Promise<AbsenceDto[]> {
      const { role } = await access.requireClassMember(actor, classId);
      if (role === 'parent') throw AppError.notFound();
      return (await repo.listAbsencesOfClassesOnDay(db, [classId], day ?? utcDay(now()))).map(toDto);
    },

    /** The absences of the day in every class the teacher teaches, for their Home. */
    async listTeacherAbsences(actor: Actor, day?: string): Promise<AbsenceDto[]> {
      const { teacherId } = await accounts.requireTeacher(actor);
      const taught = await classes.listClassesOfTeacher(teacherId);
      const open = taught.filter((schoolClass) => schoolClass.archivedAt === null);
      return (await repo.listAbsencesOfClassesOnDay(db, open.map((schoolClass) => schoolClass.id), day ?? utcDay(now()))).map(toDto);
    },

    /** The school's absences of the day, for its leaders. */
    async listSchoolAbsences(actor: Actor, day?: string): Promise<AbsenceDto[]> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      const ofSchool = await classes.listClassesOfSchool(schoolId);
      return (await repo.listAbsencesOfClassesOnDay(db, ofSchool.map((schoolClass) => schoolClass.id), day ?? utcDay(now()))).map(toDto);
    },

    /** A teacher of the class acknowledges the note; the guardian sees who and when. 404 for anyone else. */
    async acknowledgeAbsence(actor: Actor, absenceId: number): Promise<AbsenceDto> {
      const absence = await repo.findAbsence(db, absenceId);
      if (!absence) throw AppError.notFound();
      await classes.requireClassTeacher(actor, absence.schoolClassId).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 403) throw AppError.notFound();
        throw error;
      });
      await repo.acknowledgeAbsence(db, absenceId, actor.userId, now());
      return describeOne(absenceId);
    },
  };
}
