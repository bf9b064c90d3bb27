import type { SchoolDto } from '@homeroom/contract/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const schoolsQueryKey = ['schools'] as const;

/** GET school/school-list-create/: every school a teacher can choose. */
export function listSchools(): Promise<SchoolDto[]> {
  return apiRequest<SchoolDto[]>('/school/school-list-create/');
}

export function schoolsQueryOptions() {
  return queryOptions({ queryKey: schoolsQueryKey, queryFn: listSchools });
}

export function useSchools() {
  return useQuery(schoolsQueryOptions());
}
