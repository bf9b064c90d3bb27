import type { SchoolRole } from '@homeroom/contract/accounts';
import { SCHOOL_MESSAGES } from '@homeroom/contract/school-fields';
import { SCHOOL_STAFF_MESSAGES, type SchoolRosterDto, type SchoolStaffDto, type StaffMemberDto } from '@homeroom/contract/school-staff';
import type { Database, Transaction } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { Outbox } from '../../infra/mail/outbox.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { ClassesService } from '../classes/classes.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { staffChangeMail, type StaffChange } from './school-staff.mail.ts';
import * as repo from './school-staff.repo.ts';
import type { StaffRow } from './school-staff.repo.ts';
import type { SchoolsService } from './schools.service.ts';

interface SchoolStaffDependencies {
  db: Database;
  accounts: Pick<AccountsService, 'toUserSummary'>;
  schools: Pick<SchoolsService, 'requireSchoolLeader' | 'findSchool'>;
  classes: Pick<ClassesService, 'listClassesOfSchool'>;
  students: Pick<StudentsService, 'listStudentsOfClasses'>;
  outbox: Outbox;
  publicUrl: string;
}

/** Leaders first, then teachers, each by name (the repo orders by name). */
const STANDING_ORDER: Record<SchoolRole, number> = { leader: 0, teacher: 1, pending: 2 };

export type SchoolStaffService = ReturnType<typeof createSchoolStaffService>;

/**
 * A school's leaders run its staff (docs/decisions.md, "School leaders"): they approve or refuse
 * the teachers who chose the school, remove teachers, appoint leaders and step down, and see the
 * staff and roster lists. A school always keeps one leader; each change tells the teacher by mail.
 */
