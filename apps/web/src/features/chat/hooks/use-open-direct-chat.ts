import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { userGroupsQueryKey, userGroupsQueryOptions } from '../api/get-user-groups.ts';
import { openDirectChat } from '../api/open-direct-chat.ts';
import { findDirectChatWith } from '../chat-groups.ts';

export type DirectChatDestination = 'message' | 'video';

interface OpenDirectChatVariables {
  userId: number;
  destination: DirectChatDestination;
}

/**
 * Goes to the direct chat (or video call) with someone: the one already in the user's list,
 * else the one the server opens, which is the existing one if the list was out of date (docs/product.md, "Direct messages").
 */
export function useOpenDirectChat() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ userId }: OpenDirectChatVariables) => {
      // Without the list, the server still answers the existing chat rather than a second one.
      const groups = await queryClient.ensureQueryData(userGroupsQueryOptions()).catch(() => null);
      const existing = groups ? findDirectChatWith(groups, userId) : null;
      if (existing !== null) return existing;
      const opened = await openDirectChat(userId);
      void queryClient.invalidateQueries({ queryKey: userGroupsQueryKey });
      return opened.id;
    },
    onSuccess: (groupId, { destination }) => {
      void navigate(destination === 'video' ? `/videoChat/${groupId}` : `/chatGroup/${groupId}`);
    },
  });
}
