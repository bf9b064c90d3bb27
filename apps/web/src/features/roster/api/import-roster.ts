import type { RosterBody, RosterImportDto } from '@homeroom/contract/roster';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { classPageQueryKey } from '../../../lib/class-page-query-key.ts';

/** POST school/roster-import/ with the same file: adds the missing students and invites their guardians. */
export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RosterBody & { classIds: number[] }) => {
      const { classIds: _classIds, ...rosterBody } = body;
      return apiRequest<RosterImportDto>('/school/roster-import/', { method: 'POST', body: rosterBody });
    },
    onSuccess: (_result, { classIds }) =>
      Promise.all(
        classIds.map((classId) => queryClient.invalidateQueries({ queryKey: classPageQueryKey(classId) })),
      ),
  });
}
