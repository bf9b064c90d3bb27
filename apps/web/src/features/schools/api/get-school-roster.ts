import type { SchoolRosterDto } from '@homeroom/contract/school-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const schoolRosterQueryKey = ['school-staff', 'roster'] as const;

/** GET school/school-roster/: every class of the leader's school with its students and their guardians. */
export function getSchoolRoster(): Promise<SchoolRosterDto> {
  return apiRequest<SchoolRosterDto>('/school/school-roster/');
}

export function schoolRosterQueryOptions() {
  return queryOptions({ queryKey: schoolRosterQueryKey, queryFn: getSchoolRoster });
}

export function useSchoolRoster() {
  return useQuery(schoolRosterQueryOptions());
}
