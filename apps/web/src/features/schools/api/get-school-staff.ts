import type { SchoolStaffDto } from '@homeroom/contract/school-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under one root: the staff list and the roster change together (a removed teacher's classes leave the roster). */
export const SCHOOL_STAFF_QUERY_ROOT = ['school-staff'] as const;
/** The staff list. */
export const schoolStaffQueryKey = ['school-staff', 'staff'] as const;

/** GET school/school-staff/: the leader's school, its waiting teachers and its staff. */
export function getSchoolStaff(): Promise<SchoolStaffDto> {
  return apiRequest<SchoolStaffDto>('/school/school-staff/');
}

export function schoolStaffQueryOptions() {
  return queryOptions({ queryKey: schoolStaffQueryKey, queryFn: getSchoolStaff });
}

export function useSchoolStaff() {
  return useQuery(schoolStaffQueryOptions());
}
