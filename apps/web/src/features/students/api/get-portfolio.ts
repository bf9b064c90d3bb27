import type { PortfolioDto } from '@homeroom/contract/students';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function portfolioQueryKey(studentId: number) {
  return ['student-portfolio', studentId] as const;
}

/** GET school/student-portfolio-list/{id}/: only for the student's parent or teacher (else 403). */
export function getPortfolio(studentId: number): Promise<PortfolioDto> {
  return apiRequest<PortfolioDto>(`/school/student-portfolio-list/${studentId}/`);
}

export function portfolioQueryOptions(studentId: number) {
  return queryOptions({ queryKey: portfolioQueryKey(studentId), queryFn: () => getPortfolio(studentId) });
}

export function usePortfolio(studentId: number) {
  return useQuery(portfolioQueryOptions(studentId));
}
