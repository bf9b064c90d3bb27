import type { PortfolioDto } from '@homeroom/contract/students';
import type { Actor } from '../../infra/http/auth-hook.ts';
import type { AssignmentsService } from '../assignments/assignments.service.ts';
import type { StudentsService } from './students.service.ts';

/** The portfolio page: the student (with the access check) and their assignments with the work. */
export function createPortfolioService({ students, assignments }: { students: StudentsService; assignments: AssignmentsService }) {
  return {
    async getPortfolio(actor: Actor, studentId: number): Promise<PortfolioDto> {
      const student = await students.getStudentProfile(actor, studentId);
      return { ...student, portfolio: await assignments.listStudentWork(studentId) };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