export function createSchoolStaffService({ db, accounts, schools, classes, students, outbox, publicUrl }: SchoolStaffDependencies) {
  /**
   * The school's teachers, locked, once the actor is still one of its leaders (another leader may
   * have removed them since); the target must be one of them (404 otherwise, whoever they are).
   */
  async function lockStaffChange(tx: Transaction, actor: Actor, schoolId: number, targetUserId: number) {
    const staff = await repo.lockTeachersOfSchool(tx, schoolId);
    if (!staff.some((member) => member.user.id === actor.userId && member.schoolRole === 'leader')) throw AppError.forbidden(SCHOOL_MESSAGES.leadersOnly);
    const target = staff.find((member) => member.user.id === targetUserId);
    if (!target) throw AppError.notFound(SCHOOL_STAFF_MESSAGES.teacherNotAtSchool);
    return { staff, target };
  }

  const countLeaders = (staff: StaffRow[]) => staff.filter((member) => member.schoolRole === 'leader').length;

  /** The actor's school, read before any transaction: the embedded database has one connection, which a transaction holds. */
  async function requireLeaderSchool(actor: Actor): Promise<{ schoolId: number; schoolName: string }> {
    const { schoolId } = await schools.requireSchoolLeader(actor);
    const school = await schools.findSchool(schoolId);
    if (!school) throw AppError.notFound();
    return { schoolId, schoolName: school.name };
  }

  /** Tells the teacher, in the same transaction as the change: the mail goes only if the change holds. */
  async function tell(tx: Transaction, member: StaffRow, change: StaffChange, schoolName: string) {
    await outbox.enqueue(staffChangeMail(member, change, schoolName, `${publicUrl}/profile?tab=school`), tx);
  }

  function toStaffMember(member: StaffRow, classNames: { id: number; name: string }[]): StaffMemberDto {
    return { user: accounts.toUserSummary(member.user), email: member.email, school_role: member.schoolRole, school_classes: classNames };
  }

  return {
    /** The school's waiting teachers and its staff (leaders first), each with the classes they teach there. */
    async getStaff(actor: Actor): Promise<SchoolStaffDto> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      const [school, members, schoolClasses] = await Promise.all([
        schools.findSchool(schoolId),
        repo.listTeachersOfSchool(db, schoolId),
        classes.listClassesOfSchool(schoolId),
      ]);
      if (!school) throw AppError.notFound();
      const dtos = [...members]
          .sort((a, b) => STANDING_ORDER[a.schoolRole] - STANDING_ORDER[b.schoolRole])
          .map((member) =>
            toStaffMember(
              member,
              schoolClasses.filter((schoolClass) => schoolClass.teacherId === member.teacherId).map(({ id, name }) => ({ id, name })),
            ),
          );
      return {
        school,
        waiting: dtos.filter((member) => member.school_role === 'pending'),
        staff: dtos.filter((member) => member.school_role !== 'pending'),
      };
    },

    /** Every class of the school with its teacher, its students and their guardians' names. */
    async getRoster(actor: Actor): Promise<SchoolRosterDto> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      const [school, schoolClasses] = await Promise.all([schools.findSchool(schoolId), classes.listClassesOfSchool(schoolId)]);
      if (!school) throw AppError.notFound();
      const classStudents = await students.listStudentsOfClasses(schoolClasses.map((schoolClass) => schoolClass.id));
      return {
        school,
        classes: schoolClasses.map((schoolClass) => ({
          id: schoolClass.id,
          name: schoolClass.name,
          teacher: { user: accounts.toUserSummary(schoolClass.teacher) },
          students: classStudents
            .filter((student) => student.schoolClassId === schoolClass.id)
            .map((student) => ({ id: student.id, name: student.name, guardians: student.guardians })),
        })),
      };
    },

    /** A waiting teacher becomes a teacher of the school: their classes join it. */
    async approveTeacher(actor: Actor, userId: number): Promise<void> {
      const { schoolId, schoolName } = await requireLeaderSchool(actor);
      await db.transaction(async (tx) => {
        const { target } = await lockStaffChange(tx, actor, schoolId, userId);
        if (target.schoolRole !== 'pending') throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.notWaiting);
        await repo.updateSchoolRole(tx, target.teacherId, 'teacher');
        await tell(tx, target, 'approved', schoolName);
      });
    },

    /** A waiting teacher is turned away: they have no school again. */
    async refuseTeacher(actor: Actor, userId: number): Promise<void> {
      const { schoolId, schoolName } = await requireLeaderSchool(actor);
      await db.transaction(async (tx) => {
        const { target } = await lockStaffChange(tx, actor, schoolId, userId);
        if (target.schoolRole !== 'pending') throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.notWaiting);
        await repo.clearSchool(tx, target.teacherId);
        await tell(tx, target, 'refused', schoolName);
      });
    },

    /**
     * A teacher (or another leader, or the leader themselves) leaves the school; their classes
     * leave with them, since a class's school is its teacher's. The last leader cannot go.
     */
    async removeTeacher(actor: Actor, userId: number): Promise<void> {
      const { schoolId, schoolName } = await requireLeaderSchool(actor);
      await db.transaction(async (tx) => {
        const { staff, target } = await lockStaffChange(tx, actor, schoolId, userId);
        if (target.schoolRole === 'leader' && countLeaders(staff) <= 1) throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.lastLeader);
        await repo.clearSchool(tx, target.teacherId);
        if (target.user.id !== actor.userId) await tell(tx, target, 'removed', schoolName);
      });
    },

    /** An approved teacher becomes a leader too. */
    async appointLeader(actor: Actor, userId: number): Promise<void> {
      const { schoolId, schoolName } = await requireLeaderSchool(actor);
      await db.transaction(async (tx) => {
        const { target } = await lockStaffChange(tx, actor, schoolId, userId);
        if (target.schoolRole === 'pending') throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.approveFirst);
        if (target.schoolRole === 'leader') throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.alreadyLeader);
        await repo.updateSchoolRole(tx, target.teacherId, 'leader');
        await tell(tx, target, 'appointed', schoolName);
      });
    },

    /** The leader stays a teacher of the school, as long as another leader remains. */
    async stepDown(actor: Actor): Promise<void> {
      const { schoolId } = await schools.requireSchoolLeader(actor);
      await db.transaction(async (tx) => {
        const { staff, target } = await lockStaffChange(tx, actor, schoolId, actor.userId);
        if (countLeaders(staff) <= 1) throw AppError.invalidRequest(SCHOOL_STAFF_MESSAGES.lastLeader);
        await repo.updateSchoolRole(tx, target.teacherId, 'teacher');
      });
    },
  };
}
