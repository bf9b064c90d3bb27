import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatGroupQueryKey } from './get-chat-group.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

/** POST school/chat-group-leave/{groupId}/: the current user leaves a group chat; 204. */
export function leaveGroup(groupId: number): Promise<void> {
  return apiRequest<void>(`/school/chat-group-leave/${groupId}/`, { method: 'POST' });
}

export function useLeaveGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveGroup(groupId),
    onSuccess: async () => {
      // The group is no longer readable: its cached copy goes, the list is fetched again.
      queryClient.removeQueries({ queryKey: chatGroupQueryKey(groupId) });
      await queryClient.invalidateQueries({ queryKey: userGroupsQueryKey });
    },
  });
}
