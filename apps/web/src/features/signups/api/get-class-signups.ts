import type { SignupDto } from '@homeroom/contract/signups';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const classSignupsQueryKey = (classId: number) => ['signups', classId] as const;

/** GET school/class-signups/{id}/: the class's sign-ups, newest first; names of those signed up for its teachers only. */
export function getClassSignups(classId: number): Promise<SignupDto[]> {
  return apiRequest<SignupDto[]>(`/school/class-signups/${classId}/`);
}

export function useClassSignups(classId: number) {
  return useQuery({ queryKey: classSignupsQueryKey(classId), queryFn: () => getClassSignups(classId) });
}
