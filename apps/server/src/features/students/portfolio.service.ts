import type { PortfolioDto } from '@homeroom/contract/students';
import type { PortfolioYearDto } from '@homeroom/contract/school-years';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AccessLogService } from '../access-log/access-log.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StudentsService } from './students.service.ts';

interface PortfolioSources {
  students: StudentsService;
  assignments: AssignmentsService;
  schools: Pick<SchoolsService, 'isSchoolLeader'>;
  accessLog: Pick<AccessLogService, 'recordChildAccess'>;
}

/**
 * The portfolio page: the student (with the access check), their assignments with the work, and
 * the same grouped by the classes of their school life (docs/decisions.md, "A new school year").
 */
export function createPortfolioService({ students, assignments, schools, accessLog }: PortfolioSources) {
  return {
    /** For the child's guardians and teachers, and read only for a leader of the child's school, whose look is logged. */
    async getPortfolio(actor: Actor, studentId: number): Promise<PortfolioDto> {
      const { profile: student, child, datedStickers, pastClasses } = await students.getStudentProfile(actor, studentId, {
        isSchoolLeader: schools.isSchoolLeader,
      });
      // The log reads the child already read: a guardian's or teacher's look costs it no statement.
      const [work] = await Promise.all([assignments.listStudentWork(studentId), accessLog.recordChildAccess(actor, studentId, 'portfolio', child)]);
      const years: PortfolioYearDto[] = [
        { school_class: { id: student.school_class.id, name: student.school_class.name, archived_at: student.school_class.archived_at ?? null }, stickers: [], portfolio: [] },
        ...pastClasses.map((schoolClass) => ({
          school_class: { id: schoolClass.id, name: schoolClass.name, archived_at: schoolClass.archivedAt?.toISOString() ?? null },
          stickers: [],
          portfolio: [],
        })),
      ];
      const current = years[0]!;
      // A sticker belongs to the class the child was in when it was given: the earliest year that ended after it.
      const oldestFirst = pastClasses.map((schoolClass, index) => ({ endedAt: schoolClass.endedAt, year: years[index + 1]! })).reverse();
      for (const { givenAt, ...sticker } of datedStickers) {
        (oldestFirst.find(({ endedAt }) => givenAt < endedAt)?.year ?? current).stickers.push(sticker);
      }
      for (const item of work) (years.find((year) => year.school_class.id === item.assignment.school_class) ?? current).portfolio.push(item);
      return { ...student, portfolio: work, class_years: years };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
