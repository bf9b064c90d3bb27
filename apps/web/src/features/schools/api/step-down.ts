import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { SCHOOL_STAFF_QUERY_ROOT } from './get-school-staff.ts';

/** POST school/school-leader-step-down/: the leader stays a teacher of the school. */
export function stepDown(): Promise<void> {
  return apiRequest<void>('/school/school-leader-step-down/', { method: 'POST' });
}

/** Steps down, then reloads the user (no longer a leader) and the school's lists. */
export function useStepDown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stepDown,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: SCHOOL_STAFF_QUERY_ROOT }),
      ]),
  });
}
