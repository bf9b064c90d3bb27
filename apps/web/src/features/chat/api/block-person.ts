import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockedPeopleQueryKey } from './get-blocked-people.ts';

/** POST school/user-block/: no direct messages with this parent either way; they are not told. */
export function blockPerson(userId: number): Promise<void> {
  return apiRequest<void>('/school/user-block/', { method: 'POST', body: { user: userId } });
}

/** POST school/user-unblock/ */
export function unblockPerson(userId: number): Promise<void> {
  return apiRequest<void>('/school/user-unblock/', { method: 'POST', body: { user: userId } });
}

/** Blocks (`true`) or unblocks (`false`) a person, then refreshes the list of blocked people. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isBlocked }: { userId: number; isBlocked: boolean }) =>
      isBlocked ? blockPerson(userId) : unblockPerson(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockedPeopleQueryKey }),
  });
}
