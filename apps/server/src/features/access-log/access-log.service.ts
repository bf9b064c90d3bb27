import type { ChildAccessKind, ChildAccessLogDto } from '@homeroom/contract/access-log';
import type { Database } from '../../infra/db/client.ts';
import { AppError } from '../../infra/http/app-error.ts';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from '../students/students.service.ts';
import { canManageStudent, isGuardian } from '../students/students.policy.ts';
import * as repo from './access-log.repo.ts';

interface AccessLogDependencies {
  db: Database;
  students: Pick<StudentsService, 'findStudentWithPeople'>;
  schools: Pick<SchoolsService, 'isSchoolLeader'>;
  accounts: Pick<AccountsService, 'findUserById'>;
  /** When a look happened; tests move it. */
  now?: () => Date;
}

export type AccessLogService = ReturnType<typeof createAccessLogService>;

/** A child as the students service reads it, with the people its rules name. */
type ReadChild = NonNullable<Awaited<ReturnType<StudentsService['findStudentWithPeople']>>>;

/**
 * Who else looked at a child's record (docs/decisions.md, "Access log"): the families' right to
 * know who, besides themselves and the child's teachers, opened it.
 */
export function createAccessLogService({ db, students, schools, accounts, now = () => new Date() }: AccessLogDependencies) {
  return {
    /**
     * The one rule every read of a child's record calls after its own access check (the
     * portfolio, the hand-ins, the export): the look is logged when the reader is neither a
     * guardian of the child nor a teacher of the child's class, which in practice is a leader of
     * the school. Answers whether it was logged. `readChild`: the child as the caller's own
     * check read it already (from `findStudentWithPeople` or the portfolio's profile).
     */
    async recordChildAccess(actor: Actor, studentId: number, what: ChildAccessKind, readChild?: ReadChild): Promise<boolean> {
      const child = readChild ?? (await students.findStudentWithPeople(studentId));
      if (!child || isGuardian(actor.userId, child) || canManageStudent(actor, child)) return false;
      const [reader, isLeader] = await Promise.all([
        accounts.findUserById(actor.userId),
        schools.isSchoolLeader(actor.userId, child.school?.id ?? null),
      ]);
      if (!reader) return false;
      await repo.insertEntry(db, {
        studentId,
        readerId: actor.userId,
        readerName: `${reader.firstName} ${reader.lastName}`.trim(),
        readerRole: isLeader ? 'school_leader' : 'staff',
        what,
        accessedAt: now(),
      });
      return true;
    },

    /** The child's log for their guardians; 404 for anyone else, so the log tells nobody else that the child exists. */
    async listChildAccessLog(actor: Actor, studentId: number): Promise<ChildAccessLogDto> {
      const child = await students.findStudentWithPeople(studentId);
      if (!child || !isGuardian(actor.userId, child)) throw AppError.notFound();
      return (await repo.listEntriesOfStudent(db, studentId)).map((entry) => ({
        id: entry.id,
        reader_name: entry.readerName,
        reader_role: entry.readerRole,
        what: entry.what,
        accessed_at: entry.accessedAt.toISOString(),
      }));
    },
  };
}
