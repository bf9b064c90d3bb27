import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatGroupQueryKey } from './get-chat-group.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

/** DELETE school/chat-group-member-delete/{groupId}/{userId}/: the owner removes a member; 204. */
export function removeMember(groupId: number, userId: number): Promise<void> {
  return apiRequest<void>(`/school/chat-group-member-delete/${groupId}/${userId}/`, { method: 'DELETE' });
}

export function useRemoveMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeMember(groupId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatGroupQueryKey(groupId) }),
        queryClient.invalidateQueries({ queryKey: userGroupsQueryKey }),
      ]),
  });
}
