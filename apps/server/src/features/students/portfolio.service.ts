import type { PortfolioDto } from '@homeroom/contract/students';
import type { PortfolioYearDto } from '@homeroom/contract/school-years';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { AccessLogService } from '../access-log/access-log.service.ts';
import type { SchoolsService } from '../schools/schools.service.ts';
import type { StickersService } from '../stickers/stickers.service.ts';
import type { StudentsService } from './students.service.ts';

interface PortfolioSources {
  students: StudentsService;
  assignments: AssignmentsService;
  stickers: StickersService;
  schools: Pick<SchoolsService, 'isSchoolLeader'>;
  accessLog: Pick<AccessLogService, 'recordChildAccess'>;
}

/**
 * The portfolio page: the student (with the access check), their assignments with the work, and
 * the same grouped by the classes of their school life (docs/decisions.md, "A new school year").
 */
export function createPortfolioService({ students, assignments, stickers, schools, accessLog }: PortfolioSources) {
  return {
    /** For the child's guardians and teachers, and read only for a leader of the child's school, whose look is logged. */
    async getPortfolio(actor: Actor, studentId: number): Promise<PortfolioDto> {
      const student = await students.getStudentProfile(actor, studentId, { isSchoolLeader: schools.isSchoolLeader });
      await accessLog.recordChildAccess(actor, studentId, 'portfolio');
      const [work, pastClasses, datedStickers] = await Promise.all([
        assignments.listStudentWork(studentId),
        students.listClassYearsOfStudent(studentId),
        stickers.listStickersWithDates([studentId]),
      ]);
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
