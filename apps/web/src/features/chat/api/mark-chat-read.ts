import type { ChatReadDto, UserGroupsDto } from '@homeroom/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { userGroupsQueryKey } from './get-user-groups.ts';

/**
 * POST school/chat-group-read/{groupId}/: the user has read the chat up to `messageId`. The
 * server clears the chat's 'New message' notification once nothing is left unread.
 */
export function markChatRead(groupId: number, messageId: number): Promise<ChatReadDto> {
  return apiRequest<ChatReadDto>(`/school/chat-group-read/${groupId}/`, {
    method: 'POST',
    body: { message: messageId },
  });
}

export function useMarkChatRead(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markChatRead(groupId, messageId),
    onSuccess: (read) => {
      // The inbox shows the new count at once, and is fetched again when next shown.
      queryClient.setQueryData<UserGroupsDto>(userGroupsQueryKey, (answer) =>
        answer
          ? {
              chat_group_member: answer.chat_group_member.map((membership) =>
                membership.group.id === groupId
                  ? { ...membership, unread_count: read.unread_count }
                  : membership,
              ),
            }
          : answer,
      );
      return queryClient.invalidateQueries({ queryKey: userGroupsQueryKey, refetchType: 'none' });
    },
  });
}
