import type { ChatGroupDto, ChatMessageDto } from '@homeroom/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { chatGroupQueryKey } from './api/get-chat-group.ts';
import { userGroupsQueryKey } from './api/get-user-groups.ts';

/**
 * Changes one message the page holds for the group (an edit, a removal), if it holds it; the
 * inbox's last message may have changed with it, so the inbox is fetched again when next shown.
 */
export function updateHeldMessage(queryClient: QueryClient, groupId: number, messageId: number, change: Partial<ChatMessageDto>): void {
  queryClient.setQueryData<ChatGroupDto>(chatGroupQueryKey(groupId), (group) =>
    group
      ? { ...group, chat_messages: group.chat_messages.map((entry) => (entry.id === messageId ? { ...entry, ...change } : entry)) }
      : group,
  );
  void queryClient.invalidateQueries({ queryKey: userGroupsQueryKey, refetchType: 'none' });
}

/** What a removed message keeps: its place, sender and time, never its text. */
export const REMOVED_MESSAGE_CHANGE = { content: '', edited_at: null, is_removed: true } satisfies Partial<ChatMessageDto>;
