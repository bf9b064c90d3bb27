import type { ContentReportListDto } from '@homeroom/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const contentReportsQueryKey = ['content-reports'] as const;

/** GET school/content-report-list/: the leader's school's open reports and what it hides (403 for anyone else). */
export function getContentReports(): Promise<ContentReportListDto> {
  return apiRequest<ContentReportListDto>('/school/content-report-list/');
}

export function contentReportsQueryOptions() {
  return queryOptions({ queryKey: contentReportsQueryKey, queryFn: getContentReports });
}

export function useContentReports() {
  return useQuery(contentReportsQueryOptions());
}
