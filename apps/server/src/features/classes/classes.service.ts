import type { UserSummaryDto } from '@homeroom/contract/accounts';
import type { ClassCreateBody } from '@homeroom/contract/classes';
import { SCHOOL_YEAR_MESSAGES } from '@homeroom/contract/school-years';
import { MAX_ID } from '@homeroom/contract/validation';
import type { Database, Executor } from '../../infra/db/client.ts';
import { createBatchedRead } from '../../infra/db/batched-read.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { toSchoolDto } from '../schools/schools.service.ts';
import * as repo from './classes.repo.ts';
import type { ClassRow } from './classes.repo.ts';
import { isClassArchived, teachesClass } from './classes.policy.ts';

export type SchoolClass = ClassRow;

export function schoolOf(schoolClass: SchoolClass) {
  return schoolClass.school ? toSchoolDto(schoolClass.school) : null;
}

/**
 * The one check of read-only archived classes: every write on a class or its content passes
 * here (through `requireClassTeacher`, `requireOpenClass`, `ClassAccess.requireClassMember`
 * with `toWrite`, or directly for rows that carry their class), and gets a 409 with the reason.
 */
export function refuseArchivedClass(schoolClass: { archivedAt: Date | null }): void {
  if (isClassArchived(schoolClass)) throw AppError.conflict(SCHOOL_YEAR_MESSAGES.classArchived);
}

export type ClassesService = ReturnType<typeof createClassesService>;

/** Classes and who runs them. */
export function createClassesService({ db, accounts }: { db: Database; accounts: AccountsService }) {
  async function findClass(classId: number): Promise<SchoolClass> {
    const schoolClass = await repo.findClass(db, classId);
    if (!schoolClass) throw AppError.notFound();
    return schoolClass;
  }

  // The viewer checks of the requests that arrive together go in one statement, never staler
  // than a statement of their own (infra/db/batched-read.ts); at most two are out at once, and
  // the checks that come meanwhile share the next.
  const readClassesForViewers = createBatchedRead(
    (keys: string[]) =>
      repo.findClassesForViewers(
        db,
        keys.map((key) => {
          const [classId, userId] = key.split(':').map(Number) as [number, number];
          return { classId, userId };
        }),
      ),
    { maxInFlight: 2, maxKeys: Math.max(...repo.CLASS_VIEWER_SHAPES) },
  );
  const readClassForViewer = (key: repo.ClassViewerKey) => readClassesForViewers(repo.classViewerKey(key));
  const isStoredId = (value: number) => Number.isSafeInteger(value) && value >= 1 && value <= MAX_ID;

  return {
    /** The class's owner as answers name them, with their picture. */
    teacherOf(schoolClass: SchoolClass): { user: UserSummaryDto } {
      return { user: accounts.toUserSummary(schoolClass.teacher) };
    },

    /** Every teacher of the class, the owner first, then the co-teachers as they joined. */
    teachersOf(schoolClass: SchoolClass): { user: UserSummaryDto }[] {
      return [schoolClass.teacher, ...schoolClass.coteachers].map((teacher) => ({ user: accounts.toUserSummary(teacher) }));
    },

    findClass,

    /**
     * The class with its content version and how the user belongs to it, in one statement shared
     * with the checks of the requests that arrived together; 404 for an unknown class.
     */
    async findClassForViewer(classId: number, userId: number) {
      // No such class, and no reason to fail the statement the other requests' checks share.
      if (!isStoredId(classId) || !isStoredId(userId)) throw AppError.notFound();
      const row = await readClassForViewer({ classId, userId });
      if (!row) throw AppError.notFound();
      return row;
    },

    /** Creates a class run by the calling teacher. */
    async createClass(actor: Actor, body: ClassCreateBody) {
      const { teacherId } = await accounts.requireTeacher(actor);
      const schoolClass = await repo.insertClass(db, teacherId, body.name);
      if (!schoolClass) throw new Error('class insert returned nothing');
      return schoolClass;
    },

    /** The classes the teacher owns or co-teaches, by name. */
    listClassesOfTeacher: (teacherId: number) => repo.listClassesOfTeacher(db, teacherId),

    /** Every class of the school (its approved teachers' classes), with its teacher: for the school's leaders. */
    listClassesOfSchool: (schoolId: number) => repo.listClassesOfSchool(db, schoolId),
    /**
     * The teacher's classes and, once a leader has approved them, their school's other classes,
     * with each class's teacher: the classes a roster file may name (access is the caller's to check).
     */
    async listClassesNearTeacher(teacher: { teacherId: number; schoolId: number | null; schoolRole: string }) {
      const schoolId = teacher.schoolRole === 'pending' ? null : teacher.schoolId;
      const rows = await repo.listClassesOfTeacherOrSchool(db, teacher.teacherId, schoolId);
      return rows.map((row) => ({ id: row.id, name: row.name, teacherName: `${row.teacher.firstName} ${row.teacher.lastName}`.trim() }));
    },

    /** The names of several classes, by id. */
    async listClassNames(classIds: number[]): Promise<Map<number, string>> {
      return new Map((await repo.listClassNames(db, [...new Set(classIds)])).map((schoolClass) => [schoolClass.id, schoolClass.name]));
    },

    /**
     * The class, if the actor teaches it (owner or co-teacher); 404 for an unknown class, 403 for
     * anyone else, 409 for an archived class unless the teacher only reads (`toRead`).
     */
    async requireClassTeacher(actor: Actor, classId: number, { toRead = false }: { toRead?: boolean } = {}): Promise<SchoolClass> {
      const schoolClass = await findClass(classId);
      if (!teachesClass(actor, schoolClass)) throw AppError.forbidden();
      if (!toRead) refuseArchivedClass(schoolClass);
      return schoolClass;
    },

    /** The class, if its year has not ended: for writes whose access is checked otherwise (hand-ins by link, helpers leaving). */
    async requireOpenClass(classId: number): Promise<SchoolClass> {
      const schoolClass = await findClass(classId);
      refuseArchivedClass(schoolClass);
      return schoolClass;
    },

    /** Archives the class within the caller's transaction; false when its year had ended already. */
    archiveClass: (classId: number, at: Date, executor: Executor = db) => repo.archiveClass(executor, classId, at),
  };
}
