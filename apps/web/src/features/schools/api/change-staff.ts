import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { SCHOOL_STAFF_QUERY_ROOT } from './get-school-staff.ts';

/** What a leader can do to a teacher of their school, and the request each is. */
export type StaffChange = 'approve' | 'refuse' | 'appoint' | 'remove';

const REQUESTS: Record<StaffChange, (userId: number) => { path: string; method: 'POST' | 'DELETE' }> = {
  approve: (userId) => ({ path: `/school/school-teacher-approve/${userId}/`, method: 'POST' }),
  refuse: (userId) => ({ path: `/school/school-teacher-refuse/${userId}/`, method: 'POST' }),
  appoint: (userId) => ({ path: `/school/school-leader-appoint/${userId}/`, method: 'POST' }),
  remove: (userId) => ({ path: `/school/school-teacher/${userId}/`, method: 'DELETE' }),
};

/** POST school-teacher-approve, school-teacher-refuse, school-leader-appoint or DELETE school-teacher, for one teacher. */
export function changeStaff({ change, userId }: { change: StaffChange; userId: number }): Promise<void> {
  const { path, method } = REQUESTS[change](userId);
  return apiRequest<void>(path, { method });
}

/** Changes a teacher's standing, then reloads the staff, the roster and (the leader may have removed themselves) the user. */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SCHOOL_STAFF_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
